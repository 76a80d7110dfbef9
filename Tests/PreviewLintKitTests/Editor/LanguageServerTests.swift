import Foundation
import Testing

@Suite struct LanguageServerTests {
    /// Emoji (two UTF-16 units, four UTF-8 bytes) and CJK (one unit, three bytes) before the violation.
    let multibyte = "let s = \"😀漢字\"; print(s)\n"

    func start(_ repo: TemporaryRepository, capabilities: [String: Any] = [:], options: [String: Any] = [:]) throws -> LSPTestClient {
        let client = try LSPTestClient(in: repo.path, environment: ["XDG_CACHE_HOME": repo.path + "/.cache"])
        let response = try client.request("initialize", [
            "processId": NSNull(), "rootUri": "file://" + repo.path, "capabilities": capabilities, "initializationOptions": options,
        ])
        let capabilities = try #require((response["result"] as? [String: Any])?["capabilities"] as? [String: Any])
        #expect((capabilities["textDocumentSync"] as? [String: Any])?["change"] as? Int == 1)
        #expect(((capabilities["codeActionProvider"] as? [String: Any])?["codeActionKinds"] as? [String]) == ["quickfix"])
        try client.notify("initialized", [:])
        return client
    }

    func uri(_ repo: TemporaryRepository, _ name: String) -> String {
        "file://" + repo.path + "/" + name
    }

    static func range(_ diagnostic: [String: Any]) -> [Int] {
        let range = diagnostic["range"] as! [String: Any]
        let start = range["start"] as! [String: Any], end = range["end"] as! [String: Any]
        return [start["line"] as! Int, start["character"] as! Int, end["line"] as! Int, end["character"] as! Int]
    }

    /// A text edit that inserts at one position (what the suppression actions send), applied.
    static func applying(_ edit: [String: Any], to text: String) -> String {
        let range = Self.range(edit)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let line = Array(lines[range[0]].utf16)
        lines[range[0]] = String(decoding: line[..<range[1]], as: UTF16.self) + (edit["newText"] as! String) + String(decoding: line[range[1]...], as: UTF16.self)
        return lines.joined(separator: "\n")
    }

    @Test func aSessionPublishesDiagnosticsOffersFixesAndShutsDown() throws {
        let repo = try TemporaryRepository([".previewlint.yml": EditorFixtures.fixableRule])
        let client = try start(repo)
        let a = uri(repo, "Sources/A.swift")

        try client.notify("textDocument/didOpen", ["textDocument": ["uri": a, "languageId": "swift", "version": 1, "text": multibyte]])
        let opened = try client.diagnostics(for: a)
        #expect(opened.count == 1)
        let diagnostic = try #require(opened.first)
        #expect(Self.range(diagnostic) == [0, 16, 0, 22])
        #expect(diagnostic["code"] as? String == "no_print")
        #expect(diagnostic["severity"] as? Int == 2)
        #expect(diagnostic["source"] as? String == "previewlint")
        #expect(diagnostic["message"] as? String == "Use the logger")
        #expect((diagnostic["codeDescription"] as? [String: Any])?["href"] as? String
            == "https://github.com/previewlint/previewlint/blob/main/docs/rules/custom_rules.md")

        try client.notify("textDocument/didChange", ["textDocument": ["uri": a, "version": 2], "contentChanges": [["text": "let s = \"😀漢字\"\n"]]])
        #expect(try client.diagnostics(for: a).isEmpty)

        let edited = "// 漢字😀\n  \(multibyte)"
        try client.notify("textDocument/didChange", ["textDocument": ["uri": a, "version": 3], "contentChanges": [["text": edited]]])
        #expect(try client.diagnostics(for: a).map(Self.range) == [[1, 18, 1, 24]])

        let response = try client.request("textDocument/codeAction", [
            "textDocument": ["uri": a],
            "range": ["start": ["line": 1, "character": 20], "end": ["line": 1, "character": 20]],
            "context": ["diagnostics": []],
        ])
        let actions = try #require(response["result"] as? [[String: Any]])
        #expect(actions.map { $0["title"] as? String } == ["Replace with 'log('", "Disable no_print on this line", "Disable no_print in this file"])
        #expect(actions.map { $0["kind"] as? String } == ["quickfix", "quickfix", "quickfix"])
        #expect(actions.map { $0["isPreferred"] as? Bool } == [true, false, false])
        let edits = try actions.map { try #require(((($0["edit"] as? [String: Any])?["changes"] as? [String: Any])?[a] as? [[String: Any]])) }
        #expect(edits.map(\.count) == [1, 1, 1])
        #expect(edits.map { $0.first?["newText"] as? String } == ["log(", "  // previewlint:disable:next no_print\n", "// previewlint:disable-file no_print\n"])
        #expect(edits.map { Self.range($0[0]) } == [[1, 18, 1, 24], [1, 0, 1, 0], [0, 0, 0, 0]])
        // Either suppression, applied, silences the finding and is not itself superfluous.
        for edit in edits.dropFirst() {
            let suppressed = Self.applying(edit[0], to: edited)
            try client.notify("textDocument/didChange", ["textDocument": ["uri": a, "version": 4], "contentChanges": [["text": suppressed]]])
            #expect(try client.diagnostics(for: a).isEmpty)
        }
        try client.notify("textDocument/didChange", ["textDocument": ["uri": a, "version": 5], "contentChanges": [["text": edited]]])
        #expect(try client.diagnostics(for: a).count == 1)

        let away = try client.request("textDocument/codeAction", [
            "textDocument": ["uri": a],
            "range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 1]],
            "context": ["diagnostics": []],
        ])
        #expect((away["result"] as? [Any])?.isEmpty == true)

        try client.notify("textDocument/didClose", ["textDocument": ["uri": a]])
        #expect(try client.diagnostics(for: a).isEmpty)

        let shutdown = try client.request("shutdown", [:])
        #expect(shutdown.keys.contains("result") && shutdown["result"] is NSNull)
        try client.notify("exit", [:])
        #expect(try client.finish() == 0)
    }

    @Test func onlyDocumentsWhoseDiagnosticsChangedAreRepublished() throws {
        let repo = try TemporaryRepository([".previewlint.yml": EditorFixtures.printRule, "Sources/B.swift": "print(1)\n"])
        let client = try start(repo)
        let a = uri(repo, "Sources/A.swift"), b = uri(repo, "Sources/B.swift")
        try client.notify("textDocument/didOpen", ["textDocument": ["uri": b, "languageId": "swift", "version": 1, "text": "print(2)\n"]])
        #expect(try client.diagnostics(for: b).count == 1)
        try client.notify("textDocument/didOpen", ["textDocument": ["uri": a, "languageId": "swift", "version": 1, "text": "let x = 1\n"]])
        #expect(try client.diagnostics(for: a).isEmpty)
        try client.notify("textDocument/didChange", ["textDocument": ["uri": a, "version": 2], "contentChanges": [["text": "print(x)\n"]]])
        #expect(try client.diagnostics(for: a).count == 1)

        // A request answered in order proves every earlier notification was handled.
        _ = try client.request("shutdown", [:])
        let republished = client.pending.filter { ($0["params"] as? [String: Any])?["uri"] as? String == b }
        #expect(republished.isEmpty)
        try client.notify("exit", [:])
        #expect(try client.finish() == 0)
    }

    @Test func aCrossFileFindingThatChangesIsRepublishedForTheOtherOpenFile() throws {
        let duplicated = "Film(title: \"A New Hope\", episode: 4)"
        let view = "#Preview { FilmView(film: \(duplicated)) }\n"
        let row = "#Preview { FilmRow(film: \(duplicated)) }\n"
        let repo = try TemporaryRepository([
            "App/FilmView.swift": view, "App/FilmRow.swift": row, "App/Film.swift": "struct Film { let title: String; let episode: Int }\n",
            ".previewlint.yml": "rules:\n  preview_duplicated_fixture: true\n",
        ])
        let client = try start(repo)
        let a = uri(repo, "App/FilmView.swift"), b = uri(repo, "App/FilmRow.swift")
        let duplicates = { (diagnostics: [[String: Any]]) in diagnostics.filter { $0["code"] as? String == "preview_duplicated_fixture" } }

        try client.notify("textDocument/didOpen", ["textDocument": ["uri": a, "languageId": "swift", "version": 1, "text": view]])
        let found = duplicates(try client.diagnostics(for: a))
        #expect(found.map(Self.range) == [[0, 26, 0, 26 + duplicated.utf16.count]])
        #expect((found.first?["codeDescription"] as? [String: Any])?["href"] as? String
            == "https://github.com/previewlint/previewlint/blob/main/docs/rules/preview_duplicated_fixture.md")
        let related = try #require((found.first?["relatedInformation"] as? [[String: Any]])?.first)
        #expect((related["location"] as? [String: Any])?["uri"] as? String == b)

        try client.notify("textDocument/didOpen", ["textDocument": ["uri": b, "languageId": "swift", "version": 1, "text": row]])
        _ = try client.diagnostics(for: b)
        // Editing only the row removes the duplicate: the view's diagnostics change and are republished.
        try client.notify("textDocument/didChange", ["textDocument": ["uri": b, "version": 2], "contentChanges": [["text": "#Preview { FilmRow(film: .mocked()) }\n"]]])
        _ = try client.diagnostics(for: b)
        #expect(duplicates(try client.diagnostics(for: a)).isEmpty)

        _ = try client.request("shutdown", [:])
        try client.notify("exit", [:])
        #expect(try client.finish() == 0)
    }

    @Test func exitWithoutShutdownIsAnErrorAndUnknownRequestsAreRefused() throws {
        let repo = try TemporaryRepository()
        let client = try start(repo)
        let unknown = try client.request("textDocument/hover", ["textDocument": ["uri": uri(repo, "A.swift")], "position": ["line": 0, "character": 0]])
        #expect((unknown["error"] as? [String: Any])?["code"] as? Int == -32601)
        try client.notify("exit", [:])
        #expect(try client.finish() == 1)
    }
}
