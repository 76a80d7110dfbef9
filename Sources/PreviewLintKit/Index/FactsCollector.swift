import Foundation
import SwiftSyntax

/// The one walk over a file's syntax tree: everything rules need is gathered here, so no rule walks again.
final class FactsCollector: SyntaxVisitor {
    private(set) var facts: FileFacts
    let lines: LineTable
    /// `#if` conditions around the current node, outermost first.
    private var conditions: [String] = []
    /// Enclosing type names, for qualified names.
    private var typeNames: [String] = []
    /// Whether each enclosing type is a `PreviewProvider`.
    private var providerTypes: [Bool] = []
    /// Whether each enclosing type opened a fixture scope.
    private var fixtureTypes: [Bool] = []
    /// Depth of preview and fixture scopes: literals, constructions and references are kept only inside them.
    private var scopeDepth = 0 {
        didSet { if scopeDepth == 0, !scopeLocals.isEmpty { scopeLocals.removeAll() } }
    }
    /// Locals of the preview or fixture scope being walked that hold a value it built (`let s = Store()`).
    private var scopeLocals: [String: String] = [:]
    /// The instance methods being walked (innermost last), by index in `pendingMethods`.
    private var methodStack: [Int] = []
    /// Instance methods of the types being walked: the I/O APIs each names and the type's own
    /// methods it calls, folded into the type's `ioMethods` when the type is left.
    private var pendingMethods: [PendingMethod] = []
    private struct PendingMethod {
        var type: Int
        var name: String
        var apis: [String] = []
        var calls: Set<String> = []
    }
    /// Depth of previews alone, and of widget types.
    private var previewDepth = 0
    private var widgetTypes: [Bool] = []
    private let formatting: FormatterCollector
    /// Depth of static members of types being walked.
    private var staticDepth = 0
    /// Depth of code that runs when an instance is built: initializers and stored properties'
    /// initial values (not methods, computed or lazy properties).
    private var eagerDepth = 0
    /// The index in `facts.types` of each enclosing type declaration.
    private var typeRecords: [Int] = []
    /// Depth of function, initializer, accessor and closure bodies: a `let` outside them all is a global.
    private var codeDepth = 0
    /// Whether the current `#if` conditions compile the code only with `DEBUG`.
    private var debugOnly = false
    /// Names production code refers to (outside previews, fixtures and `#if DEBUG`): `Attrs.preview`,
    /// `.preview`, `Owner.name` for a bare `name` inside `Owner`, `$.name` for a bare `name`.
    private var productionNames = Set<UInt64>()
    /// Types code inside `#if DEBUG` names (outside previews and fixtures).
    private var debugNames = Set<UInt64>()

    private var inWidget: Bool { widgetTypes.contains(true) }
    /// Behind a pointer, not a stored `var`: the builder is mutated for every token, and each access
    /// to a class's stored property is checked for exclusivity at run time.
    private let copyFacts: UnsafeMutablePointer<CopyFactsBuilder>
    /// The file's UTF-8 bytes, the tree's text: trivia is looked at here before it is materialized.
    private let bytes: [UInt8]

    private init(tree: SourceFileSyntax, file: SourceFile) {
        facts = FileFacts(path: file.path, byteCount: file.lines.byteCount)
        lines = file.lines
        bytes = Array(file.text.utf8)
        formatting = FormatterCollector(lines: file.lines)
        copyFacts = .allocate(capacity: 1)
        copyFacts.initialize(to: CopyFactsBuilder(tree, bytes: bytes, lines: file.lines))
        super.init(viewMode: .sourceAccurate)
    }

    deinit {
        copyFacts.deinitialize(count: 1)
        copyFacts.deallocate()
    }

    /// `tree` must be the parse of `file.text`: offsets into the tree are offsets into the text.
    static func collect(_ tree: SourceFileSyntax, file: SourceFile) -> FileFacts {
        let collector = FactsCollector(tree: tree, file: file)
        collector.walk(tree)
        collector.facts.functions = collector.formatting.functions
        collector.facts.formatUses = collector.formatting.uses
        collector.facts.calls = collector.formatting.calls
        collector.facts.copy = collector.copyFacts.pointee.finish()
        if let note = collector.pendingCopyNote,
           note.line <= (collector.facts.copy.declarations.first { $0.kind != "import" }?.range.start.line ?? Int.max) {
            collector.facts.copyNote = note
        }
        collector.facts.productionReferences = collector.productionNames.sorted()
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

    /// A comment that declares the file a copy, kept when it comes before the first declaration.
    private var pendingCopyNote: CopyNote?

    private func range(_ node: some SyntaxProtocol) -> SourceRange {
        lines.range(of: node)
    }

    // MARK: Comments and strings

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        let (start, textStart, textEnd, end) = copyFacts.pointee.addToken(
            total: token.totalLength.utf8Length, leadingTrivia: token.leadingTriviaLength.utf8Length, trailingTrivia: token.trailingTriviaLength.utf8Length,
            isLiteral: Self.isLiteral(token.tokenKind)
        )
        if scopeDepth > 0 { scopeTokens.append(OffsetRange(textStart, textEnd)) }
        // Every comment starts with '/': trivia without one (nearly all of it) is never materialized,
        // which building `Trivia` arrays for every token cost a tenth of the walk.
        if mayHoldComment(start, textStart) { collectComments(in: token.leadingTrivia, from: start) }
        if mayHoldComment(textEnd, end) { collectComments(in: token.trailingTrivia, from: textEnd) }
        return .skipChildren
    }

    private static func isLiteral(_ kind: TokenKind) -> Bool {
        switch kind {
        case .stringSegment, .integerLiteral, .floatLiteral: true
        default: false
        }
    }

    private func mayHoldComment(_ start: Int, _ end: Int) -> Bool {
        guard start < end, end <= bytes.count else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            memchr(buffer.baseAddress! + start, Int32(UInt8(ascii: "/")), end - start) != nil
        }
    }

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        if facts.stringRanges.last.map({ $0.end <= start }) ?? true {
            facts.stringRanges.append(OffsetRange(start, end))
        }
        if scopeDepth > 0 {
            facts.literals.append(LiteralRecord(
                text: PreviewSyntax.displayText(of: node), range: range(node), isString: true, argumentOf: argumentOwner(node)
            ))
        }
        formatting.stringLiteral(node, inPreview: previewDepth > 0, inWidget: inWidget)
        return .visitChildren
    }

    private func collectComments(in trivia: Trivia, from offset: Int) {
        var position = offset
        for piece in trivia {
            let length = piece.sourceLength.utf8Length
            defer { position += length }
            let text: String
            switch piece {
            case .lineComment(let comment), .blockComment(let comment), .docLineComment(let comment), .docBlockComment(let comment):
                text = comment
            default:
                continue
            }
            facts.commentRanges.append(OffsetRange(position, position + length))
            if pendingCopyNote == nil, facts.types.isEmpty, CopyNote.declares(text) {
                pendingCopyNote = CopyNote(text: text.trimmingCharacters(in: .whitespacesAndNewlines), line: lines.location(at: position).line)
            }
            // `// #Preview(as: .systemSmall) {`: a preview the team switched off on purpose.
            // Byte searches: Foundation's `contains` on every comment was a twelfth of the walk.
            if !facts.hasCommentedOutPreview, RequiredLiteral.contains("#Preview", in: text) || RequiredLiteral.contains("PreviewProvider", in: text) {
                facts.hasCommentedOutPreview = true
            }
            if RequiredLiteral.contains("previewlint:", in: text),
               let command = SuppressionCommand.parse(comment: text, range: lines.range(from: position, to: position + length)) {
                facts.suppressions.append(command)
            }
        }
    }

    // MARK: Conditional compilation

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        conditions.append(ConditionText.clause(node))
        debugOnly = ConditionText.requiresAll(conditions, oneOf: ["DEBUG"])
        return .visitChildren
    }

    override func visitPost(_ node: IfConfigClauseSyntax) {
        conditions.removeLast()
        debugOnly = ConditionText.requiresAll(conditions, oneOf: ["DEBUG"])
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        facts.imports.append(node.path.sourceText)
        return .visitChildren
    }

    // MARK: Previews

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.macroName.text == "Preview" else { return .visitChildren }
        addMacroPreview(arguments: node.arguments, trailingClosure: node.trailingClosure, additional: node.additionalTrailingClosures, node: node, pound: node.pound)
        scopeDepth += 1
        previewDepth += 1
        return .visitChildren
    }

    override func visitPost(_ node: MacroExpansionDeclSyntax) {
        if node.macroName.text == "Preview" { scopeDepth -= 1; previewDepth -= 1 }
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.macroName.text == "Preview" else { return .visitChildren }
        addMacroPreview(arguments: node.arguments, trailingClosure: node.trailingClosure, additional: node.additionalTrailingClosures, node: node, pound: node.pound)
        scopeDepth += 1
        previewDepth += 1
        return .visitChildren
    }

    override func visitPost(_ node: MacroExpansionExprSyntax) {
        if node.macroName.text == "Preview" { scopeDepth -= 1; previewDepth -= 1 }
    }

    /// The record's range starts at `#Preview`, not at an attribute before it (`@available(…)`).
    private func addMacroPreview(arguments: LabeledExprListSyntax, trailingClosure: ClosureExprSyntax?, additional: MultipleTrailingClosureElementListSyntax, node: some SyntaxProtocol, pound: TokenSyntax) {
        let states = PreviewSyntax.stateClosures(additional, arguments: arguments).flatMap { closure in
            closure.statements.compactMap { item -> StateExpression? in
                guard let expression = item.item.as(ExprSyntax.self) else { return nil }
                return StateExpression(text: expression.sourceText, range: range(expression))
            }
        }
        let whole = lines.range(from: pound.positionAfterSkippingLeadingTrivia.utf8Offset, to: node.endPositionBeforeTrailingTrivia.utf8Offset)
        var record = PreviewSyntax.macroPreview(arguments: arguments, trailingClosure: trailingClosure, additionalClosures: additional, range: whole, states: states)
        record.conditions = conditions
        (record.bodyHash, record.bodyTokenCount) = Self.bodyHash(arguments: arguments, closures: [trailingClosure].compactMap { $0 } + additional.map(\.closure))
        facts.previews.append(record)
    }

    /// What a `#Preview` shows: its arguments but the name, and its closures, token by token.
    private static func bodyHash(arguments: LabeledExprListSyntax, closures: [ClosureExprSyntax]) -> (String, Int) {
        var hasher = TokenHasher()
        var count = 0
        func add(_ node: some SyntaxProtocol) {
            for token in node.tokens(viewMode: .sourceAccurate) {
                var text = token.text
                hasher.combine(text.withUTF8 { TokenHasher.hash($0) })
                count += 1
            }
        }
        for (index, argument) in arguments.enumerated() where !(index == 0 && argument.label == nil && argument.expression.is(StringLiteralExprSyntax.self)) {
            add(argument)
        }
        for closure in closures { add(closure) }
        return (hasher.hex, count)
    }

    /// `static var previews` of a `PreviewProvider`: one record per sub-preview.
    private func addProviderPreviews(_ node: VariableDeclSyntax) -> Bool {
        guard providerTypes.last == true, PreviewSyntax.isStatic(node.modifiers),
              let binding = node.bindings.first,
              binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "previews" else { return false }
        let statements = PreviewSyntax.getterStatements(of: binding)
        guard let statements else { return true }
        for expression in PreviewSyntax.providerSubPreviews(statements) {
            let modifiers = PreviewSyntax.providerModifiers(expression)
            var record = PreviewRecord(range: range(expression), name: modifiers.name, kind: .provider)
            record.family = modifiers.family
            record.presentation = modifiers.presentation
            record.rootType = PreviewSyntax.rootType(of: expression)
            // `attributes.previewContext(state, viewKind: .content)`: the attributes it shows.
            if record.presentation != nil { record.activityAttributes = record.rootType ?? PreviewSyntax.chainRootName(expression) }
            record.providerType = typeNames.joined(separator: ".")
            record.conditions = conditions
            facts.previews.append(record)
        }
        return true
    }

    // MARK: Types and fixtures

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

    private func enterType(_ node: some DeclGroupSyntax, name: String, kind: String) -> SyntaxVisitorContinueKind {
        let inherited = PreviewSyntax.inheritedNames(node.inheritanceClause)
        let qualified = (typeNames + [name]).joined(separator: ".")
        typeRecords.append(facts.types.count)
        apiHolders.append([:])
        facts.types.append(TypeDeclarationRecord(name: name, qualifiedName: qualified, kind: kind, inherited: inherited, range: range(node), isExtension: kind == "extension", conditions: conditions))
        facts.types[facts.types.count - 1].isExported = node.modifiers.contains { ["public", "open", "package"].contains($0.name.text) }
        typeNames.append(name)
        if inherited.contains("Widget"), let token = Syntax(node).asProtocol(NamedDeclSyntax.self)?.name {
            facts.widgets.append(WidgetConfigurationReader.read(node, type: qualified, range: range(token), conditions: conditions, lines: lines))
        }
        recordArgumentTypes(node.memberBlock.members, owner: qualified)
        formatting.enterType(node.memberBlock.members)
        let isProvider = inherited.contains("PreviewProvider")
        providerTypes.append(isProvider)
        widgetTypes.append(WidgetCode.isWidgetType(inherited: inherited, imports: facts.imports))

        // The last dotted component (`Foo.BarMother` → `BarMother`), sliced from the bytes.
        let simpleName = name.utf8.lastIndex(of: UInt8(ascii: ".")).map { String(name[name.utf8.index(after: $0)...]) } ?? name
        var fixture: FixtureRecord?
        if isInsideFixtureType {
            // A helper nested in a provider or Mother object belongs to it and is reported with it.
        } else if isProvider {
            fixture = makeFixture(node, name: qualified, kind: .previewProvider)
        } else if simpleName.hasSuffix("Mother") && simpleName.count > "Mother".count && kind != "extension" && kind != "protocol" {
            fixture = makeFixture(node, name: qualified, kind: .mother)
            fixture?.motherShape = MotherShapeReader.shape(of: node, kind: kind, lines: lines)
        } else if kind != "extension" && kind != "protocol" && PreviewSyntax.isPreviewDouble(simpleName, inherited: inherited) {
            fixture = makeFixture(node, name: qualified, kind: .previewType)
        }
        if let fixture {
            facts.fixtures.append(fixture)
            scopeDepth += 1
        }
        fixtureTypes.append(fixture != nil)
        return .visitChildren
    }

    /// Stored properties (the memberwise initializer's labels) and `init` parameters with their types.
    private func recordArgumentTypes(_ members: MemberBlockItemListSyntax, owner: String) {
        for member in members {
            if let variable = member.decl.as(VariableDeclSyntax.self), !PreviewSyntax.isStatic(variable.modifiers) {
                for binding in variable.bindings where binding.accessorBlock == nil {
                    // A stored property's type as declared, or as its initial value constructs it (`let store = Store()`).
                    let built = binding.initializer.flatMap { Self.builtType($0.value) }
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let type = binding.typeAnnotation?.type.sourceText
                            ?? binding.initializer?.value.as(FunctionCallExprSyntax.self).flatMap(PreviewSyntax.constructedType)
                    else { continue }
                    guard type != ".init" else { continue }
                    // Only a `var` with an initial value is a parameter of the memberwise initializer.
                    let defaultBuilds = variable.bindingSpecifier.tokenKind == .keyword(.var) ? built : nil
                    facts.argumentTypes.append(ArgumentTypeRecord(owner: owner, label: name, type: type, defaultBuilds: defaultBuilds))
                }
            } else if let initializer = member.decl.as(InitializerDeclSyntax.self) {
                for parameter in initializer.signature.parameterClause.parameters where parameter.firstName.tokenKind != .wildcard {
                    facts.argumentTypes.append(ArgumentTypeRecord(owner: owner, label: parameter.firstName.text, type: parameter.type.sourceText,
                                                                  defaultBuilds: parameter.defaultValue.flatMap { Self.builtType($0.value) }))
                }
            }
        }
    }

    private func leaveType(_ node: some DeclGroupSyntax) {
        foldIOMethods(ofType: typeRecords.removeLast())
        apiHolders.removeLast()
        formatting.leaveType()
        typeNames.removeLast()
        providerTypes.removeLast()
        widgetTypes.removeLast()
        if fixtureTypes.removeLast() { scopeDepth -= 1 }
    }

    /// The type's methods that do I/O: those naming an I/O API, then those calling one of them.
    private func foldIOMethods(ofType index: Int) {
        guard pendingMethods.contains(where: { $0.type == index }) else { return }
        let methods = pendingMethods.filter { $0.type == index }
        pendingMethods.removeAll { $0.type == index }
        var io: [String: String] = [:]
        for method in methods { if let api = method.apis.first, io[method.name] == nil { io[method.name] = api } }
        var changed = !io.isEmpty
        while changed {
            changed = false
            for method in methods where io[method.name] == nil {
                guard let callee = method.calls.sorted().first(where: { io[$0] != nil }) else { continue }
                io[method.name] = io[callee]
                changed = true
            }
        }
        facts.types[index].ioMethods = io.sorted { $0.key < $1.key }.map { IOMethodRecord(name: $0.key, api: $0.value) }
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        formatting.enterFunction(node, typeNames: typeNames)
        if node.signature.returnClause?.type.as(IdentifierTypeSyntax.self)?.name.text == "DynamicIsland", let body = node.body {
            let island = WidgetConfigurationReader.island(in: Syntax(body))
            facts.dynamicIslandBuilders.append(DynamicIslandBuilderRecord(name: node.name.text, presentations: island.presentations, expandedRegions: island.regions, views: island.views))
        }
        if node.parent?.is(MemberBlockItemSyntax.self) == true, !PreviewSyntax.isStatic(node.modifiers), let type = typeRecords.last {
            methodStack.append(pendingMethods.count)
            pendingMethods.append(PendingMethod(type: type, name: node.name.text))
        }
        if typeNames == ["View"] { facts.viewModifiers.append(node.name.text) }
        let name = node.name.text
        var opensScope = false
        if isMember(node, modifiers: node.modifiers) {
            facts.members.append(MemberRecord(
                owner: typeNames.joined(separator: "."), name: name, kind: .function, range: range(node),
                conditions: conditions, valueType: node.signature.returnClause?.type.sourceText
            ))
            opensScope = true
        }
        if PreviewSyntax.isStatic(node.modifiers), name.hasPrefix("mock"), !isInsideFixtureType {
            facts.fixtures.append(makeFixture(node, name: qualifiedMember(name), kind: .mock))
            opensScope = true
        }
        if opensScope { openMemberScope(node.id) }
        codeDepth += 1
        if PreviewSyntax.isStatic(node.modifiers) { staticDepth += 1 }
        returnTypes.append(node.signature.returnClause?.type.sourceText)
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) {
        if node.parent?.is(MemberBlockItemSyntax.self) == true, !PreviewSyntax.isStatic(node.modifiers), !typeRecords.isEmpty { methodStack.removeLast() }
        if PreviewSyntax.isStatic(node.modifiers) { staticDepth -= 1 }
        returnTypes.removeLast()
        codeDepth -= 1
        closeMemberScope(node.id)
        formatting.leaveFunction(node)
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        formatting.variable(node)
        recordAssignments(node)
        recordAPIHolders(node)
        recordScopeLocals(node)
        if let list = FamilyListReader.read(node, owner: typeNames.joined(separator: ".")) { facts.familyLists.append(list) }
        if addProviderPreviews(node) {
            scopeDepth += 1
            previewDepth += 1
            openedMemberScopes.append(node.id)
            previewVariables.append(node.id)
            return .visitChildren
        }
        var opensScope = false
        if isMember(node, modifiers: node.modifiers) {
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                facts.members.append(MemberRecord(
                    owner: typeNames.joined(separator: "."), name: name, kind: .property, range: range(node),
                    conditions: conditions, valueType: binding.typeAnnotation?.type.sourceText ?? binding.initializer.flatMap { constructedType(of: $0.value) }
                ))
            }
            opensScope = true
        }
        if PreviewSyntax.isStatic(node.modifiers), !isInsideFixtureType,
           let name = node.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
           name.hasPrefix("preview") || name.hasPrefix("mock"), !PreviewSyntax.holdsPlainValue(node) {
            facts.fixtures.append(makeFixture(node, name: qualifiedMember(name), kind: name.hasPrefix("mock") ? .mock : .previewMember))
            opensScope = true
        }
        if opensScope { openMemberScope(node.id) }
        if PreviewSyntax.isStatic(node.modifiers) { staticDepth += 1 }
        if Self.isEagerStoredProperty(node) { eagerDepth += 1 }
        return .visitChildren
    }

    /// An instance property of a type with an initial value and no accessors, not `lazy`.
    private static func isEagerStoredProperty(_ node: VariableDeclSyntax) -> Bool {
        node.parent?.is(MemberBlockItemSyntax.self) == true && !PreviewSyntax.isStatic(node.modifiers)
            && !node.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }
            && node.bindings.allSatisfy { $0.accessorBlock == nil } && node.bindings.contains { $0.initializer != nil }
    }

    override func visitPost(_ node: VariableDeclSyntax) {
        if PreviewSyntax.isStatic(node.modifiers), previewVariables.last != node.id { staticDepth -= 1 }
        if Self.isEagerStoredProperty(node) { eagerDepth -= 1 }
        if previewVariables.last == node.id {
            previewVariables.removeLast()
            previewDepth -= 1
        }
        closeMemberScope(node.id)
    }

    /// A static member of a type or extension, or a declaration at file scope: what previews reach by name.
    private func isMember(_ node: some SyntaxProtocol, modifiers: DeclModifierListSyntax) -> Bool {
        if node.parent?.is(MemberBlockItemSyntax.self) == true { return PreviewSyntax.isStatic(modifiers) }
        return typeNames.isEmpty && codeDepth == 0
    }

    /// `Foo(…)` is a `Foo`; `.init(…)` and `Self(…)` the owner's type.
    private func constructedType(of value: ExprSyntax) -> String? {
        guard let call = value.as(FunctionCallExprSyntax.self), let type = PreviewSyntax.constructedType(call) else { return nil }
        return type == ".init" || type == "Self" ? typeNames.joined(separator: ".") : type
    }

    // MARK: Bodies

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { codeDepth += 1; eagerDepth += 1; return .visitChildren }
    override func visitPost(_ node: InitializerDeclSyntax) { codeDepth -= 1; eagerDepth -= 1 }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
        codeDepth += 1
        returnTypes.append(node.parent?.as(PatternBindingSyntax.self)?.typeAnnotation?.type.sourceText)
        return .visitChildren
    }
    override func visitPost(_ node: AccessorBlockSyntax) { codeDepth -= 1; returnTypes.removeLast() }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { codeDepth += 1; returnTypes.append(nil); return .visitChildren }
    override func visitPost(_ node: ClosureExprSyntax) { codeDepth -= 1; returnTypes.removeLast() }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { codeDepth += 1; return .visitChildren }
    override func visitPost(_ node: DeinitializerDeclSyntax) { codeDepth -= 1 }

    /// `static var previews` declarations being walked.
    private var previewVariables: [SyntaxIdentifier] = []

    /// Members whose scope is open, so `visitPost` closes exactly those.
    private var openedMemberScopes: [SyntaxIdentifier] = []

    private func openMemberScope(_ id: SyntaxIdentifier) {
        scopeDepth += 1
        openedMemberScopes.append(id)
    }

    private func closeMemberScope(_ id: SyntaxIdentifier) {
        if openedMemberScopes.last == id {
            openedMemberScopes.removeLast()
            scopeDepth -= 1
        }
    }

    /// Members of a Mother, Preview… or provider type belong to that fixture already.
    private var isInsideFixtureType: Bool { fixtureTypes.contains(true) }

    private func qualifiedMember(_ name: String) -> String {
        typeNames.isEmpty ? name : "\(typeNames.joined(separator: ".")).\(name)"
    }

    private func makeFixture(_ node: some SyntaxProtocol, name: String, kind: FixtureRecord.Kind) -> FixtureRecord {
        let declarationRange = range(node)
        let lineStart = lines.offset(ofLine: declarationRange.start.line)
        return FixtureRecord(
            range: declarationRange, name: name, kind: kind, conditions: conditions,
            indentation: String(repeating: " ", count: declarationRange.start.offset - lineStart)
        )
    }

    // MARK: What previews and fixtures contain

    /// The text of every token inside preview and fixture scopes, in order, and the constructions
    /// whose normalized text is made from them once the walk is over.
    private var scopeTokens: [OffsetRange] = []
    private var unspelledConstructions: [(index: Int, range: OffsetRange)] = []

    /// Each construction's tokens without trivia, one space apart: the same code however it is formatted.
    private func spellConstructions() {
        for (index, range) in unspelledConstructions {
            var low = 0, high = scopeTokens.count
            while low < high {
                let middle = (low + high) / 2
                if scopeTokens[middle].start < range.start { low = middle + 1 } else { high = middle }
            }
            var text: [UInt8] = []
            var position = low
            while position < scopeTokens.count, scopeTokens[position].start < range.end {
                if !text.isEmpty { text.append(UInt8(ascii: " ")) }
                text += bytes[scopeTokens[position].start..<scopeTokens[position].end]
                position += 1
            }
            facts.constructions[index].normalizedText = String(decoding: text, as: UTF8.self)
        }
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        formatting.call(node, inPreview: previewDepth > 0, inWidget: inWidget)
        if let method = methodStack.last, let callee = Self.ownMethodCalled(node) { pendingMethods[method].calls.insert(callee) }
        if eagerDepth > 0, staticDepth == 0, let index = typeRecords.last, let built = PreviewSyntax.constructedType(node), built != ".init",
           !facts.types[index].eagerConstructions.contains(built) {
            facts.types[index].eagerConstructions.append(built)
        }
        if recordsFieldFills { recordFieldFills(node) }
        guard scopeDepth > 0, let callee = PreviewSyntax.constructedType(node) else { return .visitChildren }
        let arguments = Array(node.arguments)
        let literalCount = arguments.count { PreviewSyntax.isLiteral($0.expression) }
        // The normalized text is spelled after the walk, from the scope's tokens: spelling it here
        // walked the call's tokens again, and again for every construction nested in it.
        unspelledConstructions.append((facts.constructions.count, OffsetRange(
            node.positionAfterSkippingLeadingTrivia.utf8Offset, node.endPositionBeforeTrailingTrivia.utf8Offset
        )))
        facts.constructions.append(ConstructionRecord(
            callee: callee, range: range(node), normalizedText: "",
            argumentCount: arguments.count, allArgumentsLiteral: literalCount == arguments.count,
            literalArgumentCount: arguments.count { PreviewSyntax.carriesLiteralValue($0.expression) },
            dataValueCount: arguments.reduce(0) { $0 + PreviewSyntax.dataValues(in: $1.expression) }, hasTrailingClosure: node.trailingClosure != nil,
            argumentOf: argumentOwner(node)
        ))
        return .visitChildren
    }

    /// `load()` or `self.load()`: a call of the enclosing type's own method, by name.
    private static func ownMethodCalled(_ node: FunctionCallExprSyntax) -> String? {
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
              member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return nil }
        return member.declName.baseName.text
    }

    /// `let service = Store(…)` in a preview or fixture: the local holds a `Store`.
    private func recordScopeLocals(_ node: VariableDeclSyntax) {
        guard scopeDepth > 0, codeDepth > 0 else { return }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let value = binding.initializer?.value, let type = Self.builtType(value) else { continue }
            scopeLocals[name] = type
        }
    }

    /// `Store(…)`, `try Store(…)`: the type a value is built as, unless `.init`/`Self` leave it open.
    private static func builtType(_ value: ExprSyntax) -> String? {
        var expression = value
        while let wrapped = expression.as(TryExprSyntax.self)?.expression ?? expression.as(AwaitExprSyntax.self)?.expression { expression = wrapped }
        guard let call = expression.as(FunctionCallExprSyntax.self), let type = PreviewSyntax.constructedType(call),
              type != ".init", type != "Self", PreviewSyntax.looksLikeTypeName(String(type.split(separator: ".").last ?? "")) else { return nil }
        return type
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        formatting.memberAccess(node)
        noteHeldAPICall(node)
        memberName = node.declName.id
        let name = node.declName.baseName.text
        let isCalled = node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
        // `service.load()`: a method run on a value the preview built (modifiers chained on a
        // view it builds are not looked at: they would be most of the calls of every preview).
        if scopeDepth > 0, isCalled, !scopeLocals.isEmpty, let local = node.base?.as(DeclReferenceExprSyntax.self), let type = scopeLocals[local.baseName.text] {
            facts.instanceCalls.append(InstanceCallRecord(type: type, method: name, range: range(node)))
        }
        guard let base = node.base else {
            // `.preview`, `.mocked()`: an implicit member of the type the context expects.
            if scopeDepth > 0 {
                facts.references.append(ReferenceRecord(text: "." + name, range: range(node.declName), isConstruction: isCalled))
            } else if !debugOnly {
                productionNames.insert(ProductionReference.implicitKey(name))
            }
            return .visitChildren
        }
        guard let typeName = PreviewSyntax.typeName(base) else {
            // A modifier call on a view (`.liquidGlassChip()`), recorded by name.
            if scopeDepth > 0, isCalled { facts.references.append(ReferenceRecord(text: "." + name, range: range(node.declName), isConstruction: true)) }
            // A member of a shared instance (`AppContainer.shared.settings`): what the code takes from it.
            if scopeDepth > 0, let inner = base.as(MemberAccessExprSyntax.self), let innerBase = inner.base, let innerType = PreviewSyntax.typeName(innerBase) {
                facts.references.append(ReferenceRecord(text: "\(innerType).\(inner.declName.baseName.text).\(name)", range: range(node), isConstruction: isCalled))
            }
            return .visitChildren
        }
        if scopeDepth > 0 {
            facts.references.append(ReferenceRecord(text: "\(typeName).\(name)", range: range(node), isConstruction: isCalled))
        } else if !debugOnly {
            let owner = typeName == "Self" ? (typeNames.last ?? "") : typeName
            productionNames.insert(ProductionReference.key(owner: Self.lastComponent(owner), name: name))
        }
        return .visitChildren
    }

    /// A bare name: a global, a static member used inside its type, or a local. Names of types
    /// are left to constructions and member accesses, and a member access's own name to it.
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        // A member access's own name (`.bar` of `foo.bar`) is the member access's, recorded there.
        guard case .identifier(let name) = node.baseName.tokenKind, node.id != memberName else { return .visitChildren }
        if LiveAPI.names.contains(name), LiveAPI.doesIO(node) { noteLiveAPI(name) }
        guard !PreviewSyntax.looksLikeTypeName(name) else {
            // A type production code names (`MockStore()`, `MockStore.shared`) is no preview-only type.
            if scopeDepth == 0 { noteTypeName(name) }
            return .visitChildren
        }
        if scopeDepth > 0 {
            let isCalled = node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
            facts.references.append(ReferenceRecord(text: name, range: range(node), isConstruction: isCalled))
        } else if !debugOnly {
            productionNames.insert(ProductionReference.bareKey(name))
            if let owner = typeNames.last { productionNames.insert(ProductionReference.key(owner: Self.lastComponent(owner), name: name)) }
        }
        return .visitChildren
    }

    /// The name of the member access being walked: its `DeclReferenceExprSyntax` is no bare name.
    private var memberName: SyntaxIdentifier?

    /// A type named in a declaration (`let store: MockStore`) by production code.
    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        // A declared type (`let store: NSPersistentContainer`) says what a value is, not what the code does.
        if scopeDepth == 0 { noteTypeName(node.name.text) }
        return .visitChildren
    }

    /// A type production code names, or debug-only code (`#if DEBUG`) does.
    private func noteTypeName(_ name: String) {
        if debugOnly { debugNames.insert(ProductionReference.bareKey(name)) } else { productionNames.insert(ProductionReference.bareKey(name)) }
    }

    /// An I/O API named where an instance is built (an initializer, a stored property's initial
    /// value): building one does I/O. A method that takes a context, or a static helper that fetches,
    /// is no reason a value built in a preview is live.
    private func noteLiveAPI(_ name: String) {
        guard (eagerDepth > 0 && staticDepth == 0) || !methodStack.isEmpty, LiveAPI.names.contains(name) else { return }
        // A method's I/O runs when it is called, not when the instance is built.
        if let method = methodStack.last, eagerDepth == 0 {
            if !pendingMethods[method].apis.contains(name) { pendingMethods[method].apis.append(name) }
            return
        }
        guard let index = typeRecords.last, !facts.types[index].liveAPIs.contains(name) else { return }
        facts.types[index].liveAPIs.append(name)
    }

    /// Names of the type being walked (properties, locals of its code) that hold an I/O API's
    /// object (`let container = NSPersistentContainer(name:)`), so a method called on them later
    /// (`container.loadPersistentStores`) is that API's I/O. Kept per type; locals share the table.
    private var apiHolders: [[String: String]] = [[:]]

    private func recordAPIHolders(_ node: VariableDeclSyntax) {
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let api = (binding.initializer?.value).flatMap(LiveAPI.root) ?? binding.typeAnnotation.flatMap({ LiveAPI.names.contains($0.type.trimmedDescription) ? $0.type.trimmedDescription : nil })
            else { continue }
            apiHolders[apiHolders.count - 1][name] = api
        }
    }

    /// `container.loadPersistentStores(…)`, `self.session.dataTask(…)`: a method called on a held API object.
    private func noteHeldAPICall(_ node: MemberAccessExprSyntax) {
        guard node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id,
              node.declName.baseName.text.first?.isLowercase == true, let base = node.base else { return }
        let name: String?
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = base.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            name = member.declName.baseName.text
        } else {
            name = nil
        }
        if let name, let api = apiHolders.last?[name] { noteLiveAPI(api) }
    }

    /// `Foo.Bar` → `Bar`.
    private static func lastComponent(_ name: String) -> Substring {
        name.lastIndex(of: ".").map { name[name.index(after: $0)...] } ?? name[...]
    }

    override func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        if scopeDepth > 0 { facts.literals.append(LiteralRecord(text: node.literal.text, range: range(node), isString: false, argumentOf: argumentOwner(node))) }
        // Children hold the token, whose trivia may carry comments.
        return .visitChildren
    }

    override func visit(_ node: FloatLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        if scopeDepth > 0 { facts.literals.append(LiteralRecord(text: node.literal.text, range: range(node), isString: false, argumentOf: argumentOwner(node))) }
        // Children hold the token, whose trivia may carry comments.
        return .visitChildren
    }

    /// `Text` for `Text("x")`, `Text(verbatim:)` for `Text(verbatim: "x")`.
    /// An element of an array argument (`Summary(receipts: [.init(…)])`) is that argument's.
    private func argumentOwner(_ node: some SyntaxProtocol) -> String? {
        var parent = node.parent
        while let element = parent?.as(ArrayElementSyntax.self) { parent = element.parent?.parent?.parent }
        guard let argument = parent?.as(LabeledExprSyntax.self),
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return nil }
        return Self.fieldKey(call, label: argument.label?.text)
    }

    /// How a call's parameter is named in facts: `SummaryRow(value:)`, `Text`, `.navigationTitle`.
    static func fieldKey(_ call: FunctionCallExprSyntax, label: String?) -> String {
        // A modifier is named by itself (`.previewDisplayName`), not by the chain it ends.
        let callee: String
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), PreviewSyntax.typeName(call.calledExpression) == nil {
            callee = "." + member.declName.baseName.text
        } else {
            callee = PreviewSyntax.typeName(call.calledExpression) ?? call.calledExpression.sourceText
        }
        if let label { return "\(callee)(\(label):)" }
        return callee
    }

    /// How production code fills each parameter it passes text to: formatted from values, or
    /// handed on as it came (a property, a parameter). Only calls that pass one of those count.
    private func recordFieldFills(_ call: FunctionCallExprSyntax) {
        // Only fields of types (`Row(value:)`, `.init(value:)`, `.expired(_)`) are ever asked about;
        // method and function calls (most calls of a file) are skipped before any string is built.
        guard Self.mayFillField(call.calledExpression) else { return }
        let implicitType = implicitInitializerType(call)
        for argument in call.arguments {
            guard let (fill, callee) = FieldFill.classify(argument.expression, local: localFill) else { continue }
            var field = Self.fieldKey(call, label: argument.label?.text)
            if let implicitType, let open = field.firstIndex(of: "("), field[..<open].hasSuffix("init") { field = implicitType + field[open...] }
            // The type fills its own field (`self.init(…)`, `Self(…)` in its initializer or factory):
            // a path from raw values that a preview can take too.
            let owner = field.firstIndex(of: "(").map { MemberRecord.simpleName(String(field[..<$0])) }
            let inOwnType = owner != nil && owner == typeNames.last.map(MemberRecord.simpleName)
            let place = range(argument.expression)
            facts.fieldFills.append(FieldFillRecord(field: field, fill: fill, range: place, callee: callee, inOwnType: inOwnType,
                                                    shape: fill == .formatted ? FieldFill.shape(of: argument.expression, range: place) : nil))
        }
    }

    /// `Type(…)`, `Type.init(…)`, `self.init(…)`, `.init(…)` or an implicit member `.case(…)`.
    private static func mayFillField(_ callee: ExprSyntax) -> Bool {
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return PreviewSyntax.looksLikeTypeName(reference.baseName.text) }
        guard let member = callee.as(MemberAccessExprSyntax.self) else { return false }
        guard let base = member.base else { return true }
        return member.declName.baseName.text == "init" || PreviewSyntax.typeName(callee) != nil
            || base.as(DeclReferenceExprSyntax.self).map { PreviewSyntax.looksLikeTypeName($0.baseName.text) && member.declName.baseName.text.first?.isLowercase == false } ?? false
    }

    /// The type a production `.init(…)` builds when the code says: returned from a function or
    /// property of a declared type, or assigned to a variable declared with one.
    private func implicitInitializerType(_ call: FunctionCallExprSyntax) -> String? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" else { return nil }
        // `self.init(…)` in an initializer of the type: the type itself.
        if let base = member.base {
            guard let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text, name == "self" || name == "Self" else { return nil }
            return typeNames.isEmpty ? nil : typeNames.joined(separator: ".")
        }
        if call.parent?.is(ReturnStmtSyntax.self) == true || Self.isSoleStatement(call) {
            return returnTypes.last.flatMap { $0 }.map { resolvedType($0) }
        }
        if let binding = call.parent?.parent?.as(PatternBindingSyntax.self) {
            return binding.typeAnnotation.map { resolvedType($0.type.sourceText) }
        }
        return nil
    }

    /// `Self`, a type alias of the file (`typealias Entry = WidgetGaugeEntry`, as a timeline provider
    /// declares), `[T]` and `T?` read as the type they name.
    private func resolvedType(_ written: String) -> String {
        let type = ProjectIndex.elementType(written)
        if type == "Self" { return typeNames.joined(separator: ".") }
        return typeAliases[type] ?? type
    }

    private var typeAliases: [String: String] = [:]

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        typeAliases[node.name.text] = ProjectIndex.elementType(node.initializer.value.sourceText)
        facts.typeAliases.append(TypeAliasRecord(name: (typeNames + [node.name.text]).joined(separator: "."), type: node.initializer.value.sourceText))
        return .visitChildren
    }

    /// The only statement of a body: what a function or getter returns without `return`.
    private static func isSoleStatement(_ node: some SyntaxProtocol) -> Bool {
        guard let item = node.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self) else { return false }
        return list.count == 1
    }

    /// The declared types of the functions and properties being walked (nil for closures).
    private var returnTypes: [String?] = []

    /// Code that may be production code: not a preview, not a fixture type. A static member may be
    /// either; the project model leaves out the fills of those previews reach.
    private var recordsFieldFills: Bool { previewDepth == 0 && !isInsideFixtureType }

    /// How the code's local names were filled (`let valueLabel = "\(value) \(unit)"`), so passing
    /// one on counts as what it holds. Kept per file, not per function: a name reused in another
    /// function with another value is rare, and only makes a pass-through look formatted.
    private var localValues: [String: ExprSyntax] = [:]

    /// A local's fill, read from its initial value only when it is passed to a field.
    private func localFill(_ name: String) -> (fill: FieldFill, callee: String?)? {
        guard let value = localValues.removeValue(forKey: name) else { return nil }
        defer { localValues[name] = value }
        return FieldFill.classify(value, local: localFill)
    }

    /// `let label = …` inside a body, and `state.delta = …`: a field set by assignment (`.delta`).
    private func recordAssignments(_ node: VariableDeclSyntax) {
        guard codeDepth > 0, recordsFieldFills else { return }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value else { continue }
            localValues[name] = value
        }
    }

    /// `state.delta = deltaFormatter.string(from: value)`, unfolded: target, `=`, value.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard codeDepth > 0, recordsFieldFills else { return .visitChildren }
        let elements = node.elements
        guard elements.count == 3, let target = elements.first?.as(MemberAccessExprSyntax.self), target.base != nil,
              elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true, let value = elements.last,
              let (fill, callee) = FieldFill.classify(value, local: localFill) else { return .visitChildren }
        let ownProperty = target.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        let place = range(value)
        facts.fieldFills.append(FieldFillRecord(field: "." + target.declName.baseName.text + "=", fill: fill, range: place, callee: callee,
                                                inOwnType: ownProperty, shape: fill == .formatted ? FieldFill.shape(of: value, range: place) : nil))
        return .visitChildren
    }
}
