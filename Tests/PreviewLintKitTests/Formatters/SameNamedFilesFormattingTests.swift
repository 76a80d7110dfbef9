import Testing

/// Two files of one name in two targets are copies only when their content says so: an app's
/// `Monitor.swift` and its widget's are two views that share a name, and the text each builds
/// inline is compared like any other (`Monitor.body` names where it is written, not one member).
@Suite struct SameNamedFilesFormattingTests {
    static let app = """
        import SwiftUI

        struct Monitor: View {
            @State var countdown = 0
            @State var readings: [Double] = []
            var body: some View {
                VStack {
                    Text("Monitor")
                    Text(countdown > 0 ? "\\(countdown / 60) min" : "now")
                    List(readings, id: \\.self) { reading in Text("\\(reading)") }
                    Button("Clear") { readings.removeAll() }
                }
            }
        }

        struct Screen: View {
            var body: some View { Monitor() }
        }

        """

    static let widget = """
        import SwiftUI
        import WidgetKit

        struct Monitor: View {
            var entry: Entry
            var body: some View {
                HStack {
                    Image(systemName: "timer")
                    Text(entry.countdown > 0 ? "\\(entry.countdown / 60) min" : "now")
                }
                .containerBackground(.fill, for: .widget)
            }
        }

        struct Entry: TimelineEntry { let date: Date; let countdown: Int }

        struct CountdownWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "countdown", provider: Provider()) { entry in Monitor(entry: entry) }
            }
        }

        """

    @Test func inlineTextOfTwoViewsOfOneNameIsCompared() throws {
        #expect(try BehaviourTwinsTests.lint(["App/Monitor.swift": Self.app, "Widget/Monitor.swift": Self.widget]) == [
            "App/Monitor.swift:9:18: warning: the text Monitor.body builds inline (Widget/Monitor.swift"
                + ":9) outputs what the text Monitor.body builds inline (App/Monitor.swift:9) outputs, on all"
                + " 13 inputs tried ((countdown = 125) → \"2 min\", (countdown = 3661) → \"61 min\"), in targets "
                + "App, Widget that share no formatter for it; extract one into code both targets compile (a "
                + "shared file or module) and call it from each (duplicated_formatting)",
        ])
    }

    /// A file copied whole into the widget stays the copy rules' to report.
    @Test func aCopiedFileIsLeftToTheCopyRules() throws {
        #expect(try BehaviourTwinsTests.lint(["App/Monitor.swift": Self.app, "Widget/Monitor.swift": Self.app]) == [])
    }
}
