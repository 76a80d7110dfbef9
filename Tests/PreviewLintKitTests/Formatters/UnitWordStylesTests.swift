import Testing
@testable import PreviewLintKit

/// A duration spelled out in a sentence (`"1 hours 1 minutes"`) and abbreviated in a compact label
/// (`"1h 1m"`) are two styles chosen, as Foundation's `.full` and `.abbreviated` are; two
/// abbreviations of one unit (`"2hr 5m"`, `"2h 5m"`) are one style drifting.
@Suite struct UnitWordStylesTests {
    static func app(words: (hours: String, minutes: String)) -> String {
        """
        import Foundation
        func focusTitle(_ seconds: Double) -> String {
            let total = Int(seconds)
            return "\\(total / 3600)\(words.hours)\\((total % 3600) / 60)\(words.minutes)"
        }
        struct AppScreen { func show() { print(focusTitle(1)) } }

        """
    }

    static let widget = """
        import Foundation
        func barLabel(_ seconds: Double) -> String {
            let total = Int(seconds)
            return "\\(total / 3600)h \\((total % 3600) / 60)m"
        }
        struct WidgetScreen { func show() { print(barLabel(1)) } }

        """

    @Test func spelledOutAgainstAbbreviatedIsTwoStyles() throws {
        let app = Self.app(words: (" hours ", " minutes"))
        #expect(try BehaviourTwinsTests.lint(["App/Title.swift": app, "Widget/Bar.swift": Self.widget]) == [])
    }

    @Test func twoAbbreviationsOfOneUnitDisagree() throws {
        let app = Self.app(words: ("hr ", "m"))
        let lines = try BehaviourTwinsTests.lint(["App/Title.swift": app, "Widget/Bar.swift": Self.widget])
        #expect(lines == [
            "App/Title.swift:2:6: warning: focusTitle(_:) and barLabel(_:) (Widget/Bar.swift:2) format one kind "
                + "of value differently: focusTitle(125.0) is \"0hr 2m\", barLabel(125.0) is \"0h 2m\" (the same "
                + "numbers on all 13 inputs tried, written differently); targets App, Widget show the value two "
                + "ways: share one formatter (duplicated_formatting)",
        ])
    }

    @Test func theStylesAreToldByTheirWords() {
        #expect(UnitWordStyles.areTwoStyles("1 hours 1 minutes", "1h 1m"))
        #expect(UnitWordStyles.areTwoStyles("1 Hours, 1 min", "1 hour, 1 m") == false)
        #expect(UnitWordStyles.areTwoStyles("2hr 5m", "2h 5m") == false)
        #expect(UnitWordStyles.areTwoStyles("2 minutes", "2m") && !UnitWordStyles.areTwoStyles("2 minutes", "3m"))
        #expect(UnitWordStyles.areTwoStyles("2:05", "2m 5s") == false)
    }
}
