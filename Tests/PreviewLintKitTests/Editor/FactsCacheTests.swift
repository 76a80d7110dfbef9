import Foundation
import Synchronization
import Testing
@testable import PreviewLintKit

@Suite struct FactsCacheTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("previewlint-cache-\(UUID().uuidString)").path
    let file = SourceFile(path: "/project/App.swift", text: "// previewlint:disable-file\nlet a = \"b\" // c\n")

    func entries() -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder)
        return (enumerator?.allObjects as? [String] ?? []).filter { !$0.hasSuffix(".tmp") && FilePath.name($0).count == 32 }.map { folder + "/" + $0 }
    }

    /// Facts through the cache, and whether they had to be computed.
    func lookUp(_ cache: FactsCache, _ file: SourceFile) -> (FileFacts, computed: Bool) {
        var computed = false
        let facts = cache.facts(for: file) {
            computed = true
            return Linter.facts(of: file)
        }
        return (facts!, computed)
    }

    @Test func aSecondLookUpIsAHitWithEqualFacts() throws {
        let cache = FactsCache(directory: folder, configuration: "rules")
        let (first, computedFirst) = lookUp(cache, file)
        let (second, computedSecond) = lookUp(cache, file)
        #expect(computedFirst && !computedSecond)
        #expect(cache.statistics == .init(hits: 1, misses: 1, rejected: 0))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(try encoder.encode(first) == encoder.encode(second))
        #expect(second.suppressions.count == 1 && second.commentRanges.count == 2 && second.stringRanges.count == 1)
        #expect(entries().count == 1)
    }

    /// The language server's cache keeps the facts it read: the next lint takes them from memory,
    /// one version per file.
    @Test func aRememberingCacheAnswersFromMemoryWithTheLatestVersionOfEachFile() throws {
        let cache = FactsCache(directory: folder, configuration: "rules", remembering: true)
        _ = lookUp(cache, file)
        for entry in entries() { try FileManager.default.removeItem(atPath: entry) }
        #expect(!lookUp(cache, file).computed)
        #expect(lookUp(FactsCache(directory: folder, configuration: "rules"), file).computed)
        let edited = SourceFile(path: file.path, text: file.text + "let d = 1\n")
        #expect(lookUp(cache, edited).computed && !lookUp(cache, edited).computed)
        for entry in entries() { try FileManager.default.removeItem(atPath: entry) }
        #expect(lookUp(cache, file).computed, "the edit replaced the first version")
    }

    @Test func aFileWithoutFactsStoresNothing() {
        let cache = FactsCache(directory: folder, configuration: "rules")
        #expect(cache.facts(for: file) { nil } == nil)
        #expect(entries().isEmpty)
        #expect(lookUp(cache, file).computed)
    }

    @Test func contentConfigurationAndVersionAreInTheKey() {
        _ = lookUp(FactsCache(directory: folder, configuration: "rules"), file)
        #expect(lookUp(FactsCache(directory: folder, configuration: "rules"), SourceFile(path: file.path, text: file.text + " ")).computed)
        #expect(lookUp(FactsCache(directory: folder, configuration: "other rules"), file).computed)
        #expect(lookUp(FactsCache(directory: folder, configuration: "rules", toolVersion: "9.9.9"), file).computed)
        #expect(lookUp(FactsCache(directory: folder, configuration: "rules"), SourceFile(path: "/elsewhere/App.swift", text: file.text)).computed)
        #expect(!lookUp(FactsCache(directory: folder, configuration: "rules"), file).computed)
    }

    @Test(arguments: ["truncated", "flipped", "garbage", "empty"])
    func aDamagedEntryIsRejectedAndRewritten(damage: String) throws {
        _ = lookUp(FactsCache(directory: folder, configuration: "rules"), file)
        let entry = try #require(entries().first)
        let good = try #require(FileManager.default.contents(atPath: entry))
        var bad = good
        switch damage {
        case "truncated": bad = good.dropLast(7)
        case "flipped": bad[bad.count - 3] ^= 0x01
        case "garbage": bad = Data("previewlint-facts 3 0\n{}x".utf8)
        default: bad = Data()
        }
        try bad.write(to: URL(fileURLWithPath: entry))

        let cache = FactsCache(directory: folder, configuration: "rules")
        #expect(lookUp(cache, file).computed)
        #expect(cache.statistics == .init(hits: 0, misses: 1, rejected: 1))
        #expect(FileManager.default.contents(atPath: entry) == good)
        #expect(!lookUp(cache, file).computed)
    }

    @Test func parallelWorkersShareOneCacheSafely() throws {
        let repo = try TemporaryRepository()
        for index in 0..<60 {
            try repo.write("Sources/File\(index).swift", "// previewlint:disable:next no_print\nlet value\(index) = \"\(index)\"\n")
        }
        try repo.backdate()
        let configuration = Configuration(root: repo.path)
        let linter = Linter(configuration: configuration, ruleSet: try RuleSet(configuration: configuration))
        var request = LintRequest(paths: [repo.path], jobs: 4)
        let uncached = linter.lint(request)

        request.cache = FactsCache(directory: folder, configuration: "rules")
        let cold = linter.lint(request)
        // The report kept by the cold run is not this one's: every worker looks its file's facts up.
        let warmCache = FactsCache(directory: folder, configuration: "rules")
        request.cache = warmCache
        try repo.write("Sources/File0.swift", "let value0 = \"zero\"\n")
        let warm = linter.lint(request)

        #expect(cold.violations == uncached.violations && warm.violations == Array(uncached.violations.dropFirst()))
        #expect(uncached.violations.count == 60)
        #expect(warmCache.statistics == .init(hits: 59, misses: 1, rejected: 0))
        // One entry per file and version, one for the project's targets, the two runs' reports and the
        // files' stamps; no rule that runs by default reads the value flow, so nothing of it is kept.
        #expect(entries().count == 61 + 1 + 2 + 1)
    }

    @Test func theCommandLineUsesXDGCacheHomeAndNoCacheWritesNothing() throws {
        let repo = try TemporaryRepository([".previewlint.yml": EditorFixtures.printRule, "A.swift": "print(1)\n", "B.swift": "print(2)\n"])
        try repo.backdate()
        let cacheHome = folder
        let cold = try EditorFixtures.run(repo, ["lint"], environment: ["XDG_CACHE_HOME": cacheHome])
        let warm = try EditorFixtures.run(repo, ["lint"], environment: ["XDG_CACHE_HOME": cacheHome])
        #expect(cold.stdout == "A.swift:1:1: warning: Use the logger (no_print)\nB.swift:1:1: warning: Use the logger (no_print)\n")
        #expect(warm.stdout == cold.stdout)
        let written = FileManager.default.enumerator(atPath: cacheHome + "/previewlint")?.allObjects as? [String] ?? []
        let kept = written.filter { FilePath.name($0).count == 32 }
        #expect(kept.count == 2 + 1 + 2, "two files, the targets, the report and the files' stamps")

        let other = folder + "-none"
        _ = try EditorFixtures.run(repo, ["lint", "--no-cache"], environment: ["XDG_CACHE_HOME": other])
        #expect(!FileManager.default.fileExists(atPath: other))
    }
}
