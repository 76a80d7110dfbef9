import Testing
@testable import PreviewLintKit

/// `FileFacts` keeps its fields in a shared box for cheap copies: it must still behave as a value.
@Suite struct FileFactsValueTests {
    @Test func aChangedCopyLeavesTheOriginalAlone() {
        var original = FileFacts(path: "/repo/A.swift", byteCount: 10)
        original.imports.append("SwiftUI")
        let range = SourceRange(start: SourceLocation(line: 1, column: 1, offset: 0), end: SourceLocation(line: 1, column: 5, offset: 4))
        original.references.append(ReferenceRecord(text: "Model.preview", range: range, isConstruction: false))

        var copy = original
        copy.imports.append("WidgetKit")
        copy.references.removeAll()
        copy.isGenerated = true

        #expect(original.imports == ["SwiftUI"])
        #expect(original.references.map(\.text) == ["Model.preview"])
        #expect(!original.isGenerated)
        #expect(copy.imports == ["SwiftUI", "WidgetKit"])
        #expect(copy.references.isEmpty && copy.isGenerated)
    }

    @Test func theBinaryEncodingRoundTrips() throws {
        var facts = FileFacts(path: "/repo/B.swift", byteCount: 42)
        facts.viewModifiers = ["cardStyle"]
        facts.hasCommentedOutPreview = true
        let range = SourceRange(start: SourceLocation(line: 2, column: 1, offset: 9),
                                end: SourceLocation(line: 2, column: 9, offset: 17))
        // Every field of a record the cache holds: two were dropped once, and warm runs differed from cold.
        facts.members.append(MemberRecord(owner: "Provider", name: "lastEntries", kind: .property, range: range,
                                          holdsValue: false))
        facts.calls.append(CallRecord(signature: "format(_:)", range: range, inPreview: false, inWidget: true,
                                      unshown: true))
        let decoded = try BinaryCoder.decode(FileFacts.self, from: BinaryCoder.encode(facts))
        #expect(decoded.path == "/repo/B.swift" && decoded.byteCount == 42)
        #expect(decoded.viewModifiers == ["cardStyle"] && decoded.hasCommentedOutPreview)
        #expect(decoded.members == facts.members && decoded.calls == facts.calls)
    }

    /// Formatting facts are decoded on first use, and stay a value: a copy changed after the
    /// original was read leaves the original's alone.
    @Test func formattingFactsRoundTripAndStayValues() throws {
        var facts = FileFacts(path: "/repo/C.swift", byteCount: 7)
        facts.valueReturns.append(ValueReturnRecord(signature: "days(since:)", type: "Int"))
        facts.valueReturns.append(ValueReturnRecord(signature: "unit()", type: "String"))
        var decoded = try BinaryCoder.decode(FileFacts.self, from: BinaryCoder.encode(facts))
        let original = decoded
        decoded.valueReturns.removeFirst()
        #expect(original.valueReturns.map(\.signature) == ["days(since:)", "unit()"])
        #expect(decoded.valueReturns.map(\.signature) == ["unit()"])
        #expect(facts.valueReturns.count == 2)
    }
}
