import Foundation

/// The standard-library and Foundation calls the IR names, on evaluated arguments.
enum BehaviourBuiltins {
    /// An Int or a Double as a Decimal: the literal `Decimal` would read (`0.1` is exactly one tenth).
    static func decimal(_ value: BehaviourValue) throws(EvaluationStop) -> Decimal {
        switch value {
        case .decimal(let number): return number
        case .int(let number): return Decimal(number)
        case .double(let number) where number.isFinite:
            let posix = Locale(identifier: "en_US_POSIX")
            guard let exact = Decimal(string: "\(number)", locale: posix) else { throw .unknown("Decimal(\(number))") }
            return exact
        default: throw .unknown("Decimal(\(value.sourceText))")
        }
    }

    /// The modes of `NSDecimalNumber.RoundingMode`, by how its cases are spelled.
    static let decimalRoundingModes: [String: NSDecimalNumber.RoundingMode] = [
        "bankers": .bankers, "down": .down, "plain": .plain, "up": .up,
    ]

    private static func decimalRound(_ arguments: [BehaviourValue]) throws(EvaluationStop) -> BehaviourValue {
        guard arguments.count == 3, case .int(let scale) = arguments[1], case .enumCase(let name) = arguments[2] else {
            throw .unknown("NSDecimalRound of these values")
        }
        guard let mode = decimalRoundingModes[name] else { throw .unknown("NSDecimalRound by .\(name)") }
        var value = try decimal(arguments[0]), result = Decimal()
        NSDecimalRound(&result, &value, scale, mode)
        return .decimal(result)
    }

    /// The pattern of `formatter.string(from: date)` whose format or template is `arguments[0]`, and the date.
    static func datePattern(template: Bool, offset: Int, localeFixed: Bool,
                            _ arguments: [BehaviourValue]) throws(EvaluationStop) -> (DatePattern, Double) {
        guard arguments.count == 2, case .string(let format) = arguments[0],
              case .date(let seconds) = arguments[1] else {
            throw .unknown("a date formatted with a format of these values")
        }
        guard let written = template ? DateTemplate.pattern(format) : format else {
            throw .unknown("the en_US pattern of the date template \"\(format)\" is not modelled")
        }
        var pattern = try DatePattern(written, offsetSeconds: offset)
        if template {
            guard let german = DateTemplate.pattern(format, in: .german) else {
                throw .unknown("the de_DE pattern of the date template \"\(format)\" is not modelled")
            }
            pattern.german = try DatePattern(german).fields
        }
        pattern.isLocaleFixed = localeFixed
        return (pattern, seconds)
    }

    static let unreachedReason = "not shown for this input: the branch it is written in does not run"
    static func apply(_ builtin: BehaviourBuiltin, _ arguments: [BehaviourValue]) throws(EvaluationStop) -> BehaviourValue {
        if builtin == .min || builtin == .max { return try extreme(builtin == .min, arguments) }
        if builtin == .unreached { throw .unknown(unreachedReason) }
        if case .text(let operation) = builtin { return try TextBuiltins.apply(operation, arguments) }
        if builtin == .decimalRound { return try decimalRound(arguments) }
        if case .calendar(let operation) = builtin { return try operation.apply(arguments, now: BehaviourGrid.now) }
        let first = arguments.first, second = arguments.count > 1 ? arguments[1] : nil
        switch (builtin, first, second) {
        case (.toInt, .int(let number)?, nil):
            return .int(number)
        case (.toInt, .double(let number)?, nil):
            // Int(x) traps on NaN, infinities and values outside Int's range.
            guard number.isFinite, number > -9.3e18, number < 9.3e18,
                  let value = Int(exactly: number.rounded(FloatingPointRoundingRule.towardZero)) else { throw .traps("Int(\(number)) does not fit") }
            return .int(value)
        case (.toDouble, .int(let number)?, nil):
            return .double(Double(number))
        case (.toDouble, .double(let number)?, nil):
            return .double(number)
        case (.toDouble, .decimal(let number)?, nil):
            return .double(NSDecimalNumber(decimal: number).doubleValue)
        case (.toDecimal, let value?, nil):
            return .decimal(try decimal(value))
        case (.abs, .decimal(let number)?, nil):
            return .decimal(Swift.abs(number))
        case (.toString, let value?, nil):
            return .string(try BehaviourArithmetic.interpolated(value))
        case (.abs, .int(let number)?, nil):
            guard number != .min else { throw .traps("abs(Int.min) overflows") }
            return .int(Swift.abs(number))
        case (.abs, .double(let number)?, nil):
            return .double(Swift.abs(number))
        case (.rounded(let rule), .double(let number)?, nil):
            return .double(number.rounded(rule.floatingPointRule))
        case (.rounded, .int(let number)?, nil):
            // Only floating-point numbers round: a whole literal there is a Double in Swift.
            return .double(Double(number))
        case (.power, let base?, let exponent?):
            guard let x = base.floatingPoint, let y = exponent.floatingPoint else { break }
            return .double(Foundation.pow(x, y))
        case (.truncatingRemainder, .double(let a)?, .double(let b)?):
            return .double(a.truncatingRemainder(dividingBy: b))
        case (.truncatingRemainder, .double(let a)?, .int(let b)?):
            // `x.truncatingRemainder(dividingBy: 1)`: the literal is a Double there.
            return .double(a.truncatingRemainder(dividingBy: Double(b)))
        case (.now, nil, nil):
            return .date(BehaviourGrid.now)
        case (.secondsSince1970, .date(let seconds)?, nil):
            return .double(seconds)
        case (.dateFromSeconds, .int(let seconds)?, nil):
            return .date(Double(seconds))
        case (.dateFromSeconds, .double(let seconds)?, nil):
            return .date(seconds)
        case (.isEmpty, .string(let text)?, nil) where !OpaqueText.contains(text):
            return .bool(text.isEmpty)
        case (.lowercased, .string(let text)?, nil) where !OpaqueText.contains(text):
            return .string(text.lowercased())
        case (.uppercased, .string(let text)?, nil) where !OpaqueText.contains(text):
            return .string(text.uppercased())
        case (.isFinite, .double(let number)?, nil):
            return .bool(number.isFinite)
        case (.isNaN, .double(let number)?, nil):
            return .bool(number.isNaN)
        default:
            break
        }
        throw .unknown("\(builtin) of \(arguments.map(\.sourceText).joined(separator: ", "))")
    }

    private static func extreme(_ smallest: Bool, _ arguments: [BehaviourValue]) throws(EvaluationStop) -> BehaviourValue {
        let integers = arguments.compactMap { if case .int(let n) = $0 { n } else { nil } }
        if integers.count == arguments.count, let first = integers.first {
            return .int(integers.dropFirst().reduce(first) { smallest ? Swift.min($0, $1) : Swift.max($0, $1) })
        }
        let doubles = arguments.compactMap { value -> Double? in
            switch value {
            case .double(let number): number
            case .int(let number): Double(number)
            default: nil
            }
        }
        guard doubles.count == arguments.count, let first = doubles.first else {
            throw .unknown("\(smallest ? "min" : "max") of \(arguments.map(\.sourceText).joined(separator: ", "))")
        }
        return .double(doubles.dropFirst().reduce(first) { smallest ? Swift.min($0, $1) : Swift.max($0, $1) })
    }

    /// `text.padding(toLength:withPad:startingAt:)`, NSString's: cut to the length, or pad from the
    /// pad text's start index on. Counted in UTF-16 units, so only ASCII is modelled.
    static func padding(_ text: BehaviourValue, length: BehaviourValue, pad: BehaviourValue, start: BehaviourValue) throws(EvaluationStop) -> BehaviourValue {
        guard case .string(let text) = text, case .int(let length) = length, case .string(let pad) = pad,
              case .int(let start) = start, text.allSatisfy(\.isASCII), pad.allSatisfy(\.isASCII),
              !pad.isEmpty, start >= 0, start < pad.count, length >= 0, length < 100_000 else {
            throw .unknown("padding(toLength:withPad:startingAt:) with these arguments")
        }
        if text.count >= length { return .string(String(text.prefix(length))) }
        let padCharacters = Array(pad)
        var result = text
        var index = start
        while result.count < length {
            result.append(padCharacters[index])
            index = (index + 1) % padCharacters.count
        }
        return .string(result)
    }
}

extension BehaviourRounding {
    var floatingPointRule: FloatingPointRoundingRule {
        switch self {
        case .toNearestOrAwayFromZero: .toNearestOrAwayFromZero
        case .toNearestOrEven: .toNearestOrEven
        case .up: .up
        case .down: .down
        case .towardZero: .towardZero
        case .awayFromZero: .awayFromZero
        }
    }
}

private extension BehaviourValue {
    /// An Int or a Double as the Double `pow` takes (a whole literal there is a Double in Swift).
    var floatingPoint: Double? {
        switch self {
        case .double(let number): number
        case .int(let number): Double(number)
        default: nil
        }
    }
}
