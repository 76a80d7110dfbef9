import Testing
@testable import PreviewLintKit

/// A kind of value an app writes in two styles (a live clock `"2:05"`, a summary `"2m 5s"`) shows
/// no drift where its widget writes it in one of them: the widget's clock and the app's summary
/// are two styles side by side, and the widget's summary repeats the app's. Two formatters of one
/// field, or two that one target's code sees, are told whatever else the project writes.
@Suite struct StylesSideBySideTests {
    static let app = """
        func clock(_ seconds: Int) -> String { String(format: "%d:%02d", seconds / 60, seconds % 60) }
        struct AppScreen { func show() { print(clock(1)) } }

        """
    static let summary = """
        func summary(_ s: Int) -> String { "\\(s / 60)m \\(s % 60)s" }
        struct SummaryScreen { func show() { print(summary(1)) } }

        """
    static let widget = """
        func widgetElapsed(_ seconds: Int) -> String {
            let minutes = seconds / 60
            return minutes.description + "m " + (seconds - minutes * 60).description + "s"
        }
        struct WidgetScreen { func show() { print(widgetElapsed(1)) } }

        """

    @Test func aStyleTheOtherTargetAlsoWritesIsNoDrift() throws {
        #expect(try BehaviourTwinsTests.lint([
            "App/Clock.swift": Self.app, "App/Summary.swift": Self.summary, "Widget/Elapsed.swift": Self.widget,
        ]) == [
            "App/Summary.swift:1:6: warning: widgetElapsed(_:) (Widget/Elapsed.swift:1) outputs what summary(_:) "
                + "(App/Summary.swift:1) outputs, on all 13 inputs tried (summary(125) → \"2m 5s\", summary(3661) → "
                + "\"61m 1s\"), in targets App, Widget that share no formatter for it; extract one into code both "
                + "targets compile (a shared file or module) and call it from each (duplicated_formatting)",
        ])
    }

    @Test func withOneStyleOnEachSideTheyDisagree() throws {
        #expect(try BehaviourTwinsTests.lint(["App/Clock.swift": Self.app, "Widget/Elapsed.swift": Self.widget]) == [
            "App/Clock.swift:1:6: warning: clock(_:) and widgetElapsed(_:) (Widget/Elapsed.swift:1) format one "
                + "kind of value differently: clock(125) is \"2:05\", widgetElapsed(125) is \"2m 5s\" (the same "
                + "numbers on all 13 inputs tried, written differently); targets App, Widget show the value two ways: "
                + "share one formatter (duplicated_formatting)",
        ])
    }
}
