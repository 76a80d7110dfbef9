import Testing
@testable import PreviewLintKit

/// Formatting copied from one member into another and changed since (a line added, a fallback
/// renamed): found by the tokens both share in order, when their outputs cannot be compared.
@Suite struct NearCopyTests {
    static let statsText = """
        import Foundation
        enum StatsText {
            static func conversionText(converted: Double, total: Double) -> String {
                let numberFormatter = NumberFormatter()
                numberFormatter.numberStyle = .percent
                numberFormatter.minimumFractionDigits = 1

                // A rate above 100% is shown as 100%.
                let conversionRate = total > 0 ? min(converted / total, 1) : 0
                let minimumFractionDigits = floor(conversionRate * 100.0) == conversionRate * 100.0 ? 0 : 1
                numberFormatter.minimumFractionDigits = minimumFractionDigits
                return numberFormatter.string(from: conversionRate as NSNumber) ?? Placeholder.stats
            }
        }
        enum Placeholder { static let stats = "-"; static let widget = "–" }
        struct StatsScreen { func show() { print(StatsText.conversionText(converted: 1, total: 4)) } }

        """

    static let widgetText = """
        import Foundation
        enum WidgetText {
            static func conversionString(for conversionRate: Double) -> String {
                let numberFormatter = NumberFormatter()
                numberFormatter.numberStyle = .percent
                numberFormatter.minimumFractionDigits = 1

                let minimumFractionDigits = floor(conversionRate * 100.0) == conversionRate * 100.0 ? 0 : 1
                numberFormatter.minimumFractionDigits = minimumFractionDigits
                return numberFormatter.string(from: conversionRate as NSNumber) ?? Placeholder.widget
            }
        }
        struct WidgetScreen { func show() { print(WidgetText.conversionString(for: 0.25)) } }

        """

    @Test func aCopyChangedSinceInATargetApartIsFormattingTwice() throws {
        let lines = try BehaviourTwinsTests.lint(["App/StatsText.swift": Self.statsText, "Widget/WidgetText.swift": Self.widgetText])
        #expect(lines == [
            "App/StatsText.swift:3:17: warning: StatsText.conversionText(converted:total:) was copied and changed since as WidgetText.conversionString(for:) (Widget/WidgetText.swift:3; 55 of the 56 tokens of the shorter recur in the other, in order), in targets App, Widget that share no formatter for it; extract one into code both targets compile (a shared file or module) and call it from each (duplicated_formatting)",
        ])
    }

    @Test func aCopyOfAFormatterItCanCallIsReimplemented() throws {
        let widget = Self.widgetText.replacingOccurrences(of: "enum WidgetText", with: "enum ShareText")
            .replacingOccurrences(of: "WidgetScreen", with: "ShareScreen").replacingOccurrences(of: "WidgetText.", with: "ShareText.")
        let lines = try BehaviourTwinsTests.lint(["App/StatsText.swift": Self.statsText, "App/Widgets/ShareText.swift": widget])
        #expect(lines == [
            "App/Widgets/ShareText.swift:3:17: warning: conversionString(for:) is a copy of StatsText.conversionText(converted:total:) (App/StatsText.swift:3; 55 of the 56 tokens of the shorter recur in the other, in order) changed since; call that one (changed, if the difference is meant) instead of keeping a copy that drifts (reimplemented_formatter)",
        ])
    }

    /// One template filled with other constants (a key, a fallback) formats two things alike.
    @Test func membersThatDifferOnlyInConstantsAreBuiltAlike() throws {
        let other = Self.widgetText.replacingOccurrences(of: "numberStyle = .percent", with: "numberStyle = .decimal")
            .replacingOccurrences(of: "Placeholder.widget", with: "Placeholder.stats")
        #expect(try BehaviourTwinsTests.lint(["App/WidgetText.swift": Self.widgetText, "Widget/WidgetText.swift": other]).filter { $0.contains("copied and changed") } == [])
    }

    /// The seed: a view model's copy of the timer formatter whose text outputs what the original
    /// outputs is told with its outputs, once, not again as a copy.
    @Test func aCopyComparedByItsOutputsIsToldOnce() throws {
        let function = """
            import Foundation
            public func timerDisplayFromSeconds(seconds: Double, showSeconds: Bool) -> String {
                let totalSeconds = Int(seconds)
                let minutes = totalSeconds / 60
                let secs = totalSeconds % 60
                if showSeconds {
                    return String(format: "%d:%02d", minutes, secs)
                } else {
                    return String(format: "%d", minutes)
                }
            }
            """
        let viewModel = """
            import Foundation
            import SwiftUI
            final class JustNowSettings: ObservableObject {
                static let shared = JustNowSettings()
                var showSeconds: Bool {
                    get { UserDefaults.standard.object(forKey: "showSeconds") as? Bool ?? true }
                    set { UserDefaults.standard.set(newValue, forKey: "showSeconds") }
                }
            }
            class TimerViewModel: ObservableObject {
                @ObservedObject var settings: JustNowSettings = JustNowSettings.shared
                var startDate: Date? = nil
                var secondsElapsed: CGFloat {
                    guard let startDate else { return 0 }
                    return -startDate.timeIntervalSinceNow
                }
                func getTimeElapsedFormatted() -> String {
                    let fullSecondsElapsed = Int(secondsElapsed)
                    let minutes = fullSecondsElapsed / 60
                    let seconds = fullSecondsElapsed % 60
                    if settings.showSeconds {
                        return String(format: "%d:%02d", minutes, seconds)
                    } else {
                        return String(format: "%d", minutes)
                    }
                }
            }
            struct TimerScreen {
                let model: TimerViewModel
                func show() { print(model.getTimeElapsedFormatted(), timerDisplayFromSeconds(seconds: 1, showSeconds: true)) }
            }

            """
        let lines = try BehaviourTwinsTests.lint(["App/TimerText.swift": function, "App/TimerViewModel.swift": viewModel])
        #expect(lines.filter { $0.contains("changed since") }.isEmpty)
        #expect(lines.contains { $0.contains("outputs what timerDisplayFromSeconds(seconds:showSeconds:)") })
        // The widget's identical copy of the function stands for it: the view model is not its
        // near copy either (LittleMoments told the pair twice).
        let withWidget = try BehaviourTwinsTests.lint([
            "App/TimerText.swift": function, "App/TimerViewModel.swift": viewModel, "Widget/TimerText.swift": function,
            "Widget/TimerWidgetView.swift": "struct TimerWidgetView { let seconds: Double\n    func show() { print(timerDisplayFromSeconds(seconds: seconds, showSeconds: true)) } }\n",
        ])
        #expect(withWidget.filter { $0.contains("changed since") }.isEmpty)
        #expect(withWidget.contains { $0.contains("builds inline with settings.showSeconds: true outputs what") })
    }

    /// A copy whose last branch was given a formatter of its own keeps every setting the other
    /// assigns: still one formatting, drifted (Aidoku's relative dates, short against medium),
    /// even where one gained a branch before the others (Aidoku's `if` choosing the end date).
    @Test func aCopyThatGainedASettingIsStillACopy() throws {
        let app = """
            import Foundation
            enum ChapterDates {
                static func relativeText(for date: Date, days: Int) -> String {
                    let days = if days < 0 { 0 } else { days }
                    if days <= 1 {
                        let formatter = DateFormatter()
                        formatter.dateStyle = .medium
                        formatter.doesRelativeDateFormatting = true
                        return formatter.string(from: date)
                    } else if days < 7 {
                        let formatter = DateComponentsFormatter()
                        formatter.unitsStyle = .short
                        formatter.allowedUnits = .day
                        return formatter.string(from: Double(days) * 86400) ?? ""
                    } else {
                        return DateFormatter.localizedString(from: date, dateStyle: .medium, timeStyle: .none)
                    }
                }
            }
            struct ChapterRow { func show() { print(ChapterDates.relativeText(for: Date(), days: 2)) } }

            """
        let widget = app.replacingOccurrences(of: "enum ChapterDates", with: "enum WidgetDates")
            .replacingOccurrences(of: "        let days = if days < 0 { 0 } else { days }\n", with: "")
            .replacingOccurrences(of: "ChapterRow", with: "WidgetRow").replacingOccurrences(of: "ChapterDates.", with: "WidgetDates.")
            .replacingOccurrences(of: """
                        return DateFormatter.localizedString(from: date, dateStyle: .medium, timeStyle: .none)
                """, with: """
                        let formatter = DateFormatter()
                        formatter.dateStyle = .short
                        return formatter.string(from: date)
                """)
        let lines = try BehaviourTwinsTests.lint(["App/ChapterDates.swift": app, "Widget/WidgetDates.swift": widget])
        #expect(lines.filter { $0.contains("was copied and changed since") }.count == 1, "\(lines)")
    }

    @Test func theLongestCommonSubsequenceCountsTokensInOrder() {
        #expect(NearCopies.commonSubsequence([1, 2, 3, 4, 5], [1, 3, 9, 4, 5, 2]) == 4)
        #expect(NearCopies.nearCopy([1, 2, 3], [1, 2, 3]) == nil)
        #expect(NearCopies.nearCopy([1, 2, 3, 4], [1, 2, 7, 4]) == nil)
        #expect(NearCopies.nearCopy([1, 2, 3, 4], [1, 2, 9, 3, 4]) == 4)
    }
}
