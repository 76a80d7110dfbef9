/// Swift source reduced to what two copies must share to agree: its tokens, without whitespace,
/// comments, imports, attributes and access modifiers (what a module's copy of a file adds, and
/// what the copy facts' hashes leave out too), and with a block's value the same whether or not
/// `return` spells it (`{ return url }` and `{ url }`, Swift 5.1's implicit return). Read from
/// the text with a small lexer, not a parse: every version in a long history is compared.
enum SourceShape {
    static func of(_ text: String) -> [UInt8] {
        let bytes = Array(text.utf8)
        var tokens: [ArraySlice<UInt8>] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if isSpace(byte) { index += 1; continue }
            if byte == slash, index + 1 < bytes.count, bytes[index + 1] == slash {
                while index < bytes.count, bytes[index] != newline { index += 1 }
                continue
            }
            if byte == slash, index + 1 < bytes.count, bytes[index + 1] == star {
                index = endOfBlockComment(bytes, index)
                continue
            }
            if byte == quote {
                let end = endOfString(bytes, index)
                tokens.append(bytes[index..<end])
                index = end
                continue
            }
            if isWordStart(byte) {
                var end = index
                while end < bytes.count, isWord(bytes[end]) { end += 1 }
                tokens.append(bytes[index..<end])
                index = end
                continue
            }
            tokens.append(bytes[index..<(index + 1)])
            index += 1
        }
        return dropped(tokens)
    }

    /// The tokens joined by one space, imports, attributes and access modifiers left out.
    private static func dropped(_ tokens: [ArraySlice<UInt8>]) -> [UInt8] {
        var out: [UInt8] = []
        var index = 0
        func skipParenthesized() {
            guard index < tokens.count, tokens[index].elementsEqual([open]) else { return }
            var depth = 0
            repeat {
                if tokens[index].elementsEqual([open]) { depth += 1 }
                if tokens[index].elementsEqual([close]) { depth -= 1 }
                index += 1
            } while index < tokens.count && depth > 0
        }
        while index < tokens.count {
            let token = tokens[index]
            if token.elementsEqual([at]), index + 1 < tokens.count, isWordStart(tokens[index + 1].first!) {
                index += 2
                skipParenthesized()
                continue
            }
            if token.elementsEqual(importWord), index + 1 < tokens.count, isWordStart(tokens[index + 1].first!) {
                index += 2
                while index + 1 < tokens.count, tokens[index].elementsEqual([dot]) { index += 2 }
                continue
            }
            if modifiers.contains(where: { token.elementsEqual($0) }), index + 1 < tokens.count {
                let next = tokens[index + 1]
                if isWordStart(next.first!) { index += 1; continue }
                // `private(set)`, `public(set)`
                if next.elementsEqual([open]), index + 3 < tokens.count, tokens[index + 2].elementsEqual(setWord) {
                    index += 1
                    skipParenthesized()
                    continue
                }
            }
            if token.elementsEqual(returnWord), returnsBlockValue(tokens, index) {
                index += 1
                continue
            }
            if !out.isEmpty { out.append(space) }
            out.append(contentsOf: token)
            index += 1
        }
        return out
    }

    /// A `return` that opens a block (`{`, or a closure's `in`) with a value: the block's value
    /// either way. A bare `return` (`if done { return }`) is a statement of its own and stays.
    private static func returnsBlockValue(_ tokens: [ArraySlice<UInt8>], _ index: Int) -> Bool {
        guard index > 0, index + 1 < tokens.count, !tokens[index + 1].elementsEqual([closeBrace]) else { return false }
        let previous = tokens[index - 1]
        return previous.elementsEqual([openBrace]) || previous.elementsEqual(inWord)
    }

    private static func endOfBlockComment(_ bytes: [UInt8], _ start: Int) -> Int {
        var index = start, depth = 0
        while index + 1 < bytes.count {
            if bytes[index] == slash, bytes[index + 1] == star { depth += 1; index += 2; continue }
            if bytes[index] == star, bytes[index + 1] == slash {
                depth -= 1
                index += 2
                if depth == 0 { return index }
                continue
            }
            index += 1
        }
        return bytes.count
    }

    /// Past the closing quote (three for a multi-line string); escapes are skipped.
    private static func endOfString(_ bytes: [UInt8], _ start: Int) -> Int {
        let triple = start + 2 < bytes.count && bytes[start + 1] == quote && bytes[start + 2] == quote
        var index = start + (triple ? 3 : 1)
        while index < bytes.count {
            if bytes[index] == backslash { index += 2; continue }
            if bytes[index] == quote {
                if !triple { return index + 1 }
                if index + 2 < bytes.count, bytes[index + 1] == quote, bytes[index + 2] == quote { return index + 3 }
            }
            if !triple, bytes[index] == newline { return index }
            index += 1
        }
        return bytes.count
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == newline || byte == 0x0d }
    private static func isWordStart(_ byte: UInt8) -> Bool { byte == 0x5f || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7a) || byte >= 0x80 }
    private static func isWord(_ byte: UInt8) -> Bool { isWordStart(byte) || (byte >= 0x30 && byte <= 0x39) }

    private static let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), quote = UInt8(ascii: "\""), newline: UInt8 = 0x0a
    private static let backslash = UInt8(ascii: "\\"), at = UInt8(ascii: "@"), dot = UInt8(ascii: "."), space: UInt8 = 0x20
    private static let open = UInt8(ascii: "("), close = UInt8(ascii: ")")
    private static let openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}")
    private static let importWord = Array("import".utf8), setWord = Array("set".utf8)
    private static let returnWord = Array("return".utf8), inWord = Array("in".utf8)
    private static let modifiers: [[UInt8]] = ["public", "private", "fileprivate", "internal", "open", "package", "final", "nonisolated"].map { Array($0.utf8) }
}
