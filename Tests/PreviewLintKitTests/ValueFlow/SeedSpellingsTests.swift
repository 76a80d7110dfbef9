import Foundation
import Testing

/// The seed's case in every spelling production code writes it: a view takes `timeText`, a model
/// fills it from `timerDisplayFromSeconds`, a preview passes `"2:05"`. Each is found, with the
/// chain from the view's field back to the formatting.
@Suite struct SeedSpellingsTests {
    static let formatting = """
        import Foundation

        func timerDisplayFromSeconds(seconds: Double, showSeconds: Bool) -> String {
            let totalSeconds = Int(seconds)
            if showSeconds { return String(format: "%d:%02d", totalSeconds / 60, totalSeconds % 60) }
            return "\\(totalSeconds / 60) min"
        }

        """
    static let view = """
        struct TimerLabel: View {
            let timeText: String
            var body: some View { Text(timeText) }
        }
        struct TimerScreen: View {
            @StateObject var model = TimerModel()
            var body: some View { TimerLabel(timeText: model.timeText) }
        }
        #Preview {
            TimerLabel(timeText: "2:05")
        }

        """

    static func lint(model: String) throws -> [String] {
        let repository = try TemporaryRepository([
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "App/Formatting.swift": formatting, "App/TimerModel.swift": model, "App/TimerLabel.swift": view,
        ])
        let result = try repository.run("lint", "--quiet")
        return result.stdout.split(separator: "\n").map(String.init)
    }

    static func finding(_ steps: String) -> [String] {
        ["App/TimerLabel.swift:10:26: warning: \"2:05\" hard-codes what production formats into TimerLabel.timeText (\(steps)); \"2:05\" is what timerDisplayFromSeconds(seconds: 125.0, showSeconds: true) outputs; build the preview from a state value passed through that formatting instead (preview_hardcoded_format)"]
    }

    static let format = "timerDisplayFromSeconds(seconds:showSeconds:)'s result ← String(format:) at App/Formatting.swift:5"

    @Test func aBareAssignmentInAMethod() throws {
        let model = "final class TimerModel: ObservableObject {\n    @Published var timeText = \"\"\n    var elapsed = 0.0\n    func tick() {\n        elapsed += 1\n        timeText = timerDisplayFromSeconds(seconds: elapsed, showSeconds: true)\n    }\n}\n"
        #expect(try Self.lint(model: model) == Self.finding(
            "TimerLabel.timeText ← TimerModel.timeText at App/TimerLabel.swift:7; TimerModel.timeText ← timerDisplayFromSeconds(seconds:showSeconds:)'s result at App/TimerModel.swift:6; " + Self.format))
    }

    @Test func anAssignmentThroughSelf() throws {
        let model = "final class TimerModel: ObservableObject {\n    @Published var timeText = \"\"\n    func show(_ seconds: Double) {\n        self.timeText = timerDisplayFromSeconds(seconds: seconds, showSeconds: true)\n    }\n}\n"
        #expect(try Self.lint(model: model) == Self.finding(
            "TimerLabel.timeText ← TimerModel.timeText at App/TimerLabel.swift:7; TimerModel.timeText ← timerDisplayFromSeconds(seconds:showSeconds:)'s result at App/TimerModel.swift:4; " + Self.format))
    }

    @Test func aComputedProperty() throws {
        let model = "final class TimerModel: ObservableObject {\n    @Published var elapsed = 0.0\n    var timeText: String { timerDisplayFromSeconds(seconds: elapsed, showSeconds: true) }\n}\n"
        #expect(try Self.lint(model: model) == Self.finding(
            "TimerLabel.timeText ← TimerModel.timeText at App/TimerLabel.swift:7; TimerModel.timeText ← timerDisplayFromSeconds(seconds:showSeconds:)'s result at App/TimerModel.swift:3; " + Self.format))
    }

    @Test func aDidSetObserver() throws {
        let model = "final class TimerModel: ObservableObject {\n    var elapsed = 0.0 {\n        didSet { timeText = timerDisplayFromSeconds(seconds: elapsed, showSeconds: true) }\n    }\n    @Published var timeText = \"\"\n}\n"
        #expect(try Self.lint(model: model) == Self.finding(
            "TimerLabel.timeText ← TimerModel.timeText at App/TimerLabel.swift:7; TimerModel.timeText ← timerDisplayFromSeconds(seconds:showSeconds:)'s result at App/TimerModel.swift:3; " + Self.format))
    }

    @Test func combinesAssign() throws {
        let model = "import Combine\n\nfinal class TimerModel: ObservableObject {\n    @Published var elapsed = 0.0\n    @Published var timeText = \"\"\n    init() {\n        $elapsed.map { timerDisplayFromSeconds(seconds: $0, showSeconds: true) }.assign(to: &$timeText)\n    }\n}\n"
        #expect(try Self.lint(model: model) == Self.finding(
            "TimerLabel.timeText ← TimerModel.timeText at App/TimerLabel.swift:7; TimerModel.timeText ← a closure's result at App/TimerModel.swift:7; a closure's result ← timerDisplayFromSeconds(seconds:showSeconds:)'s result at App/TimerModel.swift:7; " + Self.format))
    }

    @Test func aKeyPathLens() throws {
        let model = "struct TimerState { var timeText = \"\" }\nfinal class TimerModel: ObservableObject {\n    @Published var state = TimerState()\n    var timeText: String { state.timeText }\n    func show(_ seconds: Double) {\n        state = state |> \\.timeText .~ timerDisplayFromSeconds(seconds: seconds, showSeconds: true)\n    }\n}\n"
        #expect(try Self.lint(model: model) == Self.finding(
            "TimerLabel.timeText ← TimerModel.timeText at App/TimerLabel.swift:7; TimerModel.timeText ← TimerState.timeText at App/TimerModel.swift:4; TimerState.timeText ← timerDisplayFromSeconds(seconds:showSeconds:)'s result at App/TimerModel.swift:6; " + Self.format))
    }

    @Test func aWrapperTypesInitializer() throws {
        let model = "struct TimeText {\n    let text: String\n    init(seconds: Double) { text = timerDisplayFromSeconds(seconds: seconds, showSeconds: true) }\n}\nfinal class TimerModel: ObservableObject {\n    @Published var time = TimeText(seconds: 0)\n    var timeText: String { time.text }\n}\n"
        #expect(try Self.lint(model: model) == Self.finding(
            "TimerLabel.timeText ← TimerModel.timeText at App/TimerLabel.swift:7; TimerModel.timeText ← TimeText.text at App/TimerModel.swift:7; TimeText.text ← timerDisplayFromSeconds(seconds:showSeconds:)'s result at App/TimerModel.swift:3; " + Self.format))
    }

    @Test func provenanceShowsTheChainAndTheWrites() throws {
        let model = "final class TimerModel: ObservableObject {\n    @Published var timeText = \"\"\n    func show(_ seconds: Double) {\n        timeText = timerDisplayFromSeconds(seconds: seconds, showSeconds: true)\n    }\n}\n"
        let repository = try TemporaryRepository(["App/Formatting.swift": Self.formatting, "App/TimerModel.swift": model, "App/TimerLabel.swift": Self.view])
        let text = try repository.run("provenance", "TimerLabel.timeText")
        #expect(text.status == 0)
        #expect(text.stdout == """
            TimerLabel.timeText
              production fills it with formatted text:
                TimerLabel.timeText ← TimerModel.timeText (App/TimerLabel.swift:7)
                TimerModel.timeText ← timerDisplayFromSeconds(seconds:showSeconds:)'s result (App/TimerModel.swift:4)
                timerDisplayFromSeconds(seconds:showSeconds:)'s result ← String(format:) (App/Formatting.swift:5)
              production writes:
                TimerModel.timeText (App/TimerLabel.swift:7)
              previews and fixtures write:
                "2:05" (App/TimerLabel.swift:10)

            """)
        let json = try repository.run("provenance", "TimerModel.timeText", "--format", "json")
        #expect(json.stdout.contains("\"formatted\": true"))
        #expect(json.stdout.contains("\"source\": \"\\\"\\\"\""))
        let unknown = try repository.run("provenance", "Nothing.here")
        #expect(unknown.stdout.hasPrefix("no slot named Nothing.here"))
    }
}
