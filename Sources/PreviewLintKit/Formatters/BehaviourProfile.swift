/// What one formatter outputs on the grid with its Bool parameters held one way: formatting
/// written twice is found by equal profiles, and two formatters of one value disagree where their
/// profiles differ.
struct BehaviourProfile: Sendable, Hashable {
    /// The Bool parameters held, by name (`showSeconds: true`).
    var fixed: [String: Bool]
    /// What the other inputs are, in order: `number`, `date`, `text`, optional ones with `?`.
    var inputKind: [String]
    /// Each grid row's arguments, in the formatter's parameter order.
    var arguments: [[BehaviourValue]]
    /// What it output for each row, spaces normalised.
    var outcomes: [BehaviourOutcome]

    /// Profiles need rows to compare on: at most this many non-Bool inputs, and Bools.
    static let maximumInputs = 2
    static let maximumBools = 2

    /// One profile per setting of its Bool parameters; none when an input is not a modelled type or
    /// there are none (a constant) or too many.
    static func profiles(of formatter: LoweredFormatter, evaluator: BehaviourEvaluator, grid: BehaviourGrid = .standard) -> [BehaviourProfile] {
        guard formatter.unknownReason == nil else { return [] }
        let bools = formatter.parameters.filter { $0.type == .bool }
        let inputs = formatter.parameters.filter { $0.type != .bool }
        guard (1...maximumInputs).contains(inputs.count), bools.count <= maximumBools, inputs.allSatisfy({ $0.type != nil }) else { return [] }
        let rows = grid.combinations(inputs.map { grid.values(for: $0.type!) })
        let kind = inputs.map { kindName($0.type!) }
        return (0..<(1 << bools.count)).map { setting in
            var fixed: [String: Bool] = [:]
            for (index, parameter) in bools.enumerated() { fixed[parameter.name] = setting & (1 << index) != 0 }
            let arguments = rows.map { BehaviourComparison.arguments(formatter, free: inputs, values: $0, fixed: fixed) }
            let outcomes = arguments.map { evaluator.outcome(of: formatter, arguments: $0).normalised }
            return BehaviourProfile(fixed: fixed, inputKind: kind, arguments: arguments, outcomes: outcomes)
        }
    }

    private static func kindName(_ type: BehaviourType) -> String {
        switch type {
        case .int, .double: "number"
        case .bool: "flag"
        case .string: "text"
        case .date: "date"
        case .optional(let wrapped): kindName(wrapped) + "?"
        }
    }

    var knownCount: Int { outcomes.filter(\.isKnown).count }

    /// Says something about formatting: known on most rows, at least three different texts, and more
    /// than the value itself with a fixed prefix or suffix (`"\(count)"`, `"\(n)%"`).
    var isDistinctive: Bool {
        guard knownCount * 2 >= outcomes.count else { return false }
        let texts = outcomes.compactMap { outcome -> String? in
            if case .text(let text) = outcome { return text }
            return nil
        }
        return Set(texts).count >= 3 && !isPlain
    }

    /// Every text is its single input as Swift prints it, between one prefix and one suffix.
    private var isPlain: Bool {
        guard inputKind.count == 1, !inputKind[0].hasPrefix("date") else { return false }
        let pairs = zip(arguments, outcomes).compactMap { arguments, outcome -> (String, [String])? in
            guard case .text(let text) = outcome, let value = arguments.first(where: { if case .bool = $0 { false } else { true } }) else { return nil }
            return (text, Self.plainSpellings(value))
        }
        guard let first = pairs.first else { return false }
        for spelling in first.1 {
            guard let found = first.0.range(of: spelling) else { continue }
            let prefix = String(first.0[..<found.lowerBound]), suffix = String(first.0[found.upperBound...])
            if pairs.allSatisfy({ text, spellings in spellings.contains { prefix + $0 + suffix == text } }) { return true }
        }
        return false
    }

    private static func plainSpellings(_ value: BehaviourValue) -> [String] {
        switch value {
        case .int(let number): [String(number)]
        case .double(let number): ["\(number)", number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : "\(number)"]
        case .string(let text): [text]
        case .none: ["nil", ""]
        default: []
        }
    }

    /// Equal profiles: the same kind of inputs and the same output on every row.
    var key: ProfileKey { ProfileKey(inputKind: inputKind, outcomes: outcomes) }

    struct ProfileKey: Hashable {
        var inputKind: [String]
        var outcomes: [BehaviourOutcome]
    }
}
