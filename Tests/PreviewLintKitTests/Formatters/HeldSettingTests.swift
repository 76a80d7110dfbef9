import Testing

/// A formatter of a value and an enum setting, held at each case, is a formatter of the value
/// alone: a widget's countdown that formats minutes itself, or a widget that hard-wires one unit, is
/// compared with the app's formatter at that case, as Bools are held (`showSeconds: true`).
@Suite struct HeldSettingTests {
    static let shortTime = """
    import Foundation
    enum TemporalState { case past, present, future }
    public final class Formatters {
        public func shortFormattedTime(untilMinutes: Int, temporalState: TemporalState) -> String {
            switch temporalState {
            case .present: return "NOW"
            default: return String(format: "%dm", untilMinutes)
            }
        }
    }
    struct DepartureRow { let formatters: Formatters; func show() { print(formatters.shortFormattedTime(untilMinutes: 1, temporalState: .future)) } }

    """

    /// The Live Activity's pill says NOW at zero minutes where the shared formatter asks the state.
    @Test func aCountdownOfMinutesAloneDisagreesWithTheFormatterAtOneState() throws {
        let pill = """
        struct CountdownPill {
            let minutes: Int
            var text: String { minutes == 0 ? "NOW" : "\\(minutes)m" }
        }
        struct ActivityView { func show(_ pill: CountdownPill) { print(pill.text) } }

        """
        #expect(try BehaviourTwinsTests.lint(["App/Formatters.swift": Self.shortTime, "Widget/CountdownPill.swift": pill]) == [
            "App/Formatters.swift:4:17: warning: Formatters.shortFormattedTime(untilMinutes:temporalState:) and CountdownPill.text (Widget/CountdownPill.swift:3) format one kind of value differently: shortFormattedTime(untilMinutes: 0, temporalState: .future) is \"0m\", text [minutes = 0] is \"NOW\" (they agree on 12 inputs, such as shortFormattedTime(untilMinutes: 1, temporalState: .future) → \"1m\", shortFormattedTime(untilMinutes: 59, temporalState: .future) → \"59m\"); targets App, Widget show the value two ways: share one formatter (duplicated_formatting)",
        ])
    }

    /// The app honours the user's unit; the widget's own formatter is the app's at mmol/L, written again.
    @Test func aWidgetThatHardWiresOneUnitIsTheAppsFormatterAtThatUnit() throws {
        let app = """
        import Foundation
        enum GlucoseUnit { case mgdl, mmol }
        func glucoseText(_ value: Double, unit: GlucoseUnit) -> String {
            switch unit {
            case .mgdl: return String(format: "%.0f mg/dL", value)
            case .mmol: return String(format: "%.1f mmol/L", value / 18)
            }
        }
        struct AppScreen { func show() { print(glucoseText(100, unit: .mgdl)) } }

        """
        let widget = """
        import Foundation
        func widgetGlucose(_ value: Double) -> String { String(format: "%.1f mmol/L", value / 18) }
        struct WidgetScreen { func show() { print(widgetGlucose(100)) } }

        """
        #expect(try BehaviourTwinsTests.lint(["App/Glucose.swift": app, "Widget/GlucoseWidget.swift": widget]) == [
            "App/Glucose.swift:3:6: warning: widgetGlucose(_:) (Widget/GlucoseWidget.swift:2) outputs what glucoseText(_:unit:) (App/Glucose.swift:3) with unit: .mmol outputs, on all 13 inputs tried (glucoseText(125.0, unit: .mmol) → \"6.9 mmol/L\", glucoseText(3661.0, unit: .mmol) → \"203.4 mmol/L\"), in targets App, Widget that share no formatter for it; extract one into code both targets compile (a shared file or module) and call it from each (duplicated_formatting)",
        ])
    }

    /// A badge's text that only calls the shared formatter disagrees with the countdown as the
    /// formatter does: the countdown is told of the formatter, once.
    @Test func aWrapperOfTheFormatterIsNotToldAgain() throws {
        let badge = """
        struct DepartureBadge {
            let formatters: Formatters
            let minutes: Int
            let state: TemporalState
            var displayText: String { formatters.shortFormattedTime(untilMinutes: minutes, temporalState: state) }
        }
        struct BadgeScreen { func show(_ b: DepartureBadge) { print(b.displayText) } }

        """
        let pill = """
        struct CountdownPill {
            let minutes: Int
            var text: String { minutes == 0 ? "NOW" : "\\(minutes)m" }
        }
        struct ActivityView { func show(_ pill: CountdownPill) { print(pill.text) } }

        """
        let lines = try BehaviourTwinsTests.lint(["App/Formatters.swift": Self.shortTime, "App/Badge.swift": badge, "Widget/CountdownPill.swift": pill])
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("App/Formatters.swift:4:17: warning: Formatters.shortFormattedTime(untilMinutes:temporalState:) and CountdownPill.text") == true)
    }
}
