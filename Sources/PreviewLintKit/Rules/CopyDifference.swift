/// How one copy differs from the other copies of its group, declaration by declaration.
struct CopyDifference {
    /// `func format(seconds:) differs`, `struct TimerView: body differs`, `import UIKit only in this copy`…
    var descriptions: [String] = []
    /// The first declaration of this copy that differs or exists only here.
    var firstDifference: SourceRange?

    init(_ copy: FileFacts, others: [FileFacts]) {
        var otherDeclarations: [String: [DeclarationFingerprint]] = [:]
        var otherOrder: [String] = []
        for other in others {
            for declaration in other.copy.declarations {
                if otherDeclarations[declaration.signature] == nil { otherOrder.append(declaration.signature) }
                otherDeclarations[declaration.signature, default: []].append(declaration)
            }
        }
        for declaration in copy.copy.declarations {
            guard let matches = otherDeclarations[declaration.signature] else {
                record("\(declaration.signature) only in this copy", at: declaration.range)
                continue
            }
            if let different = matches.first(where: { $0.normalizedHash != declaration.normalizedHash }) {
                record(Self.describeChange(declaration, against: different), at: declaration.range)
            }
        }
        let own = Set(copy.copy.declarations.map(\.signature))
        for signature in otherOrder where !own.contains(signature) {
            descriptions.append("\(signature) missing in this copy")
        }
        if descriptions.isEmpty {
            descriptions.append("the same declarations in a different order")
        }
    }

    private mutating func record(_ description: String, at range: SourceRange) {
        descriptions.append(description)
        if firstDifference == nil { firstDifference = range }
    }

    /// Types name the members that differ; other declarations just differ.
    private static func describeChange(_ declaration: DeclarationFingerprint, against other: DeclarationFingerprint) -> String {
        let parts = memberChanges(declaration, against: other)
        return parts.isEmpty ? "\(declaration.signature) differs" : "\(declaration.signature): \(parts.joined(separator: ", "))"
    }

    /// `body differs`, `title only in this copy`, `init() missing in this copy`; `declaration differs`
    /// when only what surrounds the members changed; empty for declarations without members.
    static func memberChanges(_ declaration: DeclarationFingerprint, against other: DeclarationFingerprint) -> [String] {
        guard !declaration.members.isEmpty || !other.members.isEmpty else { return [] }
        let otherMembers = Dictionary(other.members.map { ($0.name, $0.normalizedHash) }, uniquingKeysWith: { first, _ in first })
        var parts: [String] = []
        for member in declaration.members {
            guard let hash = otherMembers[member.name] else { parts.append("\(member.name) only in this copy"); continue }
            if hash != member.normalizedHash { parts.append("\(member.name) differs") }
        }
        let own = Set(declaration.members.map(\.name))
        for member in other.members where !own.contains(member.name) { parts.append("\(member.name) missing in this copy") }
        if parts.isEmpty { parts.append("declaration differs") }
        return parts
    }
}
