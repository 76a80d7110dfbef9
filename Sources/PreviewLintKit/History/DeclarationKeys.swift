/// The declarations of a copy, keyed so two versions and two copies can be compared part by part:
/// a type or extension by each member (`struct TimerView › body`), anything else whole.
struct DeclarationKeys: Sendable, Equatable {
    /// Key → hash of its tokens (access modifiers and attributes left out), in file order.
    private(set) var hashes: [String: String] = [:]
    private(set) var order: [String] = []
    /// Members written `override`.
    private(set) var overrides: Set<String> = []
    /// `#Preview`s: canvas code, not what either target ships.
    private(set) var previews: Set<String> = []
    /// Name-only member key (`struct Clock › label(…)`) → the member keys of that name.
    private(set) var stems: [String: [String]] = [:]

    init(_ copy: CopyFacts) {
        for declaration in copy.declarations where declaration.kind != "import" {
            if declaration.members.isEmpty {
                add(declaration.signature, declaration.normalizedHash)
                if declaration.kind == "#Preview" { previews.insert(declaration.signature) }
            } else {
                let isPreviewProvider = declaration.inherits.contains("PreviewProvider")
                for member in declaration.members {
                    let key = "\(declaration.signature) › \(member.name)"
                    add(key, member.normalizedHash)
                    if member.isOverride { overrides.insert(key) }
                    if isPreviewProvider { previews.insert(key) }
                }
            }
        }
    }

    private mutating func add(_ key: String, _ hash: String) {
        if hashes[key] == nil {
            order.append(key)
            if let stemKey = Self.stemKey(key) { stems[stemKey, default: []].append(key) }
        }
        hashes[key] = hash
    }

    /// The part's hash; a name-only key reads the one member of that name.
    subscript(_ key: String) -> String? { hashes[key] ?? resolve(key).flatMap { hashes[$0] } }

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

    /// The differing parts whose history can show drift, and whether a copy lacking the part
    /// counts as agreeing with one that lacks it too. A part both copies have that changed in one
    /// alone is drift; a member only one copy has is that copy's own (a string or a helper its
    /// target added, an API its target no longer uses), unless it overrides what both types
    /// inherit. Previews are canvas code, no part of what either target ships.
    /// A member whose signature differs between the copies is one part, keyed by its name.
    static func driftCandidates(_ first: DeclarationKeys, _ second: DeclarationKeys) -> [(key: String, absenceAgrees: Bool)] {
        let paired = signaturePairs(first, second)
        var seen = Set<String>()
        return differing(first, second).compactMap { key in
            guard !first.previews.contains(key), !second.previews.contains(key) else { return nil }
            let isOverride = first.overrides.contains(key) || second.overrides.contains(key)
            if let stemKey = paired[key] { return seen.insert(stemKey).inserted ? (stemKey, isOverride) : nil }
            guard isOverride || (first[key] != nil && second[key] != nil) else { return nil }
            return (key, isOverride)
        }
    }
}
