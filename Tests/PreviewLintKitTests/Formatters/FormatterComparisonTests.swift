import Testing

/// What makes two formatters comparable: the values both take, the rows that show formatting, and
/// whether anyone calls them.
@Suite struct FormatterComparisonTests {
    static func lint(_ files: [String: String]) throws -> [String] {
        try BehaviourTwinsTests.lint(files)
    }

    static let abbreviation = """
        extension Int {
            func toAbbreviatedString() -> String {
                let thousand = Double(self) / 1000
                if thousand >= 100 { return "\\(round(thousand * 10) / 10)K" }
                return "\\(self)"
            }
        }
        struct CountLabel { let count: Int; func show() { print(count.toAbbreviatedString()) } }

        """

    /// A widget's `Double?` price text against the app's `Double` one: compared on the values both take.
    @Test func anOptionalInputIsComparedOnTheValuesBothTake() throws {
        let shared = "extension Double {\n    func formattedPriceString() -> String {\n        let formatter = NumberFormatter()\n        formatter.numberStyle = .decimal\n        formatter.maximumFractionDigits = 0\n        return formatter.string(from: NSNumber(value: self)) ?? \"\"\n    }\n}\nstruct Prices { let value: Double; func show() { print(value.formattedPriceString()) } }\n"
        let widget = "struct PriceView {\n    let rate: Double?\n    private func formattedPrice(from rate: Double?) -> String {\n        let formatter = NumberFormatter()\n        formatter.numberStyle = .decimal\n        formatter.maximumFractionDigits = 0\n        return formatter.string(from: NSNumber(value: rate ?? 0)) ?? \"--\"\n    }\n    func show() { print(formattedPrice(from: rate)) }\n}\n"
            + "struct PriceScreen { func show() { PriceView(rate: 1).show() } }\n"
        #expect(try Self.lint(["Widget/Double+Price.swift": shared, "Widget/PriceView.swift": widget]) == [
            "Widget/PriceView.swift:3:18: warning: PriceView.formattedPrice(from:) outputs what Double.formattedPriceString() (Widget/Double+Price.swift:2) outputs, on all 13 inputs tried (125.0.formattedPriceString() → \"125\", 3661.0.formattedPriceString() → \"3,661\"); call that one instead of keeping a second formatter that will drift (reimplemented_formatter)",
        ])
    }

    /// Large numbers are on the grid: an abbreviation shows only there.
    @Test func anAbbreviationThatDisagreesAtAThousandIsFound() throws {
        let widget = "struct ArticleStats {\n    private func abbreviate(_ number: Int) -> String {\n        if number >= 1_000 { return String(format: \"%.1fK\", Double(number) / 1_000) }\n        return \"\\(number)\"\n    }\n    func show() { print(abbreviate(3)) }\n}\n"
            + "struct ArticleScreen { func show() { ArticleStats().show() } }\n"
        #expect(try Self.lint(["Widget/Int+Abbreviated.swift": Self.abbreviation, "Widget/ArticleStats.swift": widget]) == [
            "Widget/ArticleStats.swift:2:18: warning: ArticleStats.abbreviate(_:) formats what Int.toAbbreviatedString() (Widget/Int+Abbreviated.swift:2) formats, differently: abbreviate(3661) is \"3.7K\", 3661.toAbbreviatedString() is \"3661\" (they agree on 9 inputs, such as \"123.5K\", \"1234.6K\"); call the shared formatter instead of a second one that already disagrees (reimplemented_formatter)",
        ])
    }

    /// Two formatters of numbers agree on `"0"`, `"1"`, `"59"`: that alone makes them no pair.
    @Test func agreeingOnlyOnNumbersPrintedAsIsIsNoDisagreement() throws {
        let widget = "struct PriceView {\n    let rate: Int\n    private func price(_ rate: Int) -> String {\n        let formatter = NumberFormatter()\n        formatter.numberStyle = .decimal\n        return formatter.string(from: NSNumber(value: rate)) ?? \"--\"\n    }\n    func show() { print(price(rate)) }\n}\n"
        #expect(try Self.lint(["Widget/Int+Abbreviated.swift": Self.abbreviation, "Widget/PriceView.swift": widget]) == [])
    }

    /// A copy nobody calls drifts without anyone seeing it.
    @Test func aTwinNobodyCallsIsNotReported() throws {
        let activity = "struct TimerActivity {\n    private func timerText(from elapsed: Int) -> String {\n        let minutes = elapsed / 60\n        return String(format: \"%d:%02d\", minutes, elapsed % 60)\n    }\n}\n"
        let lockScreen = "struct LockScreenTimerView {\n    let elapsed: Int\n    var elapsedTime: String { \"\\(elapsed / 60):\" + String(format: \"%02d\", elapsed % 60) }\n}\nstruct Screen { func show(view: LockScreenTimerView) { print(view.elapsedTime) } }\n"
        #expect(try Self.lint(["App/TimerActivity.swift": activity, "App/LockScreen.swift": lockScreen]) == [])
    }

    /// A member the framework or the runtime calls (an override, an `@objc` selector, an action) is
    /// used though no code names it; another member nothing names is not.
    @Test(arguments: [
        ("override func viewWillAppear(_ animated: Bool)", true), ("@objc func tick()", true),
        ("@IBAction func refresh(_ sender: Any)", true), ("func refresh()", false),
    ])
    func aMemberTheFrameworkCallsIsUsed(_ declaration: String, used: Bool) throws {
        let shared = """
            enum TimeText {
                static func clock(_ seconds: Int) -> String { String(format: "%d:%02d", seconds / 60, seconds % 60) }
            }
            struct AppScreen { func show() { print(TimeText.clock(1)) } }

            """
        let controller = """
            import UIKit
            final class TimerController: UIViewController {
                let label = UILabel()
                var elapsed = 0
                \(declaration) {
                    label.text = "\\(elapsed / 60):" + String(format: "%02d", elapsed % 60)
                }
            }

            """
        let found = try Self.lint(["App/TimeText.swift": shared, "App/TimerController.swift": controller])
        let reported = found.allSatisfy { $0.hasSuffix("(reimplemented_formatter)") }
        #expect(found.count == (used ? 1 : 0) && reported, "\(found)")
    }

    /// A copy that disagrees with two shared formatters is told of the one it agrees with most.
    @Test func aCopyIsToldOfTheFormatterItAgreesWithMost() throws {
        let shared = """
            enum DurationText {
                static func hoursMinutes(_ interval: TimeInterval) -> String {
                    guard interval > 0 else { return "0m" }
                    let total = Int(interval)
                    if total >= 3600 { return "\\(total / 3600)h \\(total % 3600 / 60)m" }
                    return "\\(total / 60)m"
                }
                static func short(_ interval: TimeInterval) -> String {
                    guard interval > 0 else { return "0m" }
                    let total = Int(interval)
                    if total >= 3600 { return "\\(total / 3600)h" }
                    return "\\(total / 60)m"
                }
            }
            struct Screens { func show(_ t: TimeInterval) { print(DurationText.hoursMinutes(t), DurationText.short(t)) } }

            """
        let insights = """
            struct Insights {
                private func formattedDuration(_ interval: TimeInterval) -> String {
                    guard interval > 0 else { return "—" }
                    let total = Int(interval)
                    if total >= 3600 { return "\\(total / 3600)h \\(total % 3600 / 60)m" }
                    if total >= 60 { return "\\(total / 60)m" }
                    return "\\(total)s"
                }
                func show(_ t: TimeInterval) { print(formattedDuration(t)) }
            }
            struct InsightsScreen { func show() { Insights().show(1) } }

            """
        #expect(try Self.lint(["App/DurationText.swift": shared, "App/Insights.swift": insights]) == [
            "App/Insights.swift:2:18: warning: Insights.formattedDuration(_:) formats what DurationText.hoursMinutes(_:) (App/DurationText.swift:2) formats, differently: formattedDuration(0.0) is \"—\", hoursMinutes(0.0) is \"0m\" (they agree on 10 inputs, such as \"1m\", \"2m\"); call the shared formatter instead of a second one that already disagrees (reimplemented_formatter)",
        ])
    }

    /// A formatter only another used member's body calls is used by the app too.
    @Test func aFormatterReachedThroughAnotherUsedMemberIsUsed() throws {
        let app = "func clock(_ seconds: Int) -> String { String(format: \"%d:%02d\", seconds / 60, seconds % 60) }\nenum Rows { static func log(_ s: Int) { print(clock(s)) } }\n"
        let widget = "func widgetClock(_ s: Int) -> String { \"\\(s / 60):\" + String(format: \"%02d\", s % 60) }\nstruct WidgetScreen { func show() { print(widgetClock(1)) } }\n"
        let screen = "struct AppScreen { func show() { Rows.log(5) } }\n"
        #expect(try Self.lint(["App/Clock.swift": app, "Widget/WidgetClock.swift": widget]) == [], "nothing the app runs calls Rows.log")
        let found = try Self.lint(["App/Clock.swift": app, "Widget/WidgetClock.swift": widget, "App/Screen.swift": screen])
        #expect(found.count == 1 && found[0].hasPrefix("App/Clock.swift:1:6: warning: widgetClock(_:) (Widget/WidgetClock.swift:1) outputs what clock(_:)"), "\(found)")
    }
}
