import Testing

/// The value-flow facts are read only when a rule that needs them runs, and the facts cached
/// without them never stand in for a run that needs them; what the graph found is kept between
/// runs only while every source stays as it was.
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

    @Test func keptFindingsGoOnceAProductionFileChanges() throws {
        let model = "final class TimerModel: ObservableObject {\n    @Published var timeText = \"\"\n"
        let repository = try TemporaryRepository([
            "App/Formatting.swift": SeedSpellingsTests.formatting,
            "App/TimerLabel.swift": SeedSpellingsTests.view,
            "App/TimerModel.swift": model + "    func tick(_ elapsed: Double) {\n"
                + "        timeText = timerDisplayFromSeconds(seconds: elapsed, showSeconds: true)\n    }\n}\n",
        ])
        let cache = repository.path + "/.cache"
        let lint = {
            try repository.run("lint", "--quiet", "--cache-path", cache, "--enable", "preview_hardcoded_format").stdout
        }
        let first = try lint()
        #expect(first.contains("\"2:05\" hard-codes what production formats into TimerLabel.timeText"), "\(first)")
        #expect(try lint() == first)
        // Production now shows what a server sends: the preview's text is sample input.
        try repository.write("App/TimerModel.swift", model + "    func show(_ text: String) { timeText = text }\n}\n")
        #expect(try lint().isEmpty)
    }
}
