import Testing
@testable import PreviewLintKit

/// A formatter that consults the device's locale (a platform style, a `Date.FormatStyle` preset, a
/// template, a month's name) is evaluated at de_DE too, from CLDR's de patterns and names; a pattern
/// written out keeps its order there, and a fixed locale prints en_US everywhere.
@Suite struct SecondLocaleTests {
    @Test(arguments: [
        ("MMMd", "d. MMM"), ("jm", "HH:mm"), ("yMMMd", "d. MMM y"), ("E", "ccc"), ("MMMM", "LLLL"),
        ("EEEE, MMM d, yyyy", "EEEE, d. MMM yyyy"), ("dd/MM", "dd.MM."), ("h:mm a", "h:mm a"),
    ])
    func aTemplateIsGermanysBestPattern(template: String, pattern: String) {
        #expect(DateTemplate.pattern(template, in: .german) == pattern)
    }

    static let dates = BehaviourSource("""
        import Foundation
        func medium(_ date: Date) -> String { let f = DateFormatter(); f.dateStyle = .medium; return f.string(from: date) }
        func written(_ date: Date) -> String { let f = DateFormatter(); f.dateFormat = "MMM d, y"; return f.string(from: date) }
        func posix(_ date: Date) -> String {
            let f = DateFormatter()
            f.locale = Locale(identifier: "en_US_POSIX")
            f.dateFormat = "MMM d, y"
            return f.string(from: date)
        }
        func preset(_ date: Date) -> String { date.formatted(date: .abbreviated, time: .omitted) }
        func clock(_ date: Date) -> String { let f = DateFormatter(); f.setLocalizedDateFormatFromTemplate("jm"); return f.string(from: date) }
        func weekday(_ date: Date) -> String { let f = DateFormatter(); f.dateFormat = "EEE d"; return f.string(from: date) }
        func numeric(_ date: Date) -> String { let f = DateFormatter(); f.dateFormat = "dd.MM.yyyy"; return f.string(from: date) }
        """)

    /// 2024-03-01T09:05:07Z, a Friday.
    static let march: BehaviourValue = .date(1_709_283_907)

    @Test(arguments: [
        ("medium", "Mar 1, 2024", "01.03.2024"), ("written", "Mar 1, 2024", "März 1, 2024"),
        ("preset", "Mar 1, 2024", "1. März 2024"), ("clock", "9:05 AM", "09:05"), ("weekday", "Fri 1", "Fr. 1"),
    ])
    func aLocalizedDateIsGermanAtDeDE(name: String, english: String, german: String) {
        #expect(Self.dates.outcome(name, Self.march) == .text(english))
        #expect(Self.dates.otherLocaleOutcome(name, Self.march) == .text(german))
    }

    /// Digits alone, or a locale the formatter fixes, print alike everywhere.
    @Test(arguments: [("numeric", "01.03.2024"), ("posix", "Mar 1, 2024")])
    func aDateTheLocaleDoesNotDecideHasNoSecondText(name: String, text: String) {
        #expect(Self.dates.outcome(name, Self.march) == .text(text))
        #expect(Self.dates.otherLocaleOutcome(name, Self.march) == nil)
    }

    static func cell(_ setUp: String) -> String {
        """
        import SwiftUI
        struct Item { let created: Date }
        struct Cell: View {
            let item: Item
            static let dateFormatter: DateFormatter = {
                let formatter = DateFormatter()
                \(setUp)
                return formatter
            }()
            var body: some View { Text(Self.dateFormatter.string(from: item.created)) }
        }
        struct Screen: View {
            let item: Item
            var body: some View { Cell(item: item) }
        }

        """
    }

    static func widget(_ setUp: String) -> String {
        """
        import SwiftUI
        struct Item { let created: Date }
        struct Entry: View {
            let item: Item
            var createdText: String {
                let formatter = DateFormatter()
                \(setUp)
                return formatter.string(from: item.created)
            }
            var body: some View { Text(createdText) }
        }
        struct WidgetScreen: View {
            let item: Item
            var body: some View { Entry(item: item) }
        }

        """
    }

    /// `.medium` and `"MMM d, y"` print "Mar 1, 2024" alike in en_US only: in Germany the app shows
    /// "01.03.2024" and the widget "März 1, 2024".
    @Test func aStyleAndAPatternAlikeInEnglishOnlyDisagree() throws {
        let found = try BehaviourTwinsTests.lint([
            "App/Cell.swift": Self.cell("formatter.dateStyle = .medium"),
            "Widget/Entry.swift": Self.widget("formatter.dateFormat = \"MMM d, y\""),
        ])
        #expect(found == [
            "Widget/Entry.swift:5:9: warning: Entry.createdText and Cell.dateFormatter (App/Cell.swift:5) format Item.created differently: createdText [item.created = Date(timeIntervalSince1970: 1709283907.0)] at de_DE is \"März 1, 2024\", Cell.dateFormatter.string(from: Date(timeIntervalSince1970: 1709283907.0)) at de_DE is \"01.03.2024\" (they agree on all 4 inputs tried at en_US, such as Cell.dateFormatter.string(from: Date(timeIntervalSince1970: 0.0)) → \"Jan 1, 1970\", Cell.dateFormatter.string(from: Date(timeIntervalSince1970: 1709283907.0)) → \"Mar 1, 2024\"); targets App, Widget show the value two ways: share one formatter (duplicated_formatting)",
        ])
    }

    /// A style and a template that spell alike in en_US part too ("01.03.2024" against "1. März 2024").
    @Test func aStyleAndATemplateAlikeInEnglishOnlyDisagree() throws {
        let found = try BehaviourTwinsTests.lint([
            "App/Cell.swift": Self.cell("formatter.dateStyle = .medium"),
            "Widget/Entry.swift": Self.widget("formatter.setLocalizedDateFormatFromTemplate(\"yMMMd\")"),
        ])
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.contains("at de_DE is \"1. März 2024\"") == true, "\(found)")
    }

    /// Two platform styles of two fields parted only at de_DE are two styles chosen, not one value
    /// shown two ways.
    @Test func twoStylesOfTwoFieldsAreNoDisagreement() throws {
        let widget = Self.widget("formatter.setLocalizedDateFormatFromTemplate(\"yMMMd\")")
            .replacingOccurrences(of: "let created: Date }", with: "let created: Date; let updated: Date }")
            .replacingOccurrences(of: "item.created", with: "item.updated")
        let found = try BehaviourTwinsTests.lint([
            "App/Cell.swift": Self.cell("formatter.dateStyle = .medium")
                .replacingOccurrences(of: "struct Item { let created: Date }", with: ""),
            "Widget/Entry.swift": widget,
        ])
        #expect(found.isEmpty, "\(found)")
    }

    /// The same style in both spells alike in every locale: nothing parts them.
    @Test func aStyleTwiceDoesNotDisagree() throws {
        let found = try BehaviourTwinsTests.lint([
            "App/Cell.swift": Self.cell("formatter.dateStyle = .medium"),
            "Widget/Entry.swift": Self.widget("formatter.dateStyle = .medium"),
        ])
        #expect(!found.contains { $0.contains("differently") }, "\(found)")
    }

    /// A short call of a preset beside the project's formatter it could call: alike in en_US, the
    /// edit sheet writes "1. März 2024" where the cell writes "01.03.2024".
    @Test func aPresetBesideTheSharedFormatterItCouldCallIsReported() throws {
        let sheet = """
            import SwiftUI
            struct Sheet: View {
                let suggested: Date
                var body: some View { Text(suggested.formatted(date: .abbreviated, time: .omitted)) }
            }
            struct SheetScreen: View {
                var body: some View { Sheet(suggested: Date()) }
            }

            """
        let found = try BehaviourTwinsTests.lint([
            "App/Cell.swift": Self.cell("formatter.dateStyle = .medium"), "App/Sheet.swift": sheet,
        ])
        #expect(found == [
            "App/Sheet.swift:4:32: warning: the text Sheet.body builds inline formats what Cell.dateFormatter (App/Cell.swift:5) formats, differently: (suggested = Date(timeIntervalSince1970: 1709283907.0)) at de_DE is \"1. März 2024\", Cell.dateFormatter.string(from: Date(timeIntervalSince1970: 1709283907.0)) at de_DE is \"01.03.2024\" (they agree on all 4 inputs tried at en_US, such as \"Jan 1, 1970\", \"Mar 1, 2024\"); call the shared formatter instead of a second one that already disagrees (reimplemented_formatter)",
        ])
    }

    /// Each place spelling the value as the other locale's preset is a place to change.
    @Test func everyPlaceOfTheOtherSpellingIsReported() throws {
        let view = { (name: String) in
            """
            import SwiftUI
            struct \(name): View {
                let day: Date
                var body: some View { Text(day.formatted(date: .abbreviated, time: .omitted)) }
            }
            struct \(name)Screen: View {
                var body: some View { \(name)(day: Date()) }
            }

            """
        }
        let found = try BehaviourTwinsTests.lint([
            "App/Cell.swift": Self.cell("formatter.dateStyle = .medium"), "App/Sheet.swift": view("Sheet"),
            "App/Row.swift": view("Row"),
        ])
        let places = found.map { $0.prefix(while: { $0 != " " }) }
        #expect(places == ["App/Row.swift:4:32:", "App/Sheet.swift:4:32:"], "\(found)")
        #expect(found.allSatisfy { $0.hasSuffix("(reimplemented_formatter)") })
    }

    /// The listing shows what a device at de_DE shows beside the en_US text, where it differs.
    @Test func theListingShowsTheGermanText() throws {
        let repository = try TemporaryRepository(["App/Cell.swift": Self.cell("formatter.dateStyle = .medium")])
        let listing = try repository.run("formatters", "--all").stdout
        let row = "outputs Cell.dateFormatter.string(from: Date(timeIntervalSince1970: 1709283907.0)) → "
            + "\"Mar 1, 2024\" (de_DE: \"01.03.2024\")"
        #expect(listing.contains(row), "\(listing)")
        let json = try repository.run("formatters", "--all", "--format", "json").stdout
        #expect(json.contains("\"de_DE\"") && json.contains("01.03.2024"), "\(json)")
    }

    /// One place that parts at de_DE from several spelling alike there is told once, at it.
    @Test func aPlacePartedFromSeveralIsToldOnceAtIt() throws {
        let clock = { (type: String, setUp: String) in
            """
            import SwiftUI
            struct \(type): View {
                let item: Item
                var time: String {
                    let formatter = DateFormatter()
                    \(setUp)
                    return formatter.string(from: item.created)
                }
                var body: some View { Text(time) }
            }
            struct \(type)Screen: View {
                let item: Item
                var body: some View { \(type)(item: item) }
            }

            """
        }
        let found = try BehaviourTwinsTests.lint([
            "App/Item.swift": "import Foundation\nstruct Item { let created: Date }\n",
            "App/Row.swift": clock("Row", "formatter.dateFormat = \"h:mm a\""),
            "App/Detail.swift": clock("Detail", "formatter.dateFormat = \"h:mm a\""),
            "Widget/Entry.swift": clock("Entry", "formatter.setLocalizedDateFormatFromTemplate(\"jm\")")
                + "struct Item { let created: Date }\n",
        ])
        let parted = found.filter { $0.contains("differently") }
        #expect(parted.count == 1, "\(found)")
        #expect(parted.first?.hasPrefix("Widget/Entry.swift:") == true, "\(found)")
        #expect(parted.first?.contains("at de_DE is \"09:05\"") == true, "\(found)")
    }

    /// A formatter that fixes its locale (a timestamp for a machine or a prompt) prints alike on
    /// every device on purpose: parting from a localized one at de_DE is its choice, not drift.
    @Test func aFixedLocaleIsNoDisagreement() throws {
        let found = try BehaviourTwinsTests.lint([
            "App/Cell.swift": Self.cell("formatter.setLocalizedDateFormatFromTemplate(\"jm\")"),
            "Widget/Entry.swift": Self.widget("""
                formatter.dateFormat = "h:mm a"
                        formatter.locale = Locale(identifier: "en_US_POSIX")
                """),
        ])
        #expect(!found.contains { $0.contains("differently") }, "\(found)")
    }
}
