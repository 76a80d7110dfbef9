extension BinaryCoder {
    /// The standard library's scalars the coder has no fast path for (rare in what it codes).
    static let otherScalars: Set<ObjectIdentifier> = [
        ObjectIdentifier(Int8.self), ObjectIdentifier(Int16.self), ObjectIdentifier(UInt16.self),
        ObjectIdentifier(UInt32.self), ObjectIdentifier(UInt.self), ObjectIdentifier(Float.self),
    ]
}

extension BinaryWriter {
    /// One of `BinaryCoder.otherScalars`: each encodes itself through a single-value container, which
    /// comes back here, so without them one recursed until the stack overflowed.
    func writeScalar<T: Encodable>(_ value: T) throws {
        if let value = value as? Float { buffer.varint(UInt64(value.bitPattern)); return }
        guard let integer = value as? any BinaryInteger, let wide = Int64(exactly: integer) else {
            throw EncodingError.invalidValue(value, .init(codingPath: codingPath, debugDescription: "not an Int64"))
        }
        buffer.integer(wide)
    }
}

extension BinaryReader {
    /// Mirrors `BinaryWriter.writeScalar`.
    func readScalar<T: Decodable>(_ type: T.Type) throws -> T {
        if type == Float.self { return Float(bitPattern: UInt32(truncatingIfNeeded: try cursor.varint())) as! T }
        let value = try cursor.integer()
        let read: Any? = switch type {
        case is Int8.Type: Int8(exactly: value)
        case is Int16.Type: Int16(exactly: value)
        case is UInt16.Type: UInt16(exactly: value)
        case is UInt32.Type: UInt32(exactly: value)
        case is UInt.Type: UInt(exactly: value)
        default: nil
        }
        guard let read = read as? T else { throw BinaryCoder.Malformed() }
        return read
    }
}
