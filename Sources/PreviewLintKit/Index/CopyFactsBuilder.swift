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

    /// The hashers of the declaration and member being fed: kept here, not inside the outline's
    /// nested arrays, which every token would otherwise index into and check for uniqueness.
    /// Each is written back when the walk leaves its declaration or member.
    private var entryHasher = TokenHasher()
    private var memberHasher = TokenHasher()
    private var feedsEntry = false
    private var feedsMember = false
    private var entryEnd = 0
    private var memberEnd = 0

    /// Where the next token of the walk starts: tokens come in source order and cover the file, so
    /// their offsets follow from their lengths (each `position` lookup cost more than the hashing).
    private var nextTokenOffset = 0

    /// The next token in source order, by its lengths; its offsets, for the walk's comment scan.
    mutating func addToken(total: Int, leadingTrivia: Int, trailingTrivia: Int) -> (start: Int, textStart: Int, textEnd: Int, end: Int) {
        let start = nextTokenOffset
        let end = start + total
        nextTokenOffset = end
        let textStart = start + leadingTrivia, textEnd = end - trailingTrivia
        add(from: textStart, to: textEnd)
        return (start, textStart, textEnd, end)
    }

    /// The token whose text spans `offset..<end` (UTF-8 offsets, trivia excluded).
    private mutating func add(from offset: Int, to end: Int) {
        guard end > offset, end <= bytes.count else { return }
        let tokenHash = bytes.withUnsafeBufferPointer { TokenHasher.hash(UnsafeBufferPointer(rebasing: $0[offset..<end])) }
        facts.tokenCount += 1
        fileHasher.combine(tokenHash)
        if !(feedsEntry && offset < entryEnd) { seekEntry(offset) }
        guard feedsEntry else { return }
        entryHasher.combine(tokenHash)
        if !(feedsMember && offset < memberEnd) { seekMember(offset) }
        if feedsMember { memberHasher.combine(tokenHash) }
    }

    /// Moves to the top-level declaration that contains `offset`, if any.
    private mutating func seekEntry(_ offset: Int) {
        storeMember()
        storeEntry()
        while entryIndex < outline.entries.count && outline.entries[entryIndex].end <= offset {
            entryIndex += 1
            memberIndex = 0
        }
        guard entryIndex < outline.entries.count, outline.entries[entryIndex].start <= offset else { return }
        entryHasher = outline.entries[entryIndex].hasher
        entryEnd = outline.entries[entryIndex].end
        feedsEntry = true
    }

    /// Moves to the member of the current declaration that contains `offset`, if any.
    private mutating func seekMember(_ offset: Int) {
        storeMember()
        let count = outline.entries[entryIndex].members.count
        while memberIndex < count && outline.entries[entryIndex].members[memberIndex].end <= offset { memberIndex += 1 }
        guard memberIndex < count, outline.entries[entryIndex].members[memberIndex].start <= offset else { return }
        memberHasher = outline.entries[entryIndex].members[memberIndex].hasher
        memberEnd = outline.entries[entryIndex].members[memberIndex].end
        feedsMember = true
    }

    private mutating func storeMember() {
        guard feedsMember else { return }
        outline.entries[entryIndex].members[memberIndex].hasher = memberHasher
        feedsMember = false
    }

    private mutating func storeEntry() {
        guard feedsEntry else { return }
        outline.entries[entryIndex].hasher = entryHasher
        feedsEntry = false
    }

    mutating func finish() -> CopyFacts {
        assert(nextTokenOffset == bytes.count, "the walk skipped tokens: offsets after them are wrong")
        storeMember()
        storeEntry()
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
