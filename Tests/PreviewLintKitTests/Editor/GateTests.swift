import Foundation
import Testing

@Suite struct GateTests {
    func repository() throws -> TemporaryRepository {
        try TemporaryRepository([
            ".previewlint.yml": EditorFixtures.printRule + "\n  no_todo:\n    regex: 'TODO'\n    message: Finish this\n    severity: note\n    match_in: [comment]\n",
            "A.swift": "func a() { print(1) } // TODO\n",
            "B.swift": "func b() { print(2) }\n",
        ])
    }

    @Test func failLevelDecidesWhichSeverityFails() throws {
        let repo = try repository()
        #expect(try EditorFixtures.run(repo, ["lint", "--no-cache"]).status == 0)
        #expect(try EditorFixtures.run(repo, ["lint", "--no-cache", "--fail-level", "warning"]).status == 1)
        #expect(try EditorFixtures.run(repo, ["lint", "--no-cache", "--strict"]).status == 1)
        #expect(try EditorFixtures.run(repo, ["lint", "--no-cache", "--fail-level", "note", "--disable", "custom_rules"]).status == 0)
        #expect(try EditorFixtures.run(repo, ["lint", "--no-cache", "--fail-level", "error"]).status == 0)
        let conflict = try EditorFixtures.run(repo, ["lint", "--strict", "--fail-level", "note"])
        #expect(conflict.status == 2)
        #expect(conflict.stderr.contains("--strict means --fail-level warning"))
    }

    @Test func maxWarningsFailsOnlyAboveTheLimit() throws {
        let repo = try repository()
        #expect(try EditorFixtures.run(repo, ["lint", "--no-cache", "--max-warnings", "2"]).status == 0)
        let over = try EditorFixtures.run(repo, ["lint", "--no-cache", "--max-warnings", "1"])
        #expect(over.status == 1)
        #expect(over.stderr.contains("error: 2 warnings, more than --max-warnings 1"))
    }

    @Test func changedSinceReportsOnlyChangedAndNewFiles() throws {
        let repo = try repository()
        try git(repo, "init", "-q")
        try git(repo, "add", ".")
        try git(repo, "-c", "user.email=t@example.com", "-c", "user.name=T", "commit", "-qm", "start")
        try repo.write("B.swift", "func b() {\n    print(2)\n}\n")
        try repo.write("C.swift", "func c() { print(3) }\n")
        let result = try EditorFixtures.run(repo, ["lint", "--no-cache", "--changed-since", "HEAD"])
        #expect(result.stdout == """
        B.swift:2:5: warning: Use the logger (no_print)
        C.swift:1:12: warning: Use the logger (no_print)

        """)

        let unknown = try EditorFixtures.run(repo, ["lint", "--no-cache", "--changed-since", "no-such-revision"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("error: --changed-since: git diff failed:"))
    }

    @Test func changedSinceWithoutGitIsAClearError() throws {
        let repo = try repository()
        let result = try EditorFixtures.run(repo, ["lint", "--changed-since", "HEAD"], environment: ["PATH": repo.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("error: --changed-since: git was not found on PATH; install git or lint without --changed-since"))
    }

    private func git(_ repo: TemporaryRepository, _ arguments: String...) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", repo.path] + arguments
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}
