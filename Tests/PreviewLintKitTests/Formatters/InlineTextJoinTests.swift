import Testing

/// `Text(a) + Text(b)` shows one text: formatting written in one of the joined texts is the whole
/// join's (Campus's walking time), not the fragment `" mins"`.
@Suite struct InlineTextJoinTests {
    @Test func textsJoinedByPlusAreOneText() throws {
        let view = """
            import SwiftUI
            struct DetailsView: View {
                let walkingDistance: Int
                var body: some View {
                    Text(walkingDistance.description) + Text(" \\(walkingDistance > 1 ? "mins" : "min")")
                }
            }

            """
        let repository = try TemporaryRepository(["App/Details.swift": view])
        #expect(try repository.run("formatters", "--all").stdout == """
            App/Details.swift:5:9: the text DetailsView.body builds inline
              outputs (walkingDistance = 0) → "0 min"
              outputs (walkingDistance = 125) → "125 mins"
              outputs (walkingDistance = 3661) → "3661 mins"
              formats DetailsView.walkingDistance
            1 member that formats

            """)
    }
}
