import Testing

/// Formatting written inline in a branch is shown only for inputs where the branch runs: it is
/// evaluated under the conditions around it, and compared on the inputs it shows.
@Suite struct InlineBranchTests {
    static let entry = """
        struct Entry {
            let value: Double
            let task: TaskModel?
            var displayValue: String {
                guard let task = task else { return "\\(value)" }
                switch task.taskType {
                case .boolean:
                    return value >= 1.0 ? "Yes" : "No"
                case .time:
                    let minutes = Int(value)
                    if minutes < 60 {
                        return "\\(minutes)m"
                    } else {
                        let hours = minutes / 60
                        let remainingMinutes = minutes % 60
                        return remainingMinutes > 0 ? "\\(hours)h \\(remainingMinutes)m" : "\\(hours)h"
                    }
                }
            }
        }
        struct WidgetScreen { func show() { print(Entry(value: 1, task: nil).displayValue) } }

        """

    static let formatting = """
        enum Formatting {
            static func formatTime(minutes: Double) -> String {
                let totalMinutes = Int(minutes)
                if totalMinutes < 60 {
                    return "\\(totalMinutes)m"
                } else {
                    let hours = totalMinutes / 60
                    let remainingMinutes = totalMinutes % 60
                    return remainingMinutes > 0 ? "\\(hours)h \\(remainingMinutes)m" : "\\(hours)h"
                }
            }
        }
        struct AppScreen { func show() { print(Formatting.formatTime(minutes: 1)) } }

        """

    @Test func aCopyInABranchOutputsWhatTheSharedFormatterDoesWhereItShows() throws {
        #expect(try BehaviourTwinsTests.lint(["App/Formatting.swift": Self.formatting, "Widget/Entry.swift": Self.entry]) == [
            "App/Formatting.swift:2:17: warning: the text Entry.displayValue builds inline (Widget/Entry.swift:16) outputs what Formatting.formatTime(minutes:) (App/Formatting.swift:2) outputs, on all 10 inputs tried that the branches around it show (formatTime(minutes: 125.0) → \"2h 5m\", formatTime(minutes: 3661.0) → \"61h 1m\"), in targets App, Widget that share no formatter for it; extract one into code both targets compile (a shared file or module) and call it from each (duplicated_formatting)",
        ])
    }

    @Test func inputsTheBranchDoesNotShowAreNoOutput() throws {
        let repository = try TemporaryRepository([".previewlint.yml": BehaviourTwinsTests.configuration, "Widget/Entry.swift": Self.entry])
        let listing = try repository.run("formatters", "--all").stdout
        #expect(listing.contains("outputs (value = 0.0) → unknown (not shown for this input: the branch it is written in does not run)"))
        #expect(listing.contains("outputs (value = 125.0) → \"2h 5m\""))
    }

    /// The member resolves once its task's type is read (a value, a setting and an optional unit),
    /// but three such inputs are too many to try together: the formatting in its branch is compared.
    @Test func aMemberTooWideToTryLeavesItsBranchesCompared() throws {
        let task = """
            struct TaskModel {
                enum Kind { case boolean, count, time }
                let taskType: Kind
                let unit: String?
            }

            """
        let count = "        case .count:\n            if let unit = task.unit { return \"\\(Int(value)) \\(unit)\" }\n            return \"\\(Int(value))\"\n"
        let entry = Self.entry.replacingOccurrences(of: "        case .time:\n", with: count + "        case .time:\n")
        #expect(entry.contains("task.unit"))
        #expect(try BehaviourTwinsTests.lint(["App/Formatting.swift": Self.formatting, "Widget/Entry.swift": entry, "Widget/Task.swift": task]) == [
            "App/Formatting.swift:2:17: warning: the text Entry.displayValue builds inline (Widget/Entry.swift:19) outputs what Formatting.formatTime(minutes:) (App/Formatting.swift:2) outputs, on all 10 inputs tried that the branches around it show (formatTime(minutes: 125.0) → \"2h 5m\", formatTime(minutes: 3661.0) → \"61h 1m\"), in targets App, Widget that share no formatter for it; extract one into code both targets compile (a shared file or module) and call it from each (duplicated_formatting)",
        ])
    }
}
