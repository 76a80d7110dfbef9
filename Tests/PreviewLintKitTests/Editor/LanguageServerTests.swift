import Foundation
import Testing

@Suite struct LanguageServerTests {
    /// Emoji (two UTF-16 units, four UTF-8 bytes) and CJK (one unit, three bytes) before the violation.
    let multibyte = "let s = \"😀漢字\"; print(s)\n"

    func start(_ repo: TemporaryRepository) throws -> LSPTestClient {
        let client = try LSPTestClient(in: repo.path, environment: ["XDG_CACHE_HOME": repo.path + "/.cache"])
        let response = try client.request("initialize", ["processId": NSNull(), "rootUri": "file://" + repo.path, "capabilities": [:]])
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
        #expect(actions.count == 1)
        let action = try #require(actions.first)
        #expect(action["kind"] as? String == "quickfix")
        #expect(action["title"] as? String == "Replace with 'log('")
        let changes = try #require(((action["edit"] as? [String: Any])?["changes"] as? [String: Any])?[a] as? [[String: Any]])
        #expect(changes.count == 1)
        #expect(changes.first?["newText"] as? String == "log(")
        #expect(Self.range(changes[0]) == [1, 18, 1, 24])

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
