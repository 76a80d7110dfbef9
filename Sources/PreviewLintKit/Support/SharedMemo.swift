import Synchronization

/// Answers computed once per distinct text for a whole run and shared by the workers. Preview
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
