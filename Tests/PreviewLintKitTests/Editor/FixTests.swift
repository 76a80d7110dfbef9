import Foundation
import Testing
@testable import PreviewLintKit

@Suite struct FixTests {
    static func edit(_ text: String, _ start: Int, _ end: Int, _ replacement: String) -> TextEdit {
        let lines = LineTable(text)
        return TextEdit(range: lines.range(from: start, to: end), replacement: replacement)
    }

    @Test func nonConflictingFixesApplyAtUTF8Offsets() {
        let text = "let 名 = \"😀\"; print(名)\n"
        let name = text.utf8.count - "名)\n".utf8.count
        let fixes = [
            Fix(description: "rename", edits: [Self.edit(text, 4, 7, "name"), Self.edit(text, name, name + 3, "name")]),
            Fix(description: "log", edits: [Self.edit(text, name - 6, name - 1, "log")]),
        ]
        let (fixed, applied) = FixApplier.applying(fixes, to: text)
        #expect(fixed == "let name = \"😀\"; log(name)\n")
        #expect(applied == 2)
    }

    @Test func overlappingAndOutOfRangeFixesWait() {
        let text = "print(value)\n"
        let fixes = [
            Fix(description: "b", edits: [Self.edit(text, 0, 5, "log")]),
            Fix(description: "a", edits: [Self.edit(text, 0, 6, "show(")]),
            Fix(description: "c", edits: [TextEdit(range: SourceRange(
                start: SourceLocation(line: 1, column: 11, offset: 10), end: SourceLocation(line: 1, column: 100, offset: 99)
            ), replacement: "")]),
        ]
        let (fixed, applied) = FixApplier.applying(fixes, to: text)
        // Same start: the order is by description, so the result never depends on rule order.
        #expect(fixed == "show(value)\n")
        #expect(applied == 1)
    }

    @Test func aFileChangedSinceItWasLintedIsNotTouched() throws {
        let repo = try TemporaryRepository([".previewlint.yml": EditorFixtures.fixableRule, "A.swift": "print(1)\n", "B.swift": "print(2)\n"])
        let configuration = try ConfigurationLoader.load(file: repo.path + "/.previewlint.yml")
        let linter = Linter(configuration: configuration, ruleSet: try RuleSet(configuration: configuration))
        let report = linter.lint(LintRequest(paths: [repo.path]))
        try repo.write("A.swift", "print(1) // edited meanwhile\n")

        let outcome = FixApplier.apply(report.violations, sources: report.sources)
        #expect(outcome.problems.map(\.description) == ["\(repo.path)/A.swift: error: changed on disk since it was linted; not fixed (run again)"])
        #expect(outcome.fixed == [repo.path + "/B.swift": 1])
        #expect(try String(contentsOfFile: repo.path + "/A.swift", encoding: .utf8) == "print(1) // edited meanwhile\n")
        #expect(try String(contentsOfFile: repo.path + "/B.swift", encoding: .utf8) == "log(2)\n")
    }

    @Test func fixRewritesKeepsPermissionsAndIsIdempotent() throws {
        let repo = try TemporaryRepository([
            ".previewlint.yml": EditorFixtures.fixableRule + "\n  no_force:\n    regex: 'try!'\n    message: Handle the error\n",
            "Sources/A.swift": "func a() {\n    print(\"漢字😀\"); print(2)\n    try! run()\n}\n",
        ])
        let file = repo.path + "/Sources/A.swift"
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file)

        let first = try EditorFixtures.run(repo, ["lint", "--fix"])
        #expect(first.stdout == "Sources/A.swift:3:5: warning: Handle the error (no_force)\n")
        #expect(first.stderr.contains("Sources/A.swift: fixed 2 violations\nFixed 2 violations in 1 file.\n"))
        #expect(first.status == 0)
        let fixed = try String(contentsOfFile: file, encoding: .utf8)
        #expect(fixed == "func a() {\n    log(\"漢字😀\"); log(2)\n    try! run()\n}\n")
        let permissions = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int
        #expect(permissions == 0o640)

        let second = try EditorFixtures.run(repo, ["lint", "--fix"])
        #expect(second.stdout == first.stdout)
        #expect(second.stderr.contains("Nothing to fix."))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == fixed)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: repo.path + "/Sources")
        #expect(leftovers == ["A.swift"])
    }

    @Test func fixWrapsFixturesOutsideDebugOnce() throws {
        let mother = "import SwiftUI\n\nenum FilmMother {\n    static func make(title: String = \"A\") -> Film { Film(title: title) }\n}\n"
        let guarded = "#if DEBUG\n#Preview(\"A\") { FilmList() }\n#Preview(\"B\") { FilmList() }\n#Preview(\"C\") { FilmList() }\n#endif\n"
        let repo = try TemporaryRepository(["Sources/FilmMother.swift": mother, "Sources/FilmList.swift": guarded])
        let first = try EditorFixtures.run(repo, ["lint", "--fix", "--fail-level", "note", "--enable", "preview_fixture_outside_debug"])
        #expect(first.status == 0)
        #expect(first.stdout == "")
        #expect(first.stderr.contains("Sources/FilmMother.swift: fixed 1 violation\nFixed 1 violation in 1 file."))
        let fixed = try String(contentsOfFile: repo.path + "/Sources/FilmMother.swift", encoding: .utf8)
        #expect(fixed == "import SwiftUI\n\n#if DEBUG\nenum FilmMother {\n    static func make(title: String = \"A\") -> Film { Film(title: title) }\n}\n#endif\n")
        let second = try EditorFixtures.run(repo, ["lint", "--fix", "--enable", "preview_fixture_outside_debug"])
        #expect(second.stderr.contains("Nothing to fix."))
        #expect(try String(contentsOfFile: repo.path + "/Sources/FilmMother.swift", encoding: .utf8) == fixed)
    }

    @Test func fixRefusesStandardInput() throws {
        let repo = try TemporaryRepository()
        let result = try EditorFixtures.run(repo, ["lint", "--fix", "--use-stdin", "--stdin-path", "A.swift"], stdin: "print(1)\n")
        #expect(result.status == 2)
        #expect(result.stderr.contains("--fix rewrites files; it cannot be used with --use-stdin"))
    }
}
