import Testing

/// An assignment whose value is an operator sequence (`timeText = seconds.map { … } ?? "--"`): the
/// value is read in place, so a closure in it is the closure the walk records statements for. Read
/// from a copy of the sequence, the closure was another one, with no statements, and this was missed.
@Suite struct SequenceAssignmentTests {
    @Test func aClosureInACoalescedValueIsFollowed() throws {
        let model = """
            final class TimerModel: ObservableObject {
                @Published var timeText = ""
                func show(_ seconds: Double?) {
                    timeText = seconds.map { timerDisplayFromSeconds(seconds: $0, showSeconds: true) } ?? "--"
                }
            }

            """
        #expect(try SeedSpellingsTests.lint(model: model) == SeedSpellingsTests.finding(
            "TimerLabel.timeText ← TimerModel.timeText at App/TimerLabel.swift:7; TimerModel.timeText ← a closure's result at App/TimerModel.swift:4; "
                + "a closure's result ← timerDisplayFromSeconds(seconds:showSeconds:)'s result at App/TimerModel.swift:4; " + SeedSpellingsTests.format))
    }
}
