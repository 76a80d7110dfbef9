import Foundation

/// A compact positional encoding for `Codable` values, for the facts cache: JSON decoding was two
/// thirds of a warm run. Values are written in the order the synthesized `Codable` conformances
/// visit them (which is declaration order on both sides); optionals carry a presence byte. Keys are
/// not stored, so it only suits types whose coding visits the same keys in the same order, as
/// synthesized conformances do; the one exception is the key of a nested keyed container, which
/// is how a synthesized enum with payloads names its case (read back by `allKeys`).
enum BinaryCoder {
    struct Malformed: Error {}

    static func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        let encoder = BinaryWriter()
        try encoder.write(value)
        return encoder.buffer.bytes
    }

    static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T {
        let reader = BinaryReader(bytes: bytes)
        let value = try reader.read(type)
        guard reader.cursor.position == bytes.count else { throw Malformed() }
        return value
    }
}

// MARK: Writing

final class ByteBuffer {
    var bytes: [UInt8] = []

    func varint(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    func integer(_ value: Int64) {
        varint(UInt64(bitPattern: (value << 1) ^ (value >> 63)))
    }

    func string(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            varint(UInt64(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }
}

final class BinaryWriter: Encoder {
    let buffer: ByteBuffer
    var codingPath: [CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] = [:]

    init(buffer: ByteBuffer = ByteBuffer()) {
        self.buffer = buffer
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyedWriter<Key>(writer: self))
    }

    func unkeyedContainer() -> UnkeyedEncodingContainer {
        UnkeyedWriter(writer: self)
    }

    func singleValueContainer() -> SingleValueEncodingContainer {
        ValueWriter(writer: self)
    }

    func write<T: Encodable>(_ value: T) throws {
        // Type comparisons, not `as` casts: a failing dynamic cast searches the conformance tables,
        // and every struct of the facts went through seven of them.
        if T.self == String.self { buffer.string(value as! String) }
        else if T.self == Int.self { buffer.integer(Int64(value as! Int)) }
        else if T.self == Bool.self { buffer.bytes.append(value as! Bool ? 1 : 0) }
        else if T.self == Double.self { buffer.varint((value as! Double).bitPattern) }
        else if T.self == UInt64.self { buffer.varint(value as! UInt64) }
        else if T.self == Int32.self { buffer.integer(Int64(value as! Int32)) }
        else if T.self == Int64.self { buffer.integer(value as! Int64) }
        else if T.self == UInt8.self { buffer.bytes.append(value as! UInt8) }
        // Field by field, the bytes the synthesized conformances write (BinaryReader.read mirrors this).
        else if T.self == SourceRange.self { buffer.range(value as! SourceRange) }
        else if T.self == SourceLocation.self { buffer.location(value as! SourceLocation) }
        else if T.self == OffsetRange.self { let range = value as! OffsetRange; buffer.integer(range.start); buffer.integer(range.end) }
        else if let write = Self.recordWriters[ObjectIdentifier(T.self)] { try write(value, self) }
        else if BinaryCoder.otherScalars.contains(ObjectIdentifier(T.self)) { try writeScalar(value) }
        else { try value.encode(to: self) }
    }

    /// Mirrors `BinaryReader.recordReaders`.
    private static let recordWriters: [ObjectIdentifier: @Sendable (Any, BinaryWriter) throws -> Void] = {
        var writers: [ObjectIdentifier: @Sendable (Any, BinaryWriter) throws -> Void] = [:]
        func add<Record: BinaryRecord>(_ type: Record.Type) {
            writers[ObjectIdentifier(type)] = { try ($0 as! Record).write(to: $1) }
            writers[ObjectIdentifier([Record].self)] = { try $1.records($0 as! [Record]) }
        }
        for type in binaryRecordTypes { add(type) }
        writers[ObjectIdentifier([String].self)] = { $1.buffer.strings($0 as! [String]) }
        return writers
    }()
}

struct KeyedWriter<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let writer: BinaryWriter
    var codingPath: [CodingKey] { writer.codingPath }

    mutating func encodeNil(forKey key: Key) throws { writer.buffer.bytes.append(0) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try writer.write(value) }

    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        guard let value else { writer.buffer.bytes.append(0); return }
        writer.buffer.bytes.append(1)
        try writer.write(value)
    }

    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { try encodeIfPresent(value as Bool?, key) }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { try encodeIfPresent(value as String?, key) }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { try encodeIfPresent(value as Int?, key) }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { try encodeIfPresent(value as Double?, key) }

    private mutating func encodeIfPresent<T: Encodable>(_ value: T?, _ key: Key) throws {
        guard let value else { writer.buffer.bytes.append(0); return }
        writer.buffer.bytes.append(1)
        try writer.write(value)
    }

    /// An enum case's payload: its case name first, which the reader's `allKeys` answers with.
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        writer.buffer.string(key.stringValue)
        return writer.container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer { writer.unkeyedContainer() }
    mutating func superEncoder() -> Encoder { writer }
    mutating func superEncoder(forKey key: Key) -> Encoder { writer }
}

/// Elements are written into a buffer of their own, so the count can precede them.
final class UnkeyedWriter: UnkeyedEncodingContainer {
    let writer: BinaryWriter
    let elements = BinaryWriter()
    private(set) var count = 0
    var codingPath: [CodingKey] { writer.codingPath }

    init(writer: BinaryWriter) {
        self.writer = writer
    }

    deinit {
        writer.buffer.varint(UInt64(count))
        writer.buffer.bytes.append(contentsOf: elements.buffer.bytes)
    }

    func encodeNil() throws { count += 1; elements.buffer.bytes.append(0) }
    func encode<T: Encodable>(_ value: T) throws { count += 1; try elements.write(value) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        count += 1
        return elements.container(keyedBy: keyType)
    }

    func nestedUnkeyedContainer() -> UnkeyedEncodingContainer { count += 1; return elements.unkeyedContainer() }
    func superEncoder() -> Encoder { elements }
}

struct ValueWriter: SingleValueEncodingContainer {
    let writer: BinaryWriter
    var codingPath: [CodingKey] { writer.codingPath }

    mutating func encodeNil() throws { writer.buffer.bytes.append(0) }
    mutating func encode<T: Encodable>(_ value: T) throws { try writer.write(value) }
}

// MARK: Reading

final class ByteCursor {
    let bytes: [UInt8]
    var position = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    func byte() throws -> UInt8 {
        guard position < bytes.count else { throw BinaryCoder.Malformed() }
        defer { position += 1 }
        return bytes[position]
    }

    func varint() throws -> UInt64 {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let next = try byte()
            guard shift < 64 else { throw BinaryCoder.Malformed() }
            result |= UInt64(next & 0x7F) << shift
            if next < 0x80 { return result }
            shift += 7
        }
    }

    func integer() throws -> Int {
        let raw = try varint()
        return Int(Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1))))
    }

    func string() throws -> String {
        let length = Int(clamping: try varint())
        guard length <= bytes.count - position else { throw BinaryCoder.Malformed() }
        defer { position += length }
        return String(decoding: bytes[position..<(position + length)], as: UTF8.self)
    }

    /// The string at the current position, which stays where it is.
    func peekString() throws -> String {
        let start = position
        defer { position = start }
        return try string()
    }
}

final class BinaryReader: Decoder {
    let cursor: ByteCursor
    var codingPath: [CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] = [:]

    init(bytes: [UInt8]) {
        cursor = ByteCursor(bytes: bytes)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(KeyedReader<Key>(reader: self))
    }

    func unkeyedContainer() throws -> UnkeyedDecodingContainer {
        UnkeyedReader(reader: self, count: Int(clamping: try cursor.varint()))
    }

    func singleValueContainer() throws -> SingleValueDecodingContainer {
        ValueReader(reader: self)
    }

    func read<T: Decodable>(_ type: T.Type) throws -> T {
        if type == String.self { return try cursor.string() as! T }
        if type == Int.self { return try cursor.integer() as! T }
        if type == Bool.self { return try (cursor.byte() != 0) as! T }
        if type == Double.self { return Double(bitPattern: try cursor.varint()) as! T }
        if type == UInt64.self { return try cursor.varint() as! T }
        if type == Int32.self {
            guard let value = Int32(exactly: try cursor.integer()) else { throw BinaryCoder.Malformed() }
            return value as! T
        }
        if type == Int64.self { return Int64(try cursor.integer()) as! T }
        if type == UInt8.self { return try cursor.byte() as! T }
        // The most frequent structs, read field by field as their synthesized conformances would
        // (the same bytes): going through keyed containers was most of a warm run's decoding.
        if type == SourceRange.self { return try cursor.range() as! T }
        if type == SourceLocation.self { return try cursor.location() as! T }
        if type == OffsetRange.self { return try OffsetRange(cursor.integer(), cursor.integer()) as! T }
        if let read = Self.recordReaders[ObjectIdentifier(type)] { return try read(self) as! T }
        if BinaryCoder.otherScalars.contains(ObjectIdentifier(type)) { return try readScalar(type) }
        return try T(from: self)
    }

    /// `BinaryRecord` types and arrays of them, by type (see BinaryCoder+Records.swift).
    private static let recordReaders: [ObjectIdentifier: @Sendable (BinaryReader) throws -> Any] = {
        var readers: [ObjectIdentifier: @Sendable (BinaryReader) throws -> Any] = [:]
        func add<Record: BinaryRecord>(_ type: Record.Type) {
            readers[ObjectIdentifier(type)] = { try Record(reading: $0) }
            readers[ObjectIdentifier([Record].self)] = { try $0.records(Record.self) }
        }
        for type in binaryRecordTypes { add(type) }
        readers[ObjectIdentifier([String].self)] = { try $0.cursor.strings() }
        // Token hashes (`NearCopyFacts`): many per member, each a varint as an unkeyed container writes it.
        readers[ObjectIdentifier([UInt64].self)] = { reader in
            let count = Int(clamping: try reader.cursor.varint())
            guard count <= reader.cursor.bytes.count - reader.cursor.position else { throw BinaryCoder.Malformed() }
            return try (0..<count).map { _ in try reader.cursor.varint() }
        }
        return readers
    }()

}

struct KeyedReader<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let reader: BinaryReader
    var codingPath: [CodingKey] { reader.codingPath }
    // Keys are not stored: every key is taken to be there, in the order it is asked for. Only a
    // synthesized enum asks for them, to learn its case: the key its nested container was written by.
    var allKeys: [Key] {
        guard let name = try? reader.cursor.peekString(), let key = Key(stringValue: name) else { return [] }
        return [key]
    }

    func contains(_ key: Key) -> Bool { true }
    func decodeNil(forKey key: Key) throws -> Bool { try reader.cursor.byte() == 0 }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try reader.read(type) }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try reader.cursor.byte() == 0 ? nil : reader.read(type)
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try present(type) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try present(type) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try present(type) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try present(type) }

    private func present<T: Decodable>(_ type: T.Type) throws -> T? {
        try reader.cursor.byte() == 0 ? nil : reader.read(type)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        guard try reader.cursor.string() == key.stringValue else { throw BinaryCoder.Malformed() }
        return try reader.container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> UnkeyedDecodingContainer { try reader.unkeyedContainer() }
    func superDecoder() throws -> Decoder { reader }
    func superDecoder(forKey key: Key) throws -> Decoder { reader }
}

struct UnkeyedReader: UnkeyedDecodingContainer {
    let reader: BinaryReader
    let count: Int?
    var currentIndex = 0
    var codingPath: [CodingKey] { reader.codingPath }
    var isAtEnd: Bool { currentIndex >= (count ?? 0) }

    init(reader: BinaryReader, count: Int) {
        self.reader = reader
        self.count = count
    }

    mutating func decodeNil() throws -> Bool {
        // Nil elements are written as a 0 byte; only optional elements ask.
        let isNil = reader.cursor.position < reader.cursor.bytes.count && reader.cursor.bytes[reader.cursor.position] == 0
        if isNil { reader.cursor.position += 1; currentIndex += 1 }
        return isNil
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        guard !isAtEnd else { throw BinaryCoder.Malformed() }
        currentIndex += 1
        return try reader.read(type)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        currentIndex += 1
        return try reader.container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> UnkeyedDecodingContainer { currentIndex += 1; return try reader.unkeyedContainer() }
    mutating func superDecoder() throws -> Decoder { reader }
}

struct ValueReader: SingleValueDecodingContainer {
    let reader: BinaryReader
    var codingPath: [CodingKey] { reader.codingPath }

    func decodeNil() -> Bool { false }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try reader.read(type) }
}
