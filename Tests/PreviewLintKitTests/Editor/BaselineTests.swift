import Foundation
import Testing

@Suite struct BaselineTests {
    let source = """
    func start() {
        print("starting")
        print("starting")
    }

    func stop() {
        print("stopping")
    }

    """

    func repository() throws -> TemporaryRepository {
        try TemporaryRepository([".previewlint.yml": EditorFixtures.printRule, "Sources/App.swift": source])
    }

    @Test func recordedViolationsStayHiddenWhenLinesShift() throws {
        let repo = try repository()
        let written = try EditorFixtures.run(repo, ["lint", "--write-baseline", "baseline.json"])
        #expect(written.status == 0)
        #expect(written.stdout == "")
        #expect(written.stderr.contains("Wrote 3 violations to the baseline"))

        // Unrelated edits above move every violation down and re-indent one of them.
        try repo.write("Sources/App.swift", "import Foundation\n\n// Lifecycle\n" + source.replacingOccurrences(of: "    print(\"stopping\")", with: "\t  print(\"stopping\")"))
        let shifted = try EditorFixtures.run(repo, ["lint", "--baseline", "baseline.json", "--fail-level", "warning"])
        #expect(shifted.status == 0)
        #expect(shifted.stdout == "")
        #expect(shifted.stderr.contains("0 warnings, 0 notes. 3 hidden by the baseline."))
    }

    @Test func aNewCopyOfAnAcceptedLineIsReported() throws {
        let repo = try repository()
        _ = try EditorFixtures.run(repo, ["lint", "--write-baseline", "baseline.json"])
        try repo.write("Sources/App.swift", source + "func again() {\n    print(\"stopping\")\n}\n")
        let result = try EditorFixtures.run(repo, ["lint", "--baseline", "baseline.json"])
        #expect(result.stdout == "Sources/App.swift:10:5: warning: Use the logger (no_print)\n")
        #expect(result.status == 0)
    }

    @Test func theConfigurationNamesTheBaselineRelativeToItsFolder() throws {
        let repo = try repository()
        _ = try EditorFixtures.run(repo, ["lint", "--write-baseline", "ci/baseline.json"])
        try repo.write(".previewlint.yml", EditorFixtures.printRule + "\nbaseline: ci/baseline.json\n")
        try repo.write("Sources/New.swift", "func go() { print(1) }\n")
        let result = try EditorFixtures.run(repo, ["lint", "Sources"])
        #expect(result.stdout == "Sources/New.swift:1:13: warning: Use the logger (no_print)\n")
    }

    @Test func reportSummarizesByRuleAndFile() throws {
        let repo = try repository()
        try repo.write("Sources/Other.swift", "func go() { print(1) }\n")
        _ = try EditorFixtures.run(repo, ["lint", "--write-baseline", "baseline.json"])
        let result = try EditorFixtures.run(repo, ["baseline", "report", "baseline.json"])
        #expect(result.status == 0)
        #expect(result.stdout == """
        baseline.json: 4 accepted violations in 2 files

        By rule:
          4  no_print

        By file:
          3  Sources/App.swift
          1  Sources/Other.swift

        """)
    }

    @Test func theFileIsSortedJSONWithCounts() throws {
        let repo = try repository()
        _ = try EditorFixtures.run(repo, ["lint", "--write-baseline", "baseline.json"])
        let text = try String(contentsOfFile: repo.path + "/baseline.json", encoding: .utf8)
        #expect(text.contains("""
            {
              "file": "Sources/App.swift",
              "rule": "no_print",
              "line": "print(\\"starting\\")",
              "message": "Use the logger",
              "count": 2
            },
        """))
    }

    @Test func aMissingBaselineIsAnIOErrorAndABrokenOneAUsageError() throws {
        let repo = try repository()
        let missing = try EditorFixtures.run(repo, ["lint", "--baseline", "nothing.json"])
        #expect(missing.status == 3)
        #expect(missing.stderr.contains("nothing.json: error: cannot read the baseline: no such file"))

        try repo.write("broken.json", "{\"version\": 1, \"entries\": [")
        let broken = try EditorFixtures.run(repo, ["lint", "--baseline", "broken.json"])
        #expect(broken.status == 2)
        #expect(broken.stderr.contains("broken.json: error: not a previewlint baseline: not valid JSON"))

        try repo.write("wrong.json", "{\"version\": 1, \"entries\": [{\"file\": \"a.swift\"}]}")
        let wrong = try EditorFixtures.run(repo, ["baseline", "report", "wrong.json"])
        #expect(wrong.status == 2)
        #expect(wrong.stderr.contains("wrong.json: error: not a previewlint baseline: entry 1 needs 'file', 'rule', 'line', 'message' (strings) and a positive 'count'"))
    }
}
