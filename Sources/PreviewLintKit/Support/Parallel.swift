import Dispatch
import Synchronization

/// Runs `body` for every index with at most `jobs` threads, keeping results in input order.
/// Work is handed out one index at a time from an atomic counter, so one slow file never idles the other cores.
public func parallelMap<T: Sendable>(_ count: Int, jobs: Int, _ body: @Sendable (Int) -> T) -> [T] {
    guard count > 0 else { return [] }
    let workers = max(1, min(jobs, count))
    if workers == 1 { return (0..<count).map(body) }

    let results = UnsafeMutableBufferPointer<T?>.allocate(capacity: count)
    results.initialize(repeating: nil)
    defer { results.deallocate() }
    let next = Atomic<Int>(0)
    let slots = UncheckedSendable(results)
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
        while true {
            let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
            guard index < count else { return }
            // Each index is written by exactly one worker.
            slots.value[index] = body(index)
        }
    }
    return results.map { $0! }
}

struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
