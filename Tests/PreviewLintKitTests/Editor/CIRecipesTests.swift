import Foundation
import Testing
@testable import PreviewLintKit

/// docs/github-actions.yml and .pre-commit-hooks.yaml are code too: they parse, and the
/// previewlint commands they run behave as they promise in a real repository.
@Suite struct CIRecipesTests {
    static let root = ConfigSchemaTests.repositoryRoot

    func read(_ relative: String) throws -> YAMLNode {
        let text = try String(contentsOfFile: Self.root + "/" + relative, encoding: .utf8)
        return try #require(try YAMLReader.read(text, path: relative))
    }

    /// A git repository with one committed clean file and, after it, an uncommitted warning.
    func repositoryWithANewWarning() throws -> TemporaryRepository {
        let repo = try TemporaryRepository([".previewlint.yml": EditorFixtures.printRule, "Clean.swift": "let a = 1\n"])
        for arguments in [["init", "-q"], ["add", "."], ["-c", "user.email=t@example.com", "-c", "user.name=T", "commit", "-qm", "start"]] {
            let git = Process()
            git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            git.arguments = ["git", "-C", repo.path] + arguments
            try git.run()
            git.waitUntilExit()
        }
        try repo.write("New.swift", "func go() { print(1) }\n")
        return repo
    }

    func previewlintArguments(_ command: String) throws -> [String] {
        let words = command.split(separator: " ").map(String.init)
        try #require(words.first == "previewlint")
        return Array(words.dropFirst())
    }

    @Test func preCommitHooksFailOnANewWarning() throws {
        let hooks = try #require(try read(".pre-commit-hooks.yaml").sequence)
        #expect(hooks.map { $0["id"]?.scalar?.text } == ["previewlint", "previewlint-all"])
        for hook in hooks {
            #expect(hook["language"]?.scalar?.text == "swift")
            #expect(hook["pass_filenames"]?.scalar?.bool == false)
            #expect(hook["types"]?.sequence?.map { $0.scalar?.text } == ["swift"])
            #expect(hook["name"]?.scalar != nil && hook["description"]?.scalar != nil)
            let arguments = try previewlintArguments(try #require(hook["entry"]?.scalar?.text))
            let result = try EditorFixtures.run(try repositoryWithANewWarning(), arguments)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.stdout == "New.swift:1:13: warning: Use the logger (no_print)\n")
        }
    }

    @Test func theWorkflowLintsToTheSARIFFileItUploads() throws {
        let workflow = try read("docs/github-actions.yml")
        #expect(workflow["permissions"]?["security-events"]?.scalar?.text == "write")
        let steps = try #require(workflow["jobs"]?["lint"]?["steps"]?.sequence)
        let runs = steps.compactMap { $0["run"]?.scalar?.text }
        #expect(runs.contains { $0.contains("swift build -c release") })

        let lint = try #require(runs.first { $0.hasPrefix("previewlint lint") })
        let arguments = try previewlintArguments(lint.trimmingCharacters(in: .whitespacesAndNewlines))
        let output = try #require(arguments.firstIndex(of: "--output").map { arguments[$0 + 1] })
        let upload = try #require(steps.first { $0["uses"]?.scalar?.text.hasPrefix("github/codeql-action/upload-sarif") == true })
        #expect(upload["with"]?["sarif_file"]?.scalar?.text == output)
        #expect(upload["if"]?.scalar?.text == "always()")

        let repo = try repositoryWithANewWarning()
        let result = try EditorFixtures.run(repo, arguments)
        #expect(result.status == 1)
        let sarif = try #require(FileManager.default.contents(atPath: repo.path + "/" + output))
        let document = try #require(try JSONSerialization.jsonObject(with: sarif) as? [String: Any])
        #expect(document["version"] as? String == "2.1.0")
    }
}
