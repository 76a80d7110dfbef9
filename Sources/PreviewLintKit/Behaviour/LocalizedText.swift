/// `NSLocalizedString("%d days", comment: "")` and `String(localized: "Settings")`: the text of a key
/// in the development language. The walk lowers them to a call of the key (`localized:%d days`);
/// once every file is read the call is the project's string tables' text for it, or where no table
/// holds it the text given for that (`value:`, `defaultValue:`) or the key itself, as Foundation
/// returns it.
enum LocalizedText {
    static let prefix = "localized:"

    static func signature(key: String) -> String { prefix + key }

    /// The key, and the text where no table holds it (`value:`, `defaultValue:`).
    static func signature(key: String, otherwise text: String) -> String { prefix + key + separator + text }

    private static let separator = "\u{1F}"

    /// The keys the formatters read, directly.
    static func keys(readBy formatters: [LoweredFormatter]) -> Set<String> {
        var keys: Set<String> = []
        for formatter in formatters {
            for signature in formatter.calledSignatures where signature.hasPrefix(prefix) { keys.insert(String(signature.dropFirst(prefix.count))) }
        }
        return keys
    }

    /// One lowered constant per key: its text, or unknown where a table could not tell it.
    static func entries(for keys: Set<String>, table: StringTable) -> [LoweredFormatter] {
        keys.sorted().map { lookup in
            let parts = lookup.components(separatedBy: separator)
            let key = parts[0], otherwise = parts.count > 1 ? parts[1] : nil
            let body: LoweredBody = switch table.text(of: key, otherwise: otherwise) {
            case .success(let text): .statements([.return(.literal(.string(text)))])
            case .failure(let reason): .unknown(reason.description)
            }
            return LoweredFormatter(name: prefix + lookup, signature: prefix + lookup, parameters: [], returnTypeName: "String", body: body)
        }
    }
}
