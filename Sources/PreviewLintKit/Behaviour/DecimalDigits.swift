import Foundation

/// A non-negative decimal number as digits and a point position: `0.d₁d₂d₃… × 10^exponent`.
/// printf rounds the exact binary value of a Double; ICU (NumberFormatter) rounds its shortest
/// decimal form. Both are built here and rounded the same way, half to even.
struct DecimalDigits: Equatable {
    /// No leading or trailing zeros; empty for zero.
    var digits: [UInt8]
    /// How many digits stand before the point.
    var exponent: Int

    var isZero: Bool { digits.isEmpty }

    init(digits: [UInt8], exponent: Int) {
        var digits = digits
        var exponent = exponent
        while digits.first == 0 { digits.removeFirst(); exponent -= 1 }
        while digits.last == 0 { digits.removeLast() }
        self.digits = digits
        self.exponent = digits.isEmpty ? 0 : exponent
    }

    init(_ value: UInt) {
        let text = Array(String(value).utf8).map { $0 - 48 }
        self.init(digits: text, exponent: text.count)
    }

    /// Every digit of a finite Double's magnitude: its binary value is `m × 2^e`, and `m × 5^k / 10^k`
    /// when `e = -k`, so the expansion always ends.
    init(exactly value: Double) {
        let magnitude = value.magnitude
        guard magnitude != 0 else { self.init(digits: [], exponent: 0); return }
        var significand = magnitude.significandBitPattern
        var power = Int(magnitude.exponentBitPattern) - 1075
        if magnitude.exponentBitPattern == 0 {
            power = -1074
        } else {
            significand |= 1 << 52
        }
        var number = LargeNumber(significand)
        if power >= 0 {
            number.multiply(byPowerOf: 2, count: power)
            let text = number.decimalDigits
            self.init(digits: text, exponent: text.count)
        } else {
            number.multiply(byPowerOf: 5, count: -power)
            let text = number.decimalDigits
            self.init(digits: text, exponent: text.count + power)
        }
    }

    /// The digits Swift prints for a Double (its shortest round-trip form), which is what ICU rounds.
    init(shortest value: Double) {
        let text = "\(value.magnitude)"
        let parts = text.split(separator: "e", maxSplits: 1)
        let mantissa = parts[0]
        let power = parts.count == 2 ? Int(parts[1]) ?? 0 : 0
        let pieces = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        let whole = Array(pieces[0].utf8).map { $0 - 48 }
        let fraction = pieces.count > 1 ? Array(pieces[1].utf8).map { $0 - 48 } : []
        self.init(digits: whole + fraction, exponent: whole.count + power)
    }

    /// Every digit of a non-negative Decimal, exact in base ten: Swift prints all of them, no exponent.
    init(decimal value: Decimal) {
        let pieces = "\(value)".split(separator: ".", omittingEmptySubsequences: false)
        let whole = Array(pieces[0].utf8).map { $0 - 48 }
        let fraction = pieces.count > 1 ? Array(pieces[1].utf8).map { $0 - 48 } : []
        self.init(digits: whole + fraction, exponent: whole.count)
    }

    /// The integer nearest `self × 10^places`, ties to even, as digits (no leading zeros, `[]` for 0);
    /// or by a `NumberFormatter.RoundingMode` (`rule`) of a value that is `negative` or not.
    func scaledAndRounded(places: Int, rule: DigitRounding = .halfEven, negative: Bool = false) -> [UInt8] {
        round(keeping: exponent + places, rule: rule, negative: negative)
    }

    /// The first `count` significant digits rounded half to even, and the exponent after a carry.
    func significant(_ count: Int) -> (digits: [UInt8], exponent: Int) {
        var kept = round(keeping: count)
        var exponent = exponent
        if kept.count > count {
            kept.removeLast()
            exponent += 1
        }
        return (kept, exponent)
    }

    /// Rounds to the first `keep` digits (zeros filled in past the end), half to even unless `rule`
    /// says otherwise; "up" is away from zero, the digits being a magnitude.
    private func round(keeping keep: Int, rule: DigitRounding = .halfEven, negative: Bool = false) -> [UInt8] {
        // All digits below the last place kept: less than half of it, rounded away only by a directed rule.
        guard keep >= 0 else { return rule.roundsAway(rest: [0] + digits, keptLast: 0, negative: negative) ? [1] : [] }
        var kept = Array(digits.prefix(keep))
        kept += Array(repeating: 0, count: max(0, keep - kept.count))
        let rest = keep < digits.count ? Array(digits[keep...]) : []
        let roundsUp = rule.roundsAway(rest: rest, keptLast: kept.last ?? 0, negative: negative)
        if roundsUp {
            var index = kept.count - 1
            while index >= 0, kept[index] == 9 { kept[index] = 0; index -= 1 }
            if index >= 0 { kept[index] += 1 } else { kept.insert(1, at: 0) }
        }
        while kept.first == 0 { kept.removeFirst() }
        return kept
    }
}

/// An unsigned integer of any size, only as large as exact Double expansion needs.
struct LargeNumber {
    /// Base 2³², least significant first.
    private var limbs: [UInt32]

    init(_ value: UInt64) {
        limbs = [UInt32(truncatingIfNeeded: value), UInt32(truncatingIfNeeded: value >> 32)]
    }

    mutating func multiply(byPowerOf base: UInt32, count: Int) {
        // 5¹³ and 2³¹ are the largest powers that fit one limb.
        let step = base == 5 ? 13 : 31
        var remaining = count
        while remaining > 0 {
            let times = min(step, remaining)
            var factor: UInt32 = 1
            for _ in 0..<times { factor *= base }
            multiply(by: factor)
            remaining -= times
        }
    }

    private mutating func multiply(by factor: UInt32) {
        var carry: UInt64 = 0
        for index in limbs.indices {
            let product = UInt64(limbs[index]) * UInt64(factor) + carry
            limbs[index] = UInt32(truncatingIfNeeded: product)
            carry = product >> 32
        }
        if carry > 0 { limbs.append(UInt32(carry)) }
    }

    /// Decimal digits, most significant first.
    var decimalDigits: [UInt8] {
        var number = limbs
        var chunks: [UInt32] = []
        while number.contains(where: { $0 != 0 }) {
            var remainder: UInt64 = 0
            for index in number.indices.reversed() {
                let current = (remainder << 32) | UInt64(number[index])
                number[index] = UInt32(current / 1_000_000_000)
                remainder = current % 1_000_000_000
            }
            chunks.append(UInt32(remainder))
        }
        guard let last = chunks.popLast() else { return [] }
        var text = String(last)
        for chunk in chunks.reversed() {
            let part = String(chunk)
            text += String(repeating: "0", count: 9 - part.count) + part
        }
        return Array(text.utf8).map { $0 - 48 }
    }
}

/// `NumberFormatter.RoundingMode`, on a magnitude's digits.
public enum DigitRounding: String, Codable, Sendable, Hashable {
    case halfEven, halfUp, halfDown, up, down, ceiling, floor

    /// Whether the digits dropped (`rest`) make the kept magnitude one larger.
    func roundsAway(rest: [UInt8], keptLast: UInt8, negative: Bool) -> Bool {
        guard let first = rest.first else { return false }
        let beyondHalf = first > 5 || (first == 5 && rest.dropFirst().contains { $0 != 0 })
        let anything = rest.contains { $0 != 0 }
        switch self {
        case .halfEven: return beyondHalf || (first == 5 && keptLast % 2 == 1)
        case .halfUp: return first >= 5
        case .halfDown: return beyondHalf
        case .up: return anything
        case .down: return false
        case .ceiling: return anything && !negative
        case .floor: return anything && negative
        }
    }
}
