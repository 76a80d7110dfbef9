import Testing
@testable import PreviewLintKit

/// The device's calendar is Gregorian in UTC, and today is the evaluator's pinned now
/// (2024-03-01 09:05:07 UTC): day predicates, the start of a day, one field, and whole units between
/// two dates, as `Calendar` computes them there.
@Suite struct CalendarArithmeticTests {
    static let source = """
        func chatTime(_ date: Date) -> String {
            let time = DateFormatter()
            time.timeStyle = .short
            let day = DateFormatter()
            day.dateFormat = "MMM d"
            if Calendar.current.isDateInToday(date) { return time.string(from: date) }
            if Calendar.current.isDateInYesterday(date) { return "Yesterday" }
            return day.string(from: date)
        }
        func ago(_ date: Date) -> String {
            let minutes = Calendar.current.dateComponents([.minute], from: date, to: Date()).minute ?? 0
            return minutes < 60 ? "\\(minutes)m ago" : "\\(minutes / 60)h ago"
        }
        func days(_ date: Date) -> String { "\\(Calendar.current.dateComponents([.day], from: date, to: Date()).day!) days" }
        func hourOf(_ date: Date, calendar: Calendar) -> String { "\\(calendar.component(.hour, from: date)) o'clock" }
        func weekdayOf(_ date: Date) -> String { "\\(Calendar.current.component(.weekday, from: date))" }
        func dayStart(_ date: Date) -> String {
            let f = DateFormatter()
            f.dateFormat = "HH:mm d"
            return f.string(from: Calendar.current.startOfDay(for: date))
        }
        func months(_ date: Date) -> String { "\\(Calendar.current.dateComponents([.month], from: date, to: Date()).month ?? 0)" }
        func lunar(_ date: Date) -> Bool { Calendar(identifier: .chinese).isDateInToday(date) }
        func age(fromDouble timestamp: Double) -> String {
            let timestampAsDate = Date(timeIntervalSince1970: timestamp / 1000)
            let calendar = Calendar.current
            let components = calendar.dateComponents([.minute], from: timestampAsDate, to: Date())
            if let ageInMinutes = components.minute { return "\\(ageInMinutes)" }
            return "?"
        }
        func span(_ date: Date) -> String {
            let parts = Calendar.current.dateComponents([.hour, .minute], from: date, to: Date())
            return "\\(parts.hour!)h \\(parts.minute!)m"
        }
        func gregorianHour(_ date: Date) -> String {
            let calendar = Calendar(identifier: .gregorian)
            return "\\(calendar.component(.hour, from: date))h, \\(Calendar.current.dateComponents([.hour, .minute], from: date, to: Date()).minute!)m"
        }
        func passed(_ date: Date) -> String {
            let parts = Calendar.current.dateComponents([.minute], from: date, to: Date())
            return "\\(parts)"
        }

        """

    static let now = BehaviourGrid.now

    @Test func todayAndYesterdayAreDaysOfThePinnedNow() {
        let source = BehaviourSource(Self.source)
        #expect(source.outcome("chatTime", .date(Self.now - 125)).description == "\"9:03 AM\"")
        // 09:05 on 1 March 2024: 9 hours 6 minutes and 33 hours back are 29 February, 57 hours back the 28th.
        #expect(source.outcome("chatTime", .date(Self.now - 32_760)).description == "\"Yesterday\"")
        #expect(source.outcome("chatTime", .date(Self.now - 118_800)).description == "\"Yesterday\"")
        #expect(source.outcome("chatTime", .date(Self.now - 205_200)).description == "\"Feb 28\"")
    }

    @Test func wholeUnitsBetweenTwoDatesAreTruncated() {
        let source = BehaviourSource(Self.source)
        #expect(source.outcome("ago", .date(Self.now - 125)).description == "\"2m ago\"")
        #expect(source.outcome("ago", .date(Self.now - 7_199)).description == "\"1h ago\"")
        #expect(source.outcome("days", .date(Self.now - 172_799)).description == "\"1 days\"")
        #expect(source.outcome("days", .date(Self.now + 90_000)).description == "\"-1 days\"")
    }

    @Test func fieldsAndTheStartOfADay() {
        let source = BehaviourSource(Self.source)
        #expect(source.outcome("hourOf", .date(Self.now), .enumCase("current")).description == "\"9 o'clock\"")
        // 1 March 2024 was a Friday: weekday 6 counting Sunday as 1.
        #expect(source.outcome("weekdayOf", .date(Self.now)).description == "\"6\"")
        #expect(source.outcome("dayStart", .date(Self.now)).description == "\"00:00 1\"")
    }

    /// Components kept in a local and read unit by unit: each below the next larger unit asked for.
    @Test func componentsReadThroughALocal() {
        let source = BehaviourSource(Self.source)
        #expect(source.outcome("age", .double((Self.now - 125) * 1000)).description == "\"2\"")
        #expect(source.outcome("span", .date(Self.now - 3_725)).description == "\"1h 2m\"")
        #expect(source.outcome("span", .date(Self.now + 3_725)).description == "\"-1h -2m\"")
        // A Gregorian calendar made in place is the device's; read straight off the call, a unit is
        // still what is left below the larger one asked for.
        #expect(source.outcome("gregorianHour", .date(Self.now - 3_725)).description == "\"8h, 2m\"")
        // Printed whole, the components are no number.
        #expect(source["passed"].unknownReason != nil)
    }

    /// Months differ in length and other calendars count days otherwise: not modelled.
    @Test func unevenUnitsAndOtherCalendarsAreUnknown() {
        let source = BehaviourSource(Self.source)
        #expect(source["months"].unknownReason != nil)
        #expect(source["lunar"].unknownReason != nil)
        #expect(source["ago"].readsNow && source["chatTime"].readsNow)
    }
}
