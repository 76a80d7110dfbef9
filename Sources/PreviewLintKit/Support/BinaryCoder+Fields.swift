/// The field shapes records are made of (booleans, optional strings, source places, line spans, sorted hashes,
/// string lists and record arrays), read and written the way `BinaryRecord` conformances need them.

extension ByteCursor {
    func bool() throws -> Bool { try byte() != 0 }

    func optionalString() throws -> String? { try byte() == 0 ? nil : string() }

    func location() throws -> SourceLocation {
        SourceLocation(line: try integer(), column: try integer(), offset: try integer())
    }

    func range() throws -> SourceRange { SourceRange(start: try location(), end: try location()) }

    func lines() throws -> ClosedRange<Int> {
        let first = try integer(), last = try integer()
        guard last >= first else { throw BinaryCoder.Malformed() }
        return first...last
    }

    /// Sorted hashes, each stored as its distance from the one before.
    func sortedHashes() throws -> [UInt64] {
        let count = Int(clamping: try varint())
        guard count <= bytes.count - position else { throw BinaryCoder.Malformed() }
        var previous: UInt64 = 0
        return try (0..<count).map { _ in
            previous &+= try varint()
            return previous
        }
    }

    func strings() throws -> [String] {
        let count = Int(clamping: try varint())
        guard count <= bytes.count - position else { throw BinaryCoder.Malformed() }
        return try (0..<count).map { _ in try string() }
    }

}

extension BinaryReader {
    func records<Record: BinaryRecord>(_ type: Record.Type) throws -> [Record] {
        let count = Int(clamping: try cursor.varint())
        guard count <= cursor.bytes.count - cursor.position else { throw BinaryCoder.Malformed() }
        return try (0..<count).map { _ in try Record(reading: self) }
    }

    /// An optional field: a presence byte, then the value.
    func optional<Value: Decodable>(_ type: Value.Type) throws -> Value? {
        try cursor.byte() == 0 ? nil : read(type)
    }
}

extension BinaryWriter {
    func records(_ values: [some BinaryRecord]) throws {
        buffer.varint(UInt64(values.count))
        for value in values { try value.write(to: self) }
    }

    func optional(_ value: (some Encodable)?) throws {
        guard let value else { buffer.bytes.append(0); return }
        buffer.bytes.append(1)
        try write(value)
    }
}

extension ByteBuffer {
    func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    func optionalString(_ value: String?) {
        guard let value else { bytes.append(0); return }
        bytes.append(1)
        string(value)
    }

    func integer(_ value: Int) { integer(Int64(value)) }

    func location(_ location: SourceLocation) {
        integer(location.line); integer(location.column); integer(location.offset)
    }

    func range(_ range: SourceRange) { location(range.start); location(range.end) }

    func lines(_ lines: ClosedRange<Int>) { integer(lines.lowerBound); integer(lines.upperBound) }

    func strings(_ values: [String]) {
        varint(UInt64(values.count))
        for value in values { string(value) }
    }

    func sortedHashes(_ values: [UInt64]) {
        varint(UInt64(values.count))
        var previous: UInt64 = 0
        for value in values {
            varint(value &- previous)
            previous = value
        }
    }
}
