import Testing
@testable import PreviewLintKit

/// Formatting compared by its outputs on the grid.
@Suite struct BehaviourComparisonTests {
    static let source = BehaviourSource("""
    func formatTime(_ s: Int) -> String { String(format: "%d:%02d", s / 60, s % 60) }
    func timerDisplayFromSeconds(seconds: Double, showSeconds: Bool) -> String {
        let totalSeconds = Int(seconds)
        let minutes = totalSeconds / 60
        let secs = totalSeconds % 60
        if showSeconds { return String(format: "%d:%02d", minutes, secs) }
        return "\\(minutes) min"
    }
    func durationText(_ s: Int) -> String { Duration.seconds(s).formatted(.time(pattern: .minuteSecond)) }
    func handPadded(_ s: Int) -> String { "\\(s / 60):\\(s % 60 < 10 ? "0" : "")\\(s % 60)" }
    func zeroPadded(_ s: Int) -> String { String(format: "%02d:%02d", s / 60, s % 60) }
    func hoursMinutes(_ s: Int) -> String { String(format: "%d:%02d", s / 3600, (s % 3600) / 60) }
    func clock24(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm"
        return formatter.string(from: date)
    }
    func clock12(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "h:mm a"
        return formatter.string(from: date)
    }
    func countText(_ count: Int) -> String { "\\(count)" }
    func profile(_ id: Int) -> String { let user = fetchUser(id); return "\\(id)" }
    extension TimeInterval {
        var clock: String { String(format: "%d:%02d", Int(self) / 60, Int(self) % 60) }
    }
    """)

    func row(_ result: BehaviourComparison.Result) -> GridRow? {
        if case .differ(let disagreement) = result { return disagreement.first }
        return nil
    }

    @Test func theSeedFormattersAreTheSameFormattingWithSecondsShown() throws {
        let result = Self.source.compare("formatTime", "timerDisplayFromSeconds", fixing: ["showSeconds": true])
        guard case .equal(let agreement) = result else { Issue.record("\(result)"); return }
        #expect(agreement.rows.count == BehaviourGrid.standard.numbers.count)
        let twoFive = try #require(agreement.rows.first { $0.firstArguments == [.int(125)] })
        #expect(twoFive.first == .text("2:05") && twoFive.second == .text("2:05"))
        #expect(twoFive.secondArguments == [.double(125), .bool(true)])
        #expect(agreement.fixed == ["showSeconds": true])
    }

    @Test func withoutSecondsTheyDiffer() {
        let first = row(Self.source.compare("formatTime", "timerDisplayFromSeconds", fixing: ["showSeconds": false]))
        #expect(first?.input == "formatTime(0)")
        #expect(first?.first == .text("0:00") && first?.second == .text("0 min"))
    }

    /// An unfixed Boolean only one side has is tried both ways: true makes them agree.
    @Test func anUnfixedBooleanIsTriedBothWays() {
        guard case .equal(let agreement) = Self.source.compare("formatTime", "timerDisplayFromSeconds") else {
            Issue.record("expected equal"); return
        }
        #expect(agreement.fixed == ["showSeconds": true])
    }

    /// Duration is unknown for negative seconds, so those inputs are left out, not differences.
    @Test func theDurationSpellingIsTheSameForNonNegativeSeconds() {
        guard case .equal(let agreement) = Self.source.compare("formatTime", "durationText") else {
            Issue.record("expected equal"); return
        }
        #expect(agreement.skipped.map(\.firstArguments) == [[.int(-1)], [.int(-61)]])
        #expect(agreement.rows.allSatisfy { $0.firstArguments != [.int(-1)] })
        #expect(agreement.skipped.first?.first == .text("0:-1"))
    }

    /// Hand-written padding agrees on every non-negative input; with negative seconds both are
    /// known and print differently.
    @Test func handWrittenPaddingAgreesExceptOnNegatives() {
        let nonNegative = BehaviourComparison(evaluator: Self.source.comparison.evaluator,
                                              grid: BehaviourGrid(numbers: [0, 1, 59, 60, 61, 125, 245, 3599, 3600, 3661, 86399]))
        guard case .equal = nonNegative.compare(Self.source["formatTime"], Self.source["handPadded"]) else {
            Issue.record("expected equal"); return
        }
        let first = row(Self.source.compare("formatTime", "handPadded"))
        #expect(first?.input == "formatTime(-1)")
        #expect(first?.first == .text("0:-1") && first?.second == .text("0:0-1"))
    }

    @Test func aPaddingDisagreementNamesTheInputAndBothOutputs() throws {
        guard case .differ(let disagreement) = Self.source.compare("formatTime", "zeroPadded") else {
            Issue.record("expected a difference"); return
        }
        #expect(disagreement.first.input == "formatTime(0)")
        #expect(disagreement.first.first == .text("0:00") && disagreement.first.second == .text("00:00"))
        let fourFive = try #require(disagreement.differences.first { $0.firstArguments == [.int(245)] })
        #expect(fourFive.first == .text("4:05") && fourFive.second == .text("04:05"))
    }

    @Test func twelveAndTwentyFourHourClocksDisagree() {
        let first = row(Self.source.compare("clock24", "clock12"))
        #expect(first?.first == .text("00:00") && first?.second == .text("12:00 AM"))
    }

    @Test func theSameFormatOverDifferentArithmeticDiffers() {
        let first = row(Self.source.compare("formatTime", "hoursMinutes"))
        #expect(first?.input == "formatTime(1)")
        #expect(first?.first == .text("0:01") && first?.second == .text("0:00"))
    }

    /// A helper on `TimeInterval` formats `self`: it lines up with a function of seconds.
    @Test func anExtensionOfTimeIntervalFormatsItsValue() {
        #expect(Self.source["clock"].parameters == [BehaviourParameter(label: "self", name: "self", typeName: "TimeInterval")])
        guard case .equal = Self.source.compare("formatTime", "clock") else { Issue.record("expected equal"); return }
        #expect(Self.source.outcome("clock", .double(245)) == .text("4:05"))
    }

    @Test func unknownFormattersCannotBeCompared() {
        #expect(Self.source["profile"].unknownReason == "calls fetchUser(_:)")
        #expect(Self.source.compare("countText", "profile") == .cannotCompare("profile(_:) calls fetchUser(_:)"))
        #expect(Self.source.compare("formatTime", "clock24") == .cannotCompare("s: Int does not line up with date: Date"))
    }

    @Test func aLiteralIsTracedToItsInput() {
        let comparison = Self.source.comparison
        #expect(comparison.outputs(of: Self.source["formatTime"], producing: "2:05") == .produced(by: "formatTime(125)", arguments: [.int(125)]))
        #expect(comparison.outputs(of: Self.source["countText"], producing: "3600") == .produced(by: "countText(3600)", arguments: [.int(3600)]))
        #expect(comparison.outputs(of: Self.source["formatTime"], producing: "2:5")
                == .nearest(input: "formatTime(125)", arguments: [.int(125)], output: "2:05", distance: 1))
        #expect(comparison.outputs(of: Self.source["clock12"], producing: "9:05\u{202F}AM")
                == .produced(by: "clock12(Date(timeIntervalSince1970: 1709283907.0))", arguments: [.date(1_709_283_907)]))
        #expect(comparison.outputs(of: Self.source["timerDisplayFromSeconds"], producing: "2 min")
                == .produced(by: "timerDisplayFromSeconds(seconds: 125.0, showSeconds: false)", arguments: [.double(125), .bool(false)]))
        #expect(comparison.outputs(of: Self.source["profile"], producing: "1") == .noKnownOutput("calls fetchUser(_:)"))
    }

    @Test func outputsAreRememberedByBody() {
        let twin = BehaviourSource("""
        func a(_ s: Int) -> String { String(format: "%d:%02d", s / 60, s % 60) }
        func b(_ s: Int) -> String { String(format: "%d:%02d", s / 60, s % 60) }
        """)
        _ = twin.compare("a", "b")
        #expect(twin.comparison.evaluator.cachedBodyCount == 1)
    }
}
