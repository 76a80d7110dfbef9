import Testing

/// Words chosen by branching on the value they show (`case 1: "1 day"`, `default: "\(days) days"`)
/// make the interpolation formatting, whether the branches are a closure called in place
/// (`let text: Text = { switch days { … } }()`) or an `if` assigning a local declared without a
/// value (`let text: String`, then `text = …` in each branch); a text both look up (`"1 day"`) is one
/// of the words each chooses, not the whole of what they show.
@Suite struct ChosenWordsTests {
    static let days = """
    import Foundation
    extension Date {
        func numberOfCalendarDays(since date: Date) -> Int { Calendar.current.dateComponents([.day], from: date, to: self).day! }
    }

    """

    static let controller = """
    import UIKit
    final class AppsViewController: UIViewController {
        let label = UILabel()
        override func viewDidLoad() { configure(expirationDate: Date()) }
        func configure(expirationDate: Date) {
            let numberOfDays = expirationDate.numberOfCalendarDays(since: Date())
            let numberOfDaysText: String
            if numberOfDays == 1 {
                numberOfDaysText = NSLocalizedString("1 day", comment: "")
            } else {
                numberOfDaysText = String(format: NSLocalizedString("%@ days", comment: ""), NSNumber(value: numberOfDays))
            }
            label.text = numberOfDaysText.uppercased()
        }
    }

    """

    static let widget = """
    import SwiftUI
    struct AppDetailView: View {
        let expirationDate: Date
        let date: Date
        var body: some View {
            let daysRemaining = expirationDate.numberOfCalendarDays(since: date)
            VStack {
                let expirationText: Text = {
                    switch daysRemaining {
                    case ..<0: return Text("Expired")
                    case 1: return Text("1 day")
                    default: return Text("\\(daysRemaining) days")
                    }
                }()
                expirationText
            }
        }
    }
    struct WidgetScreen: View { var body: some View { AppDetailView(expirationDate: Date(), date: Date()) } }

    """

    @Test func daysChosenByBranchesInTwoTargetsAreOneFormatterWrittenTwice() throws {
        let files = ["App/Date+Days.swift": Self.days, "App/AppsViewController.swift": Self.controller, "Widget/AppDetailView.swift": Self.widget]
        #expect(try BehaviourTwinsTests.lint(files) == [
            "App/AppsViewController.swift:8:9: warning: the text AppDetailView.body builds inline (Widget/AppDetailView.swift:8) outputs what the text AppsViewController.configure(expirationDate:) builds inline (App/AppsViewController.swift:8) outputs, on all 13 inputs tried ((numberOfDays = 125) → \"125 days\", (numberOfDays = 3661) → \"3661 days\"), in targets App, Widget that share no formatter for it; extract one into code both targets compile (a shared file or module) and call it from each (duplicated_formatting)",
        ])
        let lines = try TemporaryRepository.formatterLines(files)
        #expect(lines.contains("Widget/AppDetailView.swift:8:40: the text AppDetailView.body builds inline"))
        #expect(lines.contains("App/AppsViewController.swift:8:9: the text AppsViewController.configure(expirationDate:) builds inline"))
    }

    /// A count shown only when positive, with no other words to choose: the value printed as is.
    @Test func aValueShownBehindAConditionAloneIsNoFormatting() throws {
        let view = """
        import SwiftUI
        struct Badge: View {
            let count: Int
            var body: some View {
                if count > 0 { Text("\\(count) items") }
            }
        }
        struct Screen: View { var body: some View { Badge(count: 1) } }

        """
        #expect(try TemporaryRepository.formatterLines(["App/Badge.swift": view]).filter { $0.contains("Badge") } == [])
    }
}
