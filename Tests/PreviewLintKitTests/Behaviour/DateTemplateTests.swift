import Testing
@testable import PreviewLintKit

/// `setLocalizedDateFormatFromTemplate(_:)` at en_US: CLDR's best entry for the template's fields,
/// each field at the width the template asks for; a `Calendar` input is the device's (Gregorian,
/// as the locale is en_US); a format or template a parameter holds is read when the date is formatted.
@Suite struct DateTemplateTests {
    @Test(arguments: [
        ("d", "d"), ("dd", "dd"), ("E", "EEE"), ("EEEE", "EEEE"), ("EEEE d", "d EEEE"), ("MMMM", "LLLL"), ("MMM d", "MMM d"),
        ("MMMM yyyy", "MMMM yyyy"), ("yyyy", "yyyy"), ("EEEE, MMM d, yyyy", "EEEE, MMM d, yyyy"), ("dd/MM", "MM/dd"),
        ("jm", "h:mm a"), ("HH:mm", "HH:mm"), ("h:mm a", "h:mm a"), ("yMMMd", "MMM d, y"), ("MMMMd", "MMMM d"),
    ])
    func aTemplateIsTheLocalesBestPattern(template: String, pattern: String) {
        #expect(DateTemplate.pattern(template) == pattern)
    }

    /// A date and a time together are joined by rules of their own; a lone day period is no entry.
    @Test(arguments: ["MMMdjm", "a", "", "QQQ y", "HHh"])
    func aTemplateWithNoEntryIsUnknown(template: String) {
        #expect(DateTemplate.pattern(template) == nil)
    }

    static let helpers = """
        import Foundation
        extension DateFormatter {
            static func asString(_ date: Date, format: String, calendar: Calendar = .current) -> String {
                let dateFormatter = DateFormatter()
                dateFormatter.setLocalizedDateFormatFromTemplate(format)
                dateFormatter.calendar = calendar
                return dateFormatter.string(from: date)
            }
            static func asFixedString(_ date: Date, format: String) -> String {
                let dateFormatter = DateFormatter()
                dateFormatter.dateFormat = format
                return dateFormatter.string(from: date)
            }
        }
        extension Date {
            func toDayString(calendar: Calendar = .current) -> String { DateFormatter.asString(self, format: "d", calendar: calendar) }
            func toMonthString(calendar: Calendar = .current) -> String { DateFormatter.asString(self, format: "MMMM", calendar: calendar) }
            func toNumericDayString() -> String { DateFormatter.asFixedString(self, format: "d") }
        }

        """

    @Test func aTemplateAParameterHoldsIsReadWhenTheDateIsFormatted() throws {
        let listing = try TemporaryRepository(["App/Dates.swift": Self.helpers]).run("formatters", "--all").stdout
        #expect(listing.contains("outputs Date(timeIntervalSince1970: 1720105620.0).toDayString(calendar: .current) → \"4\""), "\(listing)")
        #expect(listing.contains("outputs Date(timeIntervalSince1970: 1709283907.0).toMonthString(calendar: .current) → \"March\""))
        #expect(listing.contains("outputs Date(timeIntervalSince1970: 1709283907.0).toNumericDayString() → \"1\""))
    }

    /// A calendar the code picks itself is not the device's: the formatter is not modelled.
    @Test func aCalendarOfItsOwnIsNotModelled() throws {
        let chinese = Self.helpers.replacingOccurrences(of: "dateFormatter.calendar = calendar", with: "dateFormatter.calendar = Calendar(identifier: .chinese)")
        let listing = try TemporaryRepository(["App/Dates.swift": chinese]).run("formatters", "--all").stdout
        #expect(!listing.contains("toDayString(calendar: .current) →"), "\(listing)")
        #expect(listing.contains("toNumericDayString() → \"1\""))
    }

    /// The day of the month by a template in the widget and by a fixed format in the app: one formatting.
    @Test func aTemplateAndAFixedFormatOfOneFieldAreTwins() throws {
        let widget = """
            import SwiftUI
            extension Date {
                func widgetDay(calendar: Calendar = .current) -> String {
                    let formatter = DateFormatter()
                    formatter.setLocalizedDateFormatFromTemplate("d")
                    formatter.calendar = calendar
                    return formatter.string(from: self)
                }
            }
            struct DayCell: View {
                let date: Date
                var body: some View { Text(date.widgetDay()) }
            }
            struct WidgetScreen { func show() { print(DayCell(date: Date())) } }

            """
        let app = "import Foundation\nstruct AppScreen { func show() { print(Date().toNumericDayString()) } }\n"
        let lines = try BehaviourTwinsTests.lint(["App/Dates.swift": Self.helpers, "App/Screen.swift": app, "Widget/DayCell.swift": widget])
        #expect(lines.contains { $0.hasPrefix("App/Dates.swift:18:10: warning: Date.widgetDay(calendar:) (Widget/DayCell.swift:3) with calendar: .current outputs what Date.toNumericDayString() (App/Dates.swift:18) outputs") }, "\(lines)")
    }
}
