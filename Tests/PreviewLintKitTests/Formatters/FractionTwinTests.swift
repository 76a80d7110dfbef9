import Testing

/// The grid's numbers are whole: two formatters of a `Double` that agree on every whole number
/// and differ on a fraction (`59.5` seconds: one truncates, one rounds) are no formatter written
/// twice. Both are tried on fractions before they are told of as one.
@Suite struct FractionTwinTests {
    static let app = """
        import Foundation
        func clock(_ seconds: Double) -> String { String(format: "%d:%02d", Int(seconds) / 60, Int(seconds) % 60) }
        struct AppScreen { func show() { print(clock(1)) } }

        """

    static func widget(rounding: Bool) -> String {
        """
        import Foundation
        func widgetClock(_ s: Double) -> String {
            let minutes = Int(s / 60)
            return "\\(minutes):" + String(format: "%02d", Int(\(rounding ? "s.rounded()" : "s")) % 60)
        }
        struct WidgetScreen { func show() { print(widgetClock(1)) } }

        """
    }

    @Test func formattersThatDifferOnFractionsAreNoTwins() throws {
        #expect(try BehaviourTwinsTests.lint(["App/Clock.swift": Self.app, "Widget/WidgetClock.swift": Self.widget(rounding: true)]) == [])
    }

    @Test func formattersThatAgreeOnFractionsStayTwins() throws {
        #expect(try BehaviourTwinsTests.lint(["App/Clock.swift": Self.app, "Widget/WidgetClock.swift": Self.widget(rounding: false)]) == [
            "App/Clock.swift:2:6: warning: widgetClock(_:) (Widget/WidgetClock.swift:2) outputs what clock(_:) (App/Clock.swift:2) outputs, on all 13 inputs tried (clock(125.0) → \"2:05\", clock(3661.0) → \"61:01\"), in targets App, Widget that share no formatter for it; extract one into code both targets compile (a shared file or module) and call it from each (duplicated_formatting)",
        ])
    }
}
