/// Text of the project's string tables by key, in the development language. The walk lowers
/// `NSLocalizedString("%d days", comment: "")`, `String(localized: "Settings")` and a wrapper's
/// `NSLocalizedString(key, tableName: nil, bundle: …, value: value, comment: "")` to a lookup
/// (`BehaviourExpression.localized`). Once every file is read, each key the formatting can look up
/// is an entry, a function of no input named by `signature(key:table:)`, holding the table's text
/// or nil where no table of that name holds it; a key no call writes out stays unknown.
enum LocalizedText {
    struct Key: Hashable, Comparable {
        /// nil: the default table, however it is written (`tableName: nil` or `"Localizable"`).
        var table: String?
        var key: String

        init(table: String?, key: String) {
            self.table = table == StringTable.defaultTable ? nil : table
            self.key = key
        }

        static func < (a: Key, b: Key) -> Bool { (a.table ?? "", a.key) < (b.table ?? "", b.key) }
    }

    /// `localized:%d days` in the default table, `localized[Common]:HIGH` in a named one.
    static func signature(key: String, table: String? = nil) -> String {
        guard let table, table != StringTable.defaultTable else { return "localized:\(key)" }
        return "localized[\(table)]:\(key)"
    }

    /// Whether a called signature is a lookup of localized text (`signature(key:table:)`).
    private static func isLookup(_ signature: String) -> Bool {
        signature.hasPrefix("localized:") || signature.hasPrefix("localized[")
    }

    /// Whether a called signature looks up text a table could hold: a key of placeholders alone
    /// (`Text("\(sign)\(duration)")` looks up `%@%@`) holds no words, only the interpolation.
    static func looksUpText(_ signature: String) -> Bool {
        textPieces(signature).map { $0.contains { !$0.isEmpty } } ?? isLookup(signature)
    }

    /// Whether the key looked up has words around its placeholders (`"Resize to %lld GiB?"`, not `"%lld%%"`).
    static func looksUpWords(_ signature: String) -> Bool {
        textPieces(signature).map { $0.contains { $0.contains(where: \.isLetter) } } ?? isLookup(signature)
    }

    /// The text between the placeholders of a lookup's key; nil when it is no lookup or its key no format.
    private static func textPieces(_ signature: String) -> [String]? {
        guard isLookup(signature), let colon = signature.firstIndex(of: ":") else { return nil }
        guard let format = try? PrintfFormat(String(signature[signature.index(after: colon)...])) else { return nil }
        return format.pieces.compactMap { if case .text(let text) = $0 { text } else { nil } }
    }

    /// The keys `formatters` can look up: written as literals, made by SwiftUI text, or written as
    /// a literal argument or receiver of a wrapper (one of them that looks up its parameter:
    /// `OBALoc("now", value: "NOW", comment: "")`, `"never".localized()`).
    static func keys(readBy all: [LoweredFormatter]) -> Set<Key> {
        var wrappers: [String: [(index: Int, table: String?)]] = [:]
        for formatter in all {
            let parameters = formatter.parameters.map(\.name)
            formatter.visitExpressions { expression in
                guard case .localized(.name(let name), let table, _) = expression, let index = parameters.firstIndex(of: name) else { return }
                wrappers[formatter.signature, default: []].append((index, table))
            }
        }
        var keys: Set<Key> = []
        for formatter in all {
            formatter.visitExpressions { expression in
                switch expression {
                case .localized(.literal(.string(let key)), let table, _):
                    keys.insert(Key(table: table, key: key))
                case .localizedKey(let parts):
                    keys.formUnion(LocalizedKey.candidateKeys(parts).map { Key(table: nil, key: $0) })
                case .call(let signature, let arguments):
                    // `"never".localized()` names its wrapper `.localized()`, the key its receiver.
                    for (index, table) in wrappers[BehaviourLibrary.memberSignature(signature)] ?? []
                    where index < arguments.count {
                        if case .literal(.string(let key)) = arguments[index] { keys.insert(Key(table: table, key: key)) }
                    }
                default:
                    break
                }
            }
        }
        return keys
    }

    /// One lowered constant per key: the stored text, nil where no table holds the key, or unknown
    /// where a table could not tell it.
    static func entries(for keys: Set<Key>, paths: [String]) -> [LoweredFormatter] {
        guard !keys.isEmpty else { return [] }
        let table = StringTable(paths: paths, tables: Set(keys.map { $0.table ?? StringTable.defaultTable }), keys: Set(keys.map(\.key)))
        return keys.sorted().map { key in
            let body: LoweredBody = switch table.storedText(of: key.key, table: key.table ?? StringTable.defaultTable) {
            case .success(let text): .statements([.return(.literal(text.map(BehaviourValue.string) ?? .none))])
            case .failure(let reason): .unknown(reason.description)
            }
            let signature = signature(key: key.key, table: key.table)
            return LoweredFormatter(name: signature, signature: signature, parameters: [], returnTypeName: "String?", body: body)
        }
    }
}
