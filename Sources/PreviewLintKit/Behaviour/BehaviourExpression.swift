/// An expression of formatting code, lowered from Swift: small enough to evaluate exactly, and
/// nothing in it is a guess (what the lowering cannot model makes the whole function unknown).
public indirect enum BehaviourExpression: Codable, Sendable, Hashable {
    case literal(BehaviourValue)
    /// A parameter or a local.
    case name(String)
    case negate(BehaviourExpression)
    case not(BehaviourExpression)
    case binary(BehaviourOperator, BehaviourExpression, BehaviourExpression)
    /// `condition ? then : else`.
    case conditional(BehaviourExpression, BehaviourExpression, BehaviourExpression)
    case builtin(BehaviourBuiltin, [BehaviourExpression])
    /// A string literal with interpolations: its text segments are string literals.
    case interpolation([BehaviourExpression])
    /// `String(format:)` with the format text and its arguments, in order.
    case format(String, [BehaviourExpression])
    /// `String(format:)` of a format known only when evaluated (a localized key's text, a local).
    case formatOf(BehaviourExpression, [BehaviourExpression])
    /// `text.padding(toLength:withPad:startingAt:)`.
    case padding(BehaviourExpression, length: BehaviourExpression, pad: BehaviourExpression, start: BehaviourExpression)
    /// A call of another lowered function, by its signature: `formatTime(_:)`.
    case call(String, [BehaviourExpression])
    /// A Foundation formatter, modelled by its configuration, applied to a value.
    case foundation(FoundationFormat, BehaviourExpression)
    /// `value!`: traps on nil.
    case forceUnwrap(BehaviourExpression)
    /// SwiftUI's `Text("…\(x)…")`, a `LocalizedStringKey`: the key is made when evaluated
    /// (`LocalizedKey`), looked up in the string tables, and formatted with the values.
    case localizedKey([LocalizedKeyPart])
    /// `NSLocalizedString(key, tableName:, value:, comment:)`: the text the named table (nil: the
    /// default one) holds for the key, else the default value, else the key itself. The key is
    /// evaluated: a wrapper's parameter is a key its callers write (`LocalizedText`).
    case localized(BehaviourExpression, table: String?, fallback: BehaviourExpression?)

    /// Made of literals alone, so Swift types it by its context: `60 * 60` is a Double beside a Double.
    var isLiteralOnly: Bool {
        switch self {
        case .literal: true
        case .negate(let operand): operand.isLiteralOnly
        case .binary(_, let lhs, let rhs): lhs.isLiteralOnly && rhs.isLiteralOnly
        default: false
        }
    }

    /// The same literal expression with its integer literals read as Double literals.
    var withDoubleLiterals: BehaviourExpression {
        switch self {
        case .literal(.int(let value)): .literal(.double(Double(value)))
        case .negate(let operand): .negate(operand.withDoubleLiterals)
        case .binary(let op, let lhs, let rhs): .binary(op, lhs.withDoubleLiterals, rhs.withDoubleLiterals)
        default: self
        }
    }
}

public enum BehaviourOperator: String, Codable, Sendable, Hashable {
    case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
    case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    case and = "&&", or = "||"
    /// `??`
    case coalesce = "??"
}

/// Standard-library and Foundation calls with one exact meaning.
public enum BehaviourBuiltin: Codable, Sendable, Hashable {
    /// `Int(x)`: truncates a Double toward zero, traps when it does not fit.
    case toInt
    /// `Double(x)`, `TimeInterval(x)`, `CGFloat(x)`; of a Decimal, `NSDecimalNumber`'s `doubleValue`.
    case toDouble
    /// `Decimal(x)` of an Int or a Double (a Double's shortest spelling, as `Decimal(0.1)` reads it
    /// on Apple's platforms too for such short values).
    case toDecimal
    /// `String(x)`, `String(describing: x)`, `x.description`.
    case toString
    case abs, min, max
    /// `x.rounded(rule)`, `round`, `floor`, `ceil`.
    case rounded(BehaviourRounding)
    /// `pow(x, y)` of two floating-point numbers.
    case power
    /// `NSDecimalRound(&result, &value, scale, mode)`: a Decimal rounded to `scale` places, by a
    /// case of `NSDecimalNumber.RoundingMode` (`.plain` is half away from zero).
    case decimalRound
    /// `formatter.string(from: date)` of a `DateFormatter` whose format (or en_US template, `DateTemplate`)
    /// is the first argument's text, at a fixed offset from UTC; `localeFixed`: its locale is set.
    case formatDate(template: Bool, offsetSeconds: Int, localeFixed: Bool)
    /// Day arithmetic of the device's calendar (`CalendarOperation`).
    case calendar(CalendarOperation)
    /// `x.truncatingRemainder(dividingBy: y)`.
    case truncatingRemainder
    /// `date.timeIntervalSince1970`.
    case secondsSince1970
    /// `Date()`, `Date.now`: the evaluator's pinned instant (`BehaviourGrid.now`).
    case now
    /// `Date(timeIntervalSince1970: x)`.
    case dateFromSeconds
    /// `text.isEmpty`.
    case isEmpty
    /// `text.lowercased()`, `text.uppercased()`: Unicode case mapping, the same in every locale.
    case lowercased, uppercased
    /// `x.isFinite`, `x.isNaN` of a Double.
    case isFinite, isNaN
    /// Inline formatting evaluated for an input the code around it never shows it for (a branch
    /// that does not run): no output to compare.
    case unreached
    /// Text operations with one meaning everywhere (`TextBuiltins`).
    case text(TextOperation)
}

/// `replacingOccurrences(of:with:)`, `trimmingCharacters(in: .whitespaces)`, `prefix(_:)`,
/// `hasPrefix(_:)`, `hasSuffix(_:)`, `contains(_:)` of text, and `String(repeating:count:)`.
public enum TextOperation: String, Codable, Sendable, Hashable {
    case replacing, trimmingWhitespace, trimmingWhitespaceAndNewlines, prefix, hasPrefix, hasSuffix, contains, repeating
    /// `suffix(n)`, `dropFirst(n)`, `dropLast(n)` of text (one character without a count).
    case suffix, dropFirst, dropLast
    /// `text.count`: its characters.
    case length
}

/// Swift's `FloatingPointRoundingRule`.
public enum BehaviourRounding: String, Codable, Sendable, Hashable {
    case toNearestOrAwayFromZero, toNearestOrEven, up, down, towardZero, awayFromZero
}
