import Foundation
import Testing

@Suite struct FormattersCommandTests {
    @Test func seed002FormatterHasFourShapesOneForEachBranch() throws {
        let result = try CommandRunner.run(["formatters"], in: Fixtures.path("LiveActivityClean"))
        #expect(result.status == 0)
        #expect(result.stdout == #"""
        timerDisplayFromSeconds(seconds:showSeconds:) — configured in shared_formatters
          declared at LittleMoments/Shared/TimerFormatting.swift:4:6
          declared at WidgetExtension/TimerFormatting.swift:4:6
          called from targets: LittleMoments, WidgetExtension
          shape "%d:%02d:%02d" → /-?(?:0|[1-9]\d*):-?\d{2,}:-?\d{2,}/ (line 12)
          shape "%d:%02d" → /-?(?:0|[1-9]\d*):-?\d{2,}/ (line 14)
          shape "%d:%02d" → /-?(?:0|[1-9]\d*):-?\d{2,}/ (line 18)
          shape "%d min" → /-?(?:0|[1-9]\d*) min/ (line 20)
          outputs timerDisplayFromSeconds(seconds: 0.0, showSeconds: false) → "0 min"
          outputs timerDisplayFromSeconds(seconds: 125.0, showSeconds: false) → "2 min"
          outputs timerDisplayFromSeconds(seconds: 3661.0, showSeconds: false) → "1:01"
          outputs timerDisplayFromSeconds(seconds: 0.0, showSeconds: true) → "0:00"
          outputs timerDisplayFromSeconds(seconds: 125.0, showSeconds: true) → "2:05"
          outputs timerDisplayFromSeconds(seconds: 3661.0, showSeconds: true) → "1:01:01"
        1 shared formatter

        """#)
    }

    @Test func formattersAreFoundWithoutConfigurationWhenTwoTargetsCallThem() throws {
        let repository = try TemporaryRepository([
            "App/Format.swift": "func minutesLabel(seconds: Int) -> String { \"\\(seconds / 60) min\" }\nlet a = minutesLabel(seconds: 60)\n",
            "Widget/Row.swift": "import WidgetKit\nlet b = minutesLabel(seconds: 120)\n",
            "Widget/Other.swift": "func unrelated(name: String) -> String { name }\n",
        ])
        let result = try repository.run("formatters", "--format", "json")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let formatters = try #require(json["formatters"] as? [[String: Any]])
        #expect(formatters.map { $0["signature"] as? String } == ["minutesLabel(seconds:)"])
        #expect(formatters.first?["origin"] as? String == "found automatically: called from 2 targets")
        #expect(formatters.first?["called_from_targets"] as? [String] == ["App", "Widget"])
        let shapes = formatters.first?["shapes"] as? [[String: Any]]
        #expect(shapes?.map { $0["source"] as? String } == ["\\(…) min"])
        let outputs = formatters.first?["outputs"] as? [[String: Any]]
        #expect(outputs?.map { "\($0["input"] ?? "") → \($0["output"] ?? "")" } == [
            "minutesLabel(seconds: 0) → \"0 min\"", "minutesLabel(seconds: 125) → \"2 min\"", "minutesLabel(seconds: 3661) → \"61 min\"",
        ])
    }

    /// `--all`: every member that formats, known or not, so a user sees which ones the rules can compare.
    @Test func allListsEveryMemberThatFormatsAndWhyOneCannotBeRun() throws {
        let repository = try TemporaryRepository([
            "App/Clock.swift": """
                struct Clock {
                    private func text(_ s: Int) -> String { String(format: "%d:%02d", s / 60, s % 60) }
                    func remote(_ id: Int) -> String { fetchLabel(id) }
                    func delta(_ change: Double) -> String {
                        let formatter = NumberFormatter()
                        formatter.positiveFormat = "+#,##0.0"
                        formatter.maximumFractionDigits = 1
                        return formatter.string(from: change as NSNumber) ?? ""
                    }
                }

                """,
        ])
        let result = try repository.run("formatters", "--all")
        #expect(result.status == 0)
        #expect(result.stdout == """
            App/Clock.swift:2:18: Clock.text(_:)
              outputs text(0) → "0:00"
              outputs text(125) → "2:05"
              outputs text(3661) → "61:01"
            App/Clock.swift:3:10: Clock.remote(_:)
              outputs unknown: calls fetchLabel(_:), which is not lowered
            App/Clock.swift:4:10: Clock.delta(_:)
              outputs delta(0.0) → "⟨NumberFormatter(positiveFormat = "+#,##0.0", maximumFractionDigits = 1) of 0⟩"
              outputs delta(125.0) → "⟨NumberFormatter(positiveFormat = "+#,##0.0", maximumFractionDigits = 1) of 125⟩"
              outputs delta(3661.0) → "⟨NumberFormatter(positiveFormat = "+#,##0.0", maximumFractionDigits = 1) of 3661⟩"
            3 members that format

            """)
    }
}
