import Testing

/// A name bound to a field that is only read through (`guard let progress = task.progress`, then
/// `progress.completedUnitCount`) stands for the path: the fields read through it are inputs.
@Suite struct FieldAliasTests {
    static let progress = """
    import Foundation
    final class TaskProgress { var completedUnitCount: Int64 = 0; var totalUnitCount: Int64 = 0 }
    final class TransferTask { var progress: TaskProgress? }

    """

    /// The shared formatter reaches the fields through an unwrapped optional; a view model writes
    /// the same text inline in a branch, from a progress it is handed.
    static let details = """
    enum ProgressText {
        static func details(for task: TransferTask) -> String? {
            guard let progress = task.progress else {
                return nil
            }
            let completed = progress.completedUnitCount
            let total = progress.totalUnitCount
            guard completed > 0 || total > 0 else {
                return nil
            }
            return total > 0 ? "\\(completed) of \\(total) bytes" : "\\(completed) bytes"
        }
    }

    """

    static let refresh = """
    final class ProgressModel {
        var details: String?
        func refresh(with progress: TaskProgress) {
            let completed = progress.completedUnitCount
            let total = progress.totalUnitCount
            if completed > 0 || total > 0 {
                self.details = total > 0 ? "\\(completed) of \\(total) bytes" : "\\(completed) bytes"
            }
        }
    }
    func show(_ task: TransferTask, _ model: ProgressModel) {
        print(ProgressText.details(for: task) ?? "")
        model.refresh(with: task.progress!)
    }

    """


    @Test func fieldsReadThroughAnUnwrappedBindingAreInputs() throws {
        let lines = try TemporaryRepository.formatterLines(["App/Progress.swift": Self.progress + Self.details])
        #expect(lines.contains("  outputs details(task) [task.progress.completedUnitCount = 125, task.progress.totalUnitCount = 3661] → \"125 of 3661 bytes\""))
        #expect(lines.contains("  outputs details(task) [task.progress.completedUnitCount = 0, task.progress.totalUnitCount = 0] → nil"))
    }

    /// A name used as a whole (passed on, compared with nil) is the value itself, not an alias:
    /// its type is not modelled, so the member stays unknown rather than guessed.
    @Test func aBindingUsedAsAWholeIsNoAlias() throws {
        let passedOn = """
        enum Describe {
            static func handle(_ progress: TaskProgress) -> Int { 0 }
            static func text(for task: TransferTask) -> String? {
                guard let progress = task.progress else { return nil }
                let count = handle(progress)
                return String(format: "%lld bytes, %d", progress.totalUnitCount, count)
            }
        }

        """
        let lines = try TemporaryRepository.formatterLines(["App/Progress.swift": Self.progress + passedOn])
        #expect(lines.contains { $0.hasPrefix("  outputs unknown") })
        #expect(!lines.contains { $0.contains("task.progress.totalUnitCount = ") })
    }

    /// `let state = context.state` then `state.minutes`: a plain local alias reads the path too.
    @Test func aLocalBoundToAFieldIsReadThrough() throws {
        let local = """
        struct Countdown { var minutes: Int; var seconds: Int }
        struct Activity { var state: Countdown }
        enum Clock {
            static func text(for activity: Activity) -> String {
                let state = activity.state
                return String(format: "%d:%02d", state.minutes, state.seconds)
            }
        }

        """
        let lines = try TemporaryRepository.formatterLines(["App/Clock.swift": local])
        #expect(lines.contains("  outputs text(activity) [activity.state.minutes = 125, activity.state.seconds = 0] → \"125:00\""))
    }

    /// A local the body makes but does not model (`let comparator = … ? yesterday : Solar(for:)`),
    /// read only through its fields, optional chaining too: those fields are inputs of the type it
    /// makes, and no argument of the call a message shows.
    @Test func fieldsOfALocalTheBodyMakesAreInputs() throws {
        let solar = """
        import Foundation
        struct Solar {
            var date: Date
            var daylightDuration: TimeInterval
            init(for date: Date) { self.date = date; self.daylightDuration = 0 }
            var yesterday: Solar? { nil }
        }
        extension Solar {
            var differenceString: String {
                let comparator = date.timeIntervalSince1970 > 0 ? yesterday : Solar(for: Date())
                let difference = daylightDuration - (comparator?.daylightDuration ?? 0)
                let text = Duration.seconds(abs(difference)).formatted(.units(maximumUnitCount: 2))
                let sign = difference >= 0 ? "+" : "-"
                return "\\(sign)\\(text)"
            }
        }
        struct OverviewView {
            let solar: Solar
            let comparison: Solar
            var label: String {
                let difference = solar.daylightDuration - comparison.daylightDuration
                return "\\(difference >= 0 ? "+" : "-")\\(Duration.seconds(abs(difference)).formatted(.units(maximumUnitCount: 2)))"
            }
        }
        struct Screen { func show(_ s: Solar) { print(s.differenceString, OverviewView(solar: s, comparison: s).label) } }

        """
        #expect(try BehaviourTwinsTests.lint(["App/Solar.swift": solar]) == [
            // OverviewView holds a Solar: it can call `solar.differenceString`.
            "App/Solar.swift:20:9: warning: OverviewView.label outputs what Solar.differenceString (App/Solar.swift:9) outputs, on all 169 inputs tried (differenceString [daylightDuration = 0.0, comparator.daylightDuration = 125.0] → \"-2 min, 5 secs\", differenceString [daylightDuration = 0.0, comparator.daylightDuration = 3661.0] → \"-1 hr, 1 min\"); call that one instead of keeping a second formatter that will drift (reimplemented_formatter)",
        ])
    }
}
