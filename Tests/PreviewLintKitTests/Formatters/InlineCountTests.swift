import Testing

/// A local holding a collection's count (`rooms.filter { … }.count`, `folder?.items?.count ?? 0`)
/// is an `Int` whatever the collection holds: the text written from it inline is known, with the
/// count as its input, where before the local's unmodelled value left it unknown.
@Suite struct InlineCountTests {
    @Test func aCountIsAnIntInput() throws {
        let view = """
            import SwiftUI
            struct Room { let open: Bool }
            struct Folder { let items: [Room]? }
            struct RoomsView: View {
                let rooms: [Room]
                let folder: Folder?
                var body: some View {
                    let freeRooms = rooms.filter { $0.open }.count
                    let itemCount = folder?.items?.count ?? 0
                    VStack {
                        Text(freeRooms > 0 ? "\\(freeRooms) rooms free" : "No rooms free")
                        Text("\\(itemCount == 1 ? "1 item" : "\\(itemCount) items")")
                    }
                }
            }

            """
        let repository = try TemporaryRepository(["App/Rooms.swift": view])
        #expect(try repository.run("formatters", "--all").stdout == """
            App/Rooms.swift:11:18: the text RoomsView.body builds inline
              outputs (freeRooms = 0) → "No rooms free"
              outputs (freeRooms = 125) → "125 rooms free"
              outputs (freeRooms = 3661) → "3661 rooms free"
            App/Rooms.swift:12:13: the text RoomsView.body builds inline
              outputs (itemCount = 0) → "0 items"
              outputs (itemCount = 125) → "125 items"
              outputs (itemCount = 3661) → "3661 items"
            2 members that format

            """)
    }

    /// A literal fallback does not type what the optional holds: `price ?? 0` may be a `Double`.
    @Test func aFallbackAloneTypesNothing() throws {
        let view = """
            import SwiftUI
            struct Item { let price: Double? }
            struct PriceView: View {
                let item: Item?
                var body: some View {
                    let price = item?.price ?? 0
                    Text(price > 100 ? "\\(Int(price / 100)) hundred" : "cheap")
                }
            }

            """
        let repository = try TemporaryRepository(["App/Price.swift": view])
        #expect(try !repository.run("formatters", "--all").stdout.contains("(price = 125)"))
        let looked = view.replacingOccurrences(of: "let item: Item?", with: "let prices: [String: Double]")
            .replacingOccurrences(of: "item?.price ?? 0", with: "prices[\"a\"] ?? 0")
        let lookup = try TemporaryRepository(["App/Price.swift": looked])
        #expect(try !lookup.run("formatters", "--all").stdout.contains("(price = 125)"))
    }
}
