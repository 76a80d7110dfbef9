import SwiftSyntax

/// Builds `CopyFacts` from the tokens of the facts walk, in order: each token goes into the file's
/// hash and into the hash of the top-level declaration (and member) that contains it.
struct CopyFactsBuilder {
    private var outline: DeclarationOutline
    private var facts = CopyFacts()
    private var fileHasher = TokenHasher()
    private var entryIndex = 0
    private var memberIndex = 0
    /// The file's bytes: tokens are hashed from here by offset, never copied into strings.
    private let bytes: [UInt8]

    init(_ tree: SourceFileSyntax, bytes: [UInt8], lines: LineTable) {
        outline = DeclarationOutline(tree, lines: lines)
        self.bytes = bytes
    }

    /// The token whose text spans `offset..<end` (UTF-8 offsets, trivia excluded).
    mutating func add(from offset: Int, to end: Int) {
        guard end > offset, end <= bytes.count else { return }
        let tokenHash = bytes.withUnsafeBufferPointer { TokenHasher.hash(UnsafeBufferPointer(rebasing: $0[offset..<end])) }
        facts.tokenCount += 1
        fileHasher.combine(tokenHash)
        while entryIndex < outline.entries.count && outline.entries[entryIndex].end <= offset {
            entryIndex += 1
            memberIndex = 0
        }
        guard entryIndex < outline.entries.count, outline.entries[entryIndex].start <= offset else { return }
        outline.entries[entryIndex].hasher.combine(tokenHash)
        // Indexed in place: a local copy of `members` made every mutation below copy the whole array.
        let memberCount = outline.entries[entryIndex].members.count
        while memberIndex < memberCount && outline.entries[entryIndex].members[memberIndex].end <= offset { memberIndex += 1 }
        if memberIndex < memberCount, outline.entries[entryIndex].members[memberIndex].start <= offset {
            outline.entries[entryIndex].members[memberIndex].hasher.combine(tokenHash)
        }
    }

    func finish() -> CopyFacts {
        var result = facts
        result.normalizedHash = fileHasher.hex
        result.declarations = outline.entries.map { entry in
            DeclarationFingerprint(
                kind: entry.kind, name: entry.name, signature: entry.signature,
                normalizedHash: entry.hasher.hex, range: entry.range,
                members: entry.members.map { MemberFingerprint(name: $0.name, normalizedHash: $0.hasher.hex) }
            )
        }
        result.primaryType = result.declarations.first { $0.isFunctionOrType && $0.kind != "func" }?.signature
        return result
    }
}
