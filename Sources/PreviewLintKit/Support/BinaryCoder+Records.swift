/// The records facts hold by the hundred per file, read and written field by field in the order
/// (and with the bytes) of their synthesized `Codable` conformances. Going through keyed containers
/// instantiated generic metadata for each record, behind a runtime lock, and was most of the decoding
/// time of a warm run. `BinaryCoderTests` checks that every fixture's facts survive a round trip.
protocol BinaryRecord {
    init(reading cursor: ByteCursor) throws
    func write(to buffer: ByteBuffer)
}

extension ByteCursor {
    func bool() throws -> Bool { try byte() != 0 }

    func optionalString() throws -> String? { try byte() == 0 ? nil : string() }

    func location() throws -> SourceLocation {
        SourceLocation(line: try integer(), column: try integer(), offset: try integer())
    }

    func range() throws -> SourceRange { SourceRange(start: try location(), end: try location()) }

    func strings() throws -> [String] {
        let count = Int(clamping: try varint())
        guard count <= bytes.count - position else { throw BinaryCoder.Malformed() }
        return try (0..<count).map { _ in try string() }
    }

    func records<Record: BinaryRecord>(_ type: Record.Type) throws -> [Record] {
        let count = Int(clamping: try varint())
        guard count <= bytes.count - position else { throw BinaryCoder.Malformed() }
        return try (0..<count).map { _ in try Record(reading: self) }
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

    func strings(_ values: [String]) {
        varint(UInt64(values.count))
        for value in values { string(value) }
    }

    func records(_ values: [some BinaryRecord]) {
        varint(UInt64(values.count))
        for value in values { value.write(to: self) }
    }
}

extension LiteralRecord: BinaryRecord {
    init(reading cursor: ByteCursor) throws {
        self.init(text: try cursor.string(), range: try cursor.range(), isString: try cursor.bool(), argumentOf: try cursor.optionalString())
    }

    func write(to buffer: ByteBuffer) {
        buffer.string(text); buffer.range(range); buffer.bool(isString); buffer.optionalString(argumentOf)
    }
}

extension ConstructionRecord: BinaryRecord {
    init(reading cursor: ByteCursor) throws {
        self.init(
            callee: try cursor.string(), range: try cursor.range(), normalizedText: try cursor.string(),
            argumentCount: try cursor.integer(), allArgumentsLiteral: try cursor.bool(),
            literalArgumentCount: try cursor.integer(), hasTrailingClosure: try cursor.bool()
        )
    }

    func write(to buffer: ByteBuffer) {
        buffer.string(callee); buffer.range(range); buffer.string(normalizedText); buffer.integer(argumentCount)
        buffer.bool(allArgumentsLiteral); buffer.integer(literalArgumentCount); buffer.bool(hasTrailingClosure)
    }
}

extension ReferenceRecord: BinaryRecord {
    init(reading cursor: ByteCursor) throws {
        self.init(text: try cursor.string(), range: try cursor.range(), isConstruction: try cursor.bool())
    }

    func write(to buffer: ByteBuffer) {
        buffer.string(text); buffer.range(range); buffer.bool(isConstruction)
    }
}

extension TypeDeclarationRecord: BinaryRecord {
    init(reading cursor: ByteCursor) throws {
        self.init(
            name: try cursor.string(), qualifiedName: try cursor.string(), kind: try cursor.string(),
            inherited: try cursor.strings(), range: try cursor.range(), isExtension: try cursor.bool(), conditions: try cursor.strings()
        )
    }

    func write(to buffer: ByteBuffer) {
        buffer.string(name); buffer.string(qualifiedName); buffer.string(kind); buffer.strings(inherited)
        buffer.range(range); buffer.bool(isExtension); buffer.strings(conditions)
    }
}

extension CallRecord: BinaryRecord {
    init(reading cursor: ByteCursor) throws {
        self.init(signature: try cursor.string(), range: try cursor.range(), inPreview: try cursor.bool(), inWidget: try cursor.bool())
    }

    func write(to buffer: ByteBuffer) {
        buffer.string(signature); buffer.range(range); buffer.bool(inPreview); buffer.bool(inWidget)
    }
}

extension FormatShape: BinaryRecord {
    init(reading cursor: ByteCursor) throws {
        self.init(
            pattern: try cursor.string(), source: try cursor.string(), key: try cursor.string(),
            numericPlaceholders: try cursor.integer(), textPlaceholders: try cursor.integer(),
            literalText: try cursor.string(), range: try cursor.range()
        )
    }

    func write(to buffer: ByteBuffer) {
        buffer.string(pattern); buffer.string(source); buffer.string(key); buffer.integer(numericPlaceholders)
        buffer.integer(textPlaceholders); buffer.string(literalText); buffer.range(range)
    }
}

extension FormatUseRecord: BinaryRecord {
    init(reading cursor: ByteCursor) throws {
        guard let kind = Kind(rawValue: try cursor.string()) else { throw BinaryCoder.Malformed() }
        self.init(
            kind: kind, shape: try FormatShape(reading: cursor), range: try cursor.range(),
            enclosingFunction: try cursor.optionalString(), formattedValues: try cursor.strings(),
            hasArithmetic: try cursor.bool(), inPreview: try cursor.bool(), inWidget: try cursor.bool(), sink: try cursor.optionalString()
        )
    }

    func write(to buffer: ByteBuffer) {
        buffer.string(kind.rawValue); shape.write(to: buffer); buffer.range(range); buffer.optionalString(enclosingFunction)
        buffer.strings(formattedValues); buffer.bool(hasArithmetic); buffer.bool(inPreview); buffer.bool(inWidget); buffer.optionalString(sink)
    }
}

extension MemberFingerprint: BinaryRecord {
    init(reading cursor: ByteCursor) throws {
        self.init(name: try cursor.string(), normalizedHash: try cursor.string())
    }

    func write(to buffer: ByteBuffer) {
        buffer.string(name); buffer.string(normalizedHash)
    }
}

extension DeclarationFingerprint: BinaryRecord {
    init(reading cursor: ByteCursor) throws {
        self.init(
            kind: try cursor.string(), name: try cursor.string(), signature: try cursor.string(),
            normalizedHash: try cursor.string(), range: try cursor.range(), members: try cursor.records(MemberFingerprint.self)
        )
    }

    func write(to buffer: ByteBuffer) {
        buffer.string(kind); buffer.string(name); buffer.string(signature); buffer.string(normalizedHash)
        buffer.range(range); buffer.records(members)
    }
}
