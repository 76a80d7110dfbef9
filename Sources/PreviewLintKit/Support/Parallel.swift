import Foundation
import Synchronization

/// Stack reserved for each worker. swift-syntax recurses once per nesting level, and
/// `NestingScan.maximumDepth` levels of its deepest frames (generics, in debug builds) need tens of
/// megabytes; the reservation is virtual, pages are only committed when touched.
let workerStackSize = 512 << 20

/// Runs `body` for every index with at most `jobs` threads, keeping results in input order.
/// Work is handed out one index at a time from an atomic counter, so one slow file never idles the other cores.
/// Even `jobs: 1` runs on a worker thread, for its large stack.
public func parallelMap<T: Sendable>(_ count: Int, jobs: Int, _ body: @escaping @Sendable (Int) -> T) -> [T] {
    guard count > 0 else { return [] }
    let workers = max(1, min(jobs, count))

    let results = UnsafeMutableBufferPointer<T?>.allocate(capacity: count)
    results.initialize(repeating: nil)
    defer { results.deallocate() }
    let next = WorkCounter()
    let slots = UncheckedSendable(results)
    let finished = DispatchGroup()
    for _ in 0..<workers {
        finished.enter()
        let thread = Thread {
            while true {
                let index = next.value.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < count else { break }
                // Each index is written by exactly one worker.
                slots.value[index] = body(index)
            }
            finished.leave()
        }
        thread.stackSize = workerStackSize
        thread.start()
    }
    finished.wait()
    return results.map { $0! }
}

/// Runs `background` on a thread of its own while `foreground` runs on the caller's, and returns both
/// results: serial work (reading project files) overlaps work that keeps the workers busy.
public func concurrently<A: Sendable, B>(_ background: @escaping @Sendable () -> A, _ foreground: () -> B) -> (A, B) {
    let result = Mutex<A?>(nil)
    let finished = DispatchSemaphore(value: 0)
    let thread = Thread {
        let value = background()
        result.withLock { $0 = value }
        finished.signal()
    }
    // Manifests are parsed with swift-syntax there too.
    thread.stackSize = workerStackSize
    thread.start()
    let foregroundValue = foreground()
    finished.wait()
    return (result.withLock { $0! }, foregroundValue)
}

/// The next index to hand out, shared by the workers.
private final class WorkCounter: Sendable {
    let value = Atomic<Int>(0)
}

struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
