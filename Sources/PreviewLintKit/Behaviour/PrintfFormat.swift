/// A `String(format:)` format parsed into literal text and conversions, as C's printf reads it.
struct PrintfFormat: Equatable {
    enum Piece: Equatable {
        case text(String)
        case conversion(Conversion)
    }

    struct Conversion: Equatable {
        var argumentIndex: Int
        var leftAlign = false, zeroPad = false, plusSign = false, spaceSign = false, alternate = false
        var width: Int?
        var precision: Int?
        /// Bits the integer argument is read as: 32 for `%d`, 64 for `%ld`/`%lld`/`%qd`/`%zd`.
        var integerBits = 32
        /// `d i u x X f F e E s @`
        var kind: Character
    }

    var pieces: [Piece]

    /// Conversions in argument order (`%2$d` may reorder them).
    var conversions: [Conversion] {
        pieces.compactMap { if case .conversion(let conversion) = $0 { conversion } else { nil } }
    }

    /// Parses `format`, or throws why a part of it is not modelled (`%a`, `%*d`, `%c`).
    init(_ format: String) throws(EvaluationStop) {
        var pieces: [Piece] = []
        var text = ""
        var characters = Array(format)[...]
        var nextArgument = 0
        while let character = characters.popFirst() {
            guard character == "%" else { text.append(character); continue }
            if characters.first == "%" {
                characters.removeFirst()
                text.append("%")
                continue
            }
            var conversion = Conversion(argumentIndex: nextArgument, kind: "d")
            if let dollar = characters.firstIndex(where: { !($0.isASCII && $0.isNumber) }), characters[dollar] == "$",
               dollar > characters.startIndex, let position = Int(String(characters[..<dollar])), position > 0 {
                conversion.argumentIndex = position - 1
                characters = characters[(dollar + 1)...]
            }
            while let flag = characters.first, "-0+ #".contains(flag) {
                characters.removeFirst()
                switch flag {
                case "-": conversion.leftAlign = true
                case "0": conversion.zeroPad = true
                case "+": conversion.plusSign = true
                case " ": conversion.spaceSign = true
                default: conversion.alternate = true
                }
            }
            let digits = Self.number(from: &characters)
            conversion.width = digits
            if characters.first == "." {
                characters.removeFirst()
                conversion.precision = Self.number(from: &characters) ?? 0
            }
            while let modifier = characters.first, "hlqzjt".contains(modifier) {
                characters.removeFirst()
                conversion.integerBits = switch modifier {
                case "h": conversion.integerBits == 16 ? 8 : 16
                default: 64
                }
            }
            guard let kind = characters.popFirst() else { throw .unknown("format ends inside a conversion") }
            guard "diuxXfFeEgGs@".contains(kind) else { throw .unknown("format conversion %\(kind) is not modelled") }
            conversion.kind = kind
            if !text.isEmpty { pieces.append(.text(text)); text = "" }
            pieces.append(.conversion(conversion))
            nextArgument = conversion.argumentIndex + 1
        }
        if !text.isEmpty { pieces.append(.text(text)) }
        self.pieces = pieces
    }

    private static func number(from characters: inout ArraySlice<Character>) -> Int? {
        var value: Int?
        while let character = characters.first, character.isASCII, let digit = character.wholeNumberValue {
            characters.removeFirst()
            value = (value ?? 0) * 10 + digit
            if value! > 10_000 { return value }
        }
        return value
    }
}
