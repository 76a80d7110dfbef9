/// A member whose parameter list changed in one copy is still the same member: `setImage(url:)` in
/// one copy and `setImage(url:placeholder:)` in the other are one part when each is the only member
/// of that name (the name before the parameter list) in its type, in its copy. Such a part is keyed
/// by the name, `extension Loader › setImage(…)`, and every version resolves the key to its own
/// member of that name, so a signature changed in one copy alone is a change like a body change.
/// A member renamed to another name is not paired: it is a part of its own in each copy.
extension DeclarationKeys {
    static let signatureMarker = "(…)"

    /// `setImage(url:placeholder:)` → `setImage`; nil for a member without a parameter list (a
    /// property, a case), whose key has no signature to change.
    static func stem(_ name: some StringProtocol) -> Substring? {
        guard let open = name.firstIndex(of: "("), open > name.startIndex else { return nil }
        return Substring(name[..<open])
    }

    /// `struct Clock › label(_:)` → `struct Clock › label(…)`; nil for a top-level declaration or a
    /// member without a parameter list.
    static func stemKey(_ key: String) -> String? {
        guard let separator = key.range(of: " › ", options: .backwards), let stem = stem(key[separator.upperBound...]) else { return nil }
        return String(key[..<separator.upperBound]) + stem + signatureMarker
    }

    static func isStemKey(_ key: String) -> Bool { key.hasSuffix(signatureMarker) }

    /// The one member key of this version a name-only key stands for; nil when none or several.
    func resolve(_ key: String) -> String? {
        guard Self.isStemKey(key), let keys = stems[key], keys.count == 1 else { return nil }
        return keys[0]
    }

    /// Each member key of either copy whose counterpart in the other copy has another signature,
    /// with the name-only key both stand for: the member is the only one of its name in its type in
    /// each copy, and neither copy has the other's signature.
    static func signaturePairs(_ first: DeclarationKeys, _ second: DeclarationKeys) -> [String: String] {
        var pairs: [String: String] = [:]
        for (stemKey, keys) in first.stems where keys.count == 1 {
            guard let others = second.stems[stemKey], others.count == 1 else { continue }
            let own = keys[0], other = others[0]
            guard own != other, first[other] == nil, second[own] == nil else { continue }
            pairs[own] = stemKey
            pairs[other] = stemKey
        }
        return pairs
    }

    /// The member a key names among a type's members: by its full name, or for a name-only key the
    /// one member of that name.
    static func member(_ name: String, in members: [MemberFingerprint]) -> MemberFingerprint? {
        guard name.hasSuffix(signatureMarker) else { return members.first { $0.name == name } }
        let stem = name.dropLast(signatureMarker.count)
        let named = members.filter { Self.stem($0.name) == stem }
        return named.count == 1 ? named[0] : nil
    }
}
