/// A value of an old-style (OpenStep) property list, as `project.pbxproj` is written, with the
/// line it starts on so that later errors can name it.
public struct PropertyListValue: Sendable {
    public enum Kind: Sendable {
        case string(String)
        case array([PropertyListValue])
        /// Keys in file order; a repeated key keeps its last value when looked up.
        case dictionary([(key: String, value: PropertyListValue)])
        case data([UInt8])
    }

    public var kind: Kind
    public var line: Int

    public var string: String? {
        if case .string(let text) = kind { return text }
        return nil
    }

    public var array: [PropertyListValue]? {
        if case .array(let items) = kind { return items }
        return nil
    }

    public var entries: [(key: String, value: PropertyListValue)]? {
        if case .dictionary(let entries) = kind { return entries }
        return nil
    }

    public subscript(key: String) -> PropertyListValue? {
        entries?.last { $0.key == key }?.value
    }
}

/// A property list that could not be read, with the 1-based line and column of the problem.
public struct PropertyListError: Error, Sendable, Hashable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var message: String

    public var description: String { "\(line):\(column): \(message)" }
}

/// A strict reader of the old-style property list text format. It never traps: every malformed
/// input ends in a `PropertyListError`, and nesting is bounded so hostile input cannot exhaust the stack.
public enum PropertyListReader {
    static let maximumDepth = 256

    public static func read(_ text: String) throws(PropertyListError) -> PropertyListValue {
        var scanner = PropertyListScanner(Array(text.utf8))
        let value = try scanner.value(depth: 0)
        try scanner.skipTrivia()
        guard scanner.isAtEnd else { throw scanner.error("unexpected text after the property list") }
        return value
    }
}

private struct PropertyListScanner {
    let bytes: [UInt8]
    var index = 0
    var line = 1
    var lineStart = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { index >= bytes.count }

    func error(_ message: String) -> PropertyListError {
        PropertyListError(line: line, column: index - lineStart + 1, message: message)
    }

    private func peek(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private mutating func advance() {
        if bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    mutating func skipTrivia() throws(PropertyListError) {
        while let byte = peek() {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                advance()
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                while let next = peek(), next != UInt8(ascii: "\n") { advance() }
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                let start = error("unterminated comment")
                advance(); advance()
                while true {
                    guard let next = peek() else { throw start }
                    if next == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") { advance(); advance(); break }
                    advance()
                }
            } else {
                return
            }
        }
    }

    mutating func value(depth: Int) throws(PropertyListError) -> PropertyListValue {
        try skipTrivia()
        guard depth < PropertyListReader.maximumDepth else { throw error("nesting deeper than \(PropertyListReader.maximumDepth) levels") }
        guard let byte = peek() else { throw error("unexpected end of file, expected a value") }
        let startLine = line
        switch byte {
        case UInt8(ascii: "{"):
            advance()
            return PropertyListValue(kind: .dictionary(try dictionaryBody(depth: depth)), line: startLine)
        case UInt8(ascii: "("):
            advance()
            return PropertyListValue(kind: .array(try arrayBody(depth: depth)), line: startLine)
        case UInt8(ascii: "<"):
            advance()
            return PropertyListValue(kind: .data(try dataBody()), line: startLine)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return PropertyListValue(kind: .string(try quotedString()), line: startLine)
        default:
            guard Self.isUnquotedCharacter(byte) else {
                throw error("unexpected character '\(Self.printable(byte))', expected a value")
            }
            return PropertyListValue(kind: .string(unquotedString()), line: startLine)
        }
    }

    private mutating func dictionaryBody(depth: Int) throws(PropertyListError) -> [(key: String, value: PropertyListValue)] {
        var entries: [(key: String, value: PropertyListValue)] = []
        while true {
            try skipTrivia()
            guard let byte = peek() else { throw error("unexpected end of file in a dictionary, expected '}'") }
            if byte == UInt8(ascii: "}") { advance(); return entries }
            let key = try value(depth: depth + 1)
            guard let name = key.string else { throw PropertyListError(line: key.line, column: 1, message: "a dictionary key must be a string") }
            try expect("=", after: "key '\(name)'")
            let item = try value(depth: depth + 1)
            try expect(";", after: "the value of '\(name)'")
            entries.append((name, item))
        }
    }

    private mutating func arrayBody(depth: Int) throws(PropertyListError) -> [PropertyListValue] {
        var items: [PropertyListValue] = []
        while true {
            try skipTrivia()
            guard let byte = peek() else { throw error("unexpected end of file in an array, expected ')'") }
            if byte == UInt8(ascii: ")") { advance(); return items }
            items.append(try value(depth: depth + 1))
            try skipTrivia()
            guard let next = peek() else { throw error("unexpected end of file in an array, expected ')'") }
            if next == UInt8(ascii: ",") { advance() } else if next != UInt8(ascii: ")") {
                throw error("expected ',' or ')' in an array, found '\(Self.printable(next))'")
            }
        }
    }

    private mutating func dataBody() throws(PropertyListError) -> [UInt8] {
        var digits: [UInt8] = []
        while true {
            try skipTrivia()
            guard let byte = peek() else { throw error("unexpected end of file in data, expected '>'") }
            advance()
            if byte == UInt8(ascii: ">") { break }
            guard let digit = Self.hexValue(byte) else { throw error("'\(Self.printable(byte))' is not a hexadecimal digit in data") }
            digits.append(digit)
        }
        guard digits.count % 2 == 0 else { throw error("data has an odd number of hexadecimal digits") }
        return stride(from: 0, to: digits.count, by: 2).map { digits[$0] << 4 | digits[$0 + 1] }
    }

    private mutating func expect(_ character: Character, after what: String) throws(PropertyListError) {
        try skipTrivia()
        guard let byte = peek() else { throw error("unexpected end of file, expected '\(character)' after \(what)") }
        guard byte == character.asciiValue else {
            throw error("expected '\(character)' after \(what), found '\(Self.printable(byte))'")
        }
        advance()
    }

    private mutating func unquotedString() -> String {
        let start = index
        while let byte = peek(), Self.isUnquotedCharacter(byte) { advance() }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func quotedString() throws(PropertyListError) -> String {
        let unterminated = error("unterminated string")
        let quote = bytes[index]
        advance()
        var result: [UInt8] = []
        while true {
            guard let byte = peek() else { throw unterminated }
            advance()
            if byte == quote { break }
            guard byte == UInt8(ascii: "\\") else { result.append(byte); continue }
            guard let escaped = peek() else { throw unterminated }
            advance()
            switch escaped {
            case UInt8(ascii: "n"): result.append(UInt8(ascii: "\n"))
            case UInt8(ascii: "t"): result.append(UInt8(ascii: "\t"))
            case UInt8(ascii: "r"): result.append(UInt8(ascii: "\r"))
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                var scalar: UInt32 = 0
                for _ in 0..<4 {
                    guard let digit = peek().flatMap(Self.hexValue) else { throw error("expected four hexadecimal digits after '\\U'") }
                    scalar = scalar << 4 | UInt32(digit)
                    advance()
                }
                result += Array(String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8)
            default: result.append(escaped)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    static func printable(_ byte: UInt8) -> String {
        (0x20..<0x7f).contains(byte) ? String(UnicodeScalar(byte)) : "\\u{\(String(byte, radix: 16))}"
    }
}
