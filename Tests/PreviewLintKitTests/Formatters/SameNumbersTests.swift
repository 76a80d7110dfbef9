import Testing
@testable import PreviewLintKit

/// Two formatters whose texts carry the same numbers on every input, though written differently,
/// show one value two ways: a 24-hour clock against the locale's 12-hour one, `"2:05"` against
/// `"2m 5s"`. An input printed as it is (`"125 items"`, `"125 days"`) pairs nothing.
@Suite struct SameNumbersTests {
    static let app = """
        import Foundation
        func timeText(_ date: Date) -> String { date.formatted(date: .omitted, time: .shortened) }
        func clock(_ seconds: Int) -> String { String(format: "%d:%02d", seconds / 60, seconds % 60) }
        func days(_ n: Int) -> String { "\\(n) days" }
        struct AppScreen { func show() { print(timeText(Date()), clock(1), days(1)) } }

        """
    static let widget = """
        import Foundation
        func widgetTime(_ date: Date) -> String {
            let formatter = DateFormatter()
            formatter.dateFormat = "HH:mm"
            return formatter.string(from: date)
        }
        func widgetElapsed(_ s: Int) -> String { "\\(s / 60)m \\(s % 60)s" }
        func items(_ n: Int) -> String { "\\(n) items" }
        struct WidgetScreen { func show() { print(widgetTime(Date()), widgetElapsed(1), items(1)) } }

        """

    @Test func theSameNumbersWrittenTwoWaysAreOneValueShownTwoWays() throws {
        #expect(try BehaviourTwinsTests.lint(["App/AppText.swift": Self.app, "Widget/WidgetText.swift": Self.widget]) == [
            "App/AppText.swift:2:6: warning: timeText(_:) and widgetTime(_:) (Widget/WidgetText.swift:2) format one kind of value differently: timeText(Date(timeIntervalSince1970: 1709283907.0)) is \"9:05 AM\", widgetTime(Date(timeIntervalSince1970: 1709283907.0)) is \"09:05\" (the same numbers on all 4 inputs tried, written differently); targets App, Widget show the value two ways: share one formatter (duplicated_formatting)",
            "App/AppText.swift:3:6: warning: clock(_:) and widgetElapsed(_:) (Widget/WidgetText.swift:7) format one kind of value differently: clock(125) is \"2:05\", widgetElapsed(125) is \"2m 5s\" (the same numbers on all 13 inputs tried, written differently); targets App, Widget show the value two ways: share one formatter (duplicated_formatting)",
        ])
    }

    /// Formatting written inline in a message shows a value of its own (a meal's time, not a
    /// reading's): its digits alone do not pair it with a formatter elsewhere.
    @Test func inlineFormattingIsNotPairedByItsDigitsAlone() throws {
        let widget = """
            import Foundation
            final class MealConfirmation {
                var message = ""
                func confirm(_ selectedTime: Date) {
                    let formatter = DateFormatter()
                    formatter.dateFormat = "HH:mm"
                    message = "Send the meal for \\(formatter.string(from: selectedTime))?"
                }
            }
            struct WidgetScreen { func show() { MealConfirmation().confirm(Date()) } }

            """
        let lines = try BehaviourTwinsTests.lint(["App/AppText.swift": Self.app, "Widget/Meal.swift": widget])
        #expect(!lines.contains { $0.contains("MealConfirmation") })
    }

    /// A formatter that pins `en_US_POSIX` spells its digits as it chose (Amakaflow's logbook
    /// header `"FRI · 09:05"`): they do not pair it with the locale's time.
    @Test func aFormatterThatPinsItsLocaleIsNotPairedByItsDigits() throws {
        let pinned = Self.widget.replacingOccurrences(
            of: "formatter.dateFormat = \"HH:mm\"",
            with: "formatter.locale = Locale(identifier: \"en_US_POSIX\")\n    formatter.dateFormat = \"EEE · HH:mm\"")
        let lines = try BehaviourTwinsTests.lint(["App/AppText.swift": Self.app, "Widget/WidgetText.swift": pinned])
        #expect(!lines.contains { $0.contains("widgetTime") }, "\(lines)")
        #expect(lines.contains { $0.contains("widgetElapsed") }, "\(lines)")
    }

    /// A copy nobody calls shows nothing: no value is shown two ways.
    @Test func aFormatterNobodyCallsDisagreesWithNothing() throws {
        let unused = Self.widget.replacingOccurrences(of: "print(widgetTime(Date()), widgetElapsed(1), items(1))", with: "print(items(1))")
        #expect(try BehaviourTwinsTests.lint(["App/AppText.swift": Self.app, "Widget/WidgetText.swift": unused]) == [])
    }

    /// Text only ever written into log messages is not shown: nothing is shown two ways.
    @Test func aFormatterOnlyLoggedShowsNothing() throws {
        let logged = """
            import Foundation
            final class Scheduler {
                func schedule(_ date: Date) { LogManager.shared.log(message: "next run \\(formatTime(date))") }
                private func formatTime(_ date: Date) -> String { date.formatted(date: .omitted, time: .shortened) }
            }
            struct AppScreen { func show() { Scheduler().schedule(Date()) } }

            """
        let shown = logged.replacingOccurrences(of: "LogManager.shared.log(message: \"next run \\(formatTime(date))\")", with: "label.text = \"next run \\(formatTime(date))\"")
        let widget = Self.widget.replacingOccurrences(of: "print(widgetTime(Date()), widgetElapsed(1), items(1))", with: "print(widgetTime(Date()))")
        #expect(try BehaviourTwinsTests.lint(["App/Scheduler.swift": logged, "Widget/WidgetText.swift": widget]) == [])
        #expect(try BehaviourTwinsTests.lint(["App/Scheduler.swift": shown, "Widget/WidgetText.swift": widget]).count == 1)
    }

    /// Accessibility text is spoken: `"2 minutes, 5 seconds"` for VoiceOver where the screen shows `"2:05"`.
    @Test func spokenTextIsNotShownText() throws {
        func row(_ use: String) -> String {
            "import SwiftUI\nfunc spokenDuration(_ s: Int) -> String { \"\\(s / 60) minutes, \\(s % 60) seconds\" }\nstruct TimerRow: View {\n    let seconds: Int\n    var body: some View { Image(systemName: \"timer\")\(use) }\n}\nstruct WidgetScreen { func show() { print(TimerRow(seconds: 1)) } }\n"
        }
        let app = "func clock(_ seconds: Int) -> String { String(format: \"%d:%02d\", seconds / 60, seconds % 60) }\nstruct AppScreen { func show() { print(clock(1)) } }\n"
        #expect(try BehaviourTwinsTests.lint(["App/AppText.swift": app, "Widget/TimerRow.swift": row(".accessibilityLabel(spokenDuration(seconds))")]) == [])
        #expect(try BehaviourTwinsTests.lint(["App/AppText.swift": app, "Widget/TimerRow.swift": row(".overlay(Text(spokenDuration(seconds)))")]).count == 1)
    }

    /// The same date in a sentence and alone: written alike, words around it aside.
    @Test func wordsAroundNumbersWrittenAlikeAreOneFormatting() throws {
        let app = "import Foundation\nfunc renews(_ date: Date) -> String { \"Renews \" + date.formatted(date: .long, time: .omitted) }\nstruct AppScreen { func show() { print(renews(Date())) } }\n"
        let widget = "import Foundation\nfunc day(_ date: Date) -> String { date.formatted(date: .long, time: .omitted) }\nstruct WidgetScreen { func show() { print(day(Date())) } }\n"
        #expect(try BehaviourTwinsTests.lint(["App/Renews.swift": app, "Widget/Day.swift": widget]) == [])
    }

    @Test func numbersAreReadAsAPersonReadsThem() {
        #expect(NumberContent.numbers(in: "1,234.5 km") == [1234.5])
        #expect(NumberContent.numbers(in: "3, 4 and 5") == [3, 4, 5])
        #expect(NumberContent.numbers(in: "3:07 PM") == [15, 7])
        #expect(NumberContent.numbers(in: "12:00 AM") == [0, 0])
        #expect(NumberContent.numbers(in: "12:30 pm") == [12, 30])
        #expect(NumberContent.numbers(in: "04:05") == [4, 5])
        #expect(NumberContent.numbers(in: "no digits") == [])
        #expect(NumberContent.numberSpan("Renews March 1, 2024") == "1, 2024")
    }
}
