import Foundation
import PreviewLintKit
import Testing

/// Seed 002 done right is clean; each planted defect is found exactly once, with its message, and nothing else.
@Suite struct PlantedDefectTests {
    struct Defect: CustomStringConvertible, Sendable {
        var name: String
        /// Relative path → text to append (or, with `replace`, the (old, new) pair to substitute).
        var append: [String: String] = [:]
        var replace: [String: (String, String)] = [:]
        var expected: String
        var description: String { name }
    }

    static let widgetView = "WidgetExtension/MeditationLiveActivityView.swift"

    static let defects: [Defect] = [
        Defect(
            name: "hard-coded output in a preview",
            // A caption the timer view shows, filled by the shared formatter; its preview writes the
            // formatter's output as a literal.
            append: ["LittleMoments/Features/Timer/TimerView.swift": "\nstruct TimerCaption: View {\n    let text: String\n    var body: some View { Text(text) }\n}\n\nextension TimerView {\n    var caption: some View { TimerCaption(text: timerDisplayFromSeconds(seconds: model.secondsElapsed, showSeconds: model.showSeconds)) }\n}\n\n#if DEBUG\n#Preview(\"Caption\") {\n    TimerCaption(text: \"2:05\")\n}\n#endif\n"],
            expected: "LittleMoments/Features/Timer/TimerView.swift:47:24: warning: \"2:05\" hard-codes what production formats into TimerCaption.text (TimerCaption.text ← timerDisplayFromSeconds(seconds:showSeconds:)'s result at LittleMoments/Features/Timer/TimerView.swift:42; timerDisplayFromSeconds(seconds:showSeconds:)'s result ← String(format:) at LittleMoments/Shared/TimerFormatting.swift:12); \"2:05\" is what timerDisplayFromSeconds(seconds: 125.0, showSeconds: true) outputs; build the preview from a state value passed through that formatting instead (preview_hardcoded_format)"
        ),
        Defect(
            name: "inline String(format:) in the widget view",
            replace: [widgetView: (
                "Text(timerDisplayFromSeconds(seconds: context.state.secondsElapsed, showSeconds: false))",
                "Text(String(format: \"%.0f s\", context.state.secondsElapsed))"
            )],
            expected: "WidgetExtension/MeditationLiveActivityView.swift:32:22: warning: context.state.secondsElapsed is formatted inline in widget code; call timerDisplayFromSeconds(seconds:showSeconds:) (LittleMoments/Shared/TimerFormatting.swift:4) so every place shows it the same way (unshared_formatting)"
        ),
        Defect(
            name: "a reimplemented formatter",
            append: ["WidgetExtension/CompactLabel.swift": "func compactLabel(seconds: Int) -> String {\n"
                + "    String(format: \"%d:%02d\", seconds / 60, seconds % 60)\n}\n"
                + "struct CompactView { func show() { print(compactLabel(seconds: 125)) } }\n"],
            expected: "WidgetExtension/CompactLabel.swift:1:6: warning: compactLabel(seconds:) formats what timerDisplayFromSeconds(seconds:showSeconds:) (WidgetExtension/TimerFormatting.swift:4) formats, differently: compactLabel(seconds: 3661) is \"61:01\", timerDisplayFromSeconds(seconds: 3661.0, showSeconds: true) is \"1:01:01\" (they agree on 8 inputs, such as \"0:00\", \"0:01\"); call the shared formatter instead of a second one that already disagrees (reimplemented_formatter)"
        ),
        Defect(
            name: "a preview-only view",
            append: [widgetView: """

            #if DEBUG
            struct LiveActivityPreviewView: View {
                let state: MeditationLiveActivityAttributes.ContentState
                var body: some View { Text(timerDisplayFromSeconds(seconds: state.secondsElapsed, showSeconds: true)) }
            }

            struct LiveActivity_Previews: PreviewProvider {
                static var previews: some View {
                    LiveActivityPreviewView(state: MeditationLiveActivityAttributes.previewState)
                        .previewContext(WidgetPreviewContext(family: .systemMedium))
                        .previewDisplayName("In Progress")
                }
            }
            #endif

            """],
            expected: "WidgetExtension/MeditationLiveActivityView.swift:75:9: warning: this widget preview renders its states with LiveActivityPreviewView, a preview-only view; render the widget's real view so the preview shows what the widget shows: `#Preview(as: .content, using: Attributes.preview) { TheLiveActivity() } contentStates: { … }` for a Live Activity, `#Preview(as: .systemSmall) { TheWidget() } timeline: { … }` for a widget (preview_state_bypass)"
        ),
    ]

    @Test func theWellBuiltRepositoryIsClean() throws {
        // Every rule, also those off by default, but identical_target_copy, which the fixture's
        // configuration turns off: it keeps its copies identical on purpose.
        let optIn = RuleCatalog.descriptors.filter { !$0.enabled && $0.id != "identical_target_copy" }.flatMap { ["--enable", $0.id] }
        let result = try CommandRunner.run(["lint", "--strict", "--quiet"] + optIn, in: Fixtures.path("LiveActivityClean"))
        #expect(result.status == 0)
        #expect(result.stdout == "")
    }

    @Test(arguments: defects)
    func eachPlantedDefectIsFoundOnce(defect: Defect) throws {
        let repository = try TemporaryRepository()
        try copyFixture("LiveActivityClean", to: repository.path)
        for (path, text) in defect.append {
            let url = URL(fileURLWithPath: repository.path + "/" + path)
            let existing = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
            try repository.write(path, existing + text)
        }
        for (path, change) in defect.replace {
            let existing = try String(contentsOfFile: repository.path + "/" + path, encoding: .utf8)
            #expect(existing.contains(change.0), "the fixture no longer has the text to replace")
            try repository.write(path, existing.replacingOccurrences(of: change.0, with: change.1))
        }
        // The rule the defect names is asked for, whatever its tier: each planted defect is one it should find.
        let rule = String(defect.expected.split(separator: "(").last?.dropLast() ?? "")
        let result = try repository.run("lint", "--strict", "--quiet", "--enable", rule)
        #expect(result.stdout == defect.expected + "\n")
        #expect(result.status == 1)
    }

    private func copyFixture(_ name: String, to destination: String) throws {
        let source = Fixtures.path(name)
        let enumerator = FileManager.default.enumerator(atPath: source)
        while let relative = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: source + "/" + relative, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            let text = try String(contentsOfFile: source + "/" + relative, encoding: .utf8)
            let url = URL(fileURLWithPath: destination + "/" + relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }
}
