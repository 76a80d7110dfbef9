import Synchronization

/// Lets whoever started a lint stop it early: the language server cancels a run an edit made stale.
/// The run checks it between files and before the rules, and its report is then partial: drop it.
public final class LintCancellation: Sendable {
    private let flag = Atomic<Bool>(false)

    public init() {}

    public func cancel() {
        flag.store(true, ordering: .relaxed)
    }

    public var isCancelled: Bool {
        flag.load(ordering: .relaxed)
    }
}
