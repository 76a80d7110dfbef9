import Testing

/// A small whole number a preview writes where production shows the number as it is
/// (`"\(orders)"`, `dose.formatted()`) is sample input in its displayed form: nothing is copied
/// from the formatting. Where production adds words, the bare number is text it never shows.
@Suite struct PlainNumberTests {
    static func files(production: String) -> [String: String] {
        [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "App/Stats.swift": """
                struct StatsRow: View {
                    let orders: String
                    let dose: String?
                    var body: some View { Text(orders) }
                }
                struct Stats: View {
                    let count: Int
                    let amount: Double
                    var body: some View {
                        StatsRow(orders: \(production), dose: amount.formatted())
                    }
                }
                #Preview {
                    StatsRow(orders: "23", dose: "60")
                }

                """,
        ]
    }

    @Test func aNumberShownAsItIsIsSampleInput() throws {
        #expect(try TemporaryRepository(Self.files(production: "\"\\(count)\"")).run("lint", "--quiet").stdout.isEmpty)
    }

    @Test func aNumberProductionShowsWithWordsIsReported() throws {
        #expect(try TemporaryRepository(Self.files(production: "\"\\(count) orders\"")).run("lint", "--quiet").stdout.split(separator: "\n").map(String.init) == [
            "App/Stats.swift:14:22: warning: \"23\" hard-codes what production formats into StatsRow.orders (StatsRow.orders ← \"\\(…) orders\" at App/Stats.swift:10); no output of \"\\(…) orders\" reads \"23\"; build the preview from a state value passed through that formatting instead (preview_hardcoded_format)",
        ])
    }

    /// A number style that writes whole numbers as they are (no fraction digit shown to be written)
    /// takes `"23"` as its sample; one that writes a fraction digit makes `"23.0"`, never `"23"`.
    @Test func aNumberStyleWithoutFractionDigitsShowsNumbersAsTheyAre() throws {
        let zero = Self.files(production: "amount.formatted(.number.precision(.fractionLength(0)))")
        #expect(try TemporaryRepository(zero).run("lint", "--quiet").stdout.isEmpty)
        let chosen = Self.files(production: "amount.formatted(.number.precision(.fractionLength(digits)))")
            .mapValues {
                $0.replacingOccurrences(of: "let amount: Double\n", with: "let amount: Double\n    let digits: Int\n")
            }
        #expect(try TemporaryRepository(chosen).run("lint", "--quiet").stdout.isEmpty)
        let one = Self.files(production: "amount.formatted(.number.precision(.fractionLength(1)))")
        #expect(try TemporaryRepository(one).run("lint", "--quiet").stdout.split(separator: "\n").map(String.init) == [
            "App/Stats.swift:14:22: warning: \"23\" hard-codes what production formats into StatsRow.orders (StatsRow.orders ← .formatted(…) at App/Stats.swift:10); build the preview from a state value passed through that formatting instead (preview_hardcoded_format)",
        ])
    }
}
