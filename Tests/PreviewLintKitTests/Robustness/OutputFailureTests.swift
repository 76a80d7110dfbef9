import Foundation
import Testing

/// `--output` that cannot be written: exit 3, a message naming the path, and no file (partial or temporary) left.
@Suite("Unwritable --output")
struct OutputFailureTests {
    static let files = ["Sources/Good.swift": "struct Good {}\n"]

    private func entries(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    @Test func missingFolderExitsThree() throws {
        let repository = try TemporaryRepository(Self.files)
        let result = try repository.run("lint", "--quiet", "--reporter", "json", "--output", "missing/report.json")
        #expect(result.status == 3)
        #expect(result.stderr.contains("missing/report.json: error: cannot write"))
        #expect(entries(repository.path) == ["Sources"])
    }

    /// A regular file where a folder is expected fails even for root.
    @Test func fileInPlaceOfFolderExitsThree() throws {
        let repository = try TemporaryRepository(Self.files)
        try repository.write("blocker", "not a folder\n")
        let result = try repository.run("lint", "--quiet", "--output", "blocker/report.txt")
        #expect(result.status == 3)
        #expect(result.stderr.contains("blocker/report.txt: error: cannot write"))
        #expect(entries(repository.path) == ["Sources", "blocker"])
    }

    @Test(.enabled(if: getuid() != 0, "root writes into a read-only folder"))
    func readOnlyFolderExitsThreeAndLeavesNothing() throws {
        let repository = try TemporaryRepository(Self.files)
        let folder = repository.path + "/reports"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        chmod(folder, 0o555)
        defer { chmod(folder, 0o755) }
        let result = try repository.run("lint", "--quiet", "--output", "reports/report.txt")
        #expect(result.status == 3)
        #expect(result.stderr.contains("reports/report.txt: error: cannot write"))
        #expect(entries(folder).isEmpty)
    }

    /// A read-only file system refuses root too: the read-only case of the suite, whoever runs it.
    @Test func readOnlyFileSystemExitsThreeEvenForRoot() throws {
        let repository = try TemporaryRepository(Self.files)
        let result = try repository.run("lint", "--quiet", "--output", "/proc/previewlint-report.json")
        #expect(result.status == 3)
        #expect(result.stderr.contains("/proc/previewlint-report.json: error: cannot write"))
        #expect(!FileManager.default.fileExists(atPath: "/proc/previewlint-report.json"))
        #expect(entries(repository.path) == ["Sources"])
    }

    /// The rename fails when the target is a folder: the temporary file must not stay behind.
    @Test func folderAsTargetExitsThreeAndLeavesNoTemporaryFile() throws {
        let repository = try TemporaryRepository(Self.files)
        try FileManager.default.createDirectory(atPath: repository.path + "/out/report.json", withIntermediateDirectories: true)
        let result = try repository.run("lint", "--quiet", "--output", "out/report.json")
        #expect(result.status == 3)
        #expect(result.stderr.contains("out/report.json: error: cannot write"))
        #expect(entries(repository.path + "/out") == ["report.json"])
    }
}
