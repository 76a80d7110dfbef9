import Foundation

/// Where the server's reader and lint threads hand events to its loop, which alone owns the state.
// Its queue is only touched with `condition` locked.
final class Inbox<Event: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var events: [Event] = []

    /// Adds events at once: the loop sees all of them in the same turn.
    func post(_ new: [Event]) {
        condition.lock()
        events += new
        condition.signal()
        condition.unlock()
    }

    /// Every event waiting, after waiting for one until `deadline` (forever without one);
    /// empty when the deadline passed first.
    func take(until deadline: Date?) -> [Event] {
        condition.lock()
        defer { condition.unlock() }
        while events.isEmpty {
            if let deadline {
                if !condition.wait(until: deadline) && events.isEmpty { return [] }
            } else {
                condition.wait()
            }
        }
        let taken = events
        events = []
        return taken
    }
}
