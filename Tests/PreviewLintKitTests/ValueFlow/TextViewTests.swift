import Testing

/// A slot of SwiftUI's `Text` holds the text it is made from: `Text("\(count) players")` is a
/// formatted count, `Text(date, style: .relative)` formats, and a preview's `Text("1,234 games")`
/// hard-codes that output.
@Suite struct TextViewTests {
    static func lint(production: String) throws -> [String] {
        let files = [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "App/Results.swift": """
                import SwiftUI
                struct ResultsView: View {
                    let subtitle: Text?
                    var body: some View { subtitle }
                }
                struct DailyResults: View {
                    let outOf: Int?
                    let started: Date
                    var body: some View { ResultsView(subtitle: \(production)) }
                }
                #Preview {
                    ResultsView(subtitle: Text("1,234 games"))
                }

                """,
        ]
        return try TemporaryRepository(files).run("lint", "--quiet").stdout.split(separator: "\n").map(String.init)
    }

    /// isowords' daily challenge: production counts players, the preview says games.
    @Test func aTextOfAFormattedCountIsFormatted() throws {
        let lines = try Self.lint(production: "outOf.flatMap { $0 == 0 ? nil : Text(\"\\($0) players\") }")
        #expect(lines.count == 1 && lines[0].hasPrefix("App/Results.swift:12:32: warning: \"1,234 games\" hard-codes what production formats into ResultsView.subtitle"), "\(lines)")
        #expect(lines.first?.contains("no output of \"\\(…) players\" reads \"1,234 games\"") == true, "\(lines)")
    }

    @Test func aTextWithAStyleFormats() throws {
        #expect(try Self.lint(production: "Text(started, style: .relative)").count == 1)
    }

    @Test func aTextOfFixedWordsIsNotFormatted() throws {
        #expect(try Self.lint(production: "Text(\"Daily challenge\")").isEmpty)
    }
}
