/// The facts and the records they hold by the hundred per file, read and written field by field in
/// declaration order, with the bytes their synthesized `Codable` conformances would give. Going through keyed containers
/// instantiated generic metadata for each record, behind a runtime lock, and was most of the decoding
/// time of a warm run. `BinaryCoderTests` checks that every fixture's facts survive a round trip.
protocol BinaryRecord: Sendable {
    init(reading reader: BinaryReader) throws
    func write(to writer: BinaryWriter) throws
}

/// Every `BinaryRecord`: the reader and the writer dispatch on these types and arrays of them.
let binaryRecordTypes: [any BinaryRecord.Type] = [
    LiteralRecord.self, ConstructionRecord.self, ReferenceRecord.self, TypeDeclarationRecord.self, CallRecord.self,
    FormatShape.self, FormatUseRecord.self, MemberFingerprint.self, DeclarationFingerprint.self, StateExpression.self,
    PreviewRecord.self, FixtureRecord.self, SuppressionCommand.self, CopyFacts.self, FileFacts.self,
    MemberRecord.self, MemberEffectRecord.self,
]

extension MemberRecord: BinaryRecord {
    init(reading reader: BinaryReader) throws {
        let cursor = reader.cursor
        let owner = try cursor.string(), name = try cursor.string()
        guard let kind = Kind(rawValue: try cursor.string()) else { throw BinaryCoder.Malformed() }
        self.init(owner: owner, name: name, kind: kind, range: try cursor.range(), conditions: try cursor.strings(),
                  valueType: try cursor.optionalString(), holdsValue: try cursor.bool())
    }

    func write(to writer: BinaryWriter) {
        let buffer = writer.buffer
        buffer.string(owner); buffer.string(name); buffer.string(kind.rawValue); buffer.range(range)
        buffer.strings(conditions); buffer.optionalString(valueType); buffer.bool(holdsValue)
    }
}

extension LiteralRecord: BinaryRecord {
    init(reading reader: BinaryReader) throws {
        let cursor = reader.cursor
        self.init(text: try cursor.string(), range: try cursor.range(), isString: try cursor.bool(), argumentOf: try cursor.optionalString())
    }

    func write(to writer: BinaryWriter) {
        let buffer = writer.buffer
        buffer.string(text); buffer.range(range); buffer.bool(isString); buffer.optionalString(argumentOf)
    }
}

extension ConstructionRecord: BinaryRecord {
    init(reading reader: BinaryReader) throws {
        let cursor = reader.cursor
        self.init(
            callee: try cursor.string(), range: try cursor.range(), normalizedText: try cursor.string(),
            argumentCount: try cursor.integer(), allArgumentsLiteral: try cursor.bool(),
            literalArgumentCount: try cursor.integer(), dataValueCount: try cursor.integer(), hasTrailingClosure: try cursor.bool(),
            argumentOf: try cursor.optionalString()
        )
    }

    func write(to writer: BinaryWriter) {
        let buffer = writer.buffer
        buffer.string(callee); buffer.range(range); buffer.string(normalizedText); buffer.integer(argumentCount)
        buffer.bool(allArgumentsLiteral); buffer.integer(literalArgumentCount); buffer.integer(dataValueCount); buffer.bool(hasTrailingClosure)
        buffer.optionalString(argumentOf)
    }
}

extension ReferenceRecord: BinaryRecord {
    init(reading reader: BinaryReader) throws {
        let cursor = reader.cursor
        self.init(text: try cursor.string(), range: try cursor.range(), isConstruction: try cursor.bool(),
                  context: try cursor.optionalString())
    }

    func write(to writer: BinaryWriter) {
        let buffer = writer.buffer
        buffer.string(text); buffer.range(range); buffer.bool(isConstruction); buffer.optionalString(context)
    }
}

extension TypeDeclarationRecord: BinaryRecord {
    init(reading reader: BinaryReader) throws {
        let cursor = reader.cursor
        self.init(
            name: try cursor.string(), qualifiedName: try cursor.string(), kind: try cursor.string(),
            inherited: try cursor.strings(), range: try cursor.range(), isExtension: try cursor.bool(), conditions: try cursor.strings(),
            liveAPIs: try cursor.strings(), eagerConstructions: try cursor.strings()
        )
        let names = try cursor.strings(), apis = try cursor.strings()
        guard names.count == apis.count else { throw BinaryCoder.Malformed() }
        ioMethods = zip(names, apis).map { IOMethodRecord(name: $0, api: $1) }
        isExported = try cursor.bool()
        builtTypes = try cursor.strings()
        memberEffects = try reader.records(MemberEffectRecord.self)
        simpleCases = try cursor.strings()
        payloadCases = try cursor.strings()
        rawValues = try cursor.strings()
    }

    func write(to writer: BinaryWriter) {
        let buffer = writer.buffer
        buffer.string(name); buffer.string(qualifiedName); buffer.string(kind); buffer.strings(inherited)
        buffer.range(range); buffer.bool(isExtension); buffer.strings(conditions); buffer.strings(liveAPIs); buffer.strings(eagerConstructions)
        buffer.strings(ioMethods.map(\.name)); buffer.strings(ioMethods.map(\.api)); buffer.bool(isExported)
        buffer.strings(builtTypes)
        buffer.varint(UInt64(memberEffects.count))
        for effect in memberEffects { effect.write(to: writer) }
        buffer.strings(simpleCases)
        buffer.strings(payloadCases)
        buffer.strings(rawValues)
    }
}

extension MemberEffectRecord: BinaryRecord {
    init(reading reader: BinaryReader) throws {
        let cursor = reader.cursor
        self.init(name: try cursor.string(), isStatic: try cursor.bool(), apis: try cursor.strings(), calls: try cursor.strings())
    }

    func write(to writer: BinaryWriter) {
        let buffer = writer.buffer
        buffer.string(name); buffer.bool(isStatic); buffer.strings(apis); buffer.strings(calls)
    }
}

extension CallRecord: BinaryRecord {
    init(reading reader: BinaryReader) throws {
        let cursor = reader.cursor
        self.init(signature: try cursor.string(), range: try cursor.range(), inPreview: try cursor.bool(),
                  inWidget: try cursor.bool(), unshown: try cursor.bool())
    }

    func write(to writer: BinaryWriter) {
        let buffer = writer.buffer
        buffer.string(signature); buffer.range(range); buffer.bool(inPreview); buffer.bool(inWidget)
        buffer.bool(unshown)
    }
}

extension FormatShape: BinaryRecord {
    init(reading reader: BinaryReader) throws {
        let cursor = reader.cursor
        self.init(
            pattern: try cursor.string(), source: try cursor.string(), key: try cursor.string(),
            numericPlaceholders: try cursor.integer(), textPlaceholders: try cursor.integer(),
            literalText: try cursor.string(), range: try cursor.range()
        )
    }

    func write(to writer: BinaryWriter) {
        let buffer = writer.buffer
        buffer.string(pattern); buffer.string(source); buffer.string(key); buffer.integer(numericPlaceholders)
        buffer.integer(textPlaceholders); buffer.string(literalText); buffer.range(range)
    }
}

extension FormatUseRecord: BinaryRecord {
    init(reading reader: BinaryReader) throws {
        let cursor = reader.cursor
        guard let kind = Kind(rawValue: try cursor.string()) else { throw BinaryCoder.Malformed() }
        self.init(
            kind: kind, shape: try FormatShape(reading: reader), range: try cursor.range(),
            enclosingFunction: try cursor.optionalString(), formattedValues: try cursor.strings(),
            hasArithmetic: try cursor.bool(), inPreview: try cursor.bool(), inWidget: try cursor.bool(), sink: try cursor.optionalString()
        )
    }

    func write(to writer: BinaryWriter) {
        let buffer = writer.buffer
        buffer.string(kind.rawValue); shape.write(to: writer); buffer.range(range); buffer.optionalString(enclosingFunction)
        buffer.strings(formattedValues); buffer.bool(hasArithmetic); buffer.bool(inPreview); buffer.bool(inWidget); buffer.optionalString(sink)
    }
}

extension MemberFingerprint: BinaryRecord {
    init(reading reader: BinaryReader) throws {
        let cursor = reader.cursor
        self.init(name: try cursor.string(), baseName: try cursor.string(), normalizedHash: try cursor.string(), skeletonHash: try cursor.string(), typeMaskedHash: try cursor.string(), platformBound: try cursor.bool(),
                  isOverride: try cursor.bool(), lines: try cursor.lines())
    }

    func write(to writer: BinaryWriter) {
        let buffer = writer.buffer
        buffer.string(name); buffer.string(baseName); buffer.string(normalizedHash); buffer.string(skeletonHash); buffer.string(typeMaskedHash); buffer.bool(platformBound)
        buffer.bool(isOverride); buffer.lines(lines)
    }
}

extension DeclarationFingerprint: BinaryRecord {
    init(reading reader: BinaryReader) throws {
        let cursor = reader.cursor
        self.init(
            kind: try cursor.string(), name: try cursor.string(), signature: try cursor.string(),
            normalizedHash: try cursor.string(), skeletonHash: try cursor.string(), typeMaskedHash: try cursor.string(), platformBound: try cursor.bool(),
            access: try cursor.string(), inherits: try cursor.strings(), range: try cursor.range(), members: try reader.records(MemberFingerprint.self),
            lines: try cursor.lines()
        )
    }

    func write(to writer: BinaryWriter) throws {
        let buffer = writer.buffer
        buffer.string(kind); buffer.string(name); buffer.string(signature); buffer.string(normalizedHash)
        buffer.string(skeletonHash); buffer.string(typeMaskedHash); buffer.bool(platformBound); buffer.string(access); buffer.strings(inherits)
        buffer.range(range); try writer.records(members); buffer.lines(lines)
    }
}

extension StateExpression: BinaryRecord {
    init(reading reader: BinaryReader) throws {
        self.init(text: try reader.cursor.string(), range: try reader.cursor.range())
    }

    func write(to writer: BinaryWriter) {
        writer.buffer.string(text); writer.buffer.range(range)
    }
}

extension PreviewRecord: BinaryRecord {
    init(reading reader: BinaryReader) throws {
        let cursor = reader.cursor
        let range = try cursor.range(), name = try cursor.optionalString()
        guard let kind = Kind(rawValue: try cursor.string()) else { throw BinaryCoder.Malformed() }
        self.init(range: range, name: name, kind: kind)
        family = try cursor.optionalString()
        presentation = try cursor.optionalString()
        rootType = try cursor.optionalString()
        activityAttributes = try cursor.optionalString()
        providerType = try cursor.optionalString()
        fixtures = try cursor.strings()
        states = try reader.records(StateExpression.self)
        conditions = try cursor.strings()
        previewableCount = try cursor.integer()
        bodyHash = try cursor.string()
        bodyTokenCount = try cursor.integer()
    }

    func write(to writer: BinaryWriter) throws {
        let buffer = writer.buffer
        buffer.range(range); buffer.optionalString(name); buffer.string(kind.rawValue); buffer.optionalString(family)
        buffer.optionalString(presentation); buffer.optionalString(rootType); buffer.optionalString(activityAttributes)
        buffer.optionalString(providerType)
        buffer.strings(fixtures); try writer.records(states); buffer.strings(conditions); buffer.integer(previewableCount)
        buffer.string(bodyHash); buffer.integer(bodyTokenCount)
    }
}

extension FixtureRecord: BinaryRecord {
    init(reading reader: BinaryReader) throws {
        let cursor = reader.cursor
        let range = try cursor.range(), name = try cursor.string()
        guard let kind = Kind(rawValue: try cursor.string()) else { throw BinaryCoder.Malformed() }
        self.init(
            range: range, name: name, kind: kind, conditions: try cursor.strings(), indentation: try cursor.string(),
            motherShape: try reader.optional(MotherShape.self)
        )
    }

    func write(to writer: BinaryWriter) throws {
        let buffer = writer.buffer
        buffer.range(range); buffer.string(name); buffer.string(kind.rawValue); buffer.strings(conditions)
        buffer.string(indentation); try writer.optional(motherShape)
    }
}

extension SuppressionCommand: BinaryRecord {
    init(reading reader: BinaryReader) throws {
        let cursor = reader.cursor
        guard let kind = Kind(rawValue: try cursor.string()) else { throw BinaryCoder.Malformed() }
        self.init(kind: kind, ruleIDs: try cursor.strings(), range: try cursor.range(), reason: try cursor.optionalString())
    }

    func write(to writer: BinaryWriter) {
        let buffer = writer.buffer
        buffer.string(kind.rawValue); buffer.strings(ruleIDs); buffer.range(range); buffer.optionalString(reason)
    }
}

extension CopyFacts: BinaryRecord {
    init(reading reader: BinaryReader) throws {
        self.init()
        normalizedHash = try reader.cursor.string()
        shapeHash = try reader.cursor.string()
        tokenCount = try reader.cursor.integer()
        primaryType = try reader.cursor.optionalString()
        declarations = try reader.records(DeclarationFingerprint.self)
        fingerprints = try reader.cursor.sortedHashes()
        namesOwnModule = try reader.cursor.bool()
    }

    func write(to writer: BinaryWriter) throws {
        writer.buffer.string(normalizedHash); writer.buffer.string(shapeHash); writer.buffer.integer(tokenCount); writer.buffer.optionalString(primaryType)
        try writer.records(declarations)
        writer.buffer.sortedHashes(fingerprints)
        writer.buffer.bool(namesOwnModule)
    }
}

extension FileFacts: BinaryRecord {
    init(reading reader: BinaryReader) throws {
        self.init(fields: try Fields(reading: reader))
    }

    func write(to writer: BinaryWriter) throws {
        try fields.write(to: writer)
    }
}

extension FileFacts.Fields {
    init(reading reader: BinaryReader) throws {
        let cursor = reader.cursor
        self.init(path: try cursor.string(), byteCount: try cursor.integer())
        suppressions = try reader.records(SuppressionCommand.self)
        commentRanges = try reader.read([OffsetRange].self)
        stringRanges = try reader.read([OffsetRange].self)
        previews = try reader.records(PreviewRecord.self)
        fixtures = try reader.records(FixtureRecord.self)
        literals = try reader.records(LiteralRecord.self)
        constructions = try reader.records(ConstructionRecord.self)
        references = try reader.records(ReferenceRecord.self)
        types = try reader.records(TypeDeclarationRecord.self)
        imports = try cursor.strings()
        viewModifiers = try cursor.strings()
        functions = try reader.read([FunctionRecord].self)
        formatUses = try reader.records(FormatUseRecord.self)
        calls = try reader.records(CallRecord.self)
        copy = try CopyFacts(reading: reader)
        isGenerated = try cursor.bool()
        members = try reader.records(MemberRecord.self)
        argumentTypes = try reader.read([ArgumentTypeRecord].self)
        typeAliases = try reader.read([TypeAliasRecord].self)
        productionReferences = try cursor.sortedHashes()
        placeholderReferences = try cursor.sortedHashes()
        implicitArguments = try reader.read([ImplicitArgumentRecord].self)
        typedReads = try reader.read([TypedMemberRead].self)
        declaredNames = try cursor.sortedHashes()
        propertyNames = try cursor.sortedHashes()
        instanceCalls = try reader.read([InstanceCallRecord].self)
        widgets = try reader.read([WidgetRecord].self)
        familyLists = try reader.read([FamilyListRecord].self)
        dynamicIslandBuilders = try reader.read([DynamicIslandBuilderRecord].self)
        debugReferences = try cursor.sortedHashes()
        hasCommentedOutPreview = try cursor.bool()
        copyNote = try reader.optional(CopyNote.self)
        scopeCalls = try reader.read([ScopeCallRecord].self)
        deferredFormatting = DeferredFacts(encoded: try cursor.blob(), empty: FormattingFacts())
        deferredValueFlow = DeferredFacts(encoded: try cursor.blob(), empty: ValueFlowFacts())
    }

    func write(to writer: BinaryWriter) throws {
        let buffer = writer.buffer
        buffer.string(path); buffer.integer(byteCount); try writer.records(suppressions)
        try writer.write(commentRanges); try writer.write(stringRanges)
        try writer.records(previews); try writer.records(fixtures); try writer.records(literals)
        try writer.records(constructions); try writer.records(references); try writer.records(types)
        buffer.strings(imports); buffer.strings(viewModifiers); try writer.write(functions)
        try writer.records(formatUses); try writer.records(calls); try copy.write(to: writer)
        buffer.bool(isGenerated)
        try writer.records(members)
        try writer.write(argumentTypes)
        try writer.write(typeAliases)
        buffer.sortedHashes(productionReferences)
        buffer.sortedHashes(placeholderReferences)
        try writer.write(implicitArguments)
        try writer.write(typedReads)
        buffer.sortedHashes(declaredNames)
        buffer.sortedHashes(propertyNames)
        try writer.write(instanceCalls)
        try writer.write(widgets)
        try writer.write(familyLists)
        try writer.write(dynamicIslandBuilders)
        buffer.sortedHashes(debugReferences)
        buffer.bool(hasCommentedOutPreview)
        try writer.optional(copyNote)
        try writer.write(scopeCalls)
        buffer.blob(try deferredFormatting.bytes())
        buffer.blob(try deferredValueFlow.bytes())
    }
}
