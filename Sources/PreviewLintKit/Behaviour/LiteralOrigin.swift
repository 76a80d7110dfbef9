/// Which grid input makes a formatter print a given text, or the nearest text it prints: a
/// preview's literal `"2:05"` is `formatTime(125)`; `"2:5"` is nearest to `"2:05"`.
public enum LiteralOrigin: Sendable, Hashable {
    case produced(by: String, arguments: [BehaviourValue])
    case nearest(input: String, arguments: [BehaviourValue], output: String, distance: Int)
    /// The formatter is unknown, or unknown on every input.
    case noKnownOutput(String)
}

extension BehaviourComparison {
    /// Searches every grid input of the formatter (all its parameters, Booleans both ways).
    public func outputs(of formatter: LoweredFormatter, producing literal: String) -> LiteralOrigin {
        if let reason = formatter.unknownReason { return .noKnownOutput(reason) }
        var columns: [[BehaviourValue]] = []
        var hinted = grid
        hinted.numbers += Self.inputs(spelledIn: literal).filter { !grid.numbers.contains($0) }
        // A timer that reads the current time shows the literal for a date that long ago.
        if formatter.readsNow { hinted = hinted.nearNow }
        for parameter in formatter.parameters {
            guard let type = parameter.type else { return .noKnownOutput("parameter \(parameter.name) has no modelled type") }
            columns.append(hinted.values(for: type))
        }
        guard columns.count <= grid.maximumParameters else { return .noKnownOutput("more than \(grid.maximumParameters) inputs") }
        let wanted = DisplayText.normalisingSpaces(literal)
        var best: LiteralOrigin?
        var bestDistance = Int.max
        for arguments in grid.combinations(columns) {
            guard case .text(let text) = evaluator.outcome(of: formatter, arguments: arguments), !OpaqueText.contains(text) else { continue }
            // The call is spelled only for a row that is kept: spelling reads the whole body.
            if DisplayText.normalisingSpaces(text) == wanted { return .produced(by: GridRow.call(formatter, arguments), arguments: arguments) }
            let distance = DisplayText.editDistance(text, literal)
            if distance < bestDistance {
                bestDistance = distance
                best = .nearest(input: GridRow.call(formatter, arguments), arguments: arguments, output: text, distance: distance)
            }
        }
        return best ?? .noKnownOutput("no input gives text")
    }

    /// Counts a text like `"5h 30m"` or `"1:02:03"` may have been made from: its numbers as seconds,
    /// minutes, hours or days, and consecutive ones as larger and smaller units together. Only an
    /// input whose evaluated output is the text counts, so a wrong guess costs nothing.
    static func inputs(spelledIn literal: String) -> [Int] {
        let numbers = literal.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }.filter { $0 < 100_000 }.prefix(4)
        var found: [Int] = []
        for number in numbers { found += [number, number * 60, number * 3600, number * 86400] }
        let values = Array(numbers)
        for index in values.indices.dropLast() {
            let (larger, smaller) = (values[index], values[index + 1])
            found += [larger * 60 + smaller, larger * 3600 + smaller * 60, larger * 86400 + smaller * 3600]
            if index + 2 < values.count { found.append(larger * 3600 + smaller * 60 + values[index + 2]) }
        }
        return Array(Set(found)).sorted()
    }
}
