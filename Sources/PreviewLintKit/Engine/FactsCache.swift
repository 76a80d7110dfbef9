import Foundation
import Synchronization

/// Per-file `FileFacts` stored on disk, so a run over unchanged files skips parsing. Entries are
/// keyed by the file's path and content, the configuration, the format version and the build of the tool.
/// Whole-project answers are kept beside them under the same prefix, keyed by everything they read:
/// targets, copies' histories, value flow, and a run's report (`RunInputs`), so a run with one file
/// changed still runs every rule on every file and cross-file findings stay right.
///
/// Each entry is `header\npayload`, the header holding the payload's length and checksum: a
/// truncated or corrupted entry is treated as a miss and rewritten, never trusted.
public final class FactsCache: Sendable {
    /// Bump when the entry layout changes, or when the walk reads different facts out of the same
    /// text (2: root types past set-up statements, literal-value argument counts, lowercase brand types;
    /// 3: the positional binary encoding; 4: XXH64 keys; 5: XXH64 payload checksums, cached targets;
    /// a changed FileFacts comes with a new build, which the key also holds).
    public static let formatVersion = 157
    static let magic = "previewlint-facts"

    public struct Statistics: Sendable, Equatable {
        public var hits: Int
        public var misses: Int
        /// Entries that existed but were truncated, corrupted or undecodable.
        public var rejected: Int
    }

    public let directory: String
    private let keyPrefix: String
    private let hits = Atomic<Int>(0)
    private let misses = Atomic<Int>(0)
    private let rejected = Atomic<Int>(0)
    /// Shard folders this cache has made or found.
    private let madeShards = Mutex<Set<String>>([])

    /// Facts kept in memory too, by path (the latest key of each), for a cache that lives across runs.
    private let remembered: Mutex<[String: (key: String, facts: FileFacts)]>?

    /// `configuration` identifies everything besides the file that facts may depend on
    /// (the rule set's fingerprint and the configuration file's text). `remembering`: facts found or
    /// computed stay in memory, so the next run of the same process decodes only those that changed
    /// (the language server: decoding every file's facts was most of the time an edit took).
    public init(directory: String, configuration: String, toolVersion: String = BuildIdentity.current,
                remembering: Bool = false) {
        self.directory = FilePath.join(directory, "facts-v\(Self.formatVersion)")
        keyPrefix = "\(Self.formatVersion)\0\(toolVersion)\0\(SHA256.hex(configuration))\0"
        remembered = remembering ? Mutex([:]) : nil
    }

    /// `--cache-path`, else `$XDG_CACHE_HOME/previewlint`, else `~/.cache/previewlint`.
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return FilePath.join(xdg, "previewlint")
        }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return FilePath.join(FilePath.join(home, ".cache"), "previewlint")
    }

    public var statistics: Statistics {
        Statistics(hits: hits.load(ordering: .relaxed), misses: misses.load(ordering: .relaxed), rejected: rejected.load(ordering: .relaxed))
    }

    /// The cached facts of `file`, or `compute()`'s, which are then stored; nil when `compute` has none
    /// (a file that cannot be analyzed: nothing is stored). Safe from many threads.
    /// `variant`: which families of facts were collected (facts without the value flow are kept apart).
    public func facts(for file: SourceFile, variant: String = "", compute: () -> FileFacts?) -> FileFacts? {
        let key = XXH64.hex128(keyPrefix + variant + "\0" + file.path + "\0" + file.text)
        if let kept = remembered?.withLock({ $0[file.path] }), kept.key == key {
            hits.add(1, ordering: .relaxed)
            return kept.facts
        }
        let path = entryPath(key)
        if let data = FileManager.default.contents(atPath: path) {
            if let facts = Self.decode(FileFacts.self, from: data), facts.byteCount == file.lines.byteCount,
               facts.path == file.path {
                hits.add(1, ordering: .relaxed)
                remembered?.withLock { $0[file.path] = (key, facts) }
                return facts
            }
            rejected.add(1, ordering: .relaxed)
        }
        misses.add(1, ordering: .relaxed)
        guard let facts = compute() else { return nil }
        store(facts, at: path)
        remembered?.withLock { $0[file.path] = (key, facts) }
        return facts
    }

    /// A value derived from `material` alone (every input it depends on, spelled out), cached like
    /// facts: the targets of a project, whose description takes longer to read than the cached facts
    /// of all its files. Not counted in `statistics`, which are about files.
    func value<Value: Codable>(_ type: Value.Type, kind: String, material: String, compute: () -> Value) -> Value {
        if let value = storedValue(type, kind: kind, material: material) { return value }
        let value = compute()
        keep(value, kind: kind, material: material)
        return value
    }

    /// The whole-project answer kept under `kind` for `material`, if any (a damaged entry is none).
    func storedValue<Value: Decodable>(_ type: Value.Type, kind: String, material: String) -> Value? {
        let path = entryPath(kind: kind, material: material)
        return FileManager.default.contents(atPath: path).flatMap { Self.decode(type, from: $0) }
    }

    /// Keeps a whole-project answer under `kind` for `material`.
    func keep(_ value: some Encodable, kind: String, material: String) {
        store(value, at: entryPath(kind: kind, material: material))
    }

    private func entryPath(kind: String, material: String) -> String {
        entryPath(XXH64.hex128(keyPrefix + kind + "\0" + material))
    }

    func entryPath(_ key: String) -> String {
        FilePath.join(FilePath.join(directory, String(key.prefix(2))), key)
    }

    /// A cache that cannot be written only makes runs slower: failures are ignored.
    private func store(_ value: some Encodable, at path: String) {
        guard let data = Self.encode(value) else { return }
        // Each shard folder is made once per run: a mkdir for every entry failed with EEXIST for all but
        // the first few, a system call per file while the cache fills.
        let shard = FilePath.parent(path)
        if !madeShards.withLock({ $0.contains(shard) }) {
            if mkdir(shard, 0o755) != 0 && errno == ENOENT {
                try? FileManager.default.createDirectory(atPath: shard, withIntermediateDirectories: true)
            }
            madeShards.withLock { _ = $0.insert(shard) }
        }
        try? AtomicFile.write(data: data, to: path)
    }

    static func encode(_ value: some Encodable) -> Data? {
        guard let payload = try? BinaryCoder.encode(value) else { return nil }
        var data = Data("\(magic) \(payload.count) \(checksum(payload))\n".utf8)
        data.append(contentsOf: payload)
        return data
    }

    static func decode<Value: Decodable>(_ type: Value.Type, from data: Data) -> Value? {
        guard let newline = data.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let header = String(decoding: data[data.startIndex..<newline], as: UTF8.self).split(separator: " ")
        let payload = data[data.index(after: newline)...]
        guard header.count == 3, header[0] == magic,
              Int(header[1]) == payload.count,
              header[2] == checksum(payload) else { return nil }
        return try? BinaryCoder.decode(type, from: Array(payload))
    }

    /// XXH64 of the payload: enough to catch truncation and bit rot (the key already carries the
    /// content hash). FNV-1a, a byte at a time, was 4% of a warm run.
    static func checksum(_ data: some Collection<UInt8>) -> String {
        let hash = data.withContiguousStorageIfAvailable { XXH64.hash(UnsafeRawBufferPointer($0)) }
            ?? Array(data).withUnsafeBytes { XXH64.hash($0) }
        return hash.paddedHex
    }
}
