import Foundation

/// `previewlint lsp`: diagnostics and quick fixes for the documents an editor has open.
/// Every change re-lints the workspace with the open buffers in place of the files on disk
/// (cached facts make this cheap), so a cross-file finding that changes is republished for
/// every open document it touches, not only for the one being edited.
public final class LanguageServer {
    private let transport: MessageTransport
    /// nil parses every file on every change.
    private let cacheDirectory: String?
    private var workspace: Workspace?
    /// Open documents by URI.
    private var documents: [String: Document] = [:]
    /// The diagnostics last sent per URI, to republish only what changed.
    private var published: [String: JSON] = [:]
    private var shutdownRequested = false

    struct Document {
        var path: String
        var text: String
        /// The violations of the last run whose fix-its code actions offer.
        var violations: [Violation] = []
    }

    /// The configuration and rules of the folder the editor opened.
    struct Workspace {
        var root: String
        var linter: Linter
        var cache: FactsCache?
    }

    public init(transport: MessageTransport, cacheDirectory: String?) {
        self.transport = transport
        self.cacheDirectory = cacheDirectory
    }

    /// Serves until `exit`; returns the process exit code (0 only after `shutdown`, as LSP asks).
    public func run() -> Int32 {
        while true {
            let body: Data
            do {
                body = try transport.read()
            } catch .endOfStream {
                return 1
            } catch {
                log("ignored a message with a bad header: \(error)")
                continue
            }
            guard let message = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any],
                  let method = message["method"] as? String else {
                transport.send(Self.error(id: .null, code: -32700, "not a JSON-RPC request"))
                continue
            }
            if method == "exit" { return shutdownRequested ? 0 : 1 }
            handle(method, id: Self.requestID(message["id"]), params: message["params"] as? [String: Any] ?? [:])
        }
    }

    private func handle(_ method: String, id: JSON?, params: [String: Any]) {
        if workspace == nil && method != "initialize" {
            if let id { transport.send(Self.error(id: id, code: -32002, "the server is not initialized")) }
            return
        }
        switch method {
        case "initialize":
            initialize(params)
            respond(id, Self.capabilities)
        case "shutdown":
            shutdownRequested = true
            respond(id, .null)
        case "textDocument/didOpen":
            guard let item = params["textDocument"] as? [String: Any], let uri = item["uri"] as? String,
                  let text = item["text"] as? String, let path = DocumentURI.path(uri) else { return }
            documents[uri] = Document(path: path, text: text)
            lintAndPublish(changed: uri)
        case "textDocument/didChange":
            guard let uri = Self.uri(params), documents[uri] != nil,
                  let changes = params["contentChanges"] as? [[String: Any]],
                  let text = changes.last?["text"] as? String else { return }
            documents[uri]!.text = text
            lintAndPublish(changed: uri)
        case "textDocument/didSave":
            guard let uri = Self.uri(params), documents[uri] != nil else { return }
            lintAndPublish(changed: uri)
        case "textDocument/didClose":
            guard let uri = Self.uri(params), documents.removeValue(forKey: uri) != nil else { return }
            publish(uri, diagnostics: [])
            published[uri] = nil
            lintAndPublish(changed: nil)
        case "textDocument/codeAction":
            respond(id, codeActions(params))
        default:
            // Notifications we do not use ($/cancelRequest, initialized, …) need no answer.
            if let id { transport.send(Self.error(id: id, code: -32601, "method '\(method)' is not supported")) }
        }
    }

    private func respond(_ id: JSON?, _ result: JSON) {
        guard let id else { return }
        transport.send(.object([("jsonrpc", .string("2.0")), ("id", id), ("result", result)]))
    }

    // MARK: Lifecycle

    private func initialize(_ params: [String: Any]) {
        let folders = params["workspaceFolders"] as? [[String: Any]]
        let root = (params["rootUri"] as? String).flatMap(DocumentURI.path)
            ?? (params["rootPath"] as? String)
            ?? (folders?.first?["uri"] as? String).flatMap(DocumentURI.path)
            ?? FileManager.default.currentDirectoryPath
        var configuration: Configuration
        var ruleSet: RuleSet
        do {
            configuration = try ConfigurationLoader.load(explicitPath: nil, from: root)
            for warning in configuration.warnings { log(warning.description) }
            ruleSet = try RuleSet(configuration: configuration)
        } catch {
            showError("previewlint: the configuration is invalid; using the defaults.\n\(error.description)")
            (configuration, ruleSet) = Self.defaults(root: root)
        }
        let configurationText = configuration.path.flatMap { FileManager.default.contents(atPath: $0) }.map { String(decoding: $0, as: UTF8.self) } ?? ""
        workspace = Workspace(
            root: configuration.root,
            linter: Linter(configuration: configuration, ruleSet: ruleSet),
            cache: cacheDirectory.map { FactsCache(directory: $0, configuration: ruleSet.fingerprint + "\n" + configurationText) }
        )
    }

    /// The built-in defaults cannot be invalid: the descriptors are checked by the tests.
    private static func defaults(root: String) -> (Configuration, RuleSet) {
        let configuration = Configuration(root: root)
        do {
            return (configuration, try RuleSet(configuration: configuration))
        } catch {
            fatalError("the default rule set is invalid: \(error)")
        }
    }

    static let capabilities: JSON = .object([
        ("capabilities", .object([
            ("textDocumentSync", .object([
                ("openClose", .bool(true)),
                ("change", .integer(1)),
                ("save", .object([("includeText", .bool(false))])),
            ])),
            ("codeActionProvider", .object([("codeActionKinds", .array([.string("quickfix")]))])),
        ])),
        ("serverInfo", .object([("name", .string("previewlint")), ("version", .string(PreviewLint.version))])),
    ])

    // MARK: Diagnostics

    /// Lints the workspace with the open buffers and publishes each open document whose
    /// diagnostics changed, and always the one that was edited.
    private func lintAndPublish(changed: String?) {
        guard let workspace else { return }
        var request = LintRequest(paths: [workspace.root])
        request.cache = workspace.cache
        let swiftDocuments = documents.values.filter { $0.path.hasSuffix(".swift") }
        request.buffers = Dictionary(swiftDocuments.map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first })
        let report = workspace.linter.lint(request)
        let byFile = Dictionary(grouping: report.violations, by: \.file)
        for uri in documents.keys.sorted() {
            let violations = byFile[documents[uri]!.path] ?? []
            documents[uri]!.violations = violations
            let positions = UTF16Positions(documents[uri]!.text)
            let diagnostics = violations.map { diagnostic($0, positions: positions, root: workspace.root) }
            if uri == changed || published[uri] != .array(diagnostics) {
                publish(uri, diagnostics: diagnostics)
            }
        }
    }

    private func publish(_ uri: String, diagnostics: [JSON]) {
        published[uri] = .array(diagnostics)
        transport.send(.object([
            ("jsonrpc", .string("2.0")),
            ("method", .string("textDocument/publishDiagnostics")),
            ("params", .object([("uri", .string(uri)), ("diagnostics", .array(diagnostics))])),
        ]))
    }

    private func diagnostic(_ violation: Violation, positions: UTF16Positions, root: String) -> JSON {
        var members: [(String, JSON)] = [
            ("range", positions.range(violation.range)),
            ("severity", .integer(Self.severityCode(violation.severity))),
            ("code", .string(violation.ruleID)),
            ("codeDescription", .object([("href", .string(PreviewLint.documentation(of: violation.ruleID)))])),
            ("source", .string("previewlint")),
            ("message", .string(violation.message)),
        ]
        let related = violation.related.compactMap { location -> JSON? in
            guard let text = text(of: location.file) else { return nil }
            return .object([
                ("location", .object([
                    ("uri", .string(DocumentURI.uri(location.file))),
                    ("range", UTF16Positions(text).range(location.range)),
                ])),
                ("message", .string(location.message)),
            ])
        }
        if !related.isEmpty { members.append(("relatedInformation", .array(related))) }
        return .object(members)
    }

    private static func severityCode(_ severity: Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }

    /// An open buffer's text, else the file's on disk.
    private func text(of path: String) -> String? {
        if let document = documents.values.first(where: { $0.path == path }) { return document.text }
        return FileManager.default.contents(atPath: path).flatMap { String(data: $0, encoding: .utf8) }
    }

    // MARK: Code actions

    /// The fix-its of the violations that touch the requested range, as quick fixes.
    private func codeActions(_ params: [String: Any]) -> JSON {
        guard let workspace, let uri = Self.uri(params), let document = documents[uri],
              let range = params["range"] as? [String: Any],
              let start = Self.position(range["start"]), let end = Self.position(range["end"]) else { return .array([]) }
        let positions = UTF16Positions(document.text)
        let from = positions.offset(line: start.line, character: start.character)
        let to = positions.offset(line: end.line, character: end.character)
        let actions = document.violations.compactMap { violation -> JSON? in
            guard let fix = violation.fix, violation.range.start.offset <= to, from <= violation.range.end.offset else { return nil }
            let edits = fix.edits.map { edit -> JSON in
                .object([("range", positions.range(edit.range)), ("newText", .string(edit.replacement))])
            }
            return .object([
                ("title", .string(fix.description)),
                ("kind", .string("quickfix")),
                ("diagnostics", .array([diagnostic(violation, positions: positions, root: workspace.root)])),
                ("isPreferred", .bool(true)),
                ("edit", .object([("changes", .object([(uri, .array(edits))]))])),
            ])
        }
        return .array(actions)
    }

    // MARK: Message helpers

    private static func uri(_ params: [String: Any]) -> String? {
        (params["textDocument"] as? [String: Any])?["uri"] as? String
    }

    private static func position(_ value: Any?) -> (line: Int, character: Int)? {
        guard let object = value as? [String: Any], let line = object["line"] as? Int, let character = object["character"] as? Int else { return nil }
        return (line, character)
    }

    /// Request ids are integers or strings; notifications have none.
    private static func requestID(_ value: Any?) -> JSON? {
        if let text = value as? String { return .string(text) }
        if let number = value as? Int { return .integer(number) }
        return nil
    }

    private static func error(id: JSON, code: Int, _ message: String) -> JSON {
        .object([
            ("jsonrpc", .string("2.0")), ("id", id),
            ("error", .object([("code", .integer(code)), ("message", .string(message))])),
        ])
    }

    private func log(_ message: String) {
        notify("window/logMessage", type: 3, message)
    }

    private func showError(_ message: String) {
        notify("window/showMessage", type: 1, message)
    }

    private func notify(_ method: String, type: Int, _ message: String) {
        transport.send(.object([
            ("jsonrpc", .string("2.0")), ("method", .string(method)),
            ("params", .object([("type", .integer(type)), ("message", .string(message))])),
        ]))
    }
}
