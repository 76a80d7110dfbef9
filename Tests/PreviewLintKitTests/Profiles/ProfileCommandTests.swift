import Foundation
import Testing
@testable import PreviewLintKit

/// `--profile` and `profile:` as a user runs them: a repository on disk in, exact report and
/// exit code out. `identical_target_copy` is default, `preview_live_dependency` extended,
/// `preview_hardcoded_format`, `preview_fixture_outside_debug` and `widget_family_without_preview`
/// experimental (ProfileRuleSetTests pins the tiers).
@Suite struct ProfileCommandTests {
    static let files = [
        "App/StepsWidget.swift": """
        struct StepsWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "steps", provider: StepsProvider()) { entry in
                    StepsView(entry: entry)
                }
                .supportedFamilies([.systemSmall, .systemMedium])
            }
        }

        #if DEBUG
        #Preview(as: .systemSmall) {
            StepsWidget()
        } timeline: {
            StepsEntry(date: .now, steps: 1200)
        }
        #endif

        """,
        "App/StepsView.swift": "#if DEBUG\n#Preview(\"Steps\") { StepsView(steps: 1200) }\n#Preview(\"No steps\") { StepsView(steps: 0) }\n#endif\n",
        "App/ClockView.swift": """
        struct ClockView: View {
            let timeText: String
            var body: some View { Text(timeText) }
        }
        struct ClockScreen: View {
            let seconds: Int
            var body: some View { ClockView(timeText: String(format: "%d:%02d", seconds / 60, seconds % 60)) }
        }

        #if DEBUG
        #Preview("Running") { ClockView(timeText: "2:05") }
        #endif

        """,
        "App/FeedView.swift": """
        struct FeedView: View {
            let session: URLSession
            var body: some View { Text("Feed") }
        }
        struct FeedScreen: View {
            var body: some View { FeedView(session: .shared) }
        }

        #if DEBUG
        #Preview("Feed") { FeedView(session: URLSession.shared) }
        #endif

        """,
        // The target keeps its preview code inside #if DEBUG; this Mother object ships in release.
        "App/StepsMother.swift": "enum StepsMother {\n    static func make() -> StepsEntry { StepsEntry(date: .now, steps: 800) }\n}\n",
        "App/Theme.swift": "enum Theme {\n    static let corner: CGFloat = 12\n}\n",
        "Widget/Theme.swift": "enum Theme {\n    static let corner: CGFloat = 12\n}\n",
    ]

    /// What `preview_hardcoded_format` says of the clock's preview.
    static let clockFinding = "App/ClockView.swift:11:43: warning: \"2:05\" hard-codes what production formats into "
        + "ClockView.timeText (ClockView.timeText ← String(format:) at App/ClockView.swift:7); build the preview from "
        + "a state value passed through that formatting instead (preview_hardcoded_format)\n"

    /// What `preview_live_dependency` says of the feed's preview.
    static let liveFinding = "App/FeedView.swift:10:38: warning: URLSession.shared is a live dependency (pattern "
        + "'shared_session'); give the preview a protocol mock or a preview model instead (inject it, or a "
        + "`static let preview` instance under #if DEBUG) (preview_live_dependency)\n"

    static let fixtureFinding = "App/StepsMother.swift:1:1: warning: StepsMother (a Mother object) is compiled into "
        + "release builds, unlike 5 of the 6 previews and fixtures of target App, which are inside #if DEBUG; "
        + "wrap it in #if DEBUG (preview_fixture_outside_debug)\n"

    static let widgetFinding = "App/StepsWidget.swift:6:9: warning: StepsWidget supports .systemMedium, but no preview renders it in that family; add a preview for each (#Preview(as: .systemMedium) { StepsWidget() } timeline: { … }) so the family is seen before it ships (widget_family_without_preview)\n"

    static func copyFindings(_ severity: String) -> String {
        """
        App/Theme.swift:1:1: \(severity): this file is an identical copy of Widget/Theme.swift (target Widget); share one file between the targets (target membership or a shared module) so the copies cannot drift (identical_target_copy)
        Widget/Theme.swift:1:1: \(severity): this file is an identical copy of App/Theme.swift (target App); share one file between the targets (target membership or a shared module) so the copies cannot drift (identical_target_copy)

        """
    }

    func repository(configuration: String? = nil) throws -> TemporaryRepository {
        var files = Self.files
        files[".previewlint.yml"] = configuration
        return try TemporaryRepository(files)
    }

    @Test func theDefaultProfileRunsTheDefaultTier() throws {
        let result = try repository().run("lint", "--quiet", "--no-cache", "--strict")
        #expect(result.stdout == Self.copyFindings("note") && result.status == 0)
    }

    @Test func extendedFindingsAreReportedWithoutFailingTheRun() throws {
        let repository = try repository()
        let extended = try repository.run("lint", "--quiet", "--no-cache", "--profile", "extended", "--strict", "--max-warnings", "0")
        #expect(extended.stdout == Self.liveFinding + Self.copyFindings("note"))
        #expect(extended.status == 0)
        let all = try repository.run("lint", "--quiet", "--no-cache", "--profile", "all", "--strict")
        #expect(all.stdout == Self.clockFinding + Self.liveFinding + Self.fixtureFinding + Self.widgetFinding
            + Self.copyFindings("note"))
        #expect(all.status == 0)
        // Without --quiet the summary says which findings cannot fail the run.
        let summary = try repository.run("lint", "--no-cache", "--profile", "extended")
        #expect(summary.stderr.contains("1 of them from rules the profile adds, which do not fail the run."))
        // Reports mark them, so CI scripts can tell them apart; a default run marks nothing.
        let json = try repository.run("lint", "--quiet", "--no-cache", "--profile", "extended", "--reporter", "json").stdout
        #expect(json.components(separatedBy: "\"advisory\"").count == 2)
        let sarif = try repository.run("lint", "--quiet", "--no-cache", "--profile", "extended", "--reporter", "sarif").stdout
        #expect(sarif.components(separatedBy: "\"advisory\"").count == 2)
        #expect(!(try repository.run("lint", "--quiet", "--no-cache", "--reporter", "json").stdout.contains("advisory")))
        // Enabled by name, the rule's findings count like any other.
        let named = try repository.run(
            "lint", "--quiet", "--no-cache", "--profile", "extended", "--enable", "preview_live_dependency",
            "--strict")
        #expect(named.stdout == Self.liveFinding + Self.copyFindings("note"))
        #expect(named.status == 1)
    }

    @Test func aRuleSwitchedOffInTheConfigurationStaysOffInProfileAll() throws {
        let configuration = "profile: all\nrules:\n  widget_family_without_preview:\n    enabled: false\n"
        let result = try repository(configuration: configuration).run("lint", "--quiet", "--no-cache")
        #expect(result.stdout == Self.clockFinding + Self.liveFinding + Self.fixtureFinding + Self.copyFindings("note"))
        #expect(result.status == 0)
    }

    @Test func aSeverityTheUserGivesMakesTheFindingsCount() throws {
        let configuration = "profile: all\nrules:\n  widget_family_without_preview:\n    severity: error\n"
        let result = try repository(configuration: configuration).run("lint", "--quiet", "--no-cache")
        let raised = Self.widgetFinding.replacingOccurrences(of: ": warning: ", with: ": error: ")
        #expect(result.stdout == Self.clockFinding + Self.liveFinding + Self.fixtureFinding + raised
            + Self.copyFindings("note"))
        #expect(result.status == 1)
    }

    @Test func anUnknownProfileIsAUsageError() throws {
        let repository = try repository(configuration: "included: []\nprofile: extnded\n")
        let configured = try repository.run("lint", "--quiet", "--no-cache")
        #expect(configured.status == 2 && configured.stdout == "")
        #expect(configured.stderr == "\(repository.realPath)/.previewlint.yml:2:10: error: 'profile' must be one of default, extended, all, found 'extnded'; did you mean 'extended'?\n")
        let flag = try repository.run("lint", "--profile", "bogus")
        #expect(flag.status == 2)
        #expect(flag.stderr.hasPrefix("Error: The value 'bogus' is invalid for '--profile <profile>'. Please provide one of 'default', 'extended' or 'all'.\n"))
    }

    @Test func initNamesTheProfileAndOffersEachExtendedRule() throws {
        let repository = try repository()
        #expect(try repository.run("init").status == 0)
        let written = try String(contentsOfFile: repository.path + "/.previewlint.yml", encoding: .utf8)
        #expect(written.contains("\nprofile: default\n"))
        let figures = try #require(RuleCatalog.descriptor("preview_live_dependency")?.figures)
        #expect(written.contains("\n  # preview_live_dependency: warning  # \(figures.precisionText)\n"))
        #expect(!written.contains("# unnamed_preview"))
        #expect(!written.contains("preview_hardcoded_format"))
        #expect(!written.contains("widget_family_without_preview"))
        #expect(!written.contains("preview_fixture_outside_debug"))
        #expect(try repository.run("lint", "--quiet", "--no-cache", "--strict").stdout == Self.copyFindings("note"))
        // Uncommented, the extended rule runs and its findings count.
        try repository.write(
            ".previewlint.yml",
            written.replacingOccurrences(of: "  # preview_live_dependency", with: "  preview_live_dependency"))
        let switchedOn = try repository.run("lint", "--quiet", "--no-cache", "--strict")
        #expect(switchedOn.stdout == Self.liveFinding + Self.copyFindings("note") && switchedOn.status == 1)
    }
}
