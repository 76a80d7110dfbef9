import Foundation

/// Speaks the Language Server Protocol to the real `previewlint lsp` over pipes, as an editor does.
// The reader thread appends under `lock`; everything else runs on the test's thread.
final class LSPTestClient: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let lock = NSLock()
    private var received: [[String: Any]] = []
    private var nextID = 1

    init(in directory: String, environment: [String: String]) throws {
        process.executableURL = URL(fileURLWithPath: CommandRunner.binary)
        process.arguments = ["lsp"]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let handle = output.fileHandleForReading
        let reader = Thread { [self] in
            var buffer = Data()
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { return }
                buffer.append(chunk)
                while let message = Self.takeMessage(from: &buffer) {
                    lock.withLock { received.append(message) }
                }
            }
        }
        reader.start()
    }

    private static func takeMessage(from buffer: inout Data) -> [String: Any]? {
        guard let headerEnd = buffer.range(of: Data("\r\n\r\n".utf8)) else { return nil }
        let header = String(decoding: buffer[buffer.startIndex..<headerEnd.lowerBound], as: UTF8.self)
        guard let length = Int(header.replacingOccurrences(of: "Content-Length: ", with: "")),
              buffer.count - (headerEnd.upperBound - buffer.startIndex) >= length else { return nil }
        let body = buffer[headerEnd.upperBound..<headerEnd.upperBound + length]
        buffer = Data(buffer[(headerEnd.upperBound + length)...])
        return try? JSONSerialization.jsonObject(with: body) as? [String: Any]
    }

    func send(_ message: [String: Any]) throws {
        input.fileHandleForWriting.write(try Self.frame(message))
    }

    /// Sends messages with one write, which the server receives whole when it is at most
    /// PIPE_BUF (4096 bytes): the way to send a burst of edits with no pause inside it.
    func sendAtOnce(_ messages: [[String: Any]]) throws -> Int {
        let data = try messages.reduce(Data()) { $0 + (try Self.frame($1)) }
        input.fileHandleForWriting.write(data)
        return data.count
    }

    private static func frame(_ message: [String: Any]) throws -> Data {
        var object = message
        object["jsonrpc"] = "2.0"
        let body = try JSONSerialization.data(withJSONObject: object)
        return Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    func notify(_ method: String, _ params: [String: Any]) throws {
        try send(["method": method, "params": params])
    }

    /// Waits for a request of the server's and answers it with a null result.
    func answer(_ method: String) throws -> [String: Any] {
        let request = try waitFor("request \(method)") { $0["method"] as? String == method && $0["id"] != nil }
        try send(["id": request["id"]!, "result": NSNull()])
        return request["params"] as? [String: Any] ?? [:]
    }

    /// Sends a request and waits for its response.
    func request(_ method: String, _ params: [String: Any]) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        try send(["id": id, "method": method, "params": params])
        // The server numbers its own requests from 1 too: a response is what has no method.
        return try waitFor("response to \(method)") { ($0["id"] as? Int) == id && $0["method"] == nil }
    }

    /// The next published diagnostics for `uri` not yet consumed.
    func diagnostics(for uri: String) throws -> [[String: Any]] {
        let message = try waitFor("diagnostics for \(uri)") {
            $0["method"] as? String == "textDocument/publishDiagnostics" && ($0["params"] as? [String: Any])?["uri"] as? String == uri
        }
        return (message["params"] as! [String: Any])["diagnostics"] as! [[String: Any]]
    }

    /// Messages received and not consumed yet.
    var pending: [[String: Any]] { lock.withLock { received } }

    /// Removes and returns the first message matching `predicate`, waiting up to 20 seconds.
    func waitFor(_ what: String, _ predicate: ([String: Any]) -> Bool) throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            let found = lock.withLock { () -> [String: Any]? in
                guard let index = received.firstIndex(where: predicate) else { return nil }
                return received.remove(at: index)
            }
            if let found { return found }
            Thread.sleep(forTimeInterval: 0.01)
        }
        throw TimeoutError(what: what)
    }

    struct TimeoutError: Error { var what: String }

    /// Closes the server's input and waits for its exit status.
    func finish() throws -> Int32 {
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
