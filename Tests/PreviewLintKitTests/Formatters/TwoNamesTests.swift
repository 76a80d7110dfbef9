import Testing

/// Two members of one file that hand a shared formatting function the same pattern of their own
/// (`asString(self, format: "d")` twice) are one formatter under two names: callers pick one at
/// random, and a fix to one misses the other's callers. Members of a catalog that output the same
/// through different code, or that only pass their input on, are left alone.
@Suite struct TwoNamesTests {
    static let helper = """
        import Foundation
        extension DateFormatter {
            static func asString(_ date: Date, format: String, calendar: Calendar) -> String {
                let formatter = DateFormatter()
                formatter.calendar = calendar
                formatter.dateFormat = format
                return formatter.string(from: date)
            }
        }

        """

    static func dates(_ second: String) -> String {
        """
        import Foundation
        extension Date {
            func toShortDateString(calendar: Calendar = .current) -> String {
                DateFormatter.asString(self, format: "d", calendar: calendar)
            }

            func toDateString(calendar: Calendar = .current) -> String {
                \(second)
            }

            func toMonthString(calendar: Calendar = .current) -> String {
                DateFormatter.asString(self, format: "MMM", calendar: calendar)
            }
        }

        """
    }

    static let view = """
        import SwiftUI
        struct DayView: View {
            var date: Date
            var body: some View {
                VStack {
                    Text(date.toShortDateString())
                    Text(date.toDateString())
                    Text(date.toMonthString())
                }
            }
        }

        """

    static func lint(_ second: String) throws -> [String] {
        try CopiesAcrossPlatformsFormattingTests.lint([
            "App/DateFormatter+Strings.swift": Self.helper, "App/Date+Strings.swift": Self.dates(second),
            "App/DayView.swift": Self.view,
        ])
    }

    @Test func oneFormatterUnderTwoNamesIsReported() throws {
        #expect(try Self.lint(#"DateFormatter.asString(self, format: "d", calendar: calendar)"#) == [
            #"App/Date+Strings.swift:7:10: warning: Date.toDateString(calendar:) outputs what Date.toShortDateString(calendar:) (App/Date+Strings.swift:3) outputs, on all 4 inputs tried (Date(timeIntervalSince1970: 1709283907.0).toShortDateString(calendar: .current) → "1"); call that one instead of keeping a second formatter that will drift (reimplemented_formatter)"#,
        ])
    }

    /// The same day of the month, written otherwise: a catalog's second name, not a copy.
    @Test func otherCodeWithTheSameOutputsInOneFileIsACatalog() throws {
        #expect(try Self.lint("DateFormatter.asString(self, format: \"d\", calendar: calendar) + \"\"") == [])
    }
}
