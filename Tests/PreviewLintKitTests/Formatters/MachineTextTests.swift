import Testing
@testable import PreviewLintKit

/// A member that fixes `en_US_POSIX` or writes a `'T'` pattern is data only where it outputs
/// machine text: a style switch with one ISO case, or an English clock, shows a person the rest.
@Suite struct MachineTextTests {
    @Test(arguments: ["2024-03-01T09:05:07+0000", "2024-03-01", "20240301-090507", "2024/03/01 09:05:07", "9f86d081"])
    func machineText(text: String) {
        #expect(MachineText.isMachine(text))
    }

    @Test(arguments: ["Mar 1, 2024", "9:05 AM", "01.03.2024", "2024", "125", "cafe"])
    func textForAPerson(text: String) {
        #expect(!MachineText.isMachine(text))
    }

    static let app = """
        import SwiftUI
        enum DateStyle { case iso8601, shortDay, monthYear }
        extension Date {
            public func dateToString(style: DateStyle) -> String {
                let formatter = DateFormatter()
                formatter.locale = Locale(identifier: "en_US_POSIX")
                switch style {
                case .iso8601: formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ssZ"
                case .shortDay: formatter.dateFormat = "MMM d, yyyy"
                case .monthYear: formatter.dateFormat = "MMMM yyyy"
                }
                return formatter.string(from: self)
            }
            func stamp() -> String {
                let formatter = DateFormatter()
                formatter.locale = Locale(identifier: "en_US_POSIX")
                formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
                return formatter.string(from: self)
            }
        }
        struct Screen: View {
            let when: Date
            var body: some View { Text(when.dateToString(style: .shortDay) + when.stamp()) }
        }

        """

    static let widget = """
        import SwiftUI
        struct EntryView: View {
            let when: Date
            var body: some View { Text(day(when) + stamp(when)) }
            func day(_ date: Date) -> String {
                let formatter = DateFormatter()
                formatter.locale = Locale(identifier: "en_US_POSIX")
                formatter.dateFormat = "MMM d, yyyy"
                return formatter.string(from: date)
            }
            func stamp(_ date: Date) -> String {
                let formatter = DateFormatter()
                formatter.locale = Locale(identifier: "en_US_POSIX")
                formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
                return formatter.string(from: date)
            }
        }
        struct WidgetScreen: View {
            let when: Date
            var body: some View { EntryView(when: when) }
        }

        """

    /// The English day is told beside the switch's case that writes it; the two ISO stamps, data
    /// alike in both targets, are not.
    @Test func aStyleSwitchWithOneISOCaseIsComparedByItsOtherCases() throws {
        #expect(try BehaviourTwinsTests.lint(["App/Dates.swift": Self.app, "Widget/EntryView.swift": Self.widget]) == [
            "App/Dates.swift:4:17: warning: EntryView.day(_:) (Widget/EntryView.swift:5) outputs what Date.dateToString(style:) (App/Dates.swift:4) with style: .shortDay outputs, on all 4 inputs tried (Date(timeIntervalSince1970: 1709283907.0).dateToString(style: .shortDay) → \"Mar 1, 2024\"), in targets App, Widget that share no formatter for it; extract one into code both targets compile (a shared file or module) and call it from each (duplicated_formatting)",
        ])
    }
}
