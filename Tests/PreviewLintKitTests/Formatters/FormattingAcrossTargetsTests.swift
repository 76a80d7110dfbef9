import Testing

/// A few tokens of inline formatting written again in targets apart are reported with one place
/// for each target, though places of one target alike are an idiom there.
@Suite struct FormattingAcrossTargetsTests {
    static func row(_ type: String, _ value: String) -> String {
        """
        import SwiftUI
        struct \(type): View {
            let \(value): Double
            var body: some View { Text(String(format: "%.1f%%", \(value) * 100)) }
        }
        struct \(type)Screen: View { var body: some View { \(type)(\(value): 0.5) } }

        """
    }

    /// Two rows of the app alike are an idiom in one target; the widget's third is formatting
    /// written again in a target apart, told once with one place of the app.
    @Test func inlineFormattingInTwoTargetsIsToldWithOnePlaceEach() throws {
        let files = [
            "App/Battery.swift": Self.row("BatteryRow", "level"), "App/Disk.swift": Self.row("DiskRow", "usage"),
            "Widget/Gauge.swift": Self.row("GaugeView", "progress"),
        ]
        #expect(try BehaviourTwinsTests.lint(files) == [
            "App/Battery.swift:4:32: warning: the text GaugeView.body builds inline (Widget/Gauge.swift:4) outputs what the text "
                + "BatteryRow.body builds inline (App/Battery.swift:4) outputs, on all 13 inputs tried ((level = 125.0) → \"12500.0%\", "
                + "(level = 3661.0) → \"366100.0%\"), in targets App, Widget that share no formatter for it; extract one into code "
                + "both targets compile (a shared file or module) and call it from each (duplicated_formatting)",
        ])
    }
}
