import Foundation
import Testing

/// `previewlint coverage` and the rules built on it, on a fixture repository whose coverage was
/// checked by hand: families from a constant, a postfix `#if os(…)` and an unreadable call; a Live
/// Activity whose Dynamic Island a helper builds; a view only a preview uses.
@Suite struct CoverageTests {
    @Test func coverageMatchesTheReviewedJSON() throws {
        let folder = Fixtures.path("Coverage")
        let expected = try String(contentsOfFile: folder + "/expected-coverage.json", encoding: .utf8)
        let result = try CommandRunner.run(["coverage", "--format", "json"], in: folder)
        #expect(result.status == 0)
        #expect(result.stdout == expected)
    }

    @Test func textMarksWhatIsAndIsNotPreviewed() throws {
        let result = try CommandRunner.run(["coverage"], in: Fixtures.path("Coverage"))
        #expect(result.status == 0)
        #expect(result.stdout.contains("  families (list StepsFamilies.families): ✓ systemSmall, ✓ systemMedium, ✗ accessoryCircular\n"))
        #expect(result.stdout.contains("  families: unknown (unresolved WidgetFamilies.forCurrentDevice())\n"))
        #expect(result.stdout.contains("  presentations: ✓ content, ✓ dynamic_island_compact, ✗ dynamic_island_expanded, ✗ dynamic_island_minimal\n"))
        #expect(result.stdout.hasSuffix("target Steps: 3 of 4 views previewed (75%)\ntarget StepsWidgets: 2 of 2 views previewed (100%)\n3 widgets, 1 live activities, 5 of 6 views previewed\n"))
    }

    @Test func htmlIsOneSelfContainedPage() throws {
        let result = try CommandRunner.run(["coverage", "--format", "html"], in: Fixtures.path("Coverage"))
        #expect(result.status == 0)
        let page = result.stdout
        #expect(page.hasPrefix("<!DOCTYPE html>") && page.hasSuffix("</html>\n"))
        // No script and nothing fetched: it reads the same offline and with JavaScript off.
        #expect(!page.contains("<script") && !page.contains("http://") && !page.contains("https://") && !page.contains("<link"))
        #expect(page.contains("<td><code>.accessoryCircular</code></td><td></td><td><span class=\"no\">no</span></td>"))
        #expect(page.contains("<details><summary>Steps: 3 of 4 previewed</summary>"))
    }

    @Test func theCoverageRulesReportWhatTheCoverageMisses() throws {
        let result = try CommandRunner.run(["lint", "--no-cache", "--reporter", "xcode", "--enable", "preview_only_declaration", "--enable", "live_activity_presentation_without_preview"], in: Fixtures.path("Coverage"))
        // Warnings only: the run passes unless `--strict`.
        #expect(result.status == 0)
        #expect(result.stdout == """
        App/StreakGallery.swift:4:1: warning: struct StreakGallery is used only by previews ("Streaks"), yet it is compiled into release builds; wrap it in #if DEBUG with them, or delete it if no preview needs it (preview_only_declaration)
        Watch/WatchStepsWidget.swift:10:9: warning: WatchStepsWidget supports .accessoryCorner, but no preview renders it in that family; add a preview for each (#Preview(as: .accessoryCorner) { WatchStepsWidget() } timeline: { … }) so the family is seen before it ships (widget_family_without_preview)
        Widgets/StepsWidget.swift:34:9: warning: StepsWidget supports .accessoryCircular, but no preview renders it in that family; add a preview for each (#Preview(as: .accessoryCircular) { StepsWidget() } timeline: { … }) so the family is seen before it ships (widget_family_without_preview)
        Widgets/TimerLiveActivity.swift:23:8: warning: WalkLiveActivity declares the expanded Dynamic Island (.dynamicIsland(.expanded)) and minimal Dynamic Island (.dynamicIsland(.minimal)) presentations, but no preview shows them; add #Preview(as: .dynamicIsland(.expanded), using: WalkAttributes.preview) { WalkLiveActivity() } contentStates: { … } (live_activity_presentation_without_preview)

        """)
    }
}
