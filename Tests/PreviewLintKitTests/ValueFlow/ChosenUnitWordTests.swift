import Testing

/// A formatter that picks its unit word into a local (`text = Words.minutes`) formats: those
/// words are its output's, not fixed texts callers hand the field, so a preview's literal for the
/// field is still told.
@Suite struct ChosenUnitWordTests {
    static let files: [String: String] = [
        ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
        "App/Saved.swift": """
            import SwiftUI
            struct Stats {
                var minutes = 0
                var timeSaved: String {
                    var text = ""
                    var count = 0
                    if minutes < 60 {
                        count = minutes
                        text = Words.minutes
                    } else {
                        count = minutes / 60
                        text = Words.hours
                    }
                    if let countText = count.decimalText {
                        return countText + text
                    }
                    return "0" + Words.minutes
                }
            }
            extension Int {
                var decimalText: String? {
                    let formatter = NumberFormatter()
                    formatter.numberStyle = .decimal
                    return formatter.string(from: NSNumber(value: self))
                }
            }
            enum Words {
                static let minutes = "m"
                static let hours = "h"
            }
            struct StatView: View {
                let value: String
                var body: some View { Text(value) }
            }
            struct Screen: View {
                let stats: Stats
                var body: some View { StatView(value: stats.timeSaved) }
            }
            #Preview { StatView(value: "1 hour") }

            """,
    ]

    @Test func aWordTheFormatterPicksIsItsOutput() throws {
        let lines = try TemporaryRepository(Self.files).run("lint", "--quiet").stdout.split(separator: "\n").map(String.init)
        #expect(lines == [
            "App/Saved.swift:39:28: warning: \"1 hour\" hard-codes what production formats into StatView.value (StatView.value ← "
                + "Stats.timeSaved at App/Saved.swift:37; Stats.timeSaved ← local countText at App/Saved.swift:15; local countText ← "
                + "Int.decimalText at App/Saved.swift:14; Int.decimalText ← NumberFormatter.string(from:) at App/Saved.swift:24); "
                + "build the preview from a state value passed through that formatting instead (preview_hardcoded_format)",
        ])
    }
}
