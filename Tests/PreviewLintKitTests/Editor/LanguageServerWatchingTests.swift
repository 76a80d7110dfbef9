import Foundation
import Testing
@testable import PreviewLintKit

/// The language server over pipes, as an editor drives it: the configuration and the baseline
/// edited mid-session, and bursts of typing linted once per pause.
@Suite struct LanguageServerWatchingTests {
    let server = LanguageServerTests()
    var watching: [String: Any] { ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]] }

    func rule(message: String, severity: String) -> String {
        "custom_rules:\n  no_print:\n    regex: '\\bprint\\('\n    message: \(message)\n    severity: \(severity)\n"
    }

    func messages(_ diagnostics: [[String: Any]]) -> [String] {
        diagnostics.map { "\($0["severity"] as? Int ?? 0) \($0["message"] as? String ?? "")" }
    }

    @Test func editingTheConfigurationMidSessionChangesTheDiagnostics() throws {
        let repo = try TemporaryRepository([".previewlint.yml": rule(message: "Use the logger", severity: "warning")])
        let client = try server.start(repo, capabilities: watching)
        let registration = try client.answer("client/registerCapability")
        let watchers = (registration["registrations"] as? [[String: Any]])?.first?["registerOptions"] as? [String: Any]
        #expect((watchers?["watchers"] as? [[String: Any]])?.map { $0["globPattern"] as? String } == ["**/.previewlint.yml"])

        let a = server.uri(repo, "Sources/A.swift"), configuration = server.uri(repo, ".previewlint.yml")
        let changedOnDisk = { (name: String) in
            try client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": self.server.uri(repo, name), "type": 2]]])
        }
        try client.notify("textDocument/didOpen", ["textDocument": ["uri": a, "languageId": "swift", "version": 1, "text": "print(1)\n"]])
        #expect(messages(try client.diagnostics(for: a)) == ["2 Use the logger"])

        // Saved on disk by another program: the watcher reports it, the new rule applies.
        try repo.write(".previewlint.yml", rule(message: "Use os_log", severity: "error"))
        try changedOnDisk(".previewlint.yml")
        #expect(messages(try client.diagnostics(for: a)) == ["1 Use os_log"])

        // An invalid configuration: its error is a diagnostic on the file, at the loader's line and
        // column; the last valid configuration stays in use.
        try repo.write(".previewlint.yml", "included: 3\n" + rule(message: "Use os_log", severity: "error"))
        try changedOnDisk(".previewlint.yml")
        let invalid = try client.diagnostics(for: configuration)
        #expect(invalid.map(LanguageServerTests.range) == [[0, 10, 0, 11]])
        #expect(invalid.first?["severity"] as? Int == 1)
        #expect((invalid.first?["message"] as? String)?.contains("'included'") == true)

        // Open in the editor, its buffer is the configuration, edit by edit.
        let valid = rule(message: "Buffer rule", severity: "note")
        try client.notify("textDocument/didOpen", ["textDocument": ["uri": configuration, "languageId": "yaml", "version": 1, "text": valid]])
        #expect(try client.diagnostics(for: configuration).isEmpty)
        #expect(messages(try client.diagnostics(for: a)) == ["3 Buffer rule"])
        try client.notify("textDocument/didChange", ["textDocument": ["uri": configuration, "version": 2], "contentChanges": [["text": "rules: [\n"]]])
        let broken = try client.diagnostics(for: configuration)
        #expect(broken.count == 1 && broken.first?["severity"] as? Int == 1)
        #expect((broken.first?["range"] as? [String: Any])?["start"] as? [String: Int] == ["line": 1, "character": 0])
        try client.notify("textDocument/didChange", ["textDocument": ["uri": configuration, "version": 3], "contentChanges": [["text": valid + "baseline: accepted.json\n"]]])
        #expect(try client.diagnostics(for: configuration).map { $0["message"] as? String }.first??.hasPrefix("baseline: ") == true)

        // The baseline it names: written, it hides the finding; changed on disk, it is read again.
        try repo.write(".previewlint.yml", valid + "baseline: accepted.json\n")
        try repo.write("Sources/A.swift", "print(1)\n")
        let accepted = try EditorFixtures.run(repo, ["lint", "--quiet", "--write-baseline", "accepted.json"], stdin: nil)
        #expect(accepted.status == 0)
        let reregistered = try client.answer("client/registerCapability")
        let globs = ((reregistered["registrations"] as? [[String: Any]])?.first?["registerOptions"] as? [String: Any])?["watchers"] as? [[String: Any]]
        #expect(globs?.map { $0["globPattern"] as? String } == ["**/.previewlint.yml", "**/accepted.json"])
        _ = try client.answer("client/unregisterCapability")
        try changedOnDisk("accepted.json")
        #expect(try client.diagnostics(for: configuration).isEmpty)
        #expect(try client.diagnostics(for: a).isEmpty)
        try repo.write("accepted.json", "{\"version\": 1, \"entries\": []}\n")
        try changedOnDisk("accepted.json")
        #expect(messages(try client.diagnostics(for: a)) == ["3 Buffer rule"])

        _ = try client.request("shutdown", [:])
        try client.notify("exit", [:])
        #expect(try client.finish() == 0)
    }

    @Test func anInvalidConfigurationAtStartIsReportedOnItsFileAndTheDefaultsApply() throws {
        let repo = try TemporaryRepository([".previewlint.yml": "reporter: yaml\n"])
        let client = try server.start(repo)
        let diagnostics = try client.diagnostics(for: server.uri(repo, ".previewlint.yml"))
        #expect(diagnostics.map(LanguageServerTests.range) == [[0, 10, 0, 14]])
        #expect((diagnostics.first?["message"] as? String)?.contains("xcode") == true)
        let shown = try client.waitFor("the error shown") { $0["method"] as? String == "window/showMessage" }
        #expect(((shown["params"] as? [String: Any])?["message"] as? String)?.hasPrefix("previewlint: the configuration is invalid; using the defaults.") == true)
        _ = try client.request("shutdown", [:])
        try client.notify("exit", [:])
        #expect(try client.finish() == 0)
    }

    /// Each burst of edits, sent with no pause inside it, gives exactly one lint: the first
    /// diagnostics after it are the last text's, and no others follow.
    @Test func aTypingBurstIsLintedOncePerPause() throws {
        let repo = try TemporaryRepository([".previewlint.yml": EditorFixtures.printRule])
        let client = try server.start(repo)
        let a = server.uri(repo, "Sources/A.swift")
        let text = { (indent: Int) in String(repeating: " ", count: indent) + "print(1)\n" }
        try client.notify("textDocument/didOpen", ["textDocument": ["uri": a, "languageId": "swift", "version": 0, "text": text(0)]])
        #expect(try client.diagnostics(for: a).map(LanguageServerTests.range) == [[0, 0, 0, 6]])

        var version = 0
        for burst in 0..<3 {
            let edits = (1...12).map { keystroke -> [String: Any] in
                version += 1
                return ["method": "textDocument/didChange", "params": [
                    "textDocument": ["uri": a, "version": version], "contentChanges": [["text": text(burst * 12 + keystroke)]],
                ] as [String: Any]]
            }
            #expect(try client.sendAtOnce(edits) <= 4096)
            let last = (burst + 1) * 12
            #expect(try client.diagnostics(for: a).map(LanguageServerTests.range) == [[0, last, 0, last + 6]])
        }
        // A request answered in order proves every earlier message was handled: no lint is left to publish.
        _ = try client.request("shutdown", [:])
        #expect(client.pending.filter { $0["method"] as? String == "textDocument/publishDiagnostics" }.isEmpty)
        try client.notify("exit", [:])
        #expect(try client.finish() == 0)
    }

    /// Edits sent apart are linted only after the debounce (here a minute, so however slow the
    /// machine, the first edit cannot be linted on its own); a save lints at once.
    @Test func anEditWaitsForTheDebounceAndASaveDoesNot() throws {
        let repo = try TemporaryRepository([".previewlint.yml": EditorFixtures.printRule])
        let client = try server.start(repo, options: ["debounceMilliseconds": 60_000])
        let a = server.uri(repo, "Sources/A.swift")
        try client.notify("textDocument/didOpen", ["textDocument": ["uri": a, "languageId": "swift", "version": 1, "text": "let x = 1\n"]])
        #expect(try client.diagnostics(for: a).isEmpty)
        try client.notify("textDocument/didChange", ["textDocument": ["uri": a, "version": 2], "contentChanges": [["text": "print(1)\n"]]])
        // Time for a server that ignored the debounce to lint the first edit; nothing is measured.
        Thread.sleep(forTimeInterval: 0.5)
        try client.notify("textDocument/didChange", ["textDocument": ["uri": a, "version": 3], "contentChanges": [["text": "  print(1)\n"]]])
        try client.notify("textDocument/didSave", ["textDocument": ["uri": a]])
        #expect(try client.diagnostics(for: a).map(LanguageServerTests.range) == [[0, 2, 0, 8]])
        _ = try client.request("shutdown", [:])
        #expect(client.pending.filter { $0["method"] as? String == "textDocument/publishDiagnostics" }.isEmpty)
        try client.notify("exit", [:])
        #expect(try client.finish() == 0)
    }
}

@Suite struct SuppressionEditTests {
    func insertion(_ edit: JSON) -> String {
        edit.rendered(pretty: false)
    }

    @Test func aDisableNextCommentAboveGetsTheRuleInsteadOfASecondComment() {
        let text = "func f() {\n    // previewlint:disable:next a_rule\n    print(1)\n}\n"
        #expect(insertion(SuppressionEdit.onLine(3, rule: "no_print", in: text))
            == #"{"range":{"start":{"line":1,"character":38},"end":{"line":1,"character":38}},"newText":" no_print"}"#)
        // With a reason, another id would read as part of it: a new comment goes on the line above.
        let reasoned = "// previewlint:disable:next a_rule - legacy\nprint(1)\n"
        #expect(insertion(SuppressionEdit.onLine(2, rule: "no_print", in: reasoned))
            == #"{"range":{"start":{"line":1,"character":0},"end":{"line":1,"character":0}},"newText":"// previewlint:disable:next no_print\n"}"#)
    }

    @Test func aDisableFileCommentOnTheFirstLineGetsTheRule() {
        #expect(insertion(SuppressionEdit.inFile(rule: "b", in: "// previewlint:disable-file a\nlet x = 1\n"))
            == #"{"range":{"start":{"line":0,"character":29},"end":{"line":0,"character":29}},"newText":" b"}"#)
        #expect(insertion(SuppressionEdit.inFile(rule: "b", in: "import SwiftUI\n"))
            == #"{"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":0}},"newText":"// previewlint:disable-file b\n"}"#)
    }
}

@Suite struct LintCancellationTests {
    @Test func aCancelledLintStopsBeforeTheRules() throws {
        let repo = try TemporaryRepository([".previewlint.yml": EditorFixtures.printRule, "A.swift": "print(1)\n", "B.swift": "print(2)\n"])
        let configuration = try ConfigurationLoader.load(file: repo.path + "/.previewlint.yml")
        let linter = Linter(configuration: configuration, ruleSet: try RuleSet(configuration: configuration))
        var request = LintRequest(paths: [repo.path], jobs: 1)
        #expect(linter.lint(request).violations.count == 2)
        let cancellation = LintCancellation()
        request.cancellation = cancellation
        cancellation.cancel()
        let report = linter.lint(request)
        #expect(report.violations.isEmpty)
        #expect(report.problems.map(\.message) == ["cancelled", "cancelled"])
    }
}
