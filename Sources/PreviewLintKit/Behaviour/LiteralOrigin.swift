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
        for parameter in formatter.parameters {
            guard let type = parameter.type else { return .noKnownOutput("parameter \(parameter.name) has no modelled type") }
            columns.append(grid.values(for: type))
        }
        guard columns.count <= grid.maximumParameters else { return .noKnownOutput("more than \(grid.maximumParameters) inputs") }
        let wanted = DisplayText.normalisingSpaces(literal)
        var best: LiteralOrigin?
        var bestDistance = Int.max
        for arguments in grid.combinations(columns) {
            guard case .text(let text) = evaluator.outcome(of: formatter, arguments: arguments) else { continue }
            let input = GridRow.call(formatter, arguments)
            if DisplayText.normalisingSpaces(text) == wanted { return .produced(by: input, arguments: arguments) }
            let distance = DisplayText.editDistance(text, literal)
            if distance < bestDistance {
                bestDistance = distance
                best = .nearest(input: input, arguments: arguments, output: text, distance: distance)
            }
        }
        return best ?? .noKnownOutput("no input gives text")
    }
}
