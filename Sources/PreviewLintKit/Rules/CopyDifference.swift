/// How one copy differs from the other copies of its group, declaration by declaration. Differences
/// a person would not call drift are left out: access modifiers and attributes (never hashed),
/// imports, code bound to a platform's UI framework, and constants that differ between targets
/// built for different platforms.
struct CopyDifference {
    /// `func format(seconds:) differs`, `struct TimerView: body differs`, `struct Row only in this copy`…
    var descriptions: [String] = []
    /// The first declaration of this copy that differs or exists only here.
    var firstDifference: SourceRange?

    /// `onDifferentPlatforms(other)`: whether this copy and that one are built for different platforms.
    init(_ copy: FileFacts, others: [FileFacts], onDifferentPlatforms: (FileFacts) -> Bool) {
        var otherDeclarations: [String: [(DeclarationFingerprint, FileFacts)]] = [:]
        var otherOrder: [String] = []
        for other in others {
            for declaration in other.copy.declarations where declaration.kind != "import" {
                if otherDeclarations[declaration.signature] == nil { otherOrder.append(declaration.signature) }
                otherDeclarations[declaration.signature, default: []].append((declaration, other))
            }
        }
        for declaration in copy.copy.declarations where declaration.kind != "import" {
            guard let matches = otherDeclarations[declaration.signature] else {
                if !declaration.platformBound { record("\(declaration.signature) only in this copy", at: declaration.range) }
                continue
            }
            for (other, file) in matches where other.normalizedHash != declaration.normalizedHash {
                let changes = Self.changes(declaration, against: other, platformConstants: onDifferentPlatforms(file))
                guard let changes else { continue }
                record(changes.isEmpty ? "\(declaration.signature) differs" : "\(declaration.signature): \(changes.joined(separator: ", "))", at: declaration.range)
                break
            }
        }
        let own = Set(copy.copy.declarations.map(\.signature))
        for signature in otherOrder where !own.contains(signature) {
            guard let missing = otherDeclarations[signature], missing.contains(where: { !$0.0.platformBound }) else { continue }
            descriptions.append("\(signature) missing in this copy")
        }
    }

    private mutating func record(_ description: String, at range: SourceRange) {
        descriptions.append(description)
        if firstDifference == nil { firstDifference = range }
    }

    /// What differs between two declarations of one signature, or nil when nothing that counts
    /// does. Members are named (`body differs`, `title only in this copy`, `init() missing in this
    /// copy`); an empty list means the declaration differs outside its members, or has none.
    static func changes(_ declaration: DeclarationFingerprint, against other: DeclarationFingerprint, platformConstants: Bool) -> [String]? {
        guard declaration.normalizedHash != other.normalizedHash else { return nil }
        guard !declaration.members.isEmpty || !other.members.isEmpty else {
            return counts(declaration.platformBound || other.platformBound, declaration.skeletonHash == other.skeletonHash, platformConstants) ? [] : nil
        }
        let otherMembers = Dictionary(other.members.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var parts: [String] = []
        for member in declaration.members {
            guard let match = otherMembers[member.name] else {
                if !member.platformBound { parts.append("\(member.name) only in this copy") }
                continue
            }
            if match.normalizedHash != member.normalizedHash,
               counts(member.platformBound || match.platformBound, member.skeletonHash == match.skeletonHash, platformConstants) {
                parts.append("\(member.name) differs")
            }
        }
        let own = Set(declaration.members.map(\.name))
        for member in other.members where !own.contains(member.name) && !member.platformBound {
            parts.append("\(member.name) missing in this copy")
        }
        if parts.isEmpty {
            // Only what surrounds the members differs (or only platform-bound members do).
            let membersDiffer = declaration.members.map(\.normalizedHash) != other.members.map(\.normalizedHash)
            if membersDiffer || declaration.platformBound || other.platformBound { return nil }
            return counts(false, declaration.skeletonHash == other.skeletonHash, platformConstants) ? ["declaration differs"] : nil
        }
        return parts
    }

    /// A difference counts unless the code is bound to a platform, or only its constants differ
    /// between copies built for different platforms.
    private static func counts(_ platformBound: Bool, _ sameSkeleton: Bool, _ platformConstants: Bool) -> Bool {
        !platformBound && !(sameSkeleton && platformConstants)
    }
}
