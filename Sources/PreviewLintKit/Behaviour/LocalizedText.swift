/// `NSLocalizedString("%d days", comment: "")` and `String(localized: "Settings")`: the text of a key
/// in the development language. The walk lowers them to a call of the key (`localized:%d days`);
/// once every file is read the call is the project's string tables' text for it, or the key itself
/// where no table holds it, as Foundation returns it.
enum LocalizedText {
    static let prefix = "localized:"

    static func signature(key: String) -> String { prefix + key }

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
        keys.sorted().map { key in
            let body: LoweredBody = switch table.text(of: key) {
            case .success(let text): .statements([.return(.literal(.string(text)))])
            case .failure(let reason): .unknown(reason.description)
            }
            return LoweredFormatter(name: signature(key: key), signature: signature(key: key), parameters: [], returnTypeName: "String", body: body)
        }
    }
}
