import Foundation

/// Facts read from the cache as bytes and decoded the first time a rule asks for them: the
/// value-flow facts were nearly half of a warm run's decoding, and only rules off by default read
/// them. Written back as the same bytes when never decoded.
public final class DeferredFacts<Value: Codable & Sendable>: Codable, @unchecked Sendable {
    private let lock = NSLock()
    private var decoded: Value?
    private let encoded: [UInt8]?
    private let empty: Value

    public init(_ value: Value) {
        decoded = value
        encoded = nil
        empty = value
    }

    /// `empty`: what a malformed encoding reads as (the cache entry's checksum makes that unlikely).
    init(encoded bytes: [UInt8], empty: Value) {
        encoded = bytes
        self.empty = empty
    }

    public var value: Value {
        lock.withLock {
            if let decoded { return decoded }
            let value = encoded.flatMap { try? BinaryCoder.decode(Value.self, from: $0) } ?? empty
            decoded = value
            return value
        }
    }

    /// The value changed in place, by the one owner of these facts while they are collected.
    var ownedValue: Value {
        get { value }
        _modify {
            if decoded == nil { _ = value }
            yield &decoded!
        }
    }

    /// The positional encoding (`BinaryCoder`) of the value.
    func bytes() throws -> [UInt8] {
        if let encoded { return encoded }
        return try BinaryCoder.encode(value)
    }

    public convenience init(from decoder: any Decoder) throws {
        self.init(try Value(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try value.encode(to: encoder)
    }
}

extension ByteBuffer {
    /// A length-prefixed run of bytes.
    func blob(_ value: [UInt8]) {
        varint(UInt64(value.count))
        bytes.append(contentsOf: value)
    }
}

extension ByteCursor {
    func blob() throws -> [UInt8] {
        let length = Int(clamping: try varint())
        guard length <= bytes.count - position else { throw BinaryCoder.Malformed() }
        defer { position += length }
        return Array(bytes[position..<(position + length)])
    }
}
