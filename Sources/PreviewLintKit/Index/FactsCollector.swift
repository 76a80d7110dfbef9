import Foundation
import SwiftSyntax

/// The one walk over a file's syntax tree: everything rules need is gathered here, so no rule walks again.
final class FactsCollector: SyntaxVisitor {
    var facts: FileFacts
    let lines: LineTable
    /// `#if` conditions around the current node, outermost first.
    var conditions: [String] = []
    /// Enclosing type names, for qualified names.
    var typeNames: [String] = []
    /// Each enclosing type's qualified name (`typeNames` joined), made once when the walk enters it.
    var qualifiedOwners: [String] = []
    /// The parts of every enclosing type's name (`Card`, `Row` of `Card.Row`), hashed once as owners
    /// of production references (`ProductionReference.ownerPrefix`).
    var ownerKeyPrefixes: [[UInt64]] = []
    /// The innermost enclosing type's qualified name; empty at file scope.
    var owner: String { qualifiedOwners.last ?? "" }
    /// Whether each enclosing type is a `PreviewProvider`.
    var providerTypes: [Bool] = []
    /// Whether each enclosing type opened a fixture scope.
    var fixtureTypes: [Bool] = []
    /// Depth of preview and fixture scopes: literals, constructions and references are kept only inside them.
    var scopeDepth = 0 {
        didSet { if scopeDepth == 0, !scopeLocals.isEmpty { scopeLocals.removeAll() } }
    }
    /// Locals of the preview or fixture scope being walked that hold a value it built (`let s = Store()`).
    var scopeLocals: [String: String] = [:]
    /// The instance methods being walked (innermost last), by index in `pendingMethods`.
    var methodStack: [Int] = []
    /// Instance methods of the types being walked: the I/O APIs each names and the type's own
    /// methods it calls, folded into the type's `ioMethods` when the type is left.
    var pendingMethods: [PendingMethod] = []
    struct PendingMethod {
        var type: Int
        var name: String
        var isStatic = false
        var apis: [String] = []
        /// Its own methods it calls, by name.
        var calls: Set<String> = []
        /// Its calls on named receivers, `receiver|method`.
        var receiverCalls: Set<String> = []
    }
    /// The on-appear closures being walked (`.task { … }`), innermost last.
    var appearClosures: [SyntaxIdentifier] = []
    /// For each member on `methodStack`, how many closures it hands on to run later enclose the walk,
    /// and those closures, innermost last.
    var deferredDepths: [Int] = []
    var deferredClosures: [SyntaxIdentifier] = []
    /// Depth of previews alone, and of widget types.
    var previewDepth = 0
    /// `Bundle.module`, `.module` or `#bundle` met (`CopyFacts.namesOwnModule`).
    var namesOwnModule = false
    var widgetTypes: [Bool] = []
    let formatting: FormatterCollector
    /// The value-flow facts' reader, handed the nodes it reads as this walk meets them (nil when
    /// they are not wanted).
    let valueFlow: ValueFlowReader?
    /// The reader where it reads: not inside an enum case declaration, which it reads whole.
    var reading: ValueFlowReader? { valueFlow?.isReading == true ? valueFlow : nil }
    /// Depth of static members of types being walked.
    var staticDepth = 0
    /// Depth of code that runs when an instance is built: initializers and stored properties'
    /// initial values (not methods, computed or lazy properties).
    var eagerDepth = 0
    /// The index in `facts.types` of each enclosing type declaration.
    var typeRecords: [Int] = []
    /// Whether each enclosing type or extension is declared `private` or `fileprivate`: members of
    /// one cannot be reached from another file, whatever they say themselves.
    var filePrivateTypes: [Bool] = []
    /// What formatting bodies may read, by the member block (or file) that declares it, built on first use.
    var loweringContexts: [SyntaxIdentifier: LoweringContext] = [:]
    /// Members lowered whole (`recordFormattingBody`): formatting inside them is theirs, not inline.
    var loweredMembers: Set<SyntaxIdentifier> = []
    /// Functions returning a value other than text, lowered if formatting of the file calls them.
    var helperCandidates: [FunctionDeclSyntax] = []
    /// Computed properties of such a value (`var asMmolL: Decimal { … }`), lowered the same way.
    var helperProperties: [VariableDeclSyntax] = []
    /// Inline formatting values already recorded: two formatting pieces of one value are one.
    var inlineValues: Set<SyntaxIdentifier> = []
    /// The stored properties an instance member of each type block reads as inputs (`StoredInputs`).
    var storedInputsByBlock: [SyntaxIdentifier: (inputs: [BehaviourParameter], types: [String: String])] = [:]
    /// The types each enclosing type's code builds, written to its record's `builtTypes` when it is left.
    var builtTypeSets: [Set<String>] = []
    /// Depth of function, initializer, accessor and closure bodies: a `let` outside them all is a global.
    var codeDepth = 0
    /// Whether the current `#if` conditions compile the code only with `DEBUG`.
    var debugOnly = false
    /// Bodies run only for the widget gallery (`if context.isPreview { … }`, `PreviewBranch`), and
    /// how many of them enclose the walk: what they name is sample data's use, not production's.
    var galleryBranches: Set<SyntaxIdentifier> = []
    var galleryDepth = 0
    /// Code whose names are not production's use: compiled only with `DEBUG`, or run only for the gallery.
    var sampleOnly: Bool { debugOnly || galleryDepth > 0 }
    /// How many timeline providers' `placeholder(in:)` bodies enclose the walk: the sample entry
    /// the system shows redacted. What they name ships, but as stand-in data, not what the app shows.
    var placeholderDepth = 0
    /// Names production code refers to (outside previews, fixtures and `#if DEBUG`): `Attrs.preview`,
    /// `.preview`, `Owner.name` for a bare `name` inside `Owner`, `$.name` for a bare `name`.
    /// Those a widget's placeholder names are kept apart, in `placeholderNames`.
    var productionNames = Set<UInt64>()
    var placeholderNames = Set<UInt64>()
    /// Implicit members production code hands to calls, and the names the file declares (hashed).
    var implicitArguments = Set<ImplicitArgumentRecord>()
    var declaredNames = Set<UInt64>()
    /// Reads resolved against the file's own declarations (`OwnReads`), and the scopes of locals.
    var ownReads = OwnReads()
    var locals = LocalScopes()
    /// Types code inside `#if DEBUG` names (outside previews and fixtures).
    var debugNames = Set<UInt64>()
    /// Behind a pointer, not a stored `var`: the builder is mutated for every token, and each access
    /// to a class's stored property is checked for exclusivity at run time.
    let copyFacts: UnsafeMutablePointer<CopyFactsBuilder>
    /// The file's UTF-8 bytes, the tree's text: trivia is looked at here before it is materialized.
    let bytes: [UInt8]

    /// A comment that declares the file a copy, kept when it comes before the first declaration.
    var pendingCopyNote: CopyNote?

    /// `static var previews` declarations being walked.
    var previewVariables: [SyntaxIdentifier] = []

    /// Members whose scope is open, so `visitPost` closes exactly those.
    var openedMemberScopes: [SyntaxIdentifier] = []

    /// The text of every token inside preview and fixture scopes, in order, and the constructions
    /// whose normalized text is made from them once the walk is over.
    var scopeTokens: [OffsetRange] = []
    var unspelledConstructions: [(index: Int, range: OffsetRange)] = []

    /// The names of the member properties whose declarations the walk is in: inside its own
    /// declaration a bare name is the initializer's local of that name (`let dateFormatter =
    /// DateFormatter()`) or the property itself, never another code's use of it.
    var declaringProperties: [(node: SyntaxIdentifier, names: Set<String>)] = []

    /// Names of the type being walked (properties, locals of its code) that hold an I/O API's
    /// object (`let container = NSPersistentContainer(name:)`), so a method called on them later
    /// (`container.loadPersistentStores`) is that API's I/O. Kept per type; locals share the table.
    var apiHolders: [[String: String]] = [[:]]

    var inWidget: Bool { widgetTypes.contains(true) }

    private init(tree: SourceFileSyntax, file: SourceFile, valueFlow: Bool) {
        facts = FileFacts(path: file.path, byteCount: file.lines.byteCount)
        lines = file.lines
        bytes = Array(file.text.utf8)
        formatting = FormatterCollector(lines: file.lines)
        self.valueFlow = valueFlow ? ValueFlowReader(lines: file.lines) : nil
        copyFacts = .allocate(capacity: 1)
        copyFacts.initialize(to: CopyFactsBuilder(tree, bytes: bytes, lines: file.lines))
        super.init(viewMode: .sourceAccurate)
    }

    deinit {
        copyFacts.deinitialize(count: 1)
        copyFacts.deallocate()
    }

    /// `tree` must be the parse of `file.text`: offsets into the tree are offsets into the text.
    /// `valueFlow`: whether to read the value-flow facts too (only `preview_hardcoded_format` needs them).
    static func collect(_ tree: SourceFileSyntax, file: SourceFile, valueFlow: Bool = true) -> FileFacts {
        let collector = FactsCollector(tree: tree, file: file, valueFlow: valueFlow)
        collector.walk(tree)
        collector.facts.functions = collector.formatting.functions
        collector.facts.formatUses = collector.formatting.uses
        collector.facts.calls = collector.formatting.calls
        collector.facts.copy = collector.copyFacts.pointee.finish()
        collector.facts.copy.namesOwnModule = collector.namesOwnModule
        if let reader = collector.valueFlow { collector.facts.valueFlow = reader.facts }
        if let note = collector.pendingCopyNote,
           note.line <= (collector.facts.copy.declarations.first { $0.kind != "import" }?.range.start.line ?? Int.max) {
            collector.facts.copyNote = note
        }
        collector.lowerValueHelpers()
        collector.resolvePendingReads()
        collector.facts.productionReferences = collector.productionNames.sorted()
        collector.facts.placeholderReferences = collector.placeholderNames.sorted()
        collector.facts.implicitArguments = collector.implicitArguments.sorted { ($0.callee, $0.name) < ($1.callee, $1.name) }
        collector.facts.declaredNames = collector.declaredNames.sorted()
        collector.facts.propertyNames.sort()
        collector.facts.debugReferences = collector.debugNames.sorted()
        collector.spellConstructions()
        collector.facts.isGenerated = GeneratedFile.isGenerated(path: file.path, bytes: collector.bytes)
        if collector.facts.isGenerated {
            // A generator's `static let preview = L10n.tr(…)` is a localized string, not sample data.
            collector.facts.fixtures = []
            if collector.facts.previews.isEmpty {
                collector.facts.literals = []
                collector.facts.constructions = []
                collector.facts.references = []
            }
        }
        // A modifier is recorded at its name, after the expression it modifies was entered but
        // before that expression's own references: rules find records by their start, so sort.
        collector.facts.references.sort { $0.range.start.offset < $1.range.start.offset }
        return collector.facts
    }

    func range(_ node: some SyntaxProtocol) -> SourceRange {
        lines.range(of: node)
    }

    // MARK: The nodes the walk looks at, each handed to its concern (FactsCollector+Trivia,
    // +Previews, +Types, +References, +FieldFills)

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind { handle(token) }
    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind { handle(node) }
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        reading?.visit(node)
        return handle(node)
    }

    override func visitPost(_ node: IfConfigClauseSyntax) {
        reading?.visitPost(node)
        conditions.removeLast()
        debugOnly = ConditionText.requiresAll(conditions, oneOf: ["DEBUG"])
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        reading?.visit(node)
        if let body = PreviewBranch.body(of: node) { galleryBranches.insert(body.id) }
        return .visitChildren
    }
    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
        reading?.visit(node)
        if let body = PreviewBranch.body(of: node) { galleryBranches.insert(body.id) }
        return .visitChildren
    }
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
        if galleryBranches.contains(node.id) { galleryDepth += 1 }
        locals.open()
        return .visitChildren
    }
    override func visitPost(_ node: CodeBlockSyntax) {
        if galleryBranches.contains(node.id) { galleryDepth -= 1 }
        locals.close()
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        facts.imports.append(node.path.sourceText)
        return .visitChildren
    }
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        reading?.visit(node)
        return handle(node)
    }

    override func visitPost(_ node: MacroExpansionDeclSyntax) {
        reading?.visitPost(node)
        if node.macroName.text == "Preview" { scopeDepth -= 1; previewDepth -= 1 }
    }
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        reading?.visit(node)
        return handle(node)
    }

    override func visitPost(_ node: MacroExpansionExprSyntax) {
        reading?.visitPost(node)
        if node.macroName.text == "Preview" { scopeDepth -= 1; previewDepth -= 1 }
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node, name: node.name.text, kind: "struct")
    }

    override func visitPost(_ node: StructDeclSyntax) { leaveType(node) }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node, name: node.name.text, kind: "class")
    }

    override func visitPost(_ node: ClassDeclSyntax) { leaveType(node) }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node, name: node.name.text, kind: "enum")
    }

    override func visitPost(_ node: EnumDeclSyntax) { leaveType(node) }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node, name: node.name.text, kind: "actor")
    }

    override func visitPost(_ node: ActorDeclSyntax) { leaveType(node) }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node, name: node.name.text, kind: "protocol")
    }

    override func visitPost(_ node: ProtocolDeclSyntax) { leaveType(node) }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node, name: node.extendedType.sourceText, kind: "extension")
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { leaveType(node) }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        reading?.visit(node)
        locals.open()
        locals.enterGenerics(node.genericParameterClause)
        return handle(node)
    }
    override func visitPost(_ node: FunctionDeclSyntax) {
        reading?.visitPost(node)
        handleAfter(node)
        locals.leaveGenerics()
        locals.close()
    }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        reading?.visit(node)
        return handle(node)
    }
    override func visitPost(_ node: VariableDeclSyntax) { handleAfter(node) }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        reading?.visit(node)
        codeDepth += 1; eagerDepth += 1
        locals.open()
        locals.enterGenerics(node.genericParameterClause)
        if node.parent?.is(MemberBlockItemSyntax.self) == true { enterMember("init", isStatic: false) }
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) {
        reading?.visitPost(node)
        codeDepth -= 1; eagerDepth -= 1
        locals.leaveGenerics()
        locals.close()
        if node.parent?.is(MemberBlockItemSyntax.self) == true, !typeRecords.isEmpty { leaveMember() }
    }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
        reading?.visit(node)
        locals.open()
        return handle(node)
    }
    override func visitPost(_ node: AccessorBlockSyntax) {
        reading?.visitPost(node)
        codeDepth -= 1
        locals.close()
    }
    override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
        reading?.visit(node); return .visitChildren
    }
    override func visitPost(_ node: AccessorDeclSyntax) { reading?.visitPost(node) }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        reading?.visit(node)
        codeDepth += 1
        enterClosureScope(node)
        enterAppearClosure(node)
        if appearClosures.last != node.id { enterClosure(node) }
        return .visitChildren
    }
    override func visitPost(_ node: ClosureExprSyntax) {
        reading?.visitPost(node)
        codeDepth -= 1
        locals.close()
        leaveClosure(node)
        leaveAppearClosure(node)
    }
    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind { enterLoop(node); return .visitChildren }
    override func visitPost(_ node: ForStmtSyntax) { locals.close() }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { codeDepth += 1; return .visitChildren }
    override func visitPost(_ node: DeinitializerDeclSyntax) { codeDepth -= 1 }
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        reading?.visit(node)
        return handle(node)
    }
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind { handle(node) }
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind { handle(node) }
    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind { handle(node) }
    override func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind { handle(node) }
    override func visit(_ node: FloatLiteralExprSyntax) -> SyntaxVisitorContinueKind { handle(node) }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { handle(node) }
    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind { handle(node) }
    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind { handle(node) }
    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        bindClosureParameter(node)
        return declares(node.name)
    }
    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        bindClosureParameter(node)
        return declares(node.secondName ?? node.firstName)
    }
    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind { declares(node.name) }

    // Nodes only the value-flow reader reads. An enum case declaration is handed to it always.
    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        valueFlow?.visit(node)
        return .visitChildren
    }
    override func visitPost(_ node: EnumCaseDeclSyntax) { valueFlow?.visitPost(node) }
    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        reading?.visit(node)
        bindCondition(node)
        return .visitChildren
    }
    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        reading?.visit(node)
        return .visitChildren
    }
}
