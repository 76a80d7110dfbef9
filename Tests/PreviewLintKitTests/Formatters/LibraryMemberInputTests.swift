import Testing

/// What the standard library says of a field's value: a `Date` field's `timeIntervalSinceNow` is its
/// distance from now, and a collection field's `count` an `Int`: formatting that reads them is known.
@Suite struct LibraryMemberInputTests {
    static let view = """
    import SwiftUI
    struct Entry {
        let endDate: Date
        let items: [String]
    }
    struct EntryView: View {
        let entry: Entry
        var body: some View {
            VStack {
                Text("\\(Int(entry.endDate.timeIntervalSinceNow / 60)) min left")
                Text(entry.items.count == 1 ? "1 item" : "\\(entry.items.count) items")
            }
        }
    }
    struct Screen: View { var body: some View { EntryView(entry: Entry(endDate: Date(), items: [])) } }

    """

    @Test func aDateFieldsDistanceFromNowIsTheDateRead() throws {
        let lines = try TemporaryRepository.formatterLines(["App/Entry.swift": Self.view])
        #expect(lines.contains("  outputs (entry.endDate = Date.now - 125) → \"-2 min left\""))
    }

    @Test func aCollectionFieldsCountIsANumber() throws {
        let lines = try TemporaryRepository.formatterLines(["App/Entry.swift": Self.view])
        #expect(lines.contains("  outputs (entry.items.count = 125) → \"125 items\""))
    }

    /// A field of a collection that is not its size (`first`) is still not modelled.
    @Test func anotherMemberOfACollectionIsUnknown() throws {
        let view = Self.view.replacingOccurrences(of: "entry.items.count == 1 ? \"1 item\" : \"\\(entry.items.count) items\"",
                                                  with: "entry.items.count == 1 ? \"1 item\" : \"\\(entry.items.first ?? \"\") items\"")
        let lines = try TemporaryRepository.formatterLines(["App/Entry.swift": view])
        #expect(lines.contains("  outputs unknown: reads entry.items.first, a field of no modelled type the project declares"))
    }
}
