import Testing
@testable import PreviewLintKit

/// `Date.FormatStyle`'s component chains are template skeletons: each component's field at its
/// width, in either order, as `DateTemplate` spells the skeleton at en_US and de_DE.
@Suite struct DateTimeFormatStyleTests {
    static let source = BehaviourSource("""
        import Foundation
        func dayLabel(_ date: Date) -> String { date.formatted(.dateTime.weekday(.abbreviated).day().month()) }
        func clock(_ date: Date) -> String { date.formatted(.dateTime.hour().minute()) }
        func monthYear(_ date: Date) -> String { date.formatted(.dateTime.year().month(.wide)) }
        func weekday(_ date: Date) -> String { date.formatted(Date.FormatStyle.dateTime.weekday(.wide)) }
        func era(_ date: Date) -> String { date.formatted(.dateTime.era().year()) }
        func plain(_ date: Date) -> String { date.formatted() }
        """)

    /// 2024-03-01T09:05:07Z, a Friday.
    static let march: BehaviourValue = .date(1_709_283_907)

    @Test(arguments: [
        ("dayLabel", "Fri, Mar 1", "Fr., 1. März"), ("clock", "9:05 AM", "09:05"),
        ("monthYear", "March 2024", "März 2024"), ("weekday", "Friday", "Freitag"),
    ])
    func aChainIsItsSkeletonsPattern(name: String, english: String, german: String) {
        #expect(Self.source.outcome(name, Self.march) == .text(english))
        #expect(Self.source.otherLocaleOutcome(name, Self.march) == .text(german))
    }

    /// `.formatted()` is lowered before its value's type is known: of a date it is no number.
    @Test func aDatesPlainFormattedIsItsDateAndTime() {
        #expect(Self.source.outcome("plain", Self.march)
            == .unknown("Date.formatted() (date: .numeric, time: .shortened) is not modelled"))
    }

    @Test func aComponentNotModelledLeavesItUnknown() {
        let reason = Self.source["era"].unknownReason
        #expect(reason?.contains(".era()") == true, "\(String(describing: reason))")
    }
}
