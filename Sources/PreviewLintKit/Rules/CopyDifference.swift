/// How one copy differs from the copies of it in other targets, declaration by declaration.
/// Differences a person would not call drift are left out: access modifiers, `final` and
/// attributes (never hashed), imports, code bound to a platform's UI framework or guarded by
/// `#if os(…)` (unless both copies are built for one platform), and constants that differ between
/// targets built for different platforms. A copy
/// has drifted only when something both copies have differs: what one copy adds (a member, an
/// overload, a helper type) is listed beside the drift, but is not drift on its own.
struct CopyDifference {
    /// `func format(seconds:) differs`, `struct TimerView: body differs`, `struct Row only in this copy`…
    var descriptions: [String] = []
    /// The first declaration of this copy that differs or exists only here.
    var firstDifference: SourceRange?
    /// Whether a declaration or member that both copies have differs.
    var hasDrifted = false

    /// `platforms(other)`: how the platforms of this copy and that one relate.
    init(_ copy: FileFacts, others: [FileFacts], platforms: (FileFacts) -> PlatformRelation) {
        var otherDeclarations: [String: [(DeclarationFingerprint, FileFacts)]] = [:]
        var otherOrder: [String] = []
        for other in others {
            for declaration in other.copy.declarations where declaration.kind != "import" {
                if otherDeclarations[declaration.signature] == nil { otherOrder.append(declaration.signature) }
                otherDeclarations[declaration.signature, default: []].append((declaration, other))
            }
        }
        let own = copy.copy.declarations.filter { $0.kind != "import" }
        let ownSignatures = Set(own.map(\.signature))
        let missing = otherOrder.filter { !ownSignatures.contains($0) }
        // A type renamed in one copy (`extension WidgetA.EntryView` → `extension ComplicationB.EntryView`)
        // is compared with its counterpart rather than listed as one type added and one missing.
        let renamed = Self.renamedPairs(own.filter { otherDeclarations[$0.signature] == nil }, missing.compactMap { otherDeclarations[$0]?.first })
        for declaration in own {
            if let (counterpart, file) = renamed[declaration.signature] {
                compare(declaration, with: counterpart, in: file, label: "\(declaration.signature) (\(counterpart.signature) in the other copy)", platforms: platforms)
                continue
            }
            guard let matches = otherDeclarations[declaration.signature] else {
                if !declaration.platformBound { record("\(declaration.signature) only in this copy", at: declaration.range) }
                continue
            }
            for (other, file) in matches where other.normalizedHash != declaration.normalizedHash {
                if compare(declaration, with: other, in: file, label: declaration.signature, platforms: platforms) { break }
            }
        }
        let pairedAway = Set(renamed.values.map(\.0.signature))
        for signature in missing where !pairedAway.contains(signature) {
            guard let declarations = otherDeclarations[signature], declarations.contains(where: { !$0.0.platformBound }) else { continue }
            descriptions.append("\(signature) missing in this copy")
        }
    }

    /// Records what differs between a declaration and its counterpart; whether anything did.
    @discardableResult
    private mutating func compare(_ declaration: DeclarationFingerprint, with other: DeclarationFingerprint, in file: FileFacts, label: String,
                                  platforms: (FileFacts) -> PlatformRelation) -> Bool {
        guard let changes = Self.changes(declaration, against: other, platforms: platforms(file), renamed: declaration.name != other.name) else { return false }
        record(changes.parts.isEmpty ? "\(label) differs" : "\(label): \(changes.parts.joined(separator: ", "))", at: declaration.range)
        if changes.differs { hasDrifted = true }
        return true
    }

    private mutating func record(_ description: String, at range: SourceRange) {
        descriptions.append(description)
        if firstDifference == nil { firstDifference = range }
    }

    /// Types and extensions only one copy has, paired with one only the other has when they are
    /// of one kind and share most of their members: the same declaration under another name.
    static func renamedPairs(_ own: [DeclarationFingerprint], _ others: [(DeclarationFingerprint, FileFacts)]) -> [String: (DeclarationFingerprint, FileFacts)] {
        var pairs: [String: (DeclarationFingerprint, FileFacts)] = [:]
        var taken = Set<String>()
        for declaration in own where !declaration.members.isEmpty {
            let names = Set(declaration.members.map(\.name))
            let counterpart = others.first { other, _ in
                guard other.kind == declaration.kind, !taken.contains(other.signature), !other.members.isEmpty else { return false }
                let otherNames = Set(other.members.map(\.name))
                return names.intersection(otherNames).count * 2 > max(names.count, otherNames.count)
            }
            if let counterpart {
                pairs[declaration.signature] = counterpart
                taken.insert(counterpart.0.signature)
            }
        }
        return pairs
    }

    /// What differs between two declarations of one signature, or nil when nothing that counts
    /// does. Members are named (`body differs`, `title only in this copy`, `init() missing in this
    /// copy`); no parts means the declaration differs outside its members, or has none. `differs`
    /// says whether something both have differs, rather than one having more.
    static func changes(_ declaration: DeclarationFingerprint, against other: DeclarationFingerprint, platforms: PlatformRelation, renamed: Bool = false) -> (parts: [String], differs: Bool)? {
        guard declaration.normalizedHash != other.normalizedHash else { return nil }
        let context = Context(platforms: platforms, renamed: renamed)
        guard !declaration.members.isEmpty || !other.members.isEmpty else {
            return context.counts(declaration.platformBound || other.platformBound, declaration.skeletonHash == other.skeletonHash,
                                  declaration.typeMaskedHash == other.typeMaskedHash) ? ([], true) : nil
        }
        let otherMembers = Dictionary(other.members.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var parts: [String] = []
        var differs = false
        func compare(_ member: MemberFingerprint, _ match: MemberFingerprint, as name: String) {
            if match.normalizedHash != member.normalizedHash,
               context.counts(member.platformBound || match.platformBound, member.skeletonHash == match.skeletonHash, member.typeMaskedHash == match.typeMaskedHash) {
                parts.append("\(name) differs")
                differs = true
            }
        }
        var matched = Set<String>()
        var unmatched: [MemberFingerprint] = []
        for member in declaration.members {
            if let match = otherMembers[member.name] {
                matched.insert(match.name)
                compare(member, match, as: member.name)
            } else {
                unmatched.append(member)
            }
        }
        var othersLeft = other.members.filter { !matched.contains($0.name) }
        for member in unmatched {
            // A member whose parameter types or labels changed is the same member, changed: the
            // overload of the same labels, else the only function of that name on each side.
            if let index = othersLeft.firstIndex(where: { $0.baseName == member.baseName })
                ?? Self.onlyNamesake(of: member, in: othersLeft, among: unmatched) {
                compare(member, othersLeft.remove(at: index), as: member.baseName)
            } else if !member.platformBound {
                parts.append("\(member.name) only in this copy")
            }
        }
        for member in othersLeft where !member.platformBound {
            parts.append("\(member.name) missing in this copy")
        }
        if parts.isEmpty {
            // Only what surrounds the members differs (or only platform-bound members do).
            let membersDiffer = declaration.members.map(\.normalizedHash) != other.members.map(\.normalizedHash)
            if membersDiffer || (declaration.platformBound || other.platformBound) && platforms != .same { return nil }
            return context.counts(false, declaration.skeletonHash == other.skeletonHash, declaration.typeMaskedHash == other.typeMaskedHash)
                ? (["declaration differs"], true) : nil
        }
        return (parts, differs)
    }

    /// The index of the one member of `others` whose function name (without labels) is the
    /// member's, when the member is the one of that name among `own` too.
    private static func onlyNamesake(of member: MemberFingerprint, in others: [MemberFingerprint], among own: [MemberFingerprint]) -> Int? {
        func stem(_ name: String) -> Substring? { name.firstIndex(of: "(").map { name[..<$0] } }
        guard let name = stem(member.baseName), own.count(where: { stem($0.baseName) == name }) == 1 else { return nil }
        let indices = others.indices.filter { stem(others[$0].baseName) == name }
        return indices.count == 1 ? indices[0] : nil
    }

    /// What excuses a difference between two copies of a declaration.
    private struct Context {
        let platforms: PlatformRelation
        /// The declarations have different names: a copy adapted by renaming also changes its constants.
        let renamed: Bool

        /// A difference counts unless the code is bound to a platform (when the copies are not built
        /// for one platform), only the types it names differ (each copy names its own target's), or
        /// only its constants differ between copies built for different platforms or renamed.
        func counts(_ platformBound: Bool, _ sameSkeleton: Bool, _ sameTypeMasked: Bool) -> Bool {
            if platformBound && platforms != .same { return false }
            if sameTypeMasked { return false }
            return !(sameSkeleton && (platforms == .different || renamed))
        }
    }
}
