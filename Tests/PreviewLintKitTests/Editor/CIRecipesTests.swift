import Foundation
import Testing
@testable import PreviewLintKit

/// action.yml, docs/github-actions.yml and .pre-commit-hooks.yaml are code too: they parse, and
/// the previewlint commands they run behave as they promise in a real repository.
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

    @Test func theWorkflowUsesTheActionWithInputsItDeclares() throws {
        let workflow = try read("docs/github-actions.yml")
        #expect(workflow["permissions"]?["security-events"]?.scalar?.text == "write")
        let steps = try #require(workflow["jobs"]?["lint"]?["steps"]?.sequence)
        let step = try #require(steps.first { $0["uses"]?.scalar?.text.hasPrefix("previewlint/previewlint@") == true })
        let declared = try #require(try read("action.yml")["inputs"]?.mapping).compactMap { $0.key.scalar?.text }
        for input in step["with"]?.mapping ?? [] { #expect(declared.contains(input.key.scalar?.text ?? ""), "\(input.key)") }
    }

    /// The action's steps, and its lint step's script run for real with the built previewlint on
    /// the PATH, as the runner runs it: the SARIF file it uploads, its outputs, strict and baseline.
    @Test func theActionLintsToTheSARIFFileItUploadsAndFailsAsLintDoes() throws {
        let action = try read("action.yml")
        #expect(action["runs"]?["using"]?.scalar?.text == "composite")
        let inputs = try #require(action["inputs"]?.mapping).compactMap { $0.key.scalar?.text }
        #expect(inputs == ["paths", "config", "strict", "baseline", "sarif-file", "upload"])
        let steps = try #require(action["runs"]?["steps"]?.sequence)
        #expect(steps.contains { $0["run"]?.scalar?.text.contains("Scripts/setup") == true })
        #expect(steps.contains { $0["run"]?.scalar?.text.contains("swift build -c release --product previewlint") == true })
        let upload = try #require(steps.first { $0["uses"]?.scalar?.text.hasPrefix("github/codeql-action/upload-sarif") == true })
        #expect(upload["with"]?["sarif_file"]?.scalar?.text == "${{ steps.lint.outputs.sarif-file }}")
        #expect(upload["if"]?.scalar?.text.hasPrefix("always()") == true)
        let fail = try #require(steps.last)
        #expect(fail["if"]?.scalar?.text == "steps.lint.outputs.exit-code != '0'")
        let lint = try #require(steps.first { $0["id"]?.scalar?.text == "lint" })
        let script = try #require(lint["run"]?.scalar?.text)
        let environment = try #require(lint["env"]?.mapping).compactMap { $0.key.scalar?.text }
        #expect(environment == ["INPUT_PATHS", "INPUT_CONFIG", "INPUT_STRICT", "INPUT_BASELINE", "INPUT_SARIF_FILE"])

        let repo = try repositoryWithANewWarning()
        let run = { (strict: String, baseline: String) throws -> (status: Int32, outputs: String) in
            try? FileManager.default.removeItem(atPath: repo.path + "/out.sarif")
            try repo.write("outputs", "")
            let result = try CommandRunner.run(["-c", "bash -eo pipefail -c \"$SCRIPT\""], in: repo.path, environment: [
                "SCRIPT": script, "INPUT_PATHS": ". ", "INPUT_CONFIG": "", "INPUT_STRICT": strict, "INPUT_BASELINE": baseline,
                "INPUT_SARIF_FILE": "out.sarif", "GITHUB_OUTPUT": repo.path + "/outputs", "XDG_CACHE_HOME": repo.path + "/.cache",
                "PATH": FilePath.parent(CommandRunner.binary) + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
            ], executable: "/bin/sh")
            return (result.status, try String(contentsOfFile: repo.path + "/outputs", encoding: .utf8))
        }
        let lenient = try run("false", "")
        #expect(lenient.status == 0)
        #expect(lenient.outputs == "sarif-file=out.sarif\nexit-code=0\n")
        let sarif = try #require(FileManager.default.contents(atPath: repo.path + "/out.sarif"))
        let document = try #require(try JSONSerialization.jsonObject(with: sarif) as? [String: Any])
        #expect(document["version"] as? String == "2.1.0")
        #expect(try run("true", "").outputs == "sarif-file=out.sarif\nexit-code=1\n")
        #expect(try EditorFixtures.run(repo, ["lint", "--quiet", "--write-baseline", "accepted.json"]).status == 0)
        #expect(try run("true", "accepted.json").outputs == "sarif-file=out.sarif\nexit-code=0\n")
    }
}
