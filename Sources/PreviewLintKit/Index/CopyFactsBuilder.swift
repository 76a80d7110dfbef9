import SwiftSyntax

/// The hashes of one declaration or member, fed token by token.
struct DeclarationHashes {
    /// Without access modifiers and attributes.
    var shape = TokenHasher()
    /// The same with literals' text left out.
    var skeleton = TokenHasher()
    /// The shape with the names of types left out (capitalized identifiers): what two copies share
    /// when each names its own target's types (`Pixel` in one, `PixelKit` in the other).
    var typeMasked = TokenHasher()
    var platformBound = false

    mutating func add(_ tokenHash: UInt64, literal: Bool, typeName: Bool, platform: Bool) {
        shape.combine(tokenHash)
        skeleton.combine(literal ? Self.literalPlaceholder : tokenHash)
        typeMasked.combine(typeName ? Self.typePlaceholder : tokenHash)
        if platform { platformBound = true }
    }

    static let literalPlaceholder: UInt64 = 0x9e37_79b9_7f4a_7c15
    static let typePlaceholder: UInt64 = 0x85eb_ca6b_27d4_eb2f
}

/// Builds `CopyFacts` from the tokens of the facts walk, in order: each token goes into the file's
/// hashes and fingerprints and into the hashes of the top-level declaration (and member) that contains it.
struct CopyFactsBuilder {
    private var outline: DeclarationOutline
    private var facts = CopyFacts()
    private var fileHasher = TokenHasher()
    private var fileShapeHasher = TokenHasher()
    private var fingerprints = WinnowingFingerprints()
    private var classifier = TokenClassifier()
    private var entryIndex = 0
    private var memberIndex = 0
    /// The file's bytes: tokens are hashed from here by offset, never copied into strings.
    private let bytes: [UInt8]

    private let lines: LineTable

    init(_ tree: SourceFileSyntax, bytes: [UInt8], lines: LineTable) {
        outline = DeclarationOutline(tree, lines: lines)
        self.bytes = bytes
        self.lines = lines
    }

    /// The lines of the text between two offsets, whitespace around it left out.
    private func lineSpan(_ start: Int, _ end: Int) -> ClosedRange<Int> {
        func isSpace(_ offset: Int) -> Bool { [0x0a, 0x20, 0x09, 0x0d].contains(bytes[offset]) }
        var start = start
        while start < min(end, bytes.count) - 1, isSpace(start) { start += 1 }
        var last = max(start, end - 1)
        while last > start, last < bytes.count, isSpace(last) { last -= 1 }
        let first = lines.location(at: start).line
        return first...max(first, lines.location(at: min(last, max(bytes.count - 1, 0))).line)
    }

    /// The hashes of the declaration and member being fed: kept here, not inside the outline's
    /// nested arrays, which every token would otherwise index into and check for uniqueness.
    /// Each is written back when the walk leaves its declaration or member.
    private var entryHashes = DeclarationHashes()
    private var memberHashes = DeclarationHashes()
    private var feedsEntry = false
    private var feedsMember = false
    private var entryEnd = 0
    private var memberEnd = 0

    /// Where the next token of the walk starts: tokens come in source order and cover the file, so
    /// their offsets follow from their lengths (each `position` lookup cost more than the hashing).
    private var nextTokenOffset = 0

    /// The next token in source order, by its lengths; its offsets, for the walk's comment scan.
    /// `isAccessKeyword`: `package` or `open` written as a modifier (elsewhere they are names).
    mutating func addToken(total: Int, leadingTrivia: Int, trailingTrivia: Int, isLiteral: Bool, isAccessKeyword: Bool = false)
        -> (start: Int, textStart: Int, textEnd: Int, end: Int) {
        let start = nextTokenOffset
        let end = start + total
        nextTokenOffset = end
        let textStart = start + leadingTrivia, textEnd = end - trailingTrivia
        add(from: textStart, to: textEnd, isLiteral: isLiteral, isAccessKeyword: isAccessKeyword)
        return (start, textStart, textEnd, end)
    }

    /// The token whose text spans `offset..<end` (UTF-8 offsets, trivia excluded).
    private mutating func add(from offset: Int, to end: Int, isLiteral: Bool, isAccessKeyword: Bool) {
        guard end > offset, end <= bytes.count else { return }
        let (tokenHash, modifier, platform, capitalized) = bytes.withUnsafeBufferPointer { buffer in
            let token = UnsafeBufferPointer(rebasing: buffer[offset..<end])
            let modifier = classifier.isModifier(token) || isAccessKeyword
            return (TokenHasher.hash(token), modifier, classifier.isPlatformBound(token), token[0] >= UInt8(ascii: "A") && token[0] <= UInt8(ascii: "Z"))
        }
        let typeName = capitalized && !isLiteral
        facts.tokenCount += 1
        fileHasher.combine(tokenHash)
        guard !modifier else { return }
        fileShapeHasher.combine(tokenHash)
        fingerprints.add(tokenHash)
        if !(feedsEntry && offset < entryEnd) { seekEntry(offset) }
        guard feedsEntry else { return }
        entryHashes.add(tokenHash, literal: isLiteral, typeName: typeName, platform: platform)
        if !(feedsMember && offset < memberEnd) { seekMember(offset) }
        if feedsMember { memberHashes.add(tokenHash, literal: isLiteral, typeName: typeName, platform: platform) }
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
        entryHashes = outline.entries[entryIndex].hashes
        entryEnd = outline.entries[entryIndex].end
        feedsEntry = true
    }

    /// Moves to the member of the current declaration that contains `offset`, if any.
    private mutating func seekMember(_ offset: Int) {
        storeMember()
        let count = outline.entries[entryIndex].members.count
        while memberIndex < count && outline.entries[entryIndex].members[memberIndex].end <= offset { memberIndex += 1 }
        guard memberIndex < count, outline.entries[entryIndex].members[memberIndex].start <= offset else { return }
        memberHashes = outline.entries[entryIndex].members[memberIndex].hashes
        memberEnd = outline.entries[entryIndex].members[memberIndex].end
        feedsMember = true
    }

    private mutating func storeMember() {
        guard feedsMember else { return }
        outline.entries[entryIndex].members[memberIndex].hashes = memberHashes
        feedsMember = false
    }

    private mutating func storeEntry() {
        guard feedsEntry else { return }
        outline.entries[entryIndex].hashes = entryHashes
        feedsEntry = false
    }

    mutating func finish() -> CopyFacts {
        assert(nextTokenOffset == bytes.count, "the walk skipped tokens: offsets after them are wrong")
        storeMember()
        storeEntry()
        var result = facts
        result.normalizedHash = fileHasher.hex
        result.shapeHash = fileShapeHasher.hex
        result.fingerprints = fingerprints.sorted()
        result.declarations = outline.entries.map { entry in
            let platformBound = entry.hashes.platformBound || entry.members.contains { $0.hashes.platformBound }
            return DeclarationFingerprint(
                kind: entry.kind, name: entry.name, signature: entry.signature,
                normalizedHash: entry.hashes.shape.hex, skeletonHash: entry.hashes.skeleton.hex, typeMaskedHash: entry.hashes.typeMasked.hex, platformBound: platformBound,
                access: entry.access, inherits: entry.inherits, range: entry.range,
                members: entry.members.map {
                    MemberFingerprint(name: $0.name, baseName: $0.baseName, normalizedHash: $0.hashes.shape.hex, skeletonHash: $0.hashes.skeleton.hex,
                                      typeMaskedHash: $0.hashes.typeMasked.hex, platformBound: $0.hashes.platformBound, isOverride: $0.isOverride,
                                      lines: lineSpan($0.start, $0.end))
                },
                lines: lineSpan(entry.start, entry.end)
            )
        }
        result.primaryType = result.declarations.first { $0.isFunctionOrType && $0.kind != "func" }?.signature
        return result
    }
}
