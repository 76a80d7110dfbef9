import Synchronization

/// Answers computed once per distinct text for a whole run and shared by the workers (kept by
/// `ProjectIndex.memos`, so an editor session never reuses answers about an older project). Preview
/// literals and references repeat across files ("Morning run", `.mocked(`), and each answer costs
/// several regular-expression matches. Sharded, so two workers rarely wait on the same lock.
final class SharedMemo<Value: Sendable>: Sendable {
    private final class Shard: Sendable {
        let entries = Mutex<[String: Value]>([:])
    }

    private let shards: [Shard] = (0..<16).map { _ in Shard() }
    /// Entries per shard; past it answers are still computed, just not kept (memory stays bounded).
    private let capacity: Int

    init(capacity: Int = 50_000) {
        self.capacity = capacity
    }

    func value(for key: String, compute: () -> Value) -> Value {
        let shard = shards[Int(UInt(bitPattern: key.hashValue) % UInt(shards.count))]
        if let known = shard.entries.withLock({ $0[key] }) { return known }
        let value = compute()
        shard.entries.withLock { entries in
            if entries.count < capacity { entries[key] = value }
        }
        return value
    }
}

/// The memos of one run, by name: each rule asks for its own once per file.
final class RunMemos: Sendable {
    private let memos = Mutex<[String: any Sendable]>([:])

    /// A whole-project model, built by the first worker that asks while the others wait for it:
    /// two workers building the value-flow graph side by side doubled its cost. The build is not
    /// kept (it captures the index that keeps these memos).
    func built<Value: Sendable>(_ name: String, _ build: () -> Value) -> Value {
        let cell = memos.withLock { memos in
            if let cell = memos[name] as? OnceCell<Value> { return cell }
            let cell = OnceCell<Value>()
            memos[name] = cell
            return cell
        }
        return cell.value(build)
    }

    func memo<Value: Sendable>(_ name: String, of type: Value.Type) -> SharedMemo<Value> {
        memos.withLock { memos in
            if let memo = memos[name] as? SharedMemo<Value> { return memo }
            let memo = SharedMemo<Value>()
            memos[name] = memo
            return memo
        }
    }
}
