import Testing

/// `Text("\(Int(progress * 100))%")` written in the app and in its widget is an idiom written
/// twice, not a formatter to extract. Where the copies already part on a fraction (the widget
/// truncates, the app rounds), the two targets show one value two ways. A number multiplied by
/// 100 is also no value printed as it is: `"5900%"` is 59 × 100, not `"59"` before `"00%"`.
@Suite struct PartedIdiomTests {
    static let project = """
        name: Player
        targets:
          App:
            type: application
            platform: iOS
            sources: [App]
          Widget:
            type: app-extension
            platform: iOS
            sources: [Widget]

        """

    static func app(percent: String) -> String {
        """
        import SwiftUI
        struct Item { var percentCompleted: Double }
        struct PercentageProgressView: View {
            let progress: Double
            var body: some View {
                if progress == 0 {
                    EmptyView()
                } else if progress == 1 {
                    Image(systemName: "checkmark")
                } else {
                    Text("\\(\(percent))%")
                }
            }
        }
        struct Row: View {
            let item: Item
            var body: some View { PercentageProgressView(progress: item.percentCompleted / 100) }
        }
        @main struct PlayerApp: App {
            var body: some Scene { WindowGroup { Row(item: Item(percentCompleted: 50)) } }
        }

        """
    }

    static let widget = """
        import SwiftUI
        import WidgetKit
        struct Entry { var percentCompleted: Double }
        struct CircularView: View {
            let fillFraction: Double
            var body: some View {
                Gauge(value: fillFraction, in: 0...1, label: { Text("\\(Int(fillFraction * 100))%") }) { EmptyView() }
            }
        }
        struct WidgetView: View {
            let entry: Entry
            var body: some View { CircularView(fillFraction: entry.percentCompleted / 100) }
        }
        @main struct PlayerWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "p", provider: Provider()) { entry in WidgetView(entry: entry) }
            }
        }

        """

    static func lint(percent: String) throws -> [String] {
        try TemporaryRepository.lintLines([
            "project.yml": project, "App/Progress.swift": app(percent: percent), "Widget/Circular.swift": widget,
        ], enabling: "duplicated_formatting")
    }

    @Test func copiesThatRoundAndTruncateShowOneValueTwoWays() throws {
        #expect(try Self.lint(percent: "Int((progress * 100).rounded())") == [
            "App/Progress.swift:11:13: warning: the text PercentageProgressView.body builds inline and the text CircularView.body builds inline (Widget/Circular.swift:7) format one kind of value differently: (progress = 2.675) is \"268%\", (fillFraction = 2.675) is \"267%\" (they agree on all 11 whole-number inputs tried, such as (progress = 125.0) → \"12500%\", (progress = 3661.0) → \"366100%\"); targets App, Widget show the value two ways: share one formatter (duplicated_formatting)",
        ])
    }

    @Test func copiesThatAgreeAreAnIdiom() throws {
        #expect(try Self.lint(percent: "Int(progress * 100)") == [])
    }
}
