import Testing

/// Formatting written twice, found by running both on the same inputs: equal outputs however it
/// is spelled, and two formatters of one value that disagree.
@Suite struct BehaviourTwinsTests {
    static let configuration = """
        targets:
          App: [App]
          Widget: [Widget]
        rules:
          duplicated_formatting: true
          reimplemented_formatter: true
          identical_target_copy: false

        """

    static let seed = """
        import Foundation

        func timerDisplayFromSeconds(seconds: Double, showSeconds: Bool) -> String {
            let totalSeconds = Int(seconds)
            if showSeconds { return String(format: "%d:%02d", totalSeconds / 60, totalSeconds % 60) }
            return "\\(totalSeconds / 60) min"
        }
        struct AppScreen { func show() { print(timerDisplayFromSeconds(seconds: 1, showSeconds: true)) } }

        """

    static func lint(_ files: [String: String]) throws -> [String] {
        var all = files
        all[".previewlint.yml"] = configuration
        let repository = try TemporaryRepository(all)
        let result = try repository.run("lint", "--quiet")
        return result.stdout.split(separator: "\n").map(String.init)
    }

    @Test func theSeedsWidgetFormatterIsTheAppsWrittenAgain() throws {
        let widget = "func formatTime(_ s: Int) -> String { String(format: \"%d:%02d\", s / 60, s % 60) }\nstruct WidgetScreen { func show() { print(formatTime(1)) } }\n"
        #expect(try Self.lint(["App/TimerFormatting.swift": Self.seed, "Widget/Format.swift": widget]) == [
            "App/TimerFormatting.swift:3:6: warning: formatTime(_:) (Widget/Format.swift:1) outputs what timerDisplayFromSeconds(seconds:showSeconds:) (App/TimerFormatting.swift:3) with showSeconds: true outputs, on all 13 inputs tried (timerDisplayFromSeconds(seconds: 125.0, showSeconds: true) → \"2:05\", timerDisplayFromSeconds(seconds: 3661.0, showSeconds: true) → \"61:01\"), in targets App, Widget that share no formatter for it; extract one into code both targets compile (a shared file or module) and call it from each (duplicated_formatting)",
        ])
    }

    @Test func aDurationPatternIsTheSameFormatting() throws {
        let widget = "func formatTime(_ s: Int) -> String { Duration.seconds(s).formatted(.time(pattern: .minuteSecond)) }\nstruct WidgetScreen { func show() { print(formatTime(1)) } }\n"
        #expect(try Self.lint(["App/TimerFormatting.swift": Self.seed, "Widget/Format.swift": widget]) == [
            "App/TimerFormatting.swift:3:6: warning: formatTime(_:) (Widget/Format.swift:1) outputs what timerDisplayFromSeconds(seconds:showSeconds:) (App/TimerFormatting.swift:3) with showSeconds: true outputs, on all 13 inputs tried (timerDisplayFromSeconds(seconds: 125.0, showSeconds: true) → \"2:05\", timerDisplayFromSeconds(seconds: 3661.0, showSeconds: true) → \"61:01\"), in targets App, Widget that share no formatter for it; extract one into code both targets compile (a shared file or module) and call it from each (duplicated_formatting)",
        ])
    }

    @Test func aPaddingDisagreementNamesBothOutputs() throws {
        let app = "func clock(_ seconds: Int) -> String { String(format: \"%02d:%02d\", seconds / 60, seconds % 60) }\nstruct AppScreen { func show() { print(clock(1)) } }\n"
        let widget = "func widgetClock(_ s: Int) -> String {\n    let minutes = s / 60\n    return \"\\(minutes):\" + String(format: \"%02d\", s % 60)\n}\nstruct WidgetScreen { func show() { print(widgetClock(1)) } }\n"
        #expect(try Self.lint(["App/Clock.swift": app, "Widget/WidgetClock.swift": widget]) == [
            "App/Clock.swift:1:6: warning: clock(_:) and widgetClock(_:) (Widget/WidgetClock.swift:1) format one kind of value differently: clock(125) is \"02:05\", widgetClock(125) is \"2:05\" (they agree on 6 inputs, such as clock(3599) → \"59:59\", clock(3600) → \"60:00\"); targets App, Widget show the value two ways: share one formatter (duplicated_formatting)",
        ])
    }

    @Test func aSharedFormatStringOverUnrelatedValuesIsClean() throws {
        let app = "func score(home: Int, away: Int) -> String { String(format: \"%d:%02d\", home, away) }\n"
        let widget = "func formatTime(_ s: Int) -> String { String(format: \"%d:%02d\", s / 60, s % 60) }\n"
        #expect(try Self.lint(["App/Score.swift": app, "Widget/Format.swift": widget]) == [])
    }

    @Test func trivialOneLinersAreClean() throws {
        let app = "func countText(_ count: Int) -> String { \"\\(count)\" }\nfunc percent(_ n: Int) -> String { \"\\(n)%\" }\n"
        let widget = "func badge(_ value: Int) -> String { String(value) }\nfunc share(_ value: Int) -> String { \"\\(value)%\" }\n"
        #expect(try Self.lint(["App/Counts.swift": app, "Widget/Counts.swift": widget]) == [])
    }

    @Test func aFormatterTheCopyCanCallIsReimplemented() throws {
        let shared = "enum TimeText {\n    static func clock(_ seconds: Int) -> String { String(format: \"%d:%02d\", seconds / 60, seconds % 60) }\n}\n"
        let widget = "struct TimerRow {\n    let seconds: Int\n    var label: String { Duration.seconds(seconds).formatted(.time(pattern: .minuteSecond)) }\n    func text(_ s: Int) -> String { \"\\(s / 60):\\(String(format: \"%02d\", s % 60))\" }\n}\n"
            + "struct TimerScreen { func show(_ row: TimerRow) { print(row.label, row.text(1)) } }\n"
        #expect(try Self.lint(["Widget/TimeText.swift": shared, "Widget/TimerRow.swift": widget]) == [
            "Widget/TimerRow.swift:3:9: warning: TimerRow.label outputs what TimeText.clock(_:) (Widget/TimeText.swift:2) outputs, on all 13 inputs tried (clock(125) → \"2:05\", clock(3661) → \"61:01\"); call that one instead of keeping a second formatter that will drift (reimplemented_formatter)",
            "Widget/TimerRow.swift:4:10: warning: TimerRow.text(_:) outputs what TimeText.clock(_:) (Widget/TimeText.swift:2) outputs, on all 13 inputs tried (clock(125) → \"2:05\", clock(3661) → \"61:01\"); call that one instead of keeping a second formatter that will drift (reimplemented_formatter)",
        ])
    }

    @Test func aTypesOwnFormattingOfItsStoredValueDisagreesWithTheExtension() throws {
        let shared = "extension TimeInterval {\n    var timestamp: String { String(format: \"%d:%02d\", Int(self) / 60, Int(self) % 60) }\n}\n"
        let video = "struct Video {\n    var duration: TimeInterval\n    var formattedDuration: String {\n        guard duration > 0 else { return \"\" }\n        return \"\\(Int(duration) / 60):\" + String(format: \"%02d\", Int(duration) % 60)\n    }\n}\n"
            + "struct VideoRow { func show(_ video: Video) { print(video.formattedDuration) } }\n"
        let row = "struct Row: View {\n    let elapsed: TimeInterval\n    var body: some View { Text(elapsed.timestamp) }\n}\n"
        #expect(try Self.lint(["App/TimeInterval+Timestamp.swift": shared, "App/Video.swift": video]) == [], "a helper nobody calls is no shared formatter")
        #expect(try Self.lint(["App/TimeInterval+Timestamp.swift": shared, "App/Video.swift": video, "App/Row.swift": row]) == [
            "App/Video.swift:3:9: warning: Video.formattedDuration formats what TimeInterval.timestamp (App/TimeInterval+Timestamp.swift:2) formats, differently: formattedDuration [duration = 0.0] is \"\", 0.0.timestamp is \"0:00\" (they agree on 12 inputs, such as \"0:01\", \"0:59\"); call the shared formatter instead of a second one that already disagrees (reimplemented_formatter)",
        ])
    }

    /// Two private or instance members of one target with the same outputs: neither can call the
    /// other, so nothing points either at a shared formatter unless this rule does.
    @Test func twinsNeitherCanCallAreToBeExtracted() throws {
        let activity = "struct TimerActivity {\n    private func timerText(from elapsed: Int) -> String {\n        let minutes = elapsed / 60\n        return String(format: \"%d:%02d\", minutes, elapsed % 60)\n    }\n    func show() { print(timerText(from: 1)) }\n}\n"
        let lockScreen = "struct LockScreenTimerView {\n    let elapsed: Int\n    var elapsedTime: String { \"\\(elapsed / 60):\" + String(format: \"%02d\", elapsed % 60) }\n}\nstruct Screen { func show(view: LockScreenTimerView, activity: TimerActivity) { print(view.elapsedTime); activity.show() } }\n"
        #expect(try Self.lint(["App/TimerActivity.swift": activity, "App/LockScreen.swift": lockScreen]) == [
            "App/LockScreen.swift:3:9: warning: TimerActivity.timerText(from:) (App/TimerActivity.swift:2) outputs what LockScreenTimerView.elapsedTime (App/LockScreen.swift:3) outputs, on all 13 inputs tried (elapsedTime [elapsed = 125] → \"2:05\", elapsedTime [elapsed = 3661] → \"61:01\"), and neither can call the other (private or instance members); extract one formatter they all call before they drift (duplicated_formatting)",
        ])
        let shared = "enum TimeText {\n    static func clock(_ seconds: Int) -> String { String(format: \"%d:%02d\", seconds / 60, seconds % 60) }\n}\n"
        let withShared = try Self.lint(["App/TimerActivity.swift": activity, "App/LockScreen.swift": lockScreen, "App/TimeText.swift": shared])
        #expect(withShared.count == 2 && withShared.allSatisfy { $0.hasSuffix("(reimplemented_formatter)") }, "a formatter both can call is the one to point at: \(withShared)")
    }
}
