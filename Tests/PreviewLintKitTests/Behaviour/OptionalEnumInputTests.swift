import Testing

/// A parameter of an optional enum the project declares (`category: ChapterCategory?`) is nil or
/// one of its cases, switched on with `case .sponsor:` and `case nil:` (Unwatched's tvOS chapter
/// label was not recorded at all).
@Suite struct OptionalEnumInputTests {
    @Test func anOptionalEnumIsNilOrOneOfItsCases() throws {
        let listing = try TemporaryRepository([
            "App/Chapters.swift": """
                enum ChapterCategory { case sponsor, intro }
                struct Chapters {
                    static func label(for category: ChapterCategory?) -> String {
                        switch category {
                        case .sponsor: "Sponsor"
                        case .intro: "Intro"
                        case nil: "–"
                        }
                    }
                }

                """,
        ]).run("formatters", "--all").stdout
        #expect(listing == """
            App/Chapters.swift:3:17: Chapters.label(for:)
              outputs label(for: nil) → "–"
              outputs label(for: .intro) → "Intro"
              outputs label(for: .sponsor) → "Sponsor"
            1 member that formats

            """, "\(listing)")
    }
}
