import Testing
@testable import PreviewLintKit

/// Code that reads the current time runs at a pinned instant, and its dates are tried near it.
@Suite struct CurrentTimeTests {
    static let source = BehaviourSource("""
    func elapsed(from start: Date) -> String {
        let seconds = Int(Date().timeIntervalSince(start))
        return String(format: "%d:%02d", seconds / 60, seconds % 60)
    }
    func remaining(until end: Date) -> String { "\\(Int(end.timeIntervalSinceNow) / 60) min left" }
    func stale(_ reading: Date) -> String { reading < Date.now.addingTimeInterval(-600) ? "stale" : "fresh" }
    func epoch() -> String { "\\(Int(Date().timeIntervalSince1970))" }
    """)

    @Test func theCurrentTimeIsThePinnedInstant() {
        let now = BehaviourGrid.now
        #expect(Self.source.outcome("elapsed", .date(now - 125)) == .text("2:05"))
        #expect(Self.source.outcome("remaining", .date(now + 3600)) == .text("60 min left"))
        #expect(Self.source.outcome("stale", .date(now - 601)) == .text("stale"))
        #expect(Self.source.outcome("stale", .date(now - 599)) == .text("fresh"))
        #expect(Self.source.outcome("epoch") == .text("1709283907"))
    }

    @Test func datesOfCodeThatReadsTheCurrentTimeAreTriedNearIt() {
        let profile = BehaviourProfile.profiles(of: Self.source["elapsed"], evaluator: Self.source.comparison.evaluator)[0]
        #expect(profile.inputKind == ["date near now"])
        #expect(profile.outcomes.contains(.text("61:01")))
        #expect(profile.outcomes.contains(.text("2:05")))
    }
}

extension CurrentTimeTests {
    /// A Live Activity's timer and its lock-screen view each work out the time since the start.
    @Test func twoTimersSinceAStartAreOneFormatterWrittenTwice() throws {
        let activity = "import Foundation\nstruct TimerActivity {\n    private func timerText(from start: Date) -> String {\n        let elapsed = Int(Date().timeIntervalSince(start))\n        return String(format: \"%d:%02d\", elapsed / 60, elapsed % 60)\n    }\n    func show(_ start: Date) { print(timerText(from: start)) }\n}\n"
        let lockScreen = "import Foundation\nstruct LockScreenTimerView {\n    let startTime: Date\n    var elapsedTime: String {\n        let seconds = Int(-startTime.timeIntervalSinceNow)\n        return \"\\(seconds / 60):\" + String(format: \"%02d\", seconds % 60)\n    }\n}\nstruct Screen { func show(view: LockScreenTimerView, activity: TimerActivity) { print(view.elapsedTime); activity.show(Date()) } }\n"
        #expect(try BehaviourTwinsTests.lint(["App/TimerActivity.swift": activity, "App/LockScreen.swift": lockScreen]) == [
            "App/LockScreen.swift:4:9: warning: TimerActivity.timerText(from:) (App/TimerActivity.swift:3) outputs what LockScreenTimerView.elapsedTime (App/LockScreen.swift:4) outputs, on all 13 inputs tried (elapsedTime [startTime = Date.now - 125] → \"2:05\", elapsedTime [startTime = Date.now - 3661] → \"61:01\"), and neither can call the other (private or instance members); extract one formatter they all call before they drift (duplicated_formatting)",
        ])
    }

    @Test func aLiteralIsFoundAsATimersOutputForADateThatLongAgo() {
        let origin = Self.source.comparison.outputs(of: Self.source["elapsed"], producing: "2:05")
        #expect(origin == .produced(by: "elapsed(from: Date.now - 125)", arguments: [.date(BehaviourGrid.now - 125)]))
    }
}
