import Foundation
import Synchronization

/// "Linting 120/400 files" on one terminal line, redrawn in place. Silent for runs shorter than
/// `delay` (most runs) so quick lints print nothing extra; called from many worker threads.
public final class ProgressMeter: Sendable {
    private struct State {
        var done = 0
        var total = 0
        var lastDraw: ContinuousClock.Instant?
        var drawn = false
    }

    private let state = Mutex(State())
    private let start = ContinuousClock.now
    private let delay: Duration
    private let interval: Duration
    private let write: @Sendable (String) -> Void

    public init(delay: Duration = .seconds(1), interval: Duration = .milliseconds(100), write: @escaping @Sendable (String) -> Void) {
        self.delay = delay
        self.interval = interval
        self.write = write
    }

    /// One more file done out of `total`.
    public func advance(total: Int) {
        let now = ContinuousClock.now
        let line: String? = state.withLock { state in
            // A count that reached its total means a new pass (lint --fix lints again).
            if state.done >= total { state.done = 0 }
            state.done += 1
            state.total = total
            guard now - start >= delay, state.lastDraw.map({ now - $0 >= interval }) ?? true || state.done == total else { return nil }
            state.lastDraw = now
            state.drawn = true
            return "\r\u{1B}[2KLinting \(state.done)/\(total) files"
        }
        if let line { write(line) }
    }

    /// Clears the line, if anything was drawn, so the report starts on a clean line.
    public func finish() {
        if state.withLock({ $0.drawn }) { write("\r\u{1B}[2K") }
    }
}
