import Testing

/// A row view whose `value` production fills with a formatted duration in one place and with other
/// text (an identifier) in another: a literal the formatter outputs is hard-coded, other text is not.
@Suite struct SharedFieldTests {
    static let files = [
        ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
        "App/Durations.swift": """
            enum Durations {
                static func hoursMinutes(_ interval: Double) -> String {
                    let minutes = Int(interval) / 60
                    return minutes < 60 ? "\\(minutes)m" : "\\(minutes / 60)h \\(minutes % 60)m"
                }
            }

            """,
        "App/SummaryRow.swift": """
            struct SummaryRow: View {
                let label: String
                let value: String
                var body: some View { Text(value) }
            }
            struct Summary: View {
                let focus: Double
                let profile: Profile
                var body: some View {
                    SummaryRow(label: "Focus", value: Durations.hoursMinutes(focus))
                    SummaryRow(label: "Profile", value: profile.identifier)
                }
            }
            #Preview {
                SummaryRow(label: "Focus", value: "5h 30m")
                SummaryRow(label: "Profile", value: "abc123")
            }

            """,
    ]

    @Test func onlyTheFormattersOutputIsReported() throws {
        let result = try TemporaryRepository(Self.files).run("lint", "--quiet")
        #expect(result.stdout.split(separator: "\n").map(String.init) == [
            "App/SummaryRow.swift:15:39: warning: \"5h 30m\" hard-codes what production formats into SummaryRow.value (SummaryRow.value ← Durations.hoursMinutes(_:)'s result at App/SummaryRow.swift:10; Durations.hoursMinutes(_:)'s result ← \"\\(…)m\" at App/Durations.swift:4); \"5h 30m\" is what hoursMinutes(19800.0) outputs; build the preview from a state value passed through that formatting instead (preview_hardcoded_format)",
        ])
    }
}

/// A section title production writes as several fixed texts and once with a count is a label: a
/// preview's title is no formatter's output.
@Suite struct LabelFieldTests {
    @Test func aTitleFilledWithFixedTextsIsALabel() throws {
        let files = [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "App/Section.swift": """
                struct Section<Content: View>: View {
                    let title: String
                    let content: () -> Content
                    init(title: String, @ViewBuilder content: @escaping () -> Content) {
                        self.title = title
                        self.content = content
                    }
                    var body: some View { Text(title) }
                }
                struct Debug: View {
                    let items: [Int]
                    var body: some View {
                        Section(title: "Strategy") { Text("a") }
                        Section(title: "Active Session") { Text("b") }
                        Section(title: "Items (\\(items.count))") { Text("c") }
                    }
                }
                #Preview {
                    Section(title: "Profile Details") { Text("d") }
                }

                """,
        ]
        #expect(try TemporaryRepository(files).run("lint", "--quiet").stdout == "")
    }

    @Test func sentinelsAreNoLabel() throws {
        let files = [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "App/Market.swift": """
                struct Market {
                    var sats: String
                }
                final class MarketLoader {
                    let formatter = NumberFormatter()
                    var market = Market(sats: "...")
                    func loaded(_ value: Double) { market.sats = formatter.string(from: NSNumber(value: value)) ?? "!" }
                }
                struct MarketView: View {
                    let market: Market
                    var body: some View { Text(market.sats) }
                }
                #Preview {
                    MarketView(market: Market(sats: "9,134"))
                }

                """,
        ]
        let lines = try TemporaryRepository(files).run("lint", "--quiet").stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 1 && lines[0].hasPrefix("App/Market.swift:14:37: warning: \"9,134\" hard-codes what production formats into Market.sats"), "\(lines)")
    }
}
