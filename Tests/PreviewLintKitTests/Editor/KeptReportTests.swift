import Foundation
import Testing
@testable import PreviewLintKit

/// A run with a cache keeps its report; the next run with the same inputs (`RunInputs`) is that report,
/// and reads no file's facts; any changed input makes a new run.
@Suite struct KeptReportTests {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("previewlint-kept-\(UUID().uuidString)").path

    static let files = [
        ".previewlint.yml": EditorFixtures.printRule,
        "Sources/A.swift": "print(1)\n",
        "Sources/B.swift": "let b = 2\n",
        "Sources/C.swift": "import SwiftUI\nstruct C: View { var body: some View { Text(\"c\") } }\n#Preview { C() }\n",
        "Sources/Binary.swift": "let x = 1\u{0}\n",
    ]

    func lint(_ repo: TemporaryRepository) throws -> (LintReport, FactsCache.Statistics) {
        let configuration = try ConfigurationLoader.load(explicitPath: nil, from: repo.realPath)
        let cache = FactsCache(directory: folder, configuration: "rules")
        var request = LintRequest(paths: [repo.realPath], jobs: 2)
        request.cache = cache
        let linter = Linter(configuration: configuration, ruleSet: try RuleSet(configuration: configuration))
        let report = linter.lint(request)
        return (report, cache.statistics)
    }

    /// What a report says, in the order it says it.
    func summary(_ report: LintReport) -> [String] {
        report.violations.map { "\(FilePath.name($0.file)):\($0.range.start.line) \($0.ruleID)" }
            + report.problems.map { "\(FilePath.name($0.path)): \($0.message)" }
            + report.lintedFiles.map(FilePath.name) + ["previews \(report.previewCount)"]
            + report.sources.keys.sorted().map { "source " + FilePath.name($0) }
    }

    @Test func anUnchangedRepositoryGetsTheKeptReportAndDecodesNoFacts() throws {
        let repo = try TemporaryRepository(Self.files)
        try repo.backdate()
        let (cold, coldStatistics) = try lint(repo)
        let (warm, warmStatistics) = try lint(repo)
        #expect(summary(cold) == [
            "A.swift:1 no_print", "Binary.swift: skipped: binary data (NUL bytes) in a .swift file",
            "A.swift", "B.swift", "C.swift", "previews 1", "source A.swift",
        ])
        #expect(summary(warm) == summary(cold))
        #expect(coldStatistics == .init(hits: 0, misses: 3, rejected: 0))
        #expect(warmStatistics == .init(hits: 0, misses: 0, rejected: 0))
    }

    @Test func anEditedFileMakesANewRunThatReadsTheOthersFactsFromTheCache() throws {
        let repo = try TemporaryRepository(Self.files)
        try repo.backdate()
        _ = try lint(repo)
        try repo.write("Sources/B.swift", "print(2)\n")
        let (edited, statistics) = try lint(repo)
        #expect(edited.violations.map { FilePath.name($0.file) } == ["A.swift", "B.swift"])
        #expect(statistics == .init(hits: 2, misses: 1, rejected: 0))
    }

    /// A file whose text changed but whose size and modification time were put back is read again:
    /// its status-change time moved.
    @Test func aChangeHiddenFromSizeAndModificationTimeIsStillSeen() throws {
        let repo = try TemporaryRepository(Self.files)
        try repo.backdate()
        _ = try lint(repo)
        let path = repo.path + "/Sources/B.swift"
        let modified = try #require(FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
        try repo.write("Sources/B.swift", "print(2)\n")
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: path)
        let (edited, _) = try lint(repo)
        #expect(edited.violations.map { FilePath.name($0.file) } == ["A.swift", "B.swift"])
    }

    @Test func aFileIsKnownByItsStampOnlyWhileItsStatusIsTheStampedOne() throws {
        let status = FileStatus(size: 10, inode: 7, modified: 1_000_000_000_000, changed: 1_000_000_000_000)
        var stamps = FileStamps()
        stamps.stamp("/p/A.swift", status: status, digest: "d", now: status.modified + FileStamps.racyWindow + 1)
        #expect(stamps.digest(of: "/p/A.swift", status: status) == "d")
        var moved = status
        moved.changed += 1
        #expect(stamps.digest(of: "/p/A.swift", status: moved) == nil)
        #expect(stamps.digest(of: "/p/A.swift", status: nil) == nil)
        // Modified within the racy window before the run began: it may change again unseen.
        stamps.stamp("/p/A.swift", status: status, digest: "d", now: status.modified + FileStamps.racyWindow)
        #expect(stamps.entries.isEmpty)
    }

    @Test func theFilesTheModelReadsAndGitsHeadAreInputs() throws {
        let repo = try TemporaryRepository([
            "App/en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
            "App/Model.xcdatamodeld/Model.xcdatamodel/contents": "<model/>\n",
            "App/Model.xcdatamodeld/.xccurrentversion": "<string>Model.xcdatamodel</string>\n",
        ])
        try repo.initializeGit()
        try repo.commit("First", date: "2025-03-29", ["A.swift": "let a = 1\n"])
        let root = repo.realPath
        var discovery = TargetDiscovery.Result(targets: [], warnings: [])
        discovery.stringTables = [root + "/App/en.lproj/Localizable.strings"]
        discovery.dataModels = [root + "/App/Model.xcdatamodeld/Model.xcdatamodel/contents"]
        let material = {
            RunInputs.material(root: root, files: [(root + "/A.swift", "1")], discovery: discovery,
                               history: RunInputs.historyState(root: root)).material
        }
        var seen = [material()]
        let changes = [("App/en.lproj/Localizable.strings", "\"a\" = \"B\";\n"),
                       ("App/Model.xcdatamodeld/.xccurrentversion", "<string>V2</string>\n")]
        for (path, text) in changes {
            try repo.write(path, text)
            seen.append(material())
        }
        try repo.commit("Second", date: "2025-03-30", ["A.swift": "let a = 2\n"])
        seen.append(material())
        #expect(Set(seen).count == 4)
        #expect(material() == seen.last)
    }

    @Test func theModelsOtherInputsAreKnownByTheirStampsUntilTheyChange() throws {
        let repo = try TemporaryRepository(["App/en.lproj/Localizable.strings": "\"a\" = \"A\";\n"])
        let root = repo.realPath
        var discovery = TargetDiscovery.Result(targets: [], warnings: [])
        discovery.stringTables = [root + "/App/en.lproj/Localizable.strings"]
        let later = FileStatus.now() + 10 * FileStamps.racyWindow
        let inputs = { (old: FileStamps) in
            RunInputs.material(root: root, files: [], discovery: discovery, history: "", old: old, now: later)
        }
        let first = inputs(FileStamps())
        #expect(first.stamped.entries.count == 1)
        let second = inputs(first.stamped)
        #expect(second.material == first.material && second.stamped == first.stamped)
        // Another size: within the clock's granularity the times may not move (the racy window's case).
        try repo.write("App/en.lproj/Localizable.strings", "\"a\" = \"Bb\";\n")
        #expect(inputs(first.stamped).material != first.material)
    }
}
