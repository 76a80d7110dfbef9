import Testing

/// An enum the project declares without payloads (`enum GlucoseUnit { case mgdl, mmol }`) is a
/// setting: formatting that switches on it is tried on every case, as a Bool is tried both ways.
@Suite struct EnumSettingTests {
    static let snapshot = """
        enum GlucoseUnit { case mgdl, mmol }
        struct GlucoseSnapshot {
            enum Trend { case up(Int), flat }
            let value: Int
            let unit: GlucoseUnit
            let trend: Trend
        }

        """

    static let app = """
        import Foundation
        func glucoseText(_ mgdl: Int, unit: GlucoseUnit) -> String {
            switch unit {
            case .mgdl: return "\\(mgdl) mg/dL"
            case .mmol: return String(format: "%.1f mmol/L", Double(mgdl) / 18.0)
            }
        }
        struct AppScreen { func show() { print(glucoseText(1, unit: .mgdl)) } }

        """

    static func widget(mmol format: String) -> String {
        """
        import Foundation
        enum LAFormat {
            static func glucose(_ s: GlucoseSnapshot) -> String {
                if s.unit == .mgdl { return "\\(s.value) mg/dL" }
                return String(format: "\(format)", Double(s.value) / 18.0)
            }
            static func trend(_ s: GlucoseSnapshot) -> String {
                switch s.trend {
                case .flat: return "→"
                default: return "↑"
                }
            }
        }
        struct WidgetScreen { func show(_ s: GlucoseSnapshot) { print(LAFormat.glucose(s)) } }

        """
    }

    /// The widget reads the unit from the snapshot's field, the app takes it as a parameter: both
    /// are tried on both units, and agree.
    @Test func aUnitSwitchedOnInTheWidgetIsTheAppsFormattingWrittenAgain() throws {
        let files = ["Shared/Snapshot.swift": Self.snapshot, "App/Glucose.swift": Self.app, "Widget/LAFormat.swift": Self.widget(mmol: "%.1f mmol/L")]
        #expect(try BehaviourTwinsTests.lint(files) == [
            "App/Glucose.swift:2:6: warning: LAFormat.glucose(_:) (Widget/LAFormat.swift:3) outputs what glucoseText(_:unit:) (App/Glucose.swift:2) outputs, on all 26 inputs tried (glucoseText(125, unit: .mgdl) → \"125 mg/dL\", glucoseText(125, unit: .mmol) → \"6.9 mmol/L\"), in targets App, Widget that share no formatter for it; extract one into code both targets compile (a shared file or module) and call it from each (duplicated_formatting)",
        ])
    }

    /// Two digits in the widget where the app shows one, for one unit only: the input is named.
    @Test func aUnitFormattedTwoWaysIsADisagreementOnThatUnit() throws {
        let files = ["Shared/Snapshot.swift": Self.snapshot, "App/Glucose.swift": Self.app, "Widget/LAFormat.swift": Self.widget(mmol: "%.2f mmol/L")]
        #expect(try BehaviourTwinsTests.lint(files) == [
            "App/Glucose.swift:2:6: warning: glucoseText(_:unit:) and LAFormat.glucose(_:) (Widget/LAFormat.swift:3) format one kind of value differently: glucoseText(125, unit: .mmol) is \"6.9 mmol/L\", glucose(s) [s.unit = .mmol, s.value = 125] is \"6.94 mmol/L\" (they agree on 13 inputs, such as glucoseText(0, unit: .mgdl) → \"0 mg/dL\", glucoseText(1, unit: .mgdl) → \"1 mg/dL\"); targets App, Widget show the value two ways: share one formatter (duplicated_formatting)",
        ])
    }

    /// Text chosen by a setting alone (an icon name per quality level) is a table, not a value
    /// formatted: the same table in the app and the widget is not formatting written twice.
    @Test func textChosenBySettingsAloneIsNoFormatting() throws {
        let table = """
            enum Quality { case good, fair, poor }
            func icon(for quality: Quality) -> String {
                switch quality {
                case .good: return "checkmark.circle"
                case .fair: return "exclamationmark.triangle"
                case .poor: return "xmark.circle"
                }
            }
            struct Screen { func show() { print(icon(for: .good)) } }

            """
        let widget = table.replacingOccurrences(of: "enum Quality { case good, fair, poor }\n", with: "")
            .replacingOccurrences(of: "icon(for", with: "widgetIcon(for").replacingOccurrences(of: "Screen", with: "WidgetScreen")
        #expect(try BehaviourTwinsTests.lint(["App/Icon.swift": table, "Widget/WidgetIcon.swift": widget]) == [])
    }

    /// An enum whose cases carry payloads is no setting, nor is a type the project does not declare
    /// as an enum: what reads them stays unknown.
    @Test func anEnumWithPayloadsOrAnotherTypeStaysUnknown() throws {
        let repository = try TemporaryRepository([
            ".previewlint.yml": BehaviourTwinsTests.configuration, "Shared/Snapshot.swift": Self.snapshot, "Widget/LAFormat.swift": Self.widget(mmol: "%.1f"),
            "Widget/Amount.swift": "func amountText(_ n: Float80) -> String { \"\\(n) U\" }\n",
        ])
        let output = try repository.run("formatters", "--all").stdout
        #expect(output.contains("LAFormat.trend(_:)\n  outputs unknown: reads s.trend, a field of no modelled type the project declares"))
        #expect(output.contains("amountText(_:)\n  outputs unknown: parameter n: Float80 is not a modelled type"))
        #expect(output.contains("LAFormat.glucose(_:)\n  outputs glucose(s) [s.unit = .mgdl, s.value = 0] → \"0 mg/dL\""))
    }
}
