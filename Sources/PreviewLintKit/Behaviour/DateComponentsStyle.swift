/// `DateComponentsFormatter` at en_US, by its configuration, for `string(from: TimeInterval)`.
///
/// Relied on, from Apple's documentation: positional with the default zero behaviour drops leading
/// zero units and pads the others to two digits ("1:00:10", "1:10:00"); `.dropLeading` drops zero
/// units up to the first non-zero one ("10m 0s"); `.dropAll`, and the default outside positional,
/// drop every zero unit ("1h 10s"); `.pad` keeps them all ("0d 1h 0m 0s"), as does `[]` outside
/// positional ("1h 0m 10s"). Unit words: abbreviated
/// "26d 19h 17s", short "26 days, 19 hr, 17 sec", full "26 days, 19 hours, 17 seconds", brief
/// "26days 19hr 17sec"; minutes as "m", "min", "minutes", "min". The largest allowed unit takes
/// what larger units would ("61:01" without hours). Positional with `.pad` pads every unit to two
/// digits ("02:05", "00:02:05"), as widely reported though not in Apple's text.
/// Unknown, not guessed: positional with fewer than two units left (is 59 "0:59" or "59"?), with
/// days, or with `.dropAll` or `[]`; an all-zero duration outside `.pad`; negative or fractional
/// seconds; a remainder below the smallest allowed unit; `.spellOut` and other settings.
public struct DateComponentsStyle: Codable, Sendable, Hashable {
    public enum Unit: String, Codable, Sendable, Hashable, CaseIterable {
        case day, hour, minute, second

        var seconds: Int {
            switch self {
            case .day: 86_400
            case .hour: 3600
            case .minute: 60
            case .second: 1
            }
        }
    }

    public enum UnitsStyle: String, Codable, Sendable, Hashable {
        case positional, abbreviated, short, full, brief
    }

    public enum ZeroBehaviour: String, Codable, Sendable, Hashable {
        case `default`, pad, dropLeading, dropAll
        /// `[]` (`NSDateComponentsFormatterZeroFormattingBehaviorNone`): zero units neither dropped
        /// nor padded ("1h 0m 10s").
        case keepAll
    }

    /// Largest first.
    public var units: [Unit]
    public var style: UnitsStyle
    public var zeroBehaviour: ZeroBehaviour

    public init(units: [Unit], style: UnitsStyle, zeroBehaviour: ZeroBehaviour) {
        self.units = Unit.allCases.filter(units.contains)
        self.style = style
        self.zeroBehaviour = zeroBehaviour
    }

    func format(_ seconds: Double) throws(EvaluationStop) -> String {
        guard seconds.isFinite, seconds >= 0, seconds.rounded(.down) == seconds, seconds < 1e15 else {
            throw .unknown("DateComponentsFormatter of \(seconds) seconds is not modelled")
        }
        guard !units.isEmpty else { throw .unknown("DateComponentsFormatter without allowed units") }
        var remaining = Int(seconds)
        var values: [(unit: Unit, value: Int)] = []
        for unit in units {
            values.append((unit, remaining / unit.seconds))
            remaining %= unit.seconds
        }
        guard remaining == 0 else { throw .unknown("DateComponentsFormatter rounding below .\(units.last!.rawValue)") }
        return style == .positional ? try positional(values) : try named(values)
    }

    private func positional(_ values: [(unit: Unit, value: Int)]) throws(EvaluationStop) -> String {
        guard !units.contains(.day), units.count >= 2, zeroBehaviour != .dropAll, zeroBehaviour != .keepAll else {
            throw .unknown("positional DateComponentsFormatter with these units or zero behaviour is not modelled")
        }
        if zeroBehaviour == .pad {
            return values.map { Self.twoDigits($0.value) }.joined(separator: ":")
        }
        let shown = values.drop { $0.value == 0 }
        guard shown.count >= 2 else { throw .unknown("positional DateComponentsFormatter of under one \(values[values.count - 2].unit.rawValue)") }
        return ([String(shown.first!.value)] + shown.dropFirst().map { Self.twoDigits($0.value) }).joined(separator: ":")
    }

    private func named(_ values: [(unit: Unit, value: Int)]) throws(EvaluationStop) -> String {
        let shown: [(unit: Unit, value: Int)] = switch zeroBehaviour {
        case .pad, .keepAll: values
        case .dropLeading: Array(values.drop { $0.value == 0 })
        case .default, .dropAll: values.filter { $0.value != 0 }
        }
        guard !shown.isEmpty else { throw .unknown("DateComponentsFormatter of zero outside .pad") }
        let separator = style == .short || style == .full ? ", " : " "
        return shown.map { word(for: $0.unit, value: $0.value) }.joined(separator: separator)
    }

    private func word(for unit: Unit, value: Int) -> String {
        let plural = value != 1
        switch (style, unit) {
        case (.abbreviated, _): return "\(value)\(unit.rawValue.prefix(1))"
        case (.brief, .day): return "\(value)\(plural ? "days" : "day")"
        case (.brief, .hour): return "\(value)hr"
        case (.brief, .minute): return "\(value)min"
        case (.brief, .second): return "\(value)sec"
        case (.short, .day): return "\(value) \(plural ? "days" : "day")"
        case (.short, .hour): return "\(value) hr"
        case (.short, .minute): return "\(value) min"
        case (.short, .second): return "\(value) sec"
        default: return "\(value) \(unit.rawValue)\(plural ? "s" : "")"
        }
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : String(value)
    }
}
