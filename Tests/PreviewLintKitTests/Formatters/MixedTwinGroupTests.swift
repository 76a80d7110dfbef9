import Testing

/// One formatting written three times: the app's shared formatter, an app row that could call it,
/// and the widget's own. Each copy is told what it can do: the row to call the app's formatter,
/// the widget to share one with the app.
@Suite struct MixedTwinGroupTests {
    @Test func eachCopyOfAGroupIsToldWhatItCanCall() throws {
        let shared = """
            import Foundation
            enum Format {
                static func clock(_ s: Int) -> String { String(format: "%d:%02d", s / 60, s % 60) }
            }
            struct AppScreen { func show() { print(Format.clock(1)) } }

            """
        let row = """
            struct Row {
                func label(_ s: Int) -> String { "\\(s / 60):" + (s % 60 < 10 ? "0" : "") + "\\(s % 60)" }
                func show() { print(label(2)) }
            }
            struct RowScreen { func show() { Row().show() } }

            """
        let widget = """
            func widgetClock(_ seconds: Int) -> String {
                let minutes = seconds / 60, rest = seconds % 60
                return "\\(minutes):\\(rest < 10 ? "0\\(rest)" : "\\(rest)")"
            }
            struct WidgetScreen { func show() { print(widgetClock(3)) } }

            """
        #expect(try BehaviourTwinsTests.lint(["App/Format.swift": shared, "App/Row.swift": row, "Widget/Clock.swift": widget]) == [
            "App/Row.swift:2:10: warning: Row.label(_:) outputs what Format.clock(_:) (App/Format.swift:3) outputs, on all 13 inputs tried (clock(125) → \"2:05\", clock(3661) → \"61:01\"); call that one instead of keeping a second formatter that will drift (reimplemented_formatter)",
            "Widget/Clock.swift:1:6: warning: Format.clock(_:) (App/Format.swift:3) outputs what widgetClock(_:) (Widget/Clock.swift:1) outputs, on all 13 inputs tried (widgetClock(125) → \"2:05\", widgetClock(3661) → \"61:01\"), in targets App, Widget that share no formatter for it; extract one into code both targets compile (a shared file or module) and call it from each (duplicated_formatting)",
        ])
    }
}
