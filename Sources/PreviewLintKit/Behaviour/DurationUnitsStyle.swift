/// `Duration.formatted(.units(allowed:width:maximumUnitCount:zeroValueUnits:valueLength:fractionalPart:))`
/// at en_US, as Foundation computes it: the duration in its smallest allowed unit, rounded half to
/// even (or to `fractionalPart`'s digits), is spread over the larger allowed units; zero units are
/// hidden (all zero shows the smallest unit, "0 secs"); over `maximumUnitCount` units, the span
/// from the first non-zero one is kept and the value spread again over that span alone ("60m" for
/// 3599 seconds in one unit). Values group by three ("1,000 secs"); the list joins with ", " (wide,
/// abbreviated) or a space (condensed, narrow). Negative durations, sub-second units, exact halves
/// at a fraction's last digit, values longer than `valueLength` and values padded to a length and
/// shown at zero at once are unknown.
public struct DurationUnitsStyle: Codable, Sendable, Hashable {
    public enum Unit: String, Codable, Sendable, Hashable, CaseIterable {
        case weeks, days, hours, minutes, seconds

        var seconds: Double {
            switch self {
            case .weeks: 604_800
            case .days: 86_400
            case .hours: 3_600
            case .minutes: 60
            case .seconds: 1
            }
        }
    }

    public enum Width: String, Codable, Sendable, Hashable {
        case wide, abbreviated, condensedAbbreviated, narrow
    }

    /// Largest first.
    public var units: [Unit]
    public var width: Width
    public var maximumUnitCount: Int?
    /// `zeroValueUnits: .show(length:)`: zero units shown, every value padded to this length.
    public var zeroValueLength: Int?
    public var valueLength: Int?
    /// `fractionalPart: .show(length:)`: the smallest unit's fraction digits.
    public var fractionLength: Int

    public init(
        units: [Unit] = [.hours, .minutes, .seconds], width: Width = .abbreviated,
        maximumUnitCount: Int? = nil,
        zeroValueLength: Int? = nil, valueLength: Int? = nil, fractionLength: Int = 0
    ) {
        self.units = Unit.allCases.filter(units.contains)
        self.width = width
        self.maximumUnitCount = maximumUnitCount
        self.zeroValueLength = zeroValueLength
        self.valueLength = valueLength
        self.fractionLength = fractionLength
    }

    func format(_ seconds: Double) throws(EvaluationStop) -> String {
        guard seconds.isFinite, seconds >= 0, seconds < 1e12 else {
            throw .unknown("Duration of \(seconds) seconds in units is not modelled")
        }
        guard !units.isEmpty else { throw .unknown("Duration units format with no allowed unit") }
        guard zeroValueLength == nil || valueLength == nil else {
            throw .unknown("Duration units padded to a length and shown at zero")
        }
        var shown = units
        var values = try Self.values(seconds, in: shown, fractionLength: fractionLength)
        let dropsZeros = zeroValueLength == nil
        if dropsZeros { (shown, values) = Self.nonZero(shown, values) }
        if let maximum = maximumUnitCount, units.count > maximum, shown.count > maximum, maximum > 0,
            let first = values.firstIndex(where: { $0 != 0 })
        {
            shown = Array(shown[first..<min(shown.count, first + maximum)])
            values = try Self.values(seconds, in: shown, fractionLength: fractionLength)
        }
        if shown.isEmpty, let smallest = units.last { (shown, values) = ([smallest], [0]) }
        // A value longer than `valueLength` is cut by ICU in ways not modelled ("440m" for 1,440).
        if let valueLength,
            values.contains(where: { String(Int($0.rounded(.down))).count > valueLength })
        {
            throw .unknown("Duration unit value longer than its valueLength")
        }
        let fields = zip(shown, values).enumerated().map { index, field in
            self.field(field.1, field.0, fractionDigits: index == shown.count - 1 ? fractionLength : 0)
        }
        return fields.joined(separator: [.wide, .abbreviated].contains(width) ? ", " : " ")
    }

    /// The duration spread over `units`, largest first, the smallest rounded half to even at
    /// `fractionLength` digits and carried into the larger ones.
    private static func values(_ seconds: Double, in units: [Unit], fractionLength: Int)
        throws(EvaluationStop) -> [Double]
    {
        guard let smallest = units.last else { return [] }
        let scale = Double(Self.power(fractionLength))
        let scaled = seconds / smallest.seconds * scale
        // A half at a fraction digit is not exact in binary: which way it rounds is not sure.
        if fractionLength > 0, abs(scaled - scaled.rounded(.down) - 0.5) < 1e-6 {
            throw .unknown("Duration units rounding an exact half at the fraction's last digit")
        }
        var remaining = Int(scaled.rounded(.toNearestOrEven))
        var values: [Double] = []
        for unit in units.dropLast() {
            let perUnit = Int(unit.seconds / smallest.seconds) * Int(scale)
            values.append(Double(remaining / perUnit))
            remaining %= perUnit
        }
        values.append(Double(remaining) / scale)
        return values
    }

    private static func nonZero(_ units: [Unit], _ values: [Double]) -> ([Unit], [Double]) {
        let kept = values.indices.filter { values[$0] != 0 }
        return (kept.map { units[$0] }, kept.map { values[$0] })
    }

    private func field(_ value: Double, _ unit: Unit, fractionDigits: Int) -> String {
        let whole = Int(value.rounded(.down))
        var digits = String(whole)
        let length = zeroValueLength ?? valueLength ?? 1
        digits = String(repeating: "0", count: max(0, length - digits.count)) + digits
        var number = NumberStyle.grouped(digits)
        if fractionDigits > 0 {
            let fraction = Int(((value - Double(whole)) * Double(Self.power(fractionDigits))).rounded())
            let text = String(fraction)
            number += "." + String(repeating: "0", count: max(0, fractionDigits - text.count)) + text
        }
        let one = fractionDigits == 0 && whole == 1
        return width == .narrow ? number + Self.narrowName(unit) : "\(number) \(name(unit, one: one))"
    }

    private static func narrowName(_ unit: Unit) -> String {
        switch unit {
        case .weeks: "w"
        case .days: "d"
        case .hours: "h"
        case .minutes: "m"
        case .seconds: "s"
        }
    }

    private func name(_ unit: Unit, one: Bool) -> String {
        let wide = width == .wide
        let base: (String, String) =
            switch unit {
            case .weeks: wide ? ("week", "weeks") : ("wk", "wks")
            case .days: ("day", "days")
            case .hours: wide ? ("hour", "hours") : ("hr", "hrs")
            case .minutes: wide ? ("minute", "minutes") : ("min", "min")
            case .seconds: wide ? ("second", "seconds") : ("sec", "secs")
            }
        return one ? base.0 : base.1
    }

    private static func power(_ digits: Int) -> Int {
        (0..<digits).reduce(1) { result, _ in result * 10 }
    }
}
