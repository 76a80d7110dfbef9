import Foundation
import Testing
@testable import PreviewLintKit

/// The cache stays bounded: old entries of every format version and stale temporaries go, fresh
/// entries stay, and the walk happens at most once a day.
@Suite struct FactsCachePrunerTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("previewlint-prune-\(UUID().uuidString)").path
    let now = Date(timeIntervalSince1970: 2_000_000_000)
    let day: TimeInterval = 24 * 3600

    func write(_ relative: String, daysOld: Double, before reference: Date? = nil) throws {
        let path = root + "/" + relative
        try FileManager.default.createDirectory(atPath: FilePath.parent(path), withIntermediateDirectories: true)
        try Data("entry".utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.modificationDate: (reference ?? now).addingTimeInterval(-daysOld * day)], ofItemAtPath: path)
    }

    func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: root + "/" + relative)
    }

    @Test func removesOldEntriesOfEveryVersionAndStaleTemporaries() throws {
        try write("facts-v5/ab/ab01", daysOld: 2)
        try write("facts-v5/ab/ab02", daysOld: 31)
        try write("facts-v4/cd/cd01", daysOld: 40)
        try write("facts-v5/ab/.ab03.123-0.tmp", daysOld: 0.5)
        try write("facts-v5/ab/.ab04.123-1.tmp", daysOld: 0.01)
        try write("unrelated/file", daysOld: 400)

        #expect(FactsCachePruner.pruneIfDue(root, now: now) == 3)
        #expect(exists("facts-v5/ab/ab01") && exists("facts-v5/ab/.ab04.123-1.tmp") && exists("unrelated/file"))
        #expect(!exists("facts-v5/ab/ab02") && !exists("facts-v4/cd/cd01") && !exists("facts-v5/ab/.ab03.123-0.tmp"))
    }

    @Test func prunesAtMostOnceADay() throws {
        try write("facts-v5/ab/ab01", daysOld: 31)
        #expect(FactsCachePruner.pruneIfDue(root, now: now) == 1)
        try write("facts-v5/ab/ab02", daysOld: 31)
        #expect(FactsCachePruner.pruneIfDue(root, now: now.addingTimeInterval(3600)) == 0)
        #expect(exists("facts-v5/ab/ab02"))
        #expect(FactsCachePruner.pruneIfDue(root, now: now.addingTimeInterval(day + 1)) == 1)
    }

    @Test func aMissingCacheFolderIsNotAnError() {
        #expect(FactsCachePruner.pruneIfDue(root + "/missing", now: now) == 0)
    }

    /// A lint run with a cache prunes it: an entry a month old is gone afterwards, this run's are there.
    @Test func theCommandLinePrunes() throws {
        let repo = try TemporaryRepository([".previewlint.yml": EditorFixtures.printRule, "A.swift": "print(1)\n"])
        try repo.backdate()
        try write("previewlint/facts-v5/zz/zz01", daysOld: 45, before: Date())
        _ = try EditorFixtures.run(repo, ["lint"], environment: ["XDG_CACHE_HOME": root])
        #expect(!exists("previewlint/facts-v5/zz/zz01"))
        let entries = FileManager.default.enumerator(atPath: root + "/previewlint")?.allObjects as? [String] ?? []
        let kept = entries.filter { FilePath.name($0).count == 32 }
        #expect(kept.count == 4, "A.swift, the targets, the report and the files' stamps")
    }
}
