import Testing
@testable import PreviewLintKit

/// Foundation formatters modelled by configuration, against outputs Apple documents (en_US).
@Suite struct FoundationModelTests {
    static let march1 = 1_709_283_907.0   // 2024-03-01T09:05:07Z, a Friday
    static let july4 = 1_720_105_620.0    // 2024-07-04T15:07:00Z, a Thursday
    static let newYearsEve = 1_735_689_599.0  // 2024-12-31T23:59:59Z, a Tuesday in 2025's first week

    func text(_ format: FoundationFormat, _ value: BehaviourValue) -> String? {
        try? format.format(value)
    }

    func components(_ units: [DateComponentsStyle.Unit], _ style: DateComponentsStyle.UnitsStyle,
                    _ zeros: DateComponentsStyle.ZeroBehaviour = .default, _ seconds: Int) -> String? {
        text(.dateComponents(DateComponentsStyle(units: units, style: style, zeroBehaviour: zeros)), .int(seconds))
    }

    @Test func positionalDateComponents() {
        #expect(components([.minute, .second], .positional, .pad, 125) == "02:05")
        #expect(components([.minute, .second], .positional, .pad, 3661) == "61:01")
        #expect(components([.hour, .minute, .second], .positional, .pad, 125) == "00:02:05")
        #expect(components([.hour, .minute, .second], .positional, .default, 125) == "2:05")
        // Apple's examples: one hour and ten seconds, one hour and ten minutes.
        #expect(components([.hour, .minute, .second], .positional, .default, 3610) == "1:00:10")
        #expect(components([.hour, .minute, .second], .positional, .default, 4200) == "1:10:00")
        // Is 59 seconds "0:59" or "59"? Not documented: unknown, as are negatives and days.
        #expect(components([.hour, .minute, .second], .positional, .default, 59) == nil)
        #expect(components([.minute, .second], .positional, .pad, -1) == nil)
        #expect(components([.day, .hour, .minute, .second], .positional, .pad, 3600) == nil)
    }

    /// `zeroFormattingBehavior = []` is read as no behaviour; positional, it stays unknown.
    @Test func anEmptyZeroBehaviourKeepsEveryUnit() {
        let source = BehaviourSource("""
            import Foundation
            func named(_ s: Double) -> String {
                let f = DateComponentsFormatter()
                f.allowedUnits = [.hour, .minute, .second]
                f.unitsStyle = .abbreviated
                f.zeroFormattingBehavior = []
                return f.string(from: s) ?? ""
            }
            func positional(_ s: Double) -> String {
                let f = DateComponentsFormatter()
                f.allowedUnits = [.minute, .second]
                f.zeroFormattingBehavior = []
                return f.string(from: s) ?? ""
            }
            """)
        #expect(source.outcome("named", .double(125)) == .text("0h 2m 5s"))
        #expect(!source.outcome("positional", .double(125)).isKnown)
    }

    @Test func namedDateComponents() {
        #expect(components([.minute, .second], .abbreviated, .default, 125) == "2m 5s")
        #expect(components([.day, .hour, .minute, .second], .abbreviated, .default, 3610) == "1h 10s")
        #expect(components([.day, .hour, .minute, .second], .abbreviated, .dropLeading, 600) == "10m 0s")
        #expect(components([.day, .hour, .minute, .second], .abbreviated, .pad, 3600) == "0d 1h 0m 0s")
        // `zeroFormattingBehavior = []`, in Apple's example of no behaviour: one hour and 10 seconds.
        #expect(components([.hour, .minute, .second], .abbreviated, .keepAll, 3610) == "1h 0m 10s")
        // 26 days, 19 hours and 17 seconds, in Apple's style examples.
        let seconds = 26 * 86_400 + 19 * 3600 + 17
        let units: [DateComponentsStyle.Unit] = [.day, .hour, .minute, .second]
        #expect(components(units, .abbreviated, .default, seconds) == "26d 19h 17s")
        #expect(components(units, .short, .default, seconds) == "26 days, 19 hr, 17 sec")
        #expect(components(units, .full, .default, seconds) == "26 days, 19 hours, 17 seconds")
        #expect(components(units, .brief, .default, seconds) == "26days 19hr 17sec")
        #expect(components([.hour, .minute, .second], .full, .default, 3661) == "1 hour, 1 minute, 1 second")
        #expect(components([.minute, .second], .abbreviated, .default, 0) == nil)
    }

    @Test func durationTimePatterns() {
        let minuteSecond = FoundationFormat.duration(DurationPattern(fields: .minuteSecond))
        let hourMinuteSecond = FoundationFormat.duration(DurationPattern(fields: .hourMinuteSecond))
        let hourMinute = FoundationFormat.duration(DurationPattern(fields: .hourMinute))
        #expect(text(minuteSecond, .int(125)) == "2:05")
        #expect(text(minuteSecond, .double(3661)) == "61:01")
        #expect(text(minuteSecond, .int(0)) == "0:00")
        #expect(text(hourMinuteSecond, .int(125)) == "0:02:05")
        #expect(text(hourMinuteSecond, .int(86399)) == "23:59:59")
        #expect(text(hourMinute, .int(125)) == "0:02")
        #expect(text(hourMinute, .int(3599)) == "1:00")
        #expect(text(.duration(DurationPattern(fields: .hourMinuteSecond, firstFieldLength: 2)), .int(125)) == "00:02:05")
        #expect(text(minuteSecond, .int(-61)) == nil)
        #expect(text(hourMinute, .int(90)) == nil)
    }

    func number(_ kind: NumberStyle.Kind, symbol: String = "$", configure: (inout NumberStyle) -> Void = { _ in }) -> FoundationFormat {
        var style = NumberStyle(kind: kind, currencySymbol: symbol)
        configure(&style)
        return .number(style)
    }

    @Test func numberFormatterStyles() {
        #expect(text(number(.decimal), .double(1234.5678)) == "1,234.568")
        #expect(text(number(.decimal), .int(1_234_567)) == "1,234,567")
        #expect(text(number(.decimal), .double(-1234.5)) == "-1,234.5")
        #expect(text(number(.decimal), .double(0.5)) == "0.5")
        #expect(text(number(.percent), .double(0.256)) == "26%")
        // Half to even on the shortest decimal form: 12.5% → 12%, 0.135 → 0.14.
        #expect(text(number(.percent), .double(0.125)) == "12%")
        #expect(text(number(.decimal) { $0.maximumFractionDigits = 2 }, .double(0.135)) == "0.14")
        #expect(text(number(.currency), .double(1234.5)) == "$1,234.50")
        #expect(text(number(.currency, symbol: "€"), .double(1234.5)) == "€1,234.50")
        #expect(text(number(.currency), .int(0)) == "$0.00")
        #expect(text(number(.currency), .double(-3)) == nil)
        #expect(text(number(.none), .double(2.5)) == "2")
        #expect(text(number(.none), .double(3.5)) == "4")
        #expect(text(number(.decimal) { $0.minimumIntegerDigits = 2 }, .int(5)) == "05")
        #expect(text(number(.decimal) { $0.usesGroupingSeparator = false }, .int(1_234_567)) == "1234567")
        #expect(text(number(.decimal) { $0.minimumFractionDigits = 2; $0.maximumFractionDigits = 2 }, .double(3.14159)) == "3.14")
    }

    func date(_ format: String, offset: Int = 0, _ seconds: Double = march1) -> String? {
        guard let pattern = try? DatePattern(format, offsetSeconds: offset) else { return nil }
        return text(.date(pattern), .date(seconds))
    }

    @Test func fixedDateFormats() {
        #expect(date("HH:mm") == "09:05")
        #expect(date("h:mm a") == "9:05 AM")
        #expect(date("h:mm a", Self.july4) == "3:07 PM")
        #expect(date("yyyy-MM-dd") == "2024-03-01")
        #expect(date("MMM d") == "Mar 1")
        #expect(date("EEEE") == "Friday")
        #expect(date("EEE, MMM d") == "Fri, Mar 1")
        #expect(date("d MMMM yyyy") == "1 March 2024")
        #expect(date("'at' HH:mm") == "at 09:05")
        #expect(date("h 'o''clock'") == "9 o'clock")
        #expect(date("yyyy-MM-dd'T'HH:mm:ssZZZZZ") == "2024-03-01T09:05:07Z")
        #expect(date("HH:mm Z", offset: 3600) == "10:05 +0100")
        #expect(date("yyyy", Self.newYearsEve) == "2024")
        #expect(date("YYYY", Self.newYearsEve) == "2025")
        #expect(date("HH:mm", 0) == "00:00")
        #expect(date("Q") == nil)
        // A fraction of a second: fields show the second it falls in; a pattern showing it is unknown.
        #expect(date("HH:mm:ss", 0.125) == "00:00:00")
        #expect(date("HH:mm:ss", 3661.9) == "01:01:01")
        #expect(date("HH:mm:ss", -0.5) == "23:59:59")
        #expect(date("HH:mm:ss.SSS", 0.125) == nil)
    }

    @Test func dateAndTimeStyles() throws {
        func styled(_ dateStyle: String, _ timeStyle: String) -> String? {
            (try? DateStyles.pattern(dateStyle: dateStyle, timeStyle: timeStyle, offsetSeconds: 0)).flatMap { text(.date($0), .date(Self.july4)) }
        }
        #expect(styled("none", "short") == "3:07 PM")
        #expect(styled("none", "medium") == "3:07:00 PM")
        #expect(styled("short", "none") == "7/4/24")
        #expect(styled("medium", "none") == "Jul 4, 2024")
        #expect(styled("long", "none") == "July 4, 2024")
        #expect(styled("full", "none") == "Thursday, July 4, 2024")
        #expect(styled("medium", "short") == nil)
        #expect(styled("none", "long") == nil)
        let numeric = try DateStyles.pattern(formattedDate: "numeric", time: "omitted")
        #expect(text(.date(numeric), .date(Self.march1)) == "3/1/2024")
        let shortened = try DateStyles.pattern(formattedDate: "omitted", time: "shortened")
        #expect(text(.date(shortened), .date(Self.march1)) == "9:05 AM")
    }

    @Test func narrowSpacesReadAsSpaces() {
        #expect(DisplayText.normalisingSpaces("3:07\u{202F}PM") == "3:07 PM")
        #expect(DisplayText.normalisingSpaces("1\u{00A0}000") == "1 000")
        #expect(DisplayText.editDistance("3:07\u{202F}PM", "3:07 PM") == 0)
        #expect(DisplayText.editDistance("2:5", "2:05") == 1)
    }
}

extension FoundationModelTests {
    /// A number's format style at en_US: grouped by three, up to six fraction digits unless a
    /// precision says otherwise; a date's `.formatted()` (date and time) is not modelled.
    @Test func numberFormatStyles() {
        let source = BehaviourSource("""
            func plain(_ n: Int) -> String { n.formatted() }
            func number(_ x: Double) -> String { x.formatted(.number) }
            func oneDigit(_ x: Double) -> String { x.formatted(.number.precision(.fractionLength(1))) }
            func stamp(_ d: Date) -> String { d.formatted() }
            func bytes(_ n: Int) -> String { n.formatted(.byteCount(style: .file)) }
            """)
        #expect(source.outcome("plain", .int(1_234_567)) == .text("1,234,567"))
        #expect(source.outcome("number", .double(3.14159265)) == .text("3.141593"))
        #expect(source.outcome("oneDigit", .double(1234.56)) == .text("1,234.6"))
        #expect(source.outcome("oneDigit", .double(2)) == .text("2.0"))
        #expect(!source.outcome("stamp", .date(Self.march1)).isKnown)
        // A byte count is known by its configuration alone (`ConfiguredFormatTests`).
        #expect(source.outcome("bytes", .int(2048)).description == "\"⟨ByteCountFormatStyle(style: .file) of 2048⟩\"")
    }
}
