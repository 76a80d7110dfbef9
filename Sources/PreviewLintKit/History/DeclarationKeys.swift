/// The declarations of a copy, keyed so two versions and two copies can be compared part by part:
/// a type or extension by each member (`struct TimerView › body`), anything else whole.
struct DeclarationKeys: Sendable, Equatable {
    /// Key → hash of its tokens (access modifiers and attributes left out), in file order.
    private(set) var hashes: [String: String] = [:]
    private(set) var order: [String] = []

    init(_ copy: CopyFacts) {
        for declaration in copy.declarations where declaration.kind != "import" {
            if declaration.members.isEmpty {
                add(declaration.signature, declaration.normalizedHash)
            } else {
                for member in declaration.members { add("\(declaration.signature) › \(member.name)", member.normalizedHash) }
            }
        }
    }

    private mutating func add(_ key: String, _ hash: String) {
        if hashes[key] == nil { order.append(key) }
        hashes[key] = hash
    }

    subscript(_ key: String) -> String? { hashes[key] }

    /// `struct TimerView › body` → `struct TimerView: body`, as messages name parts.
    static func describe(_ key: String) -> String {
        key.replacingOccurrences(of: " › ", with: ": ")
    }
}

extension DeclarationKeys {
    /// The keys whose parts differ between two versions, a part only one has included: the first's
    /// in file order, then the second's own.
    static func differing(_ first: DeclarationKeys, _ second: DeclarationKeys) -> [String] {
        first.order.filter { first[$0] != second[$0] } + second.order.filter { first[$0] == nil }
    }
}
