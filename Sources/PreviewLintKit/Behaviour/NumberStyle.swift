/// `NumberFormatter` at en_US by its resolved settings, for `string(from:)`/`string(for:)`.
/// Relied on: ICU rounds the shortest decimal form of a Double half to even (NumberFormatter's
/// default rounding mode); en_US groups by three with "," and writes "." before the fraction,
/// "%" right after a percent and the currency symbol ("$", "€") right before the digits.
/// Unknown: negative currency (a minus or parentheses, by OS version), negative values that round
/// to zero ("-0"), infinities and NaN.
public struct NumberStyle: Codable, Sendable, Hashable {
    public enum Kind: String, Codable, Sendable, Hashable {
        case none, decimal, percent, currency
    }

    public var kind: Kind
    /// `$` for USD, `€` for EUR.
    public var currencySymbol: String
    public var minimumFractionDigits: Int
    public var maximumFractionDigits: Int
    public var minimumIntegerDigits: Int
    public var usesGroupingSeparator: Bool
    /// Separators and sizes a project sets in place of en_US's (`groupingSeparator = " "`).
    public var groupingSeparator = ",", decimalSeparator = ".", groupingSize = 3
    /// `roundingMode`, half to even unless set.
    public var rounding = DigitRounding.halfEven
    /// Text a project sets before or after the digits of a decimal (`positivePrefix = "+"`); nil
    /// keeps the style's own (none, and "-" before a negative).
    public var positivePrefix: String?, positiveSuffix: String?, negativePrefix: String?, negativeSuffix: String?

    /// Whether a separator, an affix or the rounding differs from the style's own: setting
    /// `numberStyle` after one is not modelled.
    var hasOwnSymbols: Bool {
        groupingSeparator != "," || decimalSeparator != "." || groupingSize != 3 || rounding != .halfEven
            || [positivePrefix, positiveSuffix, negativePrefix, negativeSuffix].contains { $0 != nil }
    }

    /// The settings a newly set `numberStyle` gives (setting it resets digits and grouping).
    public init(kind: Kind, currencySymbol: String = "$") {
        self.kind = kind
        self.currencySymbol = currencySymbol
        minimumIntegerDigits = 1
        usesGroupingSeparator = kind != .none
        (minimumFractionDigits, maximumFractionDigits) = switch kind {
        case .none, .percent: (0, 0)
        case .decimal: (0, 3)
        case .currency: (2, 2)
        }
    }

    /// A number's `.formatted()` / `.formatted(.number)`: decimal, up to six fraction digits.
    static var formatStyle: NumberStyle {
        var style = NumberStyle(kind: .decimal)
        style.maximumFractionDigits = 6
        return style
    }

    func format(_ value: BehaviourValue) throws(EvaluationStop) -> String {
        let negative: Bool
        var digits: DecimalDigits
        switch value {
        case .int(let number):
            negative = number < 0
            digits = DecimalDigits(number.magnitude)
        case .double(let number) where number.isFinite:
            negative = number < 0
            digits = DecimalDigits(shortest: number)
        case .decimal(let number) where number.isFinite:
            negative = number < 0
            digits = DecimalDigits(decimal: number.magnitude)
        // `x.formatted()` is lowered before the value's type is known: of a date it is the date
        // and time together (`.numeric`, `.shortened`), whose joining text differs by OS version.
        case .date where self == Self.formatStyle:
            throw .unknown("Date.formatted() (date: .numeric, time: .shortened) is not modelled")
        default:
            throw .unknown("NumberFormatter of \(value.sourceText) is not modelled")
        }
        if kind == .percent { digits.exponent += 2 }
        let rounded = digits.scaledAndRounded(places: maximumFractionDigits, rule: rounding, negative: negative)
        if negative && (kind == .currency || rounded.isEmpty) {
            throw .unknown("NumberFormatter of negative \(value.sourceText) is not modelled")
        }
        var text = String(rounded.map { Character(String($0)) })
        text = String(repeating: "0", count: max(0, maximumFractionDigits + 1 - text.count)) + text
        var whole = String(text.dropLast(maximumFractionDigits))
        var fraction = String(text.suffix(maximumFractionDigits))
        while fraction.count > minimumFractionDigits, fraction.hasSuffix("0") { fraction.removeLast() }
        while whole.count > minimumIntegerDigits, whole.hasPrefix("0") { whole.removeFirst() }
        whole = String(repeating: "0", count: max(0, minimumIntegerDigits - whole.count)) + whole
        if usesGroupingSeparator { whole = Self.grouped(whole, by: groupingSize, separator: groupingSeparator) }
        let number = fraction.isEmpty ? whole : "\(whole)\(decimalSeparator)\(fraction)"
        let sign = negative ? "-" : ""
        switch kind {
        case .currency: return sign + currencySymbol + number
        case .percent: return sign + number + "%"
        case .none, .decimal:
            return negative ? (negativePrefix ?? "-") + number + (negativeSuffix ?? "")
                : (positivePrefix ?? "") + number + (positiveSuffix ?? "")
        }
    }

    static func grouped(_ digits: String, by size: Int = 3, separator: String = ",") -> String {
        guard size > 0 else { return digits }
        var groups: [Substring] = []
        var rest = Substring(digits)
        while rest.count > size {
            groups.insert(rest.suffix(size), at: 0)
            rest = rest.dropLast(size)
        }
        groups.insert(rest, at: 0)
        return groups.joined(separator: separator)
    }
}
