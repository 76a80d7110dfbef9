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

    /// A field production fills with a formatted duration in one place and a count's digits
    /// (`String(sets)`) in another: `"56"` is the count's sample, `"2h 14m"` the duration's text
    /// copied by hand. Before, the digits were unknown text and silenced the whole field.
    @Test func digitsOfACountAreThatBranchsSample() throws {
        let files = [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "App/Banner.swift": """
                import SwiftUI
                struct BannerEntry {
                    let title: String
                    let text: String
                }
                struct Banner: View {
                    let entries: [BannerEntry]
                    var body: some View { ForEach(entries, id: \\.title) { Text($0.text) } }
                }
                struct WorkoutBanner: View {
                    let duration: TimeInterval
                    let sets: Int
                    var body: some View {
                        Banner(entries: [
                            BannerEntry(title: "Duration", text: Self.durationFormatter.string(from: duration) ?? ""),
                            BannerEntry(title: "Sets", text: String(sets)),
                        ])
                    }
                    static let durationFormatter: DateComponentsFormatter = {
                        let formatter = DateComponentsFormatter()
                        formatter.unitsStyle = .abbreviated
                        formatter.allowedUnits = [.hour, .minute]
                        return formatter
                    }()
                }
                #Preview {
                    Banner(entries: [BannerEntry(title: "Duration", text: "2h 14m"), BannerEntry(title: "Sets", text: "56")])
                }

                """,
        ]
        let found = try TemporaryRepository(files).run("lint", "--quiet").stdout.split(separator: "\n").map(String.init)
        #expect(found == [
            "App/Banner.swift:27:59: warning: \"2h 14m\" hard-codes what production formats into BannerEntry.text (BannerEntry.text ← DateComponentsFormatter.string(from:) at App/Banner.swift:15); build the preview from a state value passed through that formatting instead (preview_hardcoded_format)",
        ])
    }
}
