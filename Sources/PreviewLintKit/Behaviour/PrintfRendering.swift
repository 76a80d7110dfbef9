/// What C's printf writes for each modelled conversion (POSIX locale), from Swift values as
/// `String(format:)` passes them: an Int fills a 64-bit slot, so `%d` reads its low 32 bits.
extension PrintfFormat {
    func render(_ arguments: [BehaviourValue]) throws(EvaluationStop) -> String {
        var output = ""
        for piece in pieces {
            switch piece {
            case .text(let text):
                output += text
            case .conversion(let conversion):
                guard conversion.argumentIndex < arguments.count else {
                    throw .unknown("format has more conversions than arguments")
                }
                output += try conversion.render(arguments[conversion.argumentIndex])
            }
        }
        return output
    }
}

extension PrintfFormat.Conversion {
    func render(_ value: BehaviourValue) throws(EvaluationStop) -> String {
        switch (kind, value) {
        case ("d", .int(let number)), ("i", .int(let number)):
            return integer(signed: truncatedSigned(number))
        case ("u", .int(let number)), ("x", .int(let number)), ("X", .int(let number)):
            return integer(unsigned: truncatedUnsigned(number))
        case ("f", .double(let number)), ("F", .double(let number)), ("e", .double(let number)), ("E", .double(let number)),
             ("g", .double(let number)), ("G", .double(let number)):
            return floating(number)
        case ("@", .string(let text)):
            guard width == nil, precision == nil else { throw .unknown("width or precision on %@ is not modelled") }
            return text
        case ("@", .int(let number)):
            // An integer is passed as an NSNumber, whose description is its decimal digits.
            guard width == nil, precision == nil else { throw .unknown("width or precision on %@ is not modelled") }
            return String(number)
        case ("s", .string(let text)):
            guard text.allSatisfy(\.isASCII) else { throw .unknown("%s of non-ASCII text counts bytes") }
            return fill(sign: "", body: String(text.prefix(precision ?? text.count)), zeros: false)
        default:
            // Swift passes the value in the slot the conversion does not read: C leaves that undefined.
            throw .unknown("%\(kind) given \(value.sourceText)")
        }
    }

    private func truncatedSigned(_ number: Int) -> Int {
        switch integerBits {
        case 8: Int(Int8(truncatingIfNeeded: number))
        case 16: Int(Int16(truncatingIfNeeded: number))
        case 32: Int(Int32(truncatingIfNeeded: number))
        default: number
        }
    }

    private func truncatedUnsigned(_ number: Int) -> UInt {
        switch integerBits {
        case 8: UInt(UInt8(truncatingIfNeeded: number))
        case 16: UInt(UInt16(truncatingIfNeeded: number))
        case 32: UInt(UInt32(truncatingIfNeeded: number))
        default: UInt(bitPattern: number)
        }
    }

    private func integer(signed number: Int) -> String {
        let sign = number < 0 ? "-" : plusSign ? "+" : spaceSign ? " " : ""
        return integerBody(sign: sign, digits: String(number.magnitude))
    }

    private func integer(unsigned number: UInt) -> String {
        switch kind {
        case "x", "X":
            let digits = String(number, radix: 16, uppercase: kind == "X")
            let prefix = alternate && number != 0 ? (kind == "X" ? "0X" : "0x") : ""
            return integerBody(sign: prefix, digits: digits)
        default:
            return integerBody(sign: "", digits: String(number))
        }
    }

    /// Precision is a minimum digit count (and `%.0d` of 0 prints nothing); `0` pads after the sign
    /// unless a precision or `-` is given.
    private func integerBody(sign: String, digits: String) -> String {
        var digits = digits
        if let precision {
            if precision == 0 && digits == "0" { digits = "" }
            digits = String(repeating: "0", count: max(0, precision - digits.count)) + digits
        }
        return fill(sign: sign, body: digits, zeros: zeroPad && precision == nil && !leftAlign)
    }

    private func floating(_ number: Double) -> String {
        let sign = number.sign == .minus ? "-" : plusSign ? "+" : spaceSign ? " " : ""
        let upper = kind == "F" || kind == "E" || kind == "G"
        guard number.isFinite else {
            let word = number.isNaN ? "nan" : "inf"
            return fill(sign: number.isNaN ? (plusSign ? "+" : spaceSign ? " " : "") : sign, body: upper ? word.uppercased() : word, zeros: false)
        }
        let places = precision ?? 6
        let exact = DecimalDigits(exactly: number)
        let body = switch kind {
        case "e", "E": scientific(exact, places: places, upper: upper)
        case "g", "G": general(exact, upper: upper)
        default: fixed(exact, places: places)
        }
        return fill(sign: sign, body: body, zeros: zeroPad && !leftAlign)
    }

    private func fixed(_ value: DecimalDigits, places: Int) -> String {
        var digits = String(value.scaledAndRounded(places: places).map { Character(String($0)) })
        digits = String(repeating: "0", count: max(0, places + 1 - digits.count)) + digits
        let whole = digits.dropLast(places)
        let fraction = digits.suffix(places)
        return places == 0 ? whole + (alternate ? "." : "") : "\(whole).\(fraction)"
    }

    private func scientific(_ value: DecimalDigits, places: Int, upper: Bool) -> String {
        var digits: [UInt8] = Array(repeating: 0, count: places + 1)
        var power = 0
        if !value.isZero {
            let rounded = value.significant(places + 1)
            digits = rounded.digits + Array(repeating: 0, count: places + 1 - rounded.digits.count)
            power = rounded.exponent - 1
        }
        let text = digits.map { Character(String($0)) }
        let mantissa = places == 0 ? String(text[0]) + (alternate ? "." : "") : "\(text[0]).\(String(text[1...]))"
        let exponentDigits = String(power.magnitude)
        let exponent = (power < 0 ? "-" : "+") + (exponentDigits.count < 2 ? "0" : "") + exponentDigits
        return mantissa + (upper ? "E" : "e") + exponent
    }

    /// `%g`: with P significant digits (6 by default, at least 1), `%e` where its exponent X is below
    /// -4 or not below P, else `%f` with P - 1 - X places; trailing zeros of the fraction (and a point
    /// left bare) are dropped unless `#` keeps them.
    private func general(_ value: DecimalDigits, upper: Bool) -> String {
        let significant = max(precision ?? 6, 1)
        let exponent = value.isZero ? 0 : value.significant(significant).exponent - 1
        let text = significant > exponent && exponent >= -4
            ? fixed(value, places: significant - 1 - exponent)
            : scientific(value, places: significant - 1, upper: upper)
        guard !alternate, text.contains(".") else { return text }
        let end = text.firstIndex { $0 == "e" || $0 == "E" } ?? text.endIndex
        var mantissa = text[..<end]
        while mantissa.last == "0" { mantissa.removeLast() }
        if mantissa.last == "." { mantissa.removeLast() }
        return String(mantissa + text[end...])
    }

    /// Pads to the width: spaces before (or after, with `-`), or zeros between sign and digits.
    private func fill(sign: String, body: String, zeros: Bool) -> String {
        let missing = max(0, (width ?? 0) - sign.count - body.count)
        if leftAlign { return sign + body + String(repeating: " ", count: missing) }
        if zeros { return sign + String(repeating: "0", count: missing) + body }
        return String(repeating: " ", count: missing) + sign + body
    }
}
