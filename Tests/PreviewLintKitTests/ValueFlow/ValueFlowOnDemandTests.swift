import Testing

/// The value-flow facts are read only when a rule that needs them runs, and the facts cached
/// without them never stand in for a run that needs them.
@Suite struct ValueFlowOnDemandTests {
    @Test func aRunWithoutTheRuleThenWithItFindsTheSeed() throws {
        let repository = try TemporaryRepository([
            "App/Formatting.swift": SeedSpellingsTests.formatting,
            "App/TimerLabel.swift": SeedSpellingsTests.view,
            "App/TimerModel.swift": "final class TimerModel: ObservableObject {\n    @Published var timeText = \"\"\n    func tick(_ elapsed: Double) { timeText = timerDisplayFromSeconds(seconds: elapsed, showSeconds: true) }\n}\n",
        ])
        #expect(try repository.run("lint", "--quiet", "--disable", "preview_hardcoded_format").stdout.isEmpty)
        let enabled = try repository.run("lint", "--quiet", "--enable", "preview_hardcoded_format").stdout
        #expect(enabled.hasPrefix("App/TimerLabel.swift:10:26: warning: \"2:05\" hard-codes what production formats into TimerLabel.timeText"), "\(enabled)")
    }
}
