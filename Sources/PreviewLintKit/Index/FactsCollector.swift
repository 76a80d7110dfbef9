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
    private var scopeDepth = 0
    /// Depth of previews alone, and of widget types.
    private var previewDepth = 0
    private var widgetTypes: [Bool] = []
    private let formatting: FormatterCollector

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
        collector.spellConstructions()
        return collector.facts
    }

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
            if text.contains("previewlint:"),
               let command = SuppressionCommand.parse(comment: text, range: lines.range(from: position, to: position + length)) {
                facts.suppressions.append(command)
            }
        }
    }

    // MARK: Conditional compilation

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        conditions.append(ConditionText.clause(node))
        return .visitChildren
    }

    override func visitPost(_ node: IfConfigClauseSyntax) {
        conditions.removeLast()
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        facts.imports.append(node.path.sourceText)
        return .visitChildren
    }

    // MARK: Previews

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.macroName.text == "Preview" else { return .visitChildren }
        addMacroPreview(arguments: node.arguments, trailingClosure: node.trailingClosure, additional: node.additionalTrailingClosures, node: node)
        scopeDepth += 1
        previewDepth += 1
        return .visitChildren
    }

    override func visitPost(_ node: MacroExpansionDeclSyntax) {
        if node.macroName.text == "Preview" { scopeDepth -= 1; previewDepth -= 1 }
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.macroName.text == "Preview" else { return .visitChildren }
        addMacroPreview(arguments: node.arguments, trailingClosure: node.trailingClosure, additional: node.additionalTrailingClosures, node: node)
        scopeDepth += 1
        previewDepth += 1
        return .visitChildren
    }

    override func visitPost(_ node: MacroExpansionExprSyntax) {
        if node.macroName.text == "Preview" { scopeDepth -= 1; previewDepth -= 1 }
    }

    private func addMacroPreview(arguments: LabeledExprListSyntax, trailingClosure: ClosureExprSyntax?, additional: MultipleTrailingClosureElementListSyntax, node: some SyntaxProtocol) {
        let states = PreviewSyntax.stateClosures(additional).flatMap { closure in
            closure.statements.compactMap { item -> StateExpression? in
                guard let expression = item.item.as(ExprSyntax.self) else { return nil }
                return StateExpression(text: expression.sourceText, range: range(expression))
            }
        }
        var record = PreviewSyntax.macroPreview(arguments: arguments, trailingClosure: trailingClosure, additionalClosures: additional, range: range(node), states: states)
        record.conditions = conditions
        facts.previews.append(record)
    }

    /// `static var previews` of a `PreviewProvider`: one record per sub-preview.
    private func addProviderPreviews(_ node: VariableDeclSyntax) -> Bool {
        guard providerTypes.last == true, PreviewSyntax.isStatic(node.modifiers),
              let binding = node.bindings.first,
              binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "previews" else { return false }
        let statements: CodeBlockItemListSyntax?
        switch binding.accessorBlock?.accessors {
        case .getter(let items): statements = items
        case .accessors(let accessors): statements = accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        case nil: statements = nil
        }
        guard let statements else { return true }
        for expression in PreviewSyntax.providerSubPreviews(statements) {
            let modifiers = PreviewSyntax.providerModifiers(expression)
            var record = PreviewRecord(range: range(expression), name: modifiers.name, kind: .provider)
            record.family = modifiers.family
            record.rootType = PreviewSyntax.rootType(of: expression)
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

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node, name: node.extendedType.sourceText, kind: "extension")
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { leaveType(node) }

    private func enterType(_ node: some DeclGroupSyntax, name: String, kind: String) -> SyntaxVisitorContinueKind {
        let inherited = PreviewSyntax.inheritedNames(node.inheritanceClause)
        let qualified = (typeNames + [name]).joined(separator: ".")
        facts.types.append(TypeDeclarationRecord(name: name, qualifiedName: qualified, kind: kind, inherited: inherited, range: range(node), isExtension: kind == "extension", conditions: conditions))
        typeNames.append(name)
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
        } else if simpleName.hasSuffix("Mother") && simpleName.count > "Mother".count && kind != "extension" {
            fixture = makeFixture(node, name: qualified, kind: .mother)
            fixture?.motherShape = MotherShapeReader.shape(of: node, kind: kind, lines: lines)
        } else if kind != "extension" && PreviewSyntax.isPreviewDouble(simpleName, inherited: inherited) {
            fixture = makeFixture(node, name: qualified, kind: .previewType)
        }
        if let fixture {
            facts.fixtures.append(fixture)
            scopeDepth += 1
        }
        fixtureTypes.append(fixture != nil)
        return .visitChildren
    }

    private func leaveType(_ node: some DeclGroupSyntax) {
        typeNames.removeLast()
        providerTypes.removeLast()
        widgetTypes.removeLast()
        if fixtureTypes.removeLast() { scopeDepth -= 1 }
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        formatting.enterFunction(node, typeNames: typeNames)
        if typeNames == ["View"] { facts.viewModifiers.append(node.name.text) }
        let name = node.name.text
        if PreviewSyntax.isStatic(node.modifiers), name.hasPrefix("mock"), !isInsideFixtureType {
            facts.fixtures.append(makeFixture(node, name: qualifiedMember(name), kind: .mock))
            scopeDepth += 1
            openedMemberScopes.append(node.id)
        }
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) {
        closeMemberScope(node.id)
        formatting.leaveFunction(node)
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        formatting.variable(node)
        if addProviderPreviews(node) {
            scopeDepth += 1
            previewDepth += 1
            openedMemberScopes.append(node.id)
            previewVariables.append(node.id)
            return .visitChildren
        }
        guard PreviewSyntax.isStatic(node.modifiers), !isInsideFixtureType,
              let name = node.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              name.hasPrefix("preview") || name.hasPrefix("mock"),
              !PreviewSyntax.holdsPlainValue(node) else { return .visitChildren }
        facts.fixtures.append(makeFixture(node, name: qualifiedMember(name), kind: name.hasPrefix("mock") ? .mock : .previewMember))
        scopeDepth += 1
        openedMemberScopes.append(node.id)
        return .visitChildren
    }

    override func visitPost(_ node: VariableDeclSyntax) {
        if previewVariables.last == node.id {
            previewVariables.removeLast()
            previewDepth -= 1
        }
        closeMemberScope(node.id)
    }

    /// `static var previews` declarations being walked.
    private var previewVariables: [SyntaxIdentifier] = []

    /// Member fixtures whose scope is open, so `visitPost` closes exactly those.
    private var openedMemberScopes: [SyntaxIdentifier] = []

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
        if scopeDepth == 0 { recordFieldFills(node) }
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
            literalArgumentCount: arguments.count { PreviewSyntax.carriesLiteralValue($0.expression) }, hasTrailingClosure: node.trailingClosure != nil
        ))
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        formatting.memberAccess(node)
        guard scopeDepth > 0, let base = node.base else { return .visitChildren }
        let isCalled = node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
        guard let typeName = PreviewSyntax.typeName(base) else {
            // A modifier call on a view (`.liquidGlassChip()`), recorded by name.
            if isCalled { facts.references.append(ReferenceRecord(text: "." + node.declName.baseName.text, range: range(node.declName), isConstruction: true)) }
            return .visitChildren
        }
        facts.references.append(ReferenceRecord(text: "\(typeName).\(node.declName.baseName.text)", range: range(node), isConstruction: isCalled))
        return .visitChildren
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
    private func argumentOwner(_ node: some SyntaxProtocol) -> String? {
        guard let argument = node.parent?.as(LabeledExprSyntax.self),
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
        for argument in call.arguments {
            guard let fill = FieldFill.classify(argument.expression) else { continue }
            facts.fieldFills.append(FieldFillRecord(field: Self.fieldKey(call, label: argument.label?.text), fill: fill, range: range(argument.expression)))
        }
    }
}
