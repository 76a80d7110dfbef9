/// Minimal JSON text building with stable key order, so reports are byte-for-byte deterministic.
public enum JSONText {
    public static func quote(_ string: String) -> String {
        var result = ""
        quote(string, into: &result)
        return result
    }

    /// Appends `string` quoted; text with nothing to escape (nearly all of it) is appended whole.
    public static func quote(_ string: String, into output: inout String) {
        let plain = string.utf8.allSatisfy { $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
        if plain {
            output += "\""
            output += string
            output += "\""
            return
        }
        output += escaped(string)
    }

    private static func escaped(_ string: String) -> String {
        var result = "\""
        result.reserveCapacity(string.utf8.count + 2)
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case let c where c.value < 0x20:
                let hex = String(c.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
