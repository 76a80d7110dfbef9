import Testing

/// Display text that formats by calling the project's own formatters (`bgValue.mgDlToMmolAndToString(mgDl:)`)
/// is formatting too: written again token for token, it is reported like any formatter copied.
@Suite struct FormattingThroughCallsTests {
    static let helper = """
        import Foundation
        extension Double {
            func mgDlToMmolAndToString(mgDl: Bool) -> String {
                mgDl ? String(format: "%.0f", self) : String(format: "%.1f", self / 18.0182)
            }
        }

        """

    /// A reading's text: thresholds and error codes around the shared unit conversion.
    static func reading(_ type: String) -> String {
        """
        struct \(type) {
            var value: Double
            var isMgDl: Bool
            func readingText() -> String {
                if value >= 400 { return "HIGH" }
                if value >= 40 { return value.mgDlToMmolAndToString(mgDl: isMgDl) }
                if value > 12 { return "LOW" }
                return value == 0 ? "??0" : "???"
            }
        }

        """
    }

    @Test func aReadingsTextCopiedIntoTheWidgetIsFormattingWrittenTwice() throws {
        let files = [
            "Shared/Double+Glucose.swift": Self.helper,
            "App/Reading.swift": Self.reading("AppReading") + "struct AppScreen { func show(_ r: AppReading) { print(r.readingText()) } }\n",
            "Widget/WidgetReading.swift": Self.reading("WidgetReading") + "struct WidgetScreen { func show(_ r: WidgetReading) { print(r.readingText()) } }\n",
        ]
        #expect(try BehaviourTwinsTests.lint(files) == [
            "App/Reading.swift:4:10: warning: readingText() is written again, token for token (its own names aside), as WidgetReading.readingText() (Widget/WidgetReading.swift:4), in targets App, Widget that share no formatter for it; extract one into code both targets compile (a shared file or module) and call it from each (duplicated_formatting)",
        ])
    }

    /// The same shape calling something that formats nothing (a lookup) is no formatting, however long.
    @Test func textThatCallsNothingThatFormatsIsNotFormatting() throws {
        let lookup = "extension Double {\n    func mgDlToMmolAndToString(mgDl: Bool) -> String { mgDl ? \"mg/dL\" : \"mmol/L\" }\n}\n"
        let files = [
            "Shared/Double+Glucose.swift": lookup,
            "App/Reading.swift": Self.reading("AppReading") + "struct AppScreen { func show(_ r: AppReading) { print(r.readingText()) } }\n",
            "Widget/WidgetReading.swift": Self.reading("WidgetReading") + "struct WidgetScreen { func show(_ r: WidgetReading) { print(r.readingText()) } }\n",
        ]
        #expect(try BehaviourTwinsTests.lint(files) == [])
    }

    /// A short helper the evaluator lowers, calling each app's own number formatting: the helpers
    /// that call another cannot be twins (each calls its own), so their copy is found by its tokens.
    @Test func aCountLineCopiedIntoTheOtherAppIsFoundByItsTokens() throws {
        let helper = { (type: String) in
            """
            struct \(type) {
                static func formattedNumber(_ value: Int) -> String { value.formatted(.number) }
                static func formattedCount(_ count: Int, singular: String, plural: String) -> String {
                    let label = count == 1 ? singular : plural
                    return "\\(formattedNumber(count)) \\(label)"
                }
            }
            struct \(type)Screen { func show() { print(\(type).formattedCount(1, singular: "feed", plural: "feeds")) } }

            """
        }
        #expect(try BehaviourTwinsTests.lint(["App/Stats.swift": helper("IOSStats"), "Widget/MacStats.swift": helper("MacStats")]) == [
            "App/Stats.swift:2:17: warning: MacStats.formattedNumber(_:) (Widget/MacStats.swift:2) outputs what IOSStats.formattedNumber(_:) (App/Stats.swift:2) outputs, on all 13 inputs tried (formattedNumber(125) → \"125\", formattedNumber(3661) → \"3,661\"), in targets App, Widget that share no formatter for it; extract one into code both targets compile (a shared file or module) and call it from each (duplicated_formatting)",
            "App/Stats.swift:3:17: warning: formattedCount(_:singular:plural:) is written again, token for token (its own names aside), as MacStats.formattedCount(_:singular:plural:) (Widget/MacStats.swift:3), in targets App, Widget that share no formatter for it; extract one into code both targets compile (a shared file or module) and call it from each (duplicated_formatting)",
        ])
    }
}
