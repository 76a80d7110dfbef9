import Foundation

/// JSON-RPC messages framed by `Content-Length` headers, as the Language Server Protocol sends them.
// One thread reads and another writes; reading and writing share no state.
public final class MessageTransport: @unchecked Sendable {
    private let input: Int32
    private let output: FileHandle
    private var buffer: [UInt8] = []
    private var atEnd = false

    public init(input: Int32, output: FileHandle) {
        self.input = input
        self.output = output
    }

    public enum ReadError: Error, Equatable {
        /// The peer closed the stream.
        case endOfStream
        /// A header block without a usable `Content-Length`.
        case badHeader(String)
    }

    /// Whether a whole message (or a header that will not parse) was already received: `read()` returns it without waiting.
    public var hasBufferedMessage: Bool {
        guard let end = buffer.firstRange(of: Self.separator) else { return false }
        guard let length = Self.contentLength(String(decoding: buffer[..<end.lowerBound], as: UTF8.self)) else { return true }
        return buffer.count >= end.upperBound + length
    }

    private static let separator: [UInt8] = Array("\r\n\r\n".utf8)

    private static func contentLength(_ header: String) -> Int? {
        header.split(separator: "\r\n").compactMap { line -> Int? in
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].lowercased() == "content-length" else { return nil }
            return Int(parts[1].trimmed)
        }.first.flatMap { $0 >= 0 ? $0 : nil }
    }

    /// The body of the next message.
    public func read() throws(ReadError) -> Data {
        let separator = Self.separator
        var headerEnd: Int?
        while true {
            if let end = buffer.firstRange(of: separator) { headerEnd = end.lowerBound; break }
            guard fill() else { throw .endOfStream }
        }
        let header = String(decoding: buffer[..<headerEnd!], as: UTF8.self)
        guard let length = Self.contentLength(header) else {
            buffer.removeSubrange(..<(headerEnd! + separator.count))
            throw .badHeader(header)
        }
        let bodyStart = headerEnd! + separator.count
        while buffer.count < bodyStart + length {
            guard fill() else { throw .endOfStream }
        }
        let body = Data(buffer[bodyStart..<bodyStart + length])
        buffer.removeSubrange(..<(bodyStart + length))
        return body
    }

    public func send(_ message: JSON) {
        let body = Data(message.rendered(pretty: false).utf8)
        var data = Data("Content-Length: \(body.count)\r\n\r\n".utf8)
        data.append(body)
        output.write(data)
    }

    private func fill() -> Bool {
        guard !atEnd else { return false }
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        let count = chunk.withUnsafeMutableBytes { Foundation.read(input, $0.baseAddress, $0.count) }
        guard count > 0 else {
            atEnd = true
            return false
        }
        buffer += chunk[..<count]
        return true
    }
}
