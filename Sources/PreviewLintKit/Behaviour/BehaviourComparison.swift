/// Compares formatting code by what it outputs on the grid: the same text for every input both
/// can be evaluated on is the same formatting written twice; one input with different text is a
/// disagreement, reported with both outputs. Inputs where either side is unknown are left out.
public struct BehaviourComparison: Sendable {
    public let evaluator: BehaviourEvaluator
    public let grid: BehaviourGrid

    public init(evaluator: BehaviourEvaluator = BehaviourEvaluator(), grid: BehaviourGrid = .standard) {
        self.evaluator = evaluator
        self.grid = grid
    }

    public enum Result: Sendable, Hashable {
        case equal(Agreement)
        case differ(Disagreement)
        case cannotCompare(String)
    }

    public struct Agreement: Sendable, Hashable {
        /// Booleans fixed to make them agree (by parameter name), the caller's and any tried here.
        public var fixed: [String: Bool]
        /// Inputs both evaluate on, with their common outputs.
        public var rows: [GridRow]
        /// Inputs left out because one side is unknown there.
        public var skipped: [GridRow]
    }

    public struct Disagreement: Sendable, Hashable {
        public var fixed: [String: Bool]
        /// The first input, in grid order, where the outputs differ.
        public var first: GridRow { differences[0] }
        public var differences: [GridRow]
    }

    /// `fixing`: Bool parameters of either formatter held to a value, by name (`showSeconds: true`).
    /// A Bool parameter only one side has, and not fixed, is tried both ways: the first setting under
    /// which they agree is reported, otherwise the difference with it false.
    public func compare(_ first: LoweredFormatter, _ second: LoweredFormatter, fixing: [String: Bool] = [:]) -> Result {
        if let reason = first.unknownReason { return .cannotCompare("\(first.signature) \(reason)") }
        if let reason = second.unknownReason { return .cannotCompare("\(second.signature) \(reason)") }
        let freeFirst = first.parameters.filter { fixing[$0.name] == nil || $0.type != .bool }
        let freeSecond = second.parameters.filter { fixing[$0.name] == nil || $0.type != .bool }
        let boolsFirst = freeFirst.filter { $0.type == .bool }, boolsSecond = freeSecond.filter { $0.type == .bool }
        let paired = min(boolsFirst.count, boolsSecond.count)
        let extras = Array(boolsFirst.dropFirst(paired)) + Array(boolsSecond.dropFirst(paired))
        guard extras.count <= 3 else { return .cannotCompare("too many unpaired Bool parameters") }
        var firstDifference: Result?
        for setting in 0..<(1 << extras.count) {
            var fixed = fixing
            for (index, parameter) in extras.enumerated() { fixed[parameter.name] = setting & (1 << index) != 0 }
            let result = compareFixed(first, second, fixed: fixed)
            if case .equal = result { return result }
            if case .cannotCompare = result { return result }
            firstDifference = firstDifference ?? result
        }
        return firstDifference ?? .cannotCompare("nothing to compare")
    }

    private func compareFixed(_ first: LoweredFormatter, _ second: LoweredFormatter, fixed: [String: Bool]) -> Result {
        // Values pair by position, then settings (enum cases), then Booleans.
        let free = { (formatter: LoweredFormatter) -> [BehaviourParameter] in
            let open = formatter.parameters.filter { !($0.type == .bool && fixed[$0.name] != nil) }
            return open.filter { $0.type != .bool && !$0.isSetting } + open.filter(\.isSetting) + open.filter { $0.type == .bool }
        }
        let freeFirst = free(first), freeSecond = free(second)
        guard freeFirst.count == freeSecond.count else {
            return .cannotCompare("\(first.signature) and \(second.signature) take different inputs")
        }
        var columns: [[BehaviourValue]] = []
        for (a, b) in zip(freeFirst, freeSecond) {
            guard let typeA = a.type, let typeB = b.type, typeA.aligns(with: typeB) else {
                return .cannotCompare("\(a.name): \(a.typeName) does not line up with \(b.name): \(b.typeName)")
            }
            columns.append(grid.values(for: typeA))
        }
        guard columns.count <= grid.maximumParameters else { return .cannotCompare("more than \(grid.maximumParameters) inputs") }
        var agreed: [GridRow] = [], skipped: [GridRow] = [], differences: [GridRow] = []
        for values in grid.combinations(columns) {
            let argumentsFirst = Self.arguments(first, free: freeFirst, values: values, fixed: fixed)
            let argumentsSecond = Self.arguments(second, free: freeSecond, values: values, fixed: fixed)
            let row = GridRow(formatter: first, arguments: argumentsFirst, secondArguments: argumentsSecond,
                              first: evaluator.outcome(of: first, arguments: argumentsFirst),
                              second: evaluator.outcome(of: second, arguments: argumentsSecond))
            if !row.first.isKnown || !row.second.isKnown || !row.isComparable {
                skipped.append(row)
            } else if row.first.normalised == row.second.normalised {
                agreed.append(row)
            } else {
                differences.append(row)
            }
        }
        if !differences.isEmpty { return .differ(Disagreement(fixed: fixed, differences: differences)) }
        guard !agreed.isEmpty else { return .cannotCompare("no input where both are known") }
        return .equal(Agreement(fixed: fixed, rows: agreed, skipped: skipped))
    }

    /// A formatter's arguments in its parameter order: grid values for free parameters (a number as
    /// the parameter's own numeric type), fixed Booleans for the rest.
    static func arguments(_ formatter: LoweredFormatter, free: [BehaviourParameter], values: [BehaviourValue], fixed: [String: Bool]) -> [BehaviourValue] {
        let given = Dictionary(zip(free.map(\.name), values), uniquingKeysWith: { first, _ in first })
        return formatter.parameters.map { parameter in
            if let value = given[parameter.name] { return value.converted(to: parameter.type) }
            return fixed[parameter.name].map { .bool($0) } ?? .none
        }
    }
}

/// One input and what each side output.
public struct GridRow: Sendable, Hashable {
    var isComparable: Bool { first.isComparable(with: second) }

    /// The first formatter's call: `formatTime(125)`, `timerDisplay(seconds: 125.0, showSeconds: true)`.
    public var input: String
    public var firstArguments: [BehaviourValue]
    public var secondArguments: [BehaviourValue]
    public var first: BehaviourOutcome
    public var second: BehaviourOutcome

    init(formatter: LoweredFormatter, arguments: [BehaviourValue], secondArguments: [BehaviourValue], first: BehaviourOutcome, second: BehaviourOutcome) {
        input = Self.call(formatter, arguments)
        firstArguments = arguments
        self.secondArguments = secondArguments
        self.first = first
        self.second = second
    }

    /// `formatTime(125)`, `125.0.clock` for an extension's value, `label [duration = 125.0]` for
    /// stored properties an instance member reads.
    static func call(_ formatter: LoweredFormatter, _ arguments: [BehaviourValue]) -> String {
        var receiver = "", stored: [String] = [], written: [String] = []
        let nearNow = formatter.readsNow
        for (parameter, value) in zip(formatter.parameters, arguments) {
            let text = nearNow ? Self.sinceNow(value) : value.sourceText
            if parameter.name == "self" {
                receiver = text + "."
            } else if let property = StoredInputs.property(parameter) {
                stored.append("\(property) = \(text)")
            } else if let dot = parameter.name.firstIndex(of: ".") {
                // A field of a parameter of the project's own type: `delta(s) [s.delta = 2.0]`; of a
                // local the body makes (no label), no argument.
                let root = String(parameter.name[..<dot])
                if parameter.label != nil, !written.contains(root) { written.append(root) }
                stored.append("\(parameter.name) = \(text)")
            } else {
                written.append((parameter.label.map { "\($0): " } ?? "") + text)
            }
        }
        // Formatting written inline has no call: its inputs' values say which row it is.
        if formatter.signature.isEmpty {
            let values = zip(formatter.parameters, arguments).map { parameter, value in
                "\(StoredInputs.property(parameter) ?? parameter.name) = \(nearNow ? Self.sinceNow(value) : value.sourceText)"
            }
            return "(\(values.joined(separator: ", ")))"
        }
        if let type = formatter.constructor {
            let parentheses = formatter.signature.hasSuffix(")") ? "()" : ""
            return "\(type)(\(written.joined(separator: ", "))).\(formatter.name)" + parentheses
        }
        let isProperty = written.isEmpty && !formatter.signature.contains("(")
        let call = receiver + formatter.name + (isProperty ? "" : "(\(written.joined(separator: ", ")))")
        return stored.isEmpty ? call : "\(call) [\(stored.joined(separator: ", "))]"
    }

    /// A date of code that reads the current time, as its distance from it: `Date.now - 125`.
    private static func sinceNow(_ value: BehaviourValue) -> String {
        guard case .date(let seconds) = value else { return value.sourceText }
        let before = BehaviourGrid.now - seconds
        guard before == before.rounded(), abs(before) < 1e9 else { return value.sourceText }
        return before == 0 ? "Date.now" : before > 0 ? "Date.now - \(Int(before))" : "Date.now + \(Int(-before))"
    }
}

extension BehaviourOutcome {
    /// Text compared as a reader sees it (narrow and no-break spaces are spaces).
    var normalised: BehaviourOutcome {
        if case .text(let text) = self { return .text(DisplayText.normalisingSpaces(text)) }
        return self
    }
}

extension BehaviourValue {
    /// A grid number as an Int or a Double parameter takes it; other values unchanged.
    func converted(to type: BehaviourType?) -> BehaviourValue {
        switch (self, type) {
        case (.int(let number), .double?), (.int(let number), .optional(.double)?): .double(Double(number))
        case (.double(let number), .int?), (.double(let number), .optional(.int)?): .int(Int(number))
        default: self
        }
    }
}
