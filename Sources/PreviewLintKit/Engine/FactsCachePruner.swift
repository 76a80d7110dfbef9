import Foundation

/// Keeps the facts cache from growing forever. Entries are named by content, so every edit of a
/// file leaves its old entry behind, and every format version leaves a folder; a CI cache or a
/// developer's home folder would otherwise only grow. At most once a day per cache folder, files of
/// any `facts-v*` folder not written for `maximumAge` are removed, as are temporary files left by a
/// run that was killed. Hits do not refresh an entry (that would cost a system call per file on every
/// warm run), so an entry still in use is rebuilt once after it ages out.
public enum FactsCachePruner {
    public static let maximumAge: TimeInterval = 30 * 24 * 3600
    public static let interval: TimeInterval = 24 * 3600
    /// A temporary file this old belongs to no running writer.
    static let temporaryAge: TimeInterval = 3600
    static let stampName = ".pruned"

    /// Prunes `cacheDirectory` (the folder that holds `facts-v*`) unless it was pruned within `interval`.
    /// Returns how many files were removed. Failures are ignored: pruning only saves space.
    @discardableResult
    public static func pruneIfDue(_ cacheDirectory: String, now: Date = Date()) -> Int {
        let fileManager = FileManager.default
        let stamp = FilePath.join(cacheDirectory, stampName)
        if let attributes = try? fileManager.attributesOfItem(atPath: stamp),
           let written = attributes[.modificationDate] as? Date, now.timeIntervalSince(written) < interval {
            return 0
        }
        // The stamp first: another run starting now skips the walk instead of repeating it.
        guard fileManager.createFile(atPath: stamp, contents: nil) else { return 0 }
        try? fileManager.setAttributes([.modificationDate: now], ofItemAtPath: stamp)

        var removed = 0
        let versions = (try? fileManager.contentsOfDirectory(atPath: cacheDirectory)) ?? []
        for version in versions.sorted() where version.hasPrefix("facts-v") {
            let folder = FilePath.join(cacheDirectory, version)
            for shard in ((try? fileManager.contentsOfDirectory(atPath: folder)) ?? []).sorted() {
                let shardPath = FilePath.join(folder, shard)
                for name in (try? fileManager.contentsOfDirectory(atPath: shardPath)) ?? [] {
                    let path = FilePath.join(shardPath, name)
                    guard let attributes = try? fileManager.attributesOfItem(atPath: path),
                          attributes[.type] as? FileAttributeType == .typeRegular,
                          let written = attributes[.modificationDate] as? Date else { continue }
                    let limit = name.hasSuffix(".tmp") ? temporaryAge : maximumAge
                    if now.timeIntervalSince(written) > limit, (try? fileManager.removeItem(atPath: path)) != nil {
                        removed += 1
                    }
                }
            }
        }
        return removed
    }
}
