import Foundation
import Testing

/// The binary as CI and users run it: exact output and exit codes.
@Suite struct LintCommandTests {
    static let printRule = """
    custom_rules:
      no_print:
        regex: '\\bprint\\('
        message: Use the logger instead of print
      no_force_try:
        regex: 'try!'
        message: Handle the error
        severity: error

    """

    @Test func cleanRunExitsZero() throws {
        let repository = try TemporaryRepository([".previewlint.yml": Self.printRule, "Sources/A.swift": "let a = 1\n"])
        let result = try repository.run("lint", "--quiet")
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(result.stderr == "")
    }

    @Test func anErrorFailsTheRunWithExactDiagnostics() throws {
        let repository = try TemporaryRepository([
            ".previewlint.yml": Self.printRule,
            "Sources/A.swift": "func f() throws {\n    let data = try! load()\n    print(data)\n}\n",
        ])
        let result = try repository.run("lint", "--quiet")
        #expect(result.status == 1)
        #expect(result.stdout == """
        Sources/A.swift:2:16: error: Handle the error (no_force_try)
        Sources/A.swift:3:5: warning: Use the logger instead of print (no_print)

        """)
    }

    @Test func warningsPassUnlessStrict() throws {
        let repository = try TemporaryRepository([".previewlint.yml": Self.printRule, "A.swift": "print(1)\n"])
        #expect(try repository.run("lint", "--quiet").status == 0)
        let strict = try repository.run("lint", "--quiet", "--strict")
        #expect(strict.status == 1)
        #expect(strict.stdout == "A.swift:1:1: warning: Use the logger instead of print (no_print)\n")
    }

    @Test func badConfigurationExitsTwoWithPosition() throws {
        let repository = try TemporaryRepository([".previewlint.yml": "included:\n  nested: map\n", "A.swift": "let a = 1\n"])
        let result = try repository.run("lint")
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == "\(repository.realPath)/.previewlint.yml:2:3: error: 'included' must be a list of strings, found a mapping\n")
    }

    @Test func unreadablePathExitsThree() throws {
        let repository = try TemporaryRepository(["A.swift": "let a = 1\n"])
        let result = try repository.run("lint", "Missing")
        #expect(result.status == 3)
        #expect(result.stderr == "\(repository.realPath)/Missing: error: no such file or directory\nerror: no file could be read\n")
    }

    @Test func unknownReporterIsAUsageError() throws {
        let repository = try TemporaryRepository(["A.swift": "let a = 1\n"])
        let result = try repository.run("lint", "--reporter", "yaml")
        #expect(result.status == 2)
        #expect(result.stderr.contains("unknown reporter 'yaml'"))
    }

    @Test func invalidUTF8IsSkippedAndTheRunContinues() throws {
        let repository = try TemporaryRepository([".previewlint.yml": Self.printRule, "B.swift": "print(2)\n"])
        try Data([0x6C, 0x65, 0x74, 0x20, 0xFF, 0xFE]).write(to: URL(fileURLWithPath: repository.path + "/A.swift"))
        let result = try repository.run("lint", "--quiet")
        #expect(result.status == 0)
        #expect(result.stdout == "B.swift:1:1: warning: Use the logger instead of print (no_print)\n")
        #expect(result.stderr == "\(repository.realPath)/A.swift: error: skipped: not valid UTF-8 text\n")
    }

    @Test func jsonReportHasTheDocumentedShape() throws {
        let repository = try TemporaryRepository([".previewlint.yml": Self.printRule, "A.swift": "let 🎉 = 1; print(🎉)\n"])
        let result = try repository.run("lint", "--quiet", "--reporter", "json")
        #expect(result.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(json?["version"] as? Int == 1)
        #expect(json?["root"] as? String == repository.realPath)
        let violations = json?["violations"] as? [[String: Any]]
        #expect(violations?.count == 1)
        let start = (violations?.first?["range"] as? [String: Any])?["start"] as? [String: Int]
        // Columns and offsets count UTF-8 bytes: the emoji is four.
        #expect(start == ["line": 1, "column": 15, "offset": 14])
        #expect(violations?.first?["file"] as? String == "A.swift")
        #expect(violations?.first?["related"] == nil)
    }

    @Test func standardInputIsLintedAsTheGivenPath() throws {
        let repository = try TemporaryRepository([".previewlint.yml": Self.printRule, "A.swift": "let a = 1\n"])
        let result = try repository.run("lint", "--quiet", "--use-stdin", "--stdin-path", "A.swift", stdin: "print(a)\n")
        #expect(result.stdout == "A.swift:1:1: warning: Use the logger instead of print (no_print)\n")
    }

    @Test func outputIsWrittenAtomicallyToTheFile() throws {
        let repository = try TemporaryRepository([".previewlint.yml": Self.printRule, "A.swift": "print(1)\n"])
        let result = try repository.run("lint", "--quiet", "--output", "report.txt")
        #expect(result.stdout == "")
        let written = try String(contentsOfFile: repository.path + "/report.txt", encoding: .utf8)
        #expect(written == "A.swift:1:1: warning: Use the logger instead of print (no_print)\n")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: repository.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test func skippedFoldersAndSymlinkLoopsAreHarmless() throws {
        let repository = try TemporaryRepository([
            ".previewlint.yml": Self.printRule,
            "App/A.swift": "print(1)\n",
            ".build/B.swift": "print(2)\n",
            "Pods/C.swift": "print(3)\n",
            ".hidden/D.swift": "print(4)\n",
        ])
        try FileManager.default.createSymbolicLink(atPath: repository.path + "/App/Loop", withDestinationPath: repository.path + "/App")
        try FileManager.default.createSymbolicLink(atPath: repository.path + "/Outside", withDestinationPath: "/usr/include")
        let result = try repository.run("lint", "--quiet")
        #expect(result.stdout == "App/A.swift:1:1: warning: Use the logger instead of print (no_print)\n")
    }

    @Test func helpDocumentsTheExitCodes() throws {
        let repository = try TemporaryRepository()
        let result = try repository.run("--help")
        #expect(result.stdout.contains("2 usage or configuration error"))
    }
}
