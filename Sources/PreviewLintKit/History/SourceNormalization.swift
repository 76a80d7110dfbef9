/// Swift source with comments and whitespace left out (string literals kept as written): two
/// versions of a file that differ only in layout and comments normalize to the same text. A
/// cheap stand-in for parsing every past version of a copied file.
enum SourceNormalization {
    static func normalized(_ text: String) -> [UInt8] {
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        var stringDepth = 0
        var multiline = false
        while index < bytes.count {
            let byte = bytes[index]
            if stringDepth > 0 {
                out.append(byte)
                if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                    out.append(bytes[index + 1])
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "\"") {
                    if multiline {
                        if Self.startsTripleQuote(bytes, index) {
                            out.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: "\"")])
                            index += 3
                            stringDepth = 0
                            continue
                        }
                    } else {
                        stringDepth = 0
                    }
                }
                index += 1
                continue
            }
            if byte == UInt8(ascii: "\"") {
                multiline = Self.startsTripleQuote(bytes, index)
                stringDepth = 1
                out.append(byte)
                if multiline { out.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: "\"")]); index += 3 } else { index += 1 }
                continue
            }
            if byte == UInt8(ascii: "/"), index + 1 < bytes.count {
                if bytes[index + 1] == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != 0x0a { index += 1 }
                    continue
                }
                if bytes[index + 1] == UInt8(ascii: "*") {
                    var depth = 0
                    while index + 1 < bytes.count {
                        if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") { depth += 1; index += 2; continue }
                        if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
                            depth -= 1
                            index += 2
                            if depth == 0 { break }
                            continue
                        }
                        index += 1
                    }
                    continue
                }
            }
            if byte == 0x20 || byte == 0x09 || byte == 0x0a || byte == 0x0d { index += 1; continue }
            out.append(byte)
            index += 1
        }
        return out
    }

    private static func startsTripleQuote(_ bytes: [UInt8], _ index: Int) -> Bool {
        index + 2 < bytes.count && bytes[index + 1] == UInt8(ascii: "\"") && bytes[index + 2] == UInt8(ascii: "\"")
    }
}
