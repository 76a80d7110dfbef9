/// Escaping for the XML reporters.
enum XMLText {
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n", "\t", "\r": result.unicodeScalars.append(scalar)
            case let c where c.value < 0x20: continue // not representable in XML 1.0
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
