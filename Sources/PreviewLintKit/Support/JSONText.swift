/// Minimal JSON text building with stable key order, so reports are byte-for-byte deterministic.
public enum JSONText {
    public static func quote(_ string: String) -> String {
        var bytes: [UInt8] = []
        quote(string, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `string` quoted, as UTF-8. Every byte that needs escaping is ASCII, so the bytes of
    /// multi-byte characters pass through; text with nothing to escape (nearly all of it) is appended whole.
    static func quote(_ string: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        let utf8 = string.utf8
        if utf8.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            output.append(contentsOf: utf8)
        } else {
            for byte in utf8 {
                switch byte {
                case UInt8(ascii: "\""): output.append(contentsOf: #"\""#.utf8)
                case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
                case UInt8(ascii: "\n"): output.append(contentsOf: #"\n"#.utf8)
                case UInt8(ascii: "\r"): output.append(contentsOf: #"\r"#.utf8)
                case UInt8(ascii: "\t"): output.append(contentsOf: #"\t"#.utf8)
                case ..<0x20:
                    output.append(contentsOf: #"\u00"#.utf8)
                    output.append(hexDigit(byte >> 4))
                    output.append(hexDigit(byte & 0xF))
                default:
                    output.append(byte)
                }
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
