import Foundation

/// The shape of text a formatter can produce: a regular expression, an example, and where it came from.
public struct FormatShape: Codable, Sendable, Hashable {
    /// A regular expression matching the whole output, e.g. `-?\d+:\d{2,}` for `%d:%02d`.
    public var pattern: String
    /// What the source wrote: the format string, or the interpolation with `\(…)` placeholders.
    public var source: String
    /// A key equal for two sources that format the same way (`%d min` and `\(minutes) min` differ; two `%d min` agree).
    public var key: String
    /// How many placeholders stand for numbers.
    public var numericPlaceholders: Int
    /// How many placeholders stand for arbitrary text.
    public var textPlaceholders: Int
    /// The text between placeholders, without spaces.
    public var literalText: String
    public var range: SourceRange

    /// Shapes with no literal text, or made only of free text, match too much to say anything.
    public var isDistinctive: Bool {
        if numericPlaceholders == 0 && textPlaceholders == 0 { return !literalText.isEmpty }
        return !literalText.isEmpty && numericPlaceholders > 0
    }
}

/// Derives shapes from `String(format:)` strings and from interpolations.
public enum FormatShapeDeriver {
    static let lengthModifiers: Set<Character> = ["l", "h", "q", "z", "t", "j", "L"]

    /// `%d:%02d` → `-?\d+:\d{2,}`; `%.1f%%` → `-?\d+\.\d{1}%`; `%@` → any text; `%1$d` as `%d`.
    public static func shape(ofFormat format: String, range: SourceRange) -> FormatShape {
        var pattern = ""
        var key = ""
        var literal = ""
        var numeric = 0, text = 0
        let characters = Array(format)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            guard character == "%" else {
                pattern += escape(character)
                key.append(character)
                if character != " " { literal.append(character) }
                index += 1
                continue
            }
            index += 1
            guard index < characters.count else { pattern += "%"; key += "%"; literal += "%"; break }
            if characters[index] == "%" {
                pattern += "%"; key += "%%"; literal += "%"
                index += 1
                continue
            }
            // Positional argument: digits followed by `$`.
            var lookahead = index
            while lookahead < characters.count, characters[lookahead].isNumber { lookahead += 1 }
            if lookahead < characters.count, characters[lookahead] == "$", lookahead > index { index = lookahead + 1 }
            var flags = ""
            while index < characters.count, "-+ #0'".contains(characters[index]) { flags.append(characters[index]); index += 1 }
            var width = ""
            while index < characters.count, characters[index].isNumber { width.append(characters[index]); index += 1 }
            var precision: String?
            if index < characters.count, characters[index] == "." {
                index += 1
                var digits = ""
                while index < characters.count, characters[index].isNumber { digits.append(characters[index]); index += 1 }
                precision = digits
            }
            while index < characters.count, lengthModifiers.contains(characters[index]) { index += 1 }
            guard index < characters.count else { break }
            let conversion = characters[index]
            index += 1
            let (piece, isNumeric) = placeholder(conversion: conversion, flags: flags, width: Int(width), precision: precision.map { Int($0) ?? 0 })
            pattern += piece
            key += isNumeric ? "{n}" : "{s}"
            if isNumeric { numeric += 1 } else { text += 1 }
        }
        return FormatShape(pattern: pattern, source: format, key: key, numericPlaceholders: numeric, textPlaceholders: text, literalText: literal, range: range)
    }

    private static func placeholder(conversion: Character, flags: String, width: Int?, precision: Int?) -> (String, Bool) {
        let sign = flags.contains("+") ? "[-+]" : "-?"
        switch conversion {
        case "d", "i", "u", "D", "U":
            if let width, flags.contains("0"), width > 1 { return ("\(sign)\\d{\(width),}", true) }
            // Without zero padding a number never starts with 0: "%d:%02d" makes 1:05, never 01:05.
            let unpadded = "\(sign)(?:0|[1-9]\\d*)"
            if let width, width > 1 { return (" *\(unpadded)", true) }
            return (unpadded, true)
        case "f", "F":
            let digits = precision ?? 6
            let fraction = digits == 0 ? "" : "\\.\\d{\(digits)}"
            return ("\(sign)\\d+\(fraction)", true)
        case "g", "G":
            return ("\(sign)\\d+(\\.\\d+)?", true)
        case "e", "E":
            return ("\(sign)\\d+(\\.\\d+)?[eE][-+]\\d+", true)
        case "x":
            return ("[0-9a-f]+", true)
        case "X":
            return ("[0-9A-F]+", true)
        case "o", "O":
            return ("[0-7]+", true)
        case "c", "C":
            return (".", false)
        default: // %@, %s, %S and anything unknown: arbitrary text
            return (".+?", false)
        }
    }

    /// Interpolation segments: numeric ones become digits, others any text.
    public enum Segment: Sendable, Hashable {
        case text(String)
        case number
        case other
    }

    /// `"\(minutes) min"` with `minutes` numeric → `-?\d+([.,]\d+)? min`.
    /// Built as UTF-8 bytes: every metacharacter is ASCII, so no byte of a multi-byte character is one,
    /// and appending scalars to three strings cost more than the rest of recording an interpolation.
    public static func shape(ofInterpolation segments: [Segment], range: SourceRange) -> FormatShape {
        var pattern: [UInt8] = [], key: [UInt8] = [], literal: [UInt8] = [], source: [UInt8] = []
        var numeric = 0, text = 0
        for segment in segments {
            switch segment {
            case .text(let value):
                for byte in value.utf8 {
                    if metacharacterBytes.contains(byte) { pattern.append(UInt8(ascii: "\\")) }
                    pattern.append(byte)
                    if byte == UInt8(ascii: "%") { key.append(byte) }
                    key.append(byte)
                    if byte != UInt8(ascii: " ") { literal.append(byte) }
                }
                source += value.utf8
            case .number:
                pattern += #"-?\d+([.,]\d+)?"#.utf8
                key += "{n}".utf8
                source += #"\(…)"#.utf8
                numeric += 1
            case .other:
                pattern += ".+?".utf8
                key += "{s}".utf8
                source += #"\(…)"#.utf8
                text += 1
            }
        }
        return FormatShape(
            pattern: String(decoding: pattern, as: UTF8.self), source: String(decoding: source, as: UTF8.self),
            key: String(decoding: key, as: UTF8.self), numericPlaceholders: numeric, textPlaceholders: text,
            literalText: String(decoding: literal, as: UTF8.self), range: range
        )
    }

    private static let metacharacters = Set("\\^$.|?*+()[]{}/".unicodeScalars)
    private static let metacharacterBytes = Set(metacharacters.map { UInt8($0.value) })

    static func escape(_ character: Character) -> String {
        let scalars = character.unicodeScalars
        return scalars.count == 1 && metacharacters.contains(scalars.first!) ? "\\\(character)" : String(character)
    }
}
