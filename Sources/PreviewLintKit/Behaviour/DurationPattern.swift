/// `Duration.formatted(.time(pattern:))` at en_US: `.minuteSecond` "2:05", `.hourMinuteSecond`
/// "0:02:05", `.hourMinute` "0:02". The first field takes everything larger ("61:01") and is padded
/// to its `pad…ToLength` (1 by default); `.hourMinute` rounds seconds half to even (its default
/// `roundSeconds`), exact halves left unknown. Negative, fractional and fractional-second
/// durations are unknown.
public struct DurationPattern: Codable, Sendable, Hashable {
    public enum Fields: String, Codable, Sendable, Hashable {
        case hourMinute, hourMinuteSecond, minuteSecond
    }

    public var fields: Fields
    public var firstFieldLength: Int

    public init(fields: Fields, firstFieldLength: Int = 1) {
        self.fields = fields
        self.firstFieldLength = firstFieldLength
    }

    func format(_ seconds: Double) throws(EvaluationStop) -> String {
        guard seconds.isFinite, seconds >= 0, seconds.rounded(.down) == seconds, seconds < 1e15 else {
            throw .unknown("Duration of \(seconds) seconds is not modelled")
        }
        let total = Int(seconds)
        switch fields {
        case .minuteSecond:
            return "\(padded(total / 60)):\(Self.twoDigits(total % 60))"
        case .hourMinuteSecond:
            return "\(padded(total / 3600)):\(Self.twoDigits(total % 3600 / 60)):\(Self.twoDigits(total % 60))"
        case .hourMinute:
            guard total % 60 != 30 else { throw .unknown("Duration .hourMinute of a half minute") }
            var minutes = total / 60
            if total % 60 > 30 { minutes += 1 }
            return "\(padded(minutes / 60)):\(Self.twoDigits(minutes % 60))"
        }
    }

    private func padded(_ value: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, firstFieldLength - digits.count)) + digits
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : String(value)
    }
}
