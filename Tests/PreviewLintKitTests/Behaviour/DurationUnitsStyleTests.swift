import Testing
@testable import PreviewLintKit

/// `Duration.UnitsFormatStyle` against what swift-foundation printed for the same styles and
/// durations at en_US (recorded on Linux with Swift 6.3.1; Apple's Foundation shares this code).
@Suite struct DurationUnitsStyleTests {
    static let source = """
    func f0(_ s: Double) -> String { Duration.seconds(s).formatted(.units()) }
    func f1(_ s: Double) -> String { Duration.seconds(s).formatted(.units(width: .narrow)) }
    func f2(_ s: Double) -> String { Duration.seconds(s).formatted(.units(allowed: [.hours, .minutes], width: .wide)) }
    func f3(_ s: Double) -> String { Duration.seconds(s).formatted(.units(maximumUnitCount: 2)) }
    func f4(_ s: Double) -> String { Duration.seconds(s).formatted(.units(width: .narrow, maximumUnitCount: 1)) }
    func f5(_ s: Double) -> String { Duration.seconds(s).formatted(.units(allowed: [.days, .hours, .minutes, .seconds], width: .condensedAbbreviated)) }
    func f6(_ s: Double) -> String { Duration.seconds(s).formatted(.units(allowed: [.weeks, .days, .hours], width: .wide, maximumUnitCount: 1)) }
    func f7(_ s: Double) -> String { Duration.seconds(s).formatted(.units(width: .narrow, zeroValueUnits: .show(length: 2))) }
    func f8(_ s: Double) -> String { Duration.seconds(s).formatted(.units(allowed: [.minutes, .seconds], width: .narrow, valueLength: 2)) }
    func f9(_ s: Double) -> String { Duration.seconds(s).formatted(.units(allowed: [.seconds], width: .narrow, fractionalPart: .show(length: 1))) }
    func f10(_ s: Double) -> String { Duration.seconds(s).formatted(.units(allowed: [.minutes], width: .wide, fractionalPart: .show(length: 2))) }
    func f11(_ s: Double) -> String { Duration.seconds(s).formatted(.units(allowed: [.hours])) }
    """

    /// function, seconds, Foundation's text.
    static let recorded = """
    f0	0.0	0 secs
    f0	1.0	1 sec
    f0	59.0	59 secs
    f0	60.0	1 min
    f0	90.0	1 min, 30 secs
    f0	125.0	2 min, 5 secs
    f0	150.0	2 min, 30 secs
    f0	3599.0	59 min, 59 secs
    f0	3600.0	1 hr
    f0	3661.0	1 hr, 1 min, 1 sec
    f0	5430.0	1 hr, 30 min, 30 secs
    f0	7199.0	1 hr, 59 min, 59 secs
    f0	86400.0	24 hrs
    f0	90061.0	25 hrs, 1 min, 1 sec
    f0	700000.0	194 hrs, 26 min, 40 secs
    f0	1.5	2 secs
    f1	0.0	0s
    f1	1.0	1s
    f1	59.0	59s
    f1	60.0	1m
    f1	90.0	1m 30s
    f1	125.0	2m 5s
    f1	150.0	2m 30s
    f1	3599.0	59m 59s
    f1	3600.0	1h
    f1	3661.0	1h 1m 1s
    f1	5430.0	1h 30m 30s
    f1	7199.0	1h 59m 59s
    f1	86400.0	24h
    f1	90061.0	25h 1m 1s
    f1	700000.0	194h 26m 40s
    f1	1.5	2s
    f2	0.0	0 minutes
    f2	1.0	0 minutes
    f2	59.0	1 minute
    f2	60.0	1 minute
    f2	90.0	2 minutes
    f2	125.0	2 minutes
    f2	150.0	2 minutes
    f2	3599.0	1 hour
    f2	3600.0	1 hour
    f2	3661.0	1 hour, 1 minute
    f2	5430.0	1 hour, 30 minutes
    f2	7199.0	2 hours
    f2	86400.0	24 hours
    f2	90061.0	25 hours, 1 minute
    f2	700000.0	194 hours, 27 minutes
    f2	1.5	0 minutes
    f3	0.0	0 secs
    f3	1.0	1 sec
    f3	59.0	59 secs
    f3	60.0	1 min
    f3	90.0	1 min, 30 secs
    f3	125.0	2 min, 5 secs
    f3	150.0	2 min, 30 secs
    f3	3599.0	59 min, 59 secs
    f3	3600.0	1 hr
    f3	3661.0	1 hr, 1 min
    f3	5430.0	1 hr, 30 min
    f3	7199.0	2 hrs, 0 min
    f3	86400.0	24 hrs
    f3	90061.0	25 hrs, 1 min
    f3	700000.0	194 hrs, 27 min
    f3	1.5	2 secs
    f4	0.0	0s
    f4	1.0	1s
    f4	59.0	59s
    f4	60.0	1m
    f4	90.0	2m
    f4	125.0	2m
    f4	150.0	2m
    f4	3599.0	60m
    f4	3600.0	1h
    f4	3661.0	1h
    f4	5430.0	2h
    f4	7199.0	2h
    f4	86400.0	24h
    f4	90061.0	25h
    f4	700000.0	194h
    f4	1.5	2s
    f5	0.0	0 secs
    f5	1.0	1 sec
    f5	59.0	59 secs
    f5	60.0	1 min
    f5	90.0	1 min 30 secs
    f5	125.0	2 min 5 secs
    f5	150.0	2 min 30 secs
    f5	3599.0	59 min 59 secs
    f5	3600.0	1 hr
    f5	3661.0	1 hr 1 min 1 sec
    f5	5430.0	1 hr 30 min 30 secs
    f5	7199.0	1 hr 59 min 59 secs
    f5	86400.0	1 day
    f5	90061.0	1 day 1 hr 1 min 1 sec
    f5	700000.0	8 days 2 hrs 26 min 40 secs
    f5	1.5	2 secs
    f6	0.0	0 hours
    f6	1.0	0 hours
    f6	59.0	0 hours
    f6	60.0	0 hours
    f6	90.0	0 hours
    f6	125.0	0 hours
    f6	150.0	0 hours
    f6	3599.0	1 hour
    f6	3600.0	1 hour
    f6	3661.0	1 hour
    f6	5430.0	2 hours
    f6	7199.0	2 hours
    f6	86400.0	1 day
    f6	90061.0	1 day
    f6	700000.0	1 week
    f6	1.5	0 hours
    f7	0.0	00h 00m 00s
    f7	1.0	00h 00m 01s
    f7	59.0	00h 00m 59s
    f7	60.0	00h 01m 00s
    f7	90.0	00h 01m 30s
    f7	125.0	00h 02m 05s
    f7	150.0	00h 02m 30s
    f7	3599.0	00h 59m 59s
    f7	3600.0	01h 00m 00s
    f7	3661.0	01h 01m 01s
    f7	5430.0	01h 30m 30s
    f7	7199.0	01h 59m 59s
    f7	86400.0	24h 00m 00s
    f7	90061.0	25h 01m 01s
    f7	700000.0	194h 26m 40s
    f7	1.5	00h 00m 02s
    f8	0.0	00s
    f8	1.0	01s
    f8	59.0	59s
    f8	60.0	01m
    f8	90.0	01m 30s
    f8	125.0	02m 05s
    f8	150.0	02m 30s
    f8	3599.0	59m 59s
    f8	3600.0	60m
    f8	3661.0	61m 01s
    f8	5430.0	90m 30s
    f8	7199.0	119m 59s
    f8	86400.0	440m
    f8	90061.0	501m 01s
    f8	700000.0	666m 40s
    f8	1.5	02s
    f9	0.0	0.0s
    f9	1.0	1.0s
    f9	59.0	59.0s
    f9	60.0	60.0s
    f9	90.0	90.0s
    f9	125.0	125.0s
    f9	150.0	150.0s
    f9	3599.0	3,599.0s
    f9	3600.0	3,600.0s
    f9	3661.0	3,661.0s
    f9	5430.0	5,430.0s
    f9	7199.0	7,199.0s
    f9	86400.0	86,400.0s
    f9	90061.0	90,061.0s
    f9	700000.0	700,000.0s
    f9	1.5	1.5s
    f10	0.0	0.00 minutes
    f10	1.0	0.02 minutes
    f10	59.0	0.98 minutes
    f10	60.0	1.00 minutes
    f10	90.0	1.50 minutes
    f10	125.0	2.08 minutes
    f10	150.0	2.50 minutes
    f10	3599.0	59.98 minutes
    f10	3600.0	60.00 minutes
    f10	3661.0	61.02 minutes
    f10	5430.0	90.50 minutes
    f10	7199.0	119.98 minutes
    f10	86400.0	1,440.00 minutes
    f10	90061.0	1,501.02 minutes
    f10	700000.0	11,666.67 minutes
    f10	1.5	0.02 minutes
    f11	0.0	0 hrs
    f11	1.0	0 hrs
    f11	59.0	0 hrs
    f11	60.0	0 hrs
    f11	90.0	0 hrs
    f11	125.0	0 hrs
    f11	150.0	0 hrs
    f11	3599.0	1 hr
    f11	3600.0	1 hr
    f11	3661.0	1 hr
    f11	5430.0	2 hrs
    f11	7199.0	2 hrs
    f11	86400.0	24 hrs
    f11	90061.0	25 hrs
    f11	700000.0	194 hrs
    f11	1.5	0 hrs
    """

    /// Unknown on purpose: ICU cuts a value longer than `valueLength` from the left; 1.5 seconds in
    /// hundredths of a minute is a half that binary cannot hold exactly.
    static let leftUnknown: Set = ["f8(7199.0)", "f8(86400.0)", "f8(90061.0)", "f8(700000.0)", "f10(1.5)"]

    @Test func everyRecordedDurationIsFormattedAsFoundationDoes() {
        let source = BehaviourSource(Self.source)
        var wrong: [String] = []
        for row in Self.recorded.split(separator: "\n") {
            let fields = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let outcome = source.outcome(fields[0], .double(Double(fields[1])!))
            if case .unknown = outcome, Self.leftUnknown.contains("\(fields[0])(\(fields[1]))") { continue }
            if outcome != .text(fields[2]) { wrong.append("\(fields[0])(\(fields[1])): \(outcome), Foundation \(fields[2])") }
        }
        #expect(wrong == [])
    }

    @Test func whatIsNotModelledIsUnknownNotGuessed() {
        let source = BehaviourSource("""
        func negative(_ s: Double) -> String { Duration.seconds(s).formatted(.units(width: .narrow)) }
        func rounded(_ s: Double) -> String { Duration.seconds(s).formatted(.units(fractionalPart: .hide(rounded: .up))) }
        func padded(_ s: Double) -> String { Duration.seconds(s).formatted(.units(zeroValueUnits: .show(length: 2), valueLength: 3)) }
        """)
        guard case .unknown = source.outcome("negative", .double(-125)) else { Issue.record("a negative duration"); return }
        guard case .unknown = source.outcome("rounded", .double(125)) else { Issue.record("a rounding rule"); return }
        guard case .unknown = source.outcome("padded", .double(125)) else { Issue.record("padded and shown at zero"); return }
    }

    @Test func aDurationsOwnFormattedIsHoursMinutesAndSeconds() {
        let source = BehaviourSource("func f(_ s: Int) -> String { Duration.seconds(s).formatted() }")
        #expect(source.outcome("f", .int(125)) == .text("0:02:05"))
    }

    /// A local holding a duration, however it is made, is formatted as one.
    @Test func aDurationKeptInALocalIsFormattedAsOne() {
        let source = BehaviourSource("""
        func remaining(_ t: TimeInterval) -> String {
            let duration = Duration(secondsComponent: Int64(t), attosecondsComponent: 0)
            return duration.formatted(.units(allowed: [.hours, .minutes, .seconds], width: .abbreviated, maximumUnitCount: 1))
        }
        func clock(_ t: Int) -> String {
            let d: Duration = .seconds(t)
            return d.formatted(.time(pattern: .minuteSecond))
        }
        """)
        #expect(source.outcome("remaining", .double(3599)) == .text("60 min"))
        #expect(source.outcome("remaining", .double(5430)) == .text("2 hrs"))
        #expect(source.outcome("clock", .int(125)) == .text("2:05"))
    }
}
