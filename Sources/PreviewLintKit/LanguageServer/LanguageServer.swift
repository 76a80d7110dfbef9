import Foundation

/// `previewlint lsp`: diagnostics and quick fixes for the documents an editor has open.
/// Every lint covers the workspace with the open buffers in place of the files on disk (cached
/// facts make this cheap), so a cross-file finding that changes is republished for every open
/// document it touches, not only for the one being edited.
///
/// One thread reads messages, another runs each lint, and this loop owns all state, taking what
/// they post to its inbox. A lint starts `debounce` after the last edit and only when no message
/// is waiting, so a burst of edits is linted once; an edit cancels the lint it makes stale.
/// The configuration is read again when it changes: from its buffer while it is open, and from
/// disk when the editor reports `.previewlint.yml` or the baseline changed there
/// (`workspace/didChangeWatchedFiles`, whose watchers are registered when the client allows).
/// Its problems are diagnostics on the configuration file; an invalid one leaves the last valid
/// configuration in use.
public final class LanguageServer {
    /// How long after the last edit a lint starts (`initializationOptions.debounceMilliseconds` sets it).
    private var debounce: TimeInterval = 0.15

    private let transport: MessageTransport
    private let inbox = Inbox<Event>()
    /// nil parses every file on every lint.
    private let cacheDirectory: String?
    private var workspace: WorkspaceConfiguration?
    /// Open documents by URI.
    private(set) var documents: [String: Document] = [:]
    /// The diagnostics last sent per URI, to republish only what changed.
    private var published: [String: JSON] = [:]
    private var shutdownRequested = false

    /// Bumped by every change a lint must see; a lint of an older generation is stale.
    private var generation = 0
    /// Documents edited since their diagnostics were last published: published next time even if unchanged.
    private var edited: Set<String> = []
    /// When the next lint starts; nil while nothing changed.
    private var due: Date?
    private var running: LintRun?
    /// The configuration or the baseline changed: read them before the next lint.
    private var configurationChanged = false

    /// Whether the client lets the server register file watchers (once it said `initialized`), and the globs registered.
    private var canWatchFiles = false
    private var initialized = false
    private var watched: (id: String, globs: [String])?
    private var nextRequestID = 1

    enum Event: Sendable {
        case message(Data)
        case badHeader(String)
        case endOfStream
        case linted(LintReport)
    }

    struct Document {
        var path: String
        var text: String
        /// The violations last published, whose fix-its and suppressions code actions offer.
        var violations: [Violation] = []
    }

    struct LintRun {
        var generation: Int
        var cancellation: LintCancellation
        var edited: Set<String>
    }

    public init(transport: MessageTransport, cacheDirectory: String?) {
        self.transport = transport
        self.cacheDirectory = cacheDirectory
    }

    /// Serves until `exit`; returns the process exit code (0 only after `shutdown`, as LSP asks).
    public func run() -> Int32 {
        startReading()
        while true {
            // No deadline while a lint runs: the next one waits for it, finished or cancelled.
            let events = inbox.take(until: running == nil ? due : nil)
            if events.isEmpty {
                startLint()
                continue
            }
            for event in events {
                switch event {
                case .message(let body):
                    if let status = receive(body) { return status }
                case .badHeader(let header):
                    log("ignored a message with a bad header: \(header)")
                case .endOfStream:
                    return 1
                case .linted(let report):
                    finish(report)
                }
            }
        }
    }

    private func startReading() {
        let transport = transport, inbox = inbox
        Thread {
            while true {
                // Every message already received goes in at once: a burst of edits is one batch.
                var batch: [Event] = []
                repeat {
                    do {
                        batch.append(.message(try transport.read()))
                    } catch MessageTransport.ReadError.endOfStream {
                        inbox.post(batch + [.endOfStream])
                        return
                    } catch {
                        batch.append(.badHeader("\(error)"))
                    }
                } while transport.hasBufferedMessage
                inbox.post(batch)
            }
        }.start()
    }

    /// Handles one message; returns the exit status once the client said `exit`.
    private func receive(_ body: Data) -> Int32? {
        guard let message = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] else {
            transport.send(Self.error(id: .null, code: -32700, "not a JSON-RPC message"))
            return nil
        }
        guard let method = message["method"] as? String else {
            // The client's answer to one of our requests (registering watchers): nothing to do.
            if message["id"] == nil { transport.send(Self.error(id: .null, code: -32600, "neither a request nor a response")) }
            return nil
        }
        if method == "exit" { return shutdownRequested ? 0 : 1 }
        handle(method, id: Self.requestID(message["id"]), params: message["params"] as? [String: Any] ?? [:])
        return nil
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
            // Only after the answer: LSP allows no diagnostics before it.
            publishConfigurationProblems()
        case "initialized":
            initialized = true
            registerWatchers()
        case "shutdown":
            shutdownRequested = true
            respond(id, .null)
        case "textDocument/didOpen":
            guard let item = params["textDocument"] as? [String: Any], let uri = item["uri"] as? String,
                  let text = item["text"] as? String, let path = DocumentURI.path(uri) else { return }
            documents[uri] = Document(path: path, text: text)
            changed(uri, after: 0)
        case "textDocument/didChange":
            guard let uri = Self.uri(params), documents[uri] != nil,
                  let changes = params["contentChanges"] as? [[String: Any]],
                  let text = changes.last?["text"] as? String else { return }
            documents[uri]!.text = text
            changed(uri, after: debounce)
        case "textDocument/didSave":
            guard let uri = Self.uri(params), documents[uri] != nil else { return }
            changed(uri, after: 0)
        case "textDocument/didClose":
            guard let uri = Self.uri(params), let document = documents.removeValue(forKey: uri) else { return }
            if document.path != workspace?.configurationPath { publish(uri, diagnostics: []) }
            published[uri] = nil
            edited.remove(uri)
            changed(nil, after: 0, configuration: document.path == workspace?.configurationPath)
        case "workspace/didChangeWatchedFiles":
            let paths = Set((params["changes"] as? [[String: Any]] ?? []).compactMap { ($0["uri"] as? String).flatMap(DocumentURI.path) })
            if let workspace, paths.contains(workspace.configurationPath) || workspace.baselinePath.map(paths.contains) == true {
                changed(nil, after: 0, configuration: true)
            }
        case "textDocument/codeAction":
            respond(id, codeActions(params))
        default:
            // Notifications we do not use ($/cancelRequest, …) need no answer.
            if let id { transport.send(Self.error(id: id, code: -32601, "method '\(method)' is not supported")) }
        }
    }

    // MARK: Lifecycle

    private func initialize(_ params: [String: Any]) {
        let folders = params["workspaceFolders"] as? [[String: Any]]
        let folder = (params["rootUri"] as? String).flatMap(DocumentURI.path)
            ?? (params["rootPath"] as? String)
            ?? (folders?.first?["uri"] as? String).flatMap(DocumentURI.path)
            ?? FileManager.default.currentDirectoryPath
        let capabilities = params["capabilities"] as? [String: Any]
        let watching = (capabilities?["workspace"] as? [String: Any])?["didChangeWatchedFiles"] as? [String: Any]
        canWatchFiles = watching?["dynamicRegistration"] as? Bool == true
        if let milliseconds = (params["initializationOptions"] as? [String: Any])?["debounceMilliseconds"] as? Int, milliseconds >= 0 {
            debounce = TimeInterval(milliseconds) / 1000
        }
        let loaded = WorkspaceConfiguration.load(folder: folder, buffers: [:], cacheDirectory: cacheDirectory, previous: nil)
        if loaded.rejected {
            showError("previewlint: the configuration is invalid; using the defaults.\n" + loaded.problems.map(\.description).joined(separator: "\n"))
        }
        workspace = loaded
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

    /// Puts a configuration read again in use.
    private func install(_ loaded: WorkspaceConfiguration) {
        if let old = workspace?.configurationPath, old != loaded.configurationPath, published[DocumentURI.uri(old)] != nil {
            publish(DocumentURI.uri(old), diagnostics: [])
            published[DocumentURI.uri(old)] = nil
        }
        workspace = loaded
        publishConfigurationProblems()
        registerWatchers()
    }

    /// The configuration's problems as diagnostics on its file, when they changed.
    private func publishConfigurationProblems() {
        guard let workspace else { return }
        let uri = DocumentURI.uri(workspace.configurationPath)
        let diagnostics = workspace.diagnostics()
        if published[uri] != .array(diagnostics) && !(published[uri] == nil && diagnostics.isEmpty) {
            publish(uri, diagnostics: diagnostics)
        }
    }

    /// Asks the client to report changes to the configuration and the baseline on disk; again
    /// when the baseline's name changes.
    private func registerWatchers() {
        guard canWatchFiles, initialized, let workspace else { return }
        let globs = ["**/" + ConfigurationLoader.fileName] + (workspace.baselinePath.map { ["**/" + FilePath.name($0)] } ?? [])
        guard watched?.globs != globs else { return }
        let method = "workspace/didChangeWatchedFiles"
        if let old = watched {
            request("client/unregisterCapability", .object([("unregisterations", .array([.object([("id", .string(old.id)), ("method", .string(method))])]))]))
        }
        let id = "previewlint-watchers-\(nextRequestID)"
        let watchers = JSON.array(globs.map { .object([("globPattern", .string($0))]) })
        request("client/registerCapability", .object([("registrations", .array([.object([
            ("id", .string(id)), ("method", .string(method)), ("registerOptions", .object([("watchers", watchers)])),
        ])]))]))
        watched = (id, globs)
    }

    // MARK: Scheduling

    /// Something a lint must see changed: the lint is due `delay` from now (a later edit pushes it
    /// back), and a lint running now is stale, so it is cancelled.
    private func changed(_ uri: String?, after delay: TimeInterval, configuration: Bool = false) {
        generation += 1
        if let uri {
            edited.insert(uri)
            if documents[uri]?.path == workspace?.configurationPath { configurationChanged = true }
        }
        if configuration { configurationChanged = true }
        let at = Date().addingTimeInterval(delay)
        due = delay == 0 ? min(due ?? at, at) : at
        running?.cancellation.cancel()
    }

    private func startLint() {
        due = nil
        if configurationChanged, let current = workspace {
            configurationChanged = false
            let buffers = Dictionary(documents.values.map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first })
            install(WorkspaceConfiguration.load(folder: current.folder, buffers: buffers, cacheDirectory: cacheDirectory, previous: current))
        }
        guard let workspace else { return }
        var request = LintRequest(paths: [workspace.root])
        request.cache = workspace.cache
        let swiftDocuments = documents.values.filter { $0.path.hasSuffix(".swift") }
        request.buffers = Dictionary(swiftDocuments.map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first })
        let cancellation = LintCancellation()
        request.cancellation = cancellation
        running = LintRun(generation: generation, cancellation: cancellation, edited: edited)
        edited = []
        let linter = workspace.linter, inbox = inbox, lintRequest = request
        let thread = Thread { inbox.post([.linted(linter.lint(lintRequest))]) }
        thread.stackSize = workerStackSize
        thread.start()
    }

    /// Publishes a lint's diagnostics unless a change since it started made them stale.
    private func finish(_ report: LintReport) {
        guard let run = running else { return }
        running = nil
        guard run.generation == generation, let workspace else {
            edited.formUnion(run.edited)
            return
        }
        var violations = report.violations
        if let baseline = workspace.baseline {
            violations = baseline.filter(violations, sources: report.sources, root: report.root).kept
        }
        let byFile = Dictionary(grouping: violations, by: \.file)
        for uri in documents.keys.sorted() where documents[uri]!.path != workspace.configurationPath {
            let violations = byFile[documents[uri]!.path] ?? []
            documents[uri]!.violations = violations
            let positions = UTF16Positions(documents[uri]!.text)
            let diagnostics = violations.map { diagnostic($0, positions: positions) }
            if run.edited.contains(uri) || published[uri] != .array(diagnostics) {
                publish(uri, diagnostics: diagnostics)
            }
        }
    }

    // MARK: Diagnostics

    private func publish(_ uri: String, diagnostics: [JSON]) {
        published[uri] = .array(diagnostics)
        transport.send(.object([
            ("jsonrpc", .string("2.0")),
            ("method", .string("textDocument/publishDiagnostics")),
            ("params", .object([("uri", .string(uri)), ("diagnostics", .array(diagnostics))])),
        ]))
    }

    // MARK: Message helpers

    private func respond(_ id: JSON?, _ result: JSON) {
        guard let id else { return }
        transport.send(.object([("jsonrpc", .string("2.0")), ("id", id), ("result", result)]))
    }

    /// A request to the client; its answer is not waited for.
    private func request(_ method: String, _ params: JSON) {
        transport.send(.object([("jsonrpc", .string("2.0")), ("id", .integer(nextRequestID)), ("method", .string(method)), ("params", params)]))
        nextRequestID += 1
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
