import Testing

/// Inline formatting of a value a function of the project's computes, whose body is not modelled
/// (`let minutes = start.minutes(until: end)`): the local is an input of the function's declared
/// return type, so the formatting is compared by its outputs.
@Suite struct CallReturnInputTests {
    static let cell = """
    import Foundation
    final class SessionCell {
        var label = ""
        func configure(start: Date, end: Date) {
            let minutes = start.minutes(until: end)
            label = String(format: "%d:%02d", minutes / 60, minutes % 60)
        }
    }
    struct Screen { func show() { SessionCell().configure(start: Date(), end: Date()) } }

    """

    static let widget = """
    import SwiftUI
    struct SessionView: View {
        let start: Date
        let end: Date
        var body: some View {
            let minutes = start.minutes(until: end)
            Text("\\(minutes / 60):" + (minutes % 60 < 10 ? "0" : "") + "\\(minutes % 60)")
        }
    }
    struct WidgetScreen: View { var body: some View { SessionView(start: Date(), end: Date()) } }

    """

    static func minutes(returning type: String) -> String {
        """
        import Foundation
        extension Date {
            func minutes(until end: Date) -> \(type) { Calendar.current.dateComponents([.minute], from: self, to: end).minute ?? 0 }
        }

        """
    }

    @Test func aLocalAProjectFunctionReturnsIsAnInput() throws {
        let files = ["App/Clock.swift": Self.cell, "App/Date+Minutes.swift": Self.minutes(returning: "Int"), "Widget/SessionView.swift": Self.widget]
        #expect(try BehaviourTwinsTests.lint(files) == [
            "App/Clock.swift:6:9: warning: the text SessionView.body builds inline (Widget/SessionView.swift:7) outputs what the text SessionCell.configure(start:end:) builds inline (App/Clock.swift:6) outputs, on all 13 inputs tried ((minutes = 125) → \"2:05\", (minutes = 3661) → \"61:01\"), in targets App, Widget that share no formatter for it; extract one into code both targets compile (a shared file or module) and call it from each (duplicated_formatting)",
        ])
    }

    /// A call whose arguments are not modelled (`ends[0]`) leaves the local out of the slice: typed
    /// by the function's return type, it is an input all the same.
    @Test func aLocalMadeFromUnmodelledArgumentsIsAnInputToo() throws {
        let widget = Self.widget.replacingOccurrences(of: "let end: Date", with: "let ends: [Date]")
            .replacingOccurrences(of: "start.minutes(until: end)", with: "start.minutes(until: ends[0])")
            .replacingOccurrences(of: "end: Date())", with: "ends: [])")
        let lines = try TemporaryRepository.formatterLines(["App/Date+Minutes.swift": Self.minutes(returning: "Int"), "Widget/SessionView.swift": widget])
        #expect(lines.contains("  outputs (minutes = 125) → \"2:05\""))
        let ambiguous = try TemporaryRepository.formatterLines(["App/Date+Minutes.swift": Self.minutes(returning: "Int"), "Widget/SessionView.swift": widget,
                                                                "App/Other.swift": "extension Calendar { func minutes(until end: Date) -> Double { 0 } }\n"])
        #expect(ambiguous.contains("  outputs unknown: minutes is made by minutes(until:), which the project declares with no one modelled type"))
    }

    /// Two functions of that signature returning different types: which one is called is a guess.
    @Test func aSignatureDeclaredWithTwoReturnTypesIsUnknown() throws {
        let files = ["App/Clock.swift": Self.cell, "App/Date+Minutes.swift": Self.minutes(returning: "Int"),
                     "App/Other.swift": "extension Calendar { func minutes(until end: Date) -> Double { 0 } }\n", "Widget/SessionView.swift": Self.widget]
        let lines = try TemporaryRepository.formatterLines(files)
        #expect(lines.filter { $0.hasPrefix("  outputs") } == Array(repeating: "  outputs unknown: calls .minutes(until:) on a value, which no lowered extension declares", count: 2))
    }

    /// A recorder whose label formats what a method reading its state and the clock returns.
    static let recorder = """
    import UIKit
    final class RecorderView: UIView {
        var startTimestamp = 0
        let timeLabel = UILabel()
        func getTimeCounted() -> Int { Int(Date().timeIntervalSince1970) - startTimestamp }
        func fixedCount() -> Int { 125 }
        private func updateTimeLabel() {
            let duration = getTimeCounted()
            let minutes = duration / 60
            let seconds = duration % 60
            timeLabel.text = String(format: "%02ld:%02ld", minutes, seconds)
        }
        private func updateFixedLabel() {
            let duration = fixedCount()
            timeLabel.text = String(format: "%02ld:%02ld", duration / 60, duration % 60)
        }
        func tick() { updateTimeLabel(); updateFixedLabel() }
    }

    """

    /// A method of the type's own that reads its stored properties and the clock
    /// (`getTimeCounted()`): a call cannot run it, so the local it makes is an input. One that reads
    /// only its arguments is run, and makes a constant here.
    @Test func aLocalMadeByAMethodReadingItsTypesStateIsAnInput() throws {
        let lines = try TemporaryRepository.formatterLines(["App/RecorderView.swift": Self.recorder])
        #expect(lines == [
            "App/RecorderView.swift:11:9: the text RecorderView.updateTimeLabel() builds inline",
            "  outputs (duration = 0) → \"00:00\"",
            "  outputs (duration = 125) → \"02:05\"",
            "  outputs (duration = 3661) → \"61:01\"",
            "App/RecorderView.swift:15:9: the text RecorderView.updateFixedLabel() builds inline",
            "  outputs unknown: it takes no input: a constant",
            "2 members that format",
        ])
    }

    /// The seed's case in a chat app: the recorder's label and a free function format one duration alike.
    @Test func inlineFormattingOfAStatefulMethodsResultIsComparedWithAFormatter() throws {
        let format = """
        import Foundation
        func formatSeconds(seconds: Int) -> String {
            String(format: "%02d:%02d", seconds / 60, seconds % 60)
        }
        struct Expanded { func show(_ s: Int) { print(formatSeconds(seconds: s)) } }

        """
        let files = ["App/RecorderView.swift": Self.recorder, "App/Expanded.swift": format]
        let found = try BehaviourTwinsTests.lint(files)
        #expect(found == [
            "App/RecorderView.swift:11:9: warning: the text RecorderView.updateTimeLabel() builds inline outputs what formatSeconds(seconds:) (App/Expanded.swift:2) outputs, on all 13 inputs tried (formatSeconds(seconds: 125) → \"02:05\", formatSeconds(seconds: 3661) → \"61:01\"); call that one instead of keeping a second formatter that will drift (reimplemented_formatter)",
        ])
    }
}
