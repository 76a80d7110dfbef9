/// Everything the rules need to know about one file, extracted in its single parse and walk.
/// Plain `Codable` data: what the cache stores, keyed by content, configuration and tool version.
///
/// A value with its fields in one shared box, copied on write: the project model and the rules
/// pass files around by value thousands of times a run, and copying some thirty arrays' references
/// each time (a retain and a release apiece, contended between the workers) was a third of a warm run.
@dynamicMemberLookup
public struct FileFacts: Codable, Sendable {
    public struct Fields: Codable, Sendable {
        /// Absolute path.
        public var path: String
        public var byteCount: Int
        public var suppressions: [SuppressionCommand] = []
        public var commentRanges: [OffsetRange] = []
        /// A comment holds `#Preview` or `PreviewProvider` code: previews switched off on purpose.
        public var hasCommentedOutPreview = false
        public var stringRanges: [OffsetRange] = []
        public var previews: [PreviewRecord] = []
        public var fixtures: [FixtureRecord] = []
        /// Literals, constructions and references inside previews, fixtures and members, in source order.
        public var literals: [LiteralRecord] = []
        public var constructions: [ConstructionRecord] = []
        public var references: [ReferenceRecord] = []
        public var instanceCalls: [InstanceCallRecord] = []
        /// Calls previews and fixtures make on a type or its shared instance.
        public var scopeCalls: [ScopeCallRecord] = []
        public var types: [TypeDeclarationRecord] = []
        /// `Widget` conformers: what they render, in which families and presentations.
        public var widgets: [WidgetRecord] = []
        /// Properties holding lists of widget families, which `.supportedFamilies(…)` may name.
        public var familyLists: [FamilyListRecord] = []
        /// Functions that build a Live Activity's `DynamicIsland`, which its configuration may call.
        public var dynamicIslandBuilders: [DynamicIslandBuilderRecord] = []
        /// Static members and globals: what previews reach by name (their bodies are scopes like previews').
        public var members: [MemberRecord] = []
        /// Labeled arguments of the file's types' initializers with their declared types.
        public var argumentTypes: [ArgumentTypeRecord] = []
        public var typeAliases: [TypeAliasRecord] = []
        /// Hashes of the names production code refers to (`ProductionReference`), sorted: whether a
        /// member previews reach is also used by the app.
        public var productionReferences: [UInt64] = []
        /// The names a timeline provider's `placeholder(in:)` refers to, as `productionReferences`.
        public var placeholderReferences: [UInt64] = []
        /// Members production code reads through a property whose type the file declares
        /// (`engine.formattedTime` with `let engine: Engine`), not in `productionReferences`.
        public var typedReads: [TypedMemberRead] = []
        /// Implicit members production code hands to calls (not in `productionReferences`).
        public var implicitArguments: [ImplicitArgumentRecord] = []
        /// Hashes of the names the file's declarations give (`ProductionReference.declarationKey`), sorted.
        public var declaredNames: [UInt64] = []
        /// `TokenHasher` hashes of the properties the file declares, one per declaration, sorted.
        public var propertyNames: [UInt64] = []
        /// Hashes of the types code inside `#if DEBUG` names (`ProductionReference.bareKey`), sorted.
        public var debugReferences: [UInt64] = []
        public var imports: [String] = []
        /// Methods declared in `extension View`: the project's own modifiers.
        public var viewModifiers: [String] = []
        public var functions: [FunctionRecord] = []
        public var formatUses: [FormatUseRecord] = []
        public var calls: [CallRecord] = []
        /// Hashes and declaration fingerprints, to find copies of this file in other targets.
        public var copy = CopyFacts()
        /// Written by a code generator (SwiftGen, Sourcery, …): its `preview…` members are not fixtures.
        public var isGenerated = false
        /// A comment before the first declaration that declares the file a copy of another.
        public var copyNote: CopyNote?
        /// Declarations, scopes and writes of values, for the value-flow model, decoded on first use.
        public var deferredValueFlow = DeferredFacts(ValueFlowFacts())
        /// What formatting the file does, decoded on first use: only the formatting rules read it.
        public var deferredFormatting = DeferredFacts(FormattingFacts())
    }

    private final class Box: @unchecked Sendable {
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    public init(path: String, byteCount: Int) {
        box = Box(Fields(path: path, byteCount: byteCount))
    }

    init(fields: Fields) {
        box = Box(fields)
    }

    var fields: Fields { box.fields }

    public subscript<Value>(dynamicMember key: KeyPath<Fields, Value>) -> Value {
        box.fields[keyPath: key]
    }

    public subscript<Value>(dynamicMember key: WritableKeyPath<Fields, Value>) -> Value {
        get { box.fields[keyPath: key] }
        // In place when this value is the box's only owner, so appends to a field stay amortized O(1).
        _modify {
            makeUnique()
            yield &box.fields[keyPath: key]
        }
    }

    // Spelled out: `literals(in:)` and its kin would otherwise hide these names from the lookup above.
    public var literals: [LiteralRecord] {
        get { box.fields.literals }
        _modify { makeUnique(); yield &box.fields.literals }
    }
    public var constructions: [ConstructionRecord] {
        get { box.fields.constructions }
        _modify { makeUnique(); yield &box.fields.constructions }
    }
    public var references: [ReferenceRecord] {
        get { box.fields.references }
        _modify { makeUnique(); yield &box.fields.references }
    }
    public var instanceCalls: [InstanceCallRecord] {
        get { box.fields.instanceCalls }
        _modify { makeUnique(); yield &box.fields.instanceCalls }
    }
    public var scopeCalls: [ScopeCallRecord] {
        get { box.fields.scopeCalls }
        _modify { makeUnique(); yield &box.fields.scopeCalls }
    }

    /// Declarations, scopes and writes of values, for the value-flow model.
    public var valueFlow: ValueFlowFacts {
        get { box.fields.deferredValueFlow.value }
        set { makeUnique(); box.fields.deferredValueFlow = DeferredFacts(newValue) }
    }

    /// What formatting the file does (`FileFacts+Formatting.swift` names its parts).
    public var formatting: FormattingFacts {
        get { box.fields.deferredFormatting.value }
        _modify {
            makeUnique()
            if !isKnownUniquelyReferenced(&box.fields.deferredFormatting) {
                box.fields.deferredFormatting = DeferredFacts(box.fields.deferredFormatting.value)
            }
            yield &box.fields.deferredFormatting.ownedValue
        }
    }

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
    }

    public init(from decoder: any Decoder) throws {
        box = Box(try Fields(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try box.fields.encode(to: encoder)
    }
}

/// A half-open range of UTF-8 offsets, for cheap containment tests.
public struct OffsetRange: Codable, Sendable, Hashable {
    public var start: Int
    public var end: Int

    public init(_ start: Int, _ end: Int) {
        self.start = start
        self.end = end
    }

    public func contains(_ offset: Int) -> Bool { offset >= start && offset < end }
}

extension Array where Element == OffsetRange {
    /// Whether a range of this sorted, non-overlapping list contains `offset`.
    func containsOffset(_ offset: Int) -> Bool {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle].end <= offset { low = middle + 1 } else { high = middle }
        }
        return low < count && self[low].contains(offset)
    }
}
