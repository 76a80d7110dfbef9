import Synchronization

/// A model built the first time a rule asks for it, once per run, whichever worker asks first;
/// the others wait for that one. Models only rules that are off by default read (live
/// dependencies, member effects, preview-only types) then cost nothing in a default run.
final class BuiltOnce<Value: Sendable>: Sendable {
    private let cell = OnceCell<Value>()
    private let build: @Sendable () -> Value

    init(_ build: @escaping @Sendable () -> Value) {
        self.build = build
    }

    var value: Value { cell.value(build) }
}

/// A value built under its lock by the first caller, the build given at each call (so a cell
/// kept by the memos of an index holds no closure that captures that index).
final class OnceCell<Value: Sendable>: Sendable {
    private let state = Mutex<Value?>(nil)

    func value(_ build: () -> Value) -> Value {
        state.withLock { built in
            if let built { return built }
            let value = build()
            built = value
            return value
        }
    }
}
