import Synchronization

/// A model built the first time a rule asks for it, once per run, whichever worker asks first;
/// the others wait for that one. Models only rules that are off by default read (live
/// dependencies, member effects, preview-only types) then cost nothing in a default run.
final class BuiltOnce<Value: Sendable>: Sendable {
    private let state: Mutex<Value?>
    private let build: @Sendable () -> Value

    init(_ build: @escaping @Sendable () -> Value) {
        self.state = Mutex(nil)
        self.build = build
    }

    var value: Value {
        state.withLock { built in
            if let built { return built }
            let value = build()
            built = value
            return value
        }
    }
}
