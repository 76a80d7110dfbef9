import Testing
@testable import PreviewLintKit

/// A static value named as sample data (`OnboardingSamples.sunset`) holds a sample even where
/// production shows it: text it writes into a field production formats is reported like a
/// preview's. The same value under a production name is production's own text.
@Suite struct NamedSamplesTests {
    static func files(owner: String, member: String) -> [String: String] {
        [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "App/Sun.swift": """
                import Foundation
                struct SunEvent {
                    let time: String
                }
                struct SunCard: View {
                    let event: SunEvent
                    var body: some View { Text(event.time) }
                }
                struct Forecast {
                    let sunset: Date
                    var event: SunEvent { SunEvent(time: sunset.formatted(date: .omitted, time: .shortened)) }
                }
                enum \(owner) {
                    static let \(member) = SunEvent(time: "21:32")
                }
                struct Tour: View {
                    var body: some View { SunCard(event: \(owner).\(member)) }
                }

                """,
        ]
    }

    static func lint(owner: String, member: String) throws -> String {
        try TemporaryRepository(files(owner: owner, member: member)).run("lint", "--quiet").stdout
    }

    @Test func aStaticValueNamedAsSampleDataIsReportedThoughProductionShowsIt() throws {
        let output = try Self.lint(owner: "OnboardingSamples", member: "sunset")
        #expect(output.split(separator: "\n").map(String.init) == [
            "App/Sun.swift:14:40: warning: \"21:32\" hard-codes what production formats into SunEvent.time "
                + "(SunEvent.time ← .formatted(…) at App/Sun.swift:11); build the preview from a state value passed "
                + "through that formatting instead (preview_hardcoded_format)",
        ])
        let byMember = try Self.lint(owner: "Settings", member: "sampleSunset")
        #expect(byMember.contains("App/Sun.swift:14:46: warning: \"21:32\" hard-codes"))
    }

    @Test func aStaticValueUnderAProductionNameIsProductionsText() throws {
        let output = try Self.lint(owner: "Defaults", member: "sunset")
        #expect(output.isEmpty)
    }

    /// The words are found as `TargetMembership.words` splits names, without a string per word.
    @Test func aNamesWordsAreSplitAsTargetNamesAre() {
        let names = ["OnboardingSampleData", "sampleSunset", "figmaPreview", "PREVIEW", "stub", "Stubborn", "sampler",
                     "mock_items", "demo2", "Sample.Data", "résuméSample", "LinkPreviewView", "sunset", "", "fixtures"]
        for name in names {
            let expected = TargetMembership.words(of: name).contains { NamedSamples.words.contains(Array($0.utf8)) }
            #expect(NamedSamples.hasWord(name[...]) == expected, "\(name)")
        }
    }
}

