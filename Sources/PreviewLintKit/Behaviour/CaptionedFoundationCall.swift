extension LoweredFormatter {
    /// Whether it writes fixed words around one value handed to a Foundation formatter (`"Last
    /// reading at \(date?.formatted(date: .omitted, time: .shortened) ?? "--:--")"`): the formatting
    /// is the platform's and the words are a caption. Two alike repeat copy text, not formatting
    /// that drifts; a date pattern the project writes out is its own formatting.
    public var isCaptionedFoundationCall: Bool {
        guard case .statements(let statements) = body, case .return(let result)? = statements.last,
              statements.dropLast().allSatisfy({ statement in
                  if case .declare = statement { true } else { Self.isBranchCondition(statement) }
              }) else {
            return false
        }
        // `Text("Last reading at \(…)")` is a localized key: its values are what its parts interpolate.
        let values: [BehaviourExpression]
        switch result {
        case .interpolation(let parts): values = parts.filter { if case .literal(.string) = $0 { false } else { true } }
        // A value written with a specifier (`\(x, specifier: "%.1f")`) is formatted by the key itself;
        // one given a formatter or format style (`\(date, formatter: f)`) stands in it as the text made.
        case .localizedKey(let parts) where parts.allSatisfy({ [nil, "%@"].contains($0.specifier) }):
            values = parts.compactMap(\.value)
        default: return false
        }
        return values.count == 1 && Self.handsOneValueToFoundation(values[0])
    }

    /// `formatter.string(from: date)`, through optional chaining (`date?.formatted()`) or with a
    /// fixed fallback (`?? "--:--"`).
    private static func handsOneValueToFoundation(_ expression: BehaviourExpression) -> Bool {
        switch expression {
        case .foundation(let format, let input):
            if case .date(let pattern) = format, pattern.isWrittenOut { return false }
            switch input {
            case .name, .forceUnwrap(.name): return true
            default: return false
            }
        case .conditional(_, let value, .literal(.none)), .binary(.coalesce, let value, .literal):
            return handsOneValueToFoundation(value)
        default:
            return false
        }
    }
}
