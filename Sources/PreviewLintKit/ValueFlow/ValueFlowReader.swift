import SwiftSyntax

/// Reads a file's `ValueFlowFacts`: declarations of properties, cases and scopes, and each
/// statement that writes a value, in its scope. Not a walk of its own: `FactsCollector`'s one walk
/// hands it the nodes it reads, entering (`visit`) and leaving (`visitPost`) each.
final class ValueFlowReader {
    private(set) var facts = ValueFlowFacts()
    private let lines: LineTable
    private var types: [String] = []
    /// Whether each enclosing type is a `PreviewProvider`.
    private var providers: [Bool] = []
    private var scopes: [Int] = []
    /// Scope indices given to closures met inside expressions before the walk reaches them.
    private var closureScopes: [SyntaxIdentifier: Int] = [:]
    /// Closures called at once to give a declared value (`let status: Status = { … }()`): they
    /// return the declared type, which their implicit members (`return .failed`) are read in.
    private var immediateClosureTypes: [SyntaxIdentifier: String] = [:]
    private var conditions: [String] = []
    private var previewDepth = 0
    /// Statements a result builder collects as the value of the scope they are in (`BuilderResults`).
    private var builderResults: Set<SyntaxIdentifier> = []
    /// Depth of enum case declarations being walked: a case is read whole where it is entered,
    /// and nothing inside it is read again.
    private var inCase = 0
    /// For each accessor block being walked, the property whose accessors it holds; nil for one
    /// of a subscript, whose accessors open no scopes of their own.
    private var accessorProperties: [AccessorProperty?] = []
    private struct AccessorProperty {
        var name: String
        var type: String?
        var isStatic: Bool
    }

    init(lines: LineTable) {
        self.lines = lines
    }

    /// Whether the walk is where this reader reads (not inside an enum case declaration).
    var isReading: Bool { inCase == 0 }

    private var owner: String { types.joined(separator: ".") }
    private var debugOnly: Bool { ConditionText.requiresAll(conditions, oneOf: ["DEBUG"]) }
    private var inPreview: Bool { previewDepth > 0 }

    /// Made once: one per statement read was an allocation of its closure each time.
    private lazy var expressions = ValueExpressionReader(lines: lines) { [unowned self] closure in
        self.scope(for: closure)
    }

    // MARK: Types

    /// A type or extension entered (`name` as written), and whether it is a `PreviewProvider`.
    func enterType(_ name: String, isProvider: Bool) {
        types.append(name)
        providers.append(isProvider)
    }

    func leaveType() {
        types.removeLast()
        providers.removeLast()
    }

    /// Handed every enum case declaration, also where the reader is not reading (`isReading`).
    func visit(_ node: EnumCaseDeclSyntax) {
        inCase += 1
        guard inCase == 1 else { return }
        for element in node.elements {
            let parameters = element.parameterClause?.parameters.map { parameter in
                ValueParameter(label: parameter.firstName?.text ?? "_", name: parameter.secondName?.text ?? parameter.firstName?.text ?? "_",
                               type: parameter.type.sourceText, hasDefault: parameter.defaultValue != nil)
            } ?? []
            facts.cases.append(ValueCase(owner: owner, name: element.name.text, parameters: parameters))
        }
    }
    func visitPost(_ node: EnumCaseDeclSyntax) { inCase -= 1 }

    func visit(_ node: IfConfigClauseSyntax) {
        conditions.append(ConditionText.clause(node))
    }
    func visitPost(_ node: IfConfigClauseSyntax) { conditions.removeLast() }

    func visit(_ node: IfExprSyntax) {
        if let branch = PreviewBranch.body(of: node) { facts.previewBranches.append(lines.range(of: branch)) }
    }

    func visit(_ node: GuardStmtSyntax) {
        if let branch = PreviewBranch.body(of: node) { facts.previewBranches.append(lines.range(of: branch)) }
    }

    func visit(_ node: FunctionCallExprSyntax) {
        // The whole call: the statement that passes the view its values is what is judged.
        if RedactedPlaceholder.isAlwaysRedacted(node) { facts.redactedViews.append(lines.range(of: node)) }
    }

    // MARK: Scopes

    private func open(_ kind: ValueScope.Kind, name: String, node: some SyntaxProtocol, isStatic: Bool = false, parameters: [ValueParameter] = [],
                      returnType: String? = nil, index: Int? = nil) {
        let scope = ValueScope(kind: kind, owner: owner, name: name, isStatic: isStatic, parameters: parameters, returnType: returnType,
                               parent: scopes.last ?? -1, range: lines.range(of: node), inPreview: inPreview || (providers.last ?? false),
                               debugOnly: debugOnly)
        if let index {
            facts.scopes[index] = scope
            scopes.append(index)
        } else {
            scopes.append(facts.scopes.count)
            facts.scopes.append(scope)
        }
    }

    private func close() { scopes.removeLast() }

    private static func parameters(_ clause: FunctionParameterClauseSyntax) -> [ValueParameter] {
        clause.parameters.map { parameter in
            // A variadic parameter (`_ args: CVarArg...`) is written with its `...` and, like one
            // with a default, may take no argument.
            let variadic = parameter.ellipsis != nil
            return ValueParameter(label: parameter.firstName.text, name: parameter.secondName?.text ?? parameter.firstName.text,
                                  type: parameter.type.sourceText + (variadic ? "..." : ""), hasDefault: parameter.defaultValue != nil || variadic)
        }
    }

    func visit(_ node: FunctionDeclSyntax) {
        open(.function, name: node.callSignature, node: node, isStatic: PreviewSyntax.isStatic(node.modifiers),
             parameters: Self.parameters(node.signature.parameterClause), returnType: node.signature.returnClause?.type.sourceText)
        if let body = node.body, !recordImplicitReturn(body.statements), BuilderResults.isBuilder(node.attributes) {
            builderResults.formUnion(BuilderResults.values(of: body.statements))
        }
    }
    func visitPost(_ node: FunctionDeclSyntax) { close() }

    func visit(_ node: InitializerDeclSyntax) {
        let parameters = Self.parameters(node.signature.parameterClause)
        open(.initializer, name: CallSignature.spell("init", labels: parameters.map(\.label)), node: node, parameters: parameters)
    }
    func visitPost(_ node: InitializerDeclSyntax) { close() }

    func visit(_ node: ClosureExprSyntax) {
        let parameters: [ValueParameter]
        switch node.signature?.parameterClause {
        case .simpleInput(let names): parameters = names.map { ValueParameter(label: "_", name: $0.name.text) }
        case .parameterClause(let clause):
            parameters = clause.parameters.map { ValueParameter(label: "_", name: $0.secondName?.text ?? $0.firstName.text, type: $0.type?.sourceText) }
        case nil: parameters = []
        }
        open(.closure, name: "closure", node: node, parameters: parameters,
             returnType: node.signature?.returnClause?.type.sourceText ?? immediateClosureTypes[node.id], index: closureScopes[node.id])
        // A closure handed to a view builder parameter gives every view its statements make.
        if !recordImplicitReturn(node.statements) { builderResults.formUnion(BuilderResults.values(of: node.statements)) }
    }
    func visitPost(_ node: ClosureExprSyntax) { close() }

    /// The scope a closure's statements go to, given before the walk reaches the closure.
    private func scope(for closure: ClosureExprSyntax) -> Int {
        if let known = closureScopes[closure.id] { return known }
        let index = facts.scopes.count
        facts.scopes.append(ValueScope(kind: .closure, owner: owner, name: "closure", range: lines.range(of: closure)))
        closureScopes[closure.id] = index
        return index
    }

    func visit(_ node: MacroExpansionExprSyntax) { enterPreview(node) }
    func visitPost(_ node: MacroExpansionExprSyntax) { leavePreview(node) }
    func visit(_ node: MacroExpansionDeclSyntax) { enterPreview(node) }
    func visitPost(_ node: MacroExpansionDeclSyntax) { leavePreview(node) }

    private func enterPreview(_ node: some FreestandingMacroExpansionSyntax) {
        guard node.macroName.text == "Preview" else { return }
        previewDepth += 1
        open(.preview, name: "#Preview", node: node)
    }

    private func leavePreview(_ node: some FreestandingMacroExpansionSyntax) {
        guard node.macroName.text == "Preview" else { return }
        previewDepth -= 1
        close()
    }

    // MARK: Properties and locals

    func visit(_ node: VariableDeclSyntax) {
        let isMember = node.parent?.is(MemberBlockItemSyntax.self) == true
        let isGlobal = types.isEmpty && scopes.isEmpty
        let isStatic = PreviewSyntax.isStatic(node.modifiers)
        let wrapper = node.attributes.first?.as(AttributeSyntax.self)?.attributeName.sourceText
        for binding in node.bindings {
            if !isMember, !isGlobal, let scope = scopes.last, let pairs = Self.destructured(binding) {
                for (name, value) in pairs {
                    let initial = expressions.read(value)
                    facts.scopes[scope].locals.append(ValueLocal(name: name, type: nil, value: initial))
                    evaluated(initial, in: scope, range: lines.range(of: value))
                }
                continue
            }
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let type = binding.typeAnnotation?.type.sourceText
            if let type, let call = binding.initializer?.value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
               call.trailingClosure == nil, let closure = call.calledExpression.as(ClosureExprSyntax.self) {
                immediateClosureTypes[closure.id] = type
            }
            let initial = binding.initializer.map { expressions.read($0.value) }
            if isMember || isGlobal {
                facts.properties.append(ValueProperty(owner: owner, name: name, type: type, initial: initial, isStatic: isStatic,
                                                      isComputed: Self.isComputed(binding), wrapper: wrapper, range: lines.range(of: binding)))
            } else if let scope = scopes.last {
                let cast = binding.initializer.flatMap { Self.castType($0.value) }
                facts.scopes[scope].locals.append(ValueLocal(name: name, type: type ?? cast, value: initial))
            }
            if let initial, let scope = scopes.last, !isMember {
                evaluated(initial, in: scope, range: lines.range(of: binding))
            }
        }
    }

    /// `let (summary, status) = try await (client.summary(), client.status())`: each name holds
    /// the element in its place (`_` holds nothing).
    static func destructured(_ binding: PatternBindingSyntax) -> [(String, ExprSyntax)]? {
        guard let pattern = binding.pattern.as(TuplePatternSyntax.self),
              var value = binding.initializer?.value else { return nil }
        while true {
            if let tried = value.as(TryExprSyntax.self) { value = tried.expression; continue }
            if let awaited = value.as(AwaitExprSyntax.self) { value = awaited.expression; continue }
            break
        }
        guard let tuple = value.as(TupleExprSyntax.self), tuple.elements.count == pattern.elements.count,
              tuple.elements.count > 1 else { return nil }
        return zip(pattern.elements, tuple.elements).compactMap { element, value in
            element.pattern.as(IdentifierPatternSyntax.self).map { ($0.identifier.text, value.expression) }
        }
    }

    /// `if let x = value`, `guard let x = value`: a local holding the value, unwrapped. `if let x`
    /// and `if let x = x` rebind a name to its own value: the name already reads it.
    func visit(_ node: OptionalBindingConditionSyntax) {
        guard let scope = scopes.last, let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let initializer = node.initializer, initializer.value.as(DeclReferenceExprSyntax.self)?.baseName.text != name else { return }
        let value = expressions.read(initializer.value)
        let type = node.typeAnnotation?.type.sourceText ?? Self.castType(initializer.value)
        // `if let viewModel = viewModel.child { … }`: the body alone sees the binding.
        let statement = node.parent?.parent?.parent
        let body = statement?.as(IfExprSyntax.self)?.body ?? statement?.as(WhileStmtSyntax.self)?.body
        facts.scopes[scope].locals.append(ValueLocal(name: name, type: type, value: value,
                                                     visibleUntil: body?.endPosition.utf8Offset))
        evaluated(value, in: scope, range: lines.range(of: initializer))
    }

    /// `notification.object as? NSTextField`: the type a cast names, which a value read through it
    /// has (its members are that type's, not another type's of the same name).
    static func castType(_ value: ExprSyntax) -> String? {
        if let cast = value.as(AsExprSyntax.self) { return cast.type.sourceText }
        guard let sequence = value.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
        let elements = Array(sequence.elements)
        guard elements[1].is(UnresolvedAsExprSyntax.self) else { return nil }
        return elements[2].as(TypeExprSyntax.self)?.type.sourceText
    }

    private static func isComputed(_ binding: PatternBindingSyntax) -> Bool {
        guard let accessors = binding.accessorBlock?.accessors else { return false }
        switch accessors {
        case .getter: return true
        case .accessors(let list): return list.contains { $0.accessorSpecifier.tokenKind == .keyword(.get) }
        }
    }

    /// A property's getter (`var x: T { … }`) is a scope of the block; each of its accessors
    /// (`get`, `set`, `didSet`) is one of its own, opened where the walk enters the accessor.
    func visit(_ node: AccessorBlockSyntax) {
        guard let binding = node.parent?.as(PatternBindingSyntax.self),
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
            accessorProperties.append(nil)
            return
        }
        let type = binding.typeAnnotation?.type.sourceText
        let isStatic = binding.parent?.parent?.as(VariableDeclSyntax.self)
            .map { PreviewSyntax.isStatic($0.modifiers) } ?? false
        accessorProperties.append(AccessorProperty(name: name, type: type, isStatic: isStatic))
        if case .getter(let statements) = node.accessors {
            open(.getter, name: name, node: node, isStatic: isStatic, returnType: type)
            recordImplicitReturn(statements)
        }
    }

    func visitPost(_ node: AccessorBlockSyntax) {
        if accessorProperties.removeLast() != nil, case .getter = node.accessors { close() }
    }

    /// An accessor of the innermost accessor block, the one the walk is in.
    func visit(_ node: AccessorDeclSyntax) {
        guard let property = accessorProperties.last ?? nil else { return }
        let isGetter = node.accessorSpecifier.tokenKind == .keyword(.get)
        let kind: ValueScope.Kind = isGetter ? .getter : .observer
        let newValue = ValueParameter(label: "_", name: node.parameters?.name.text ?? "newValue", type: property.type)
        open(kind, name: property.name, node: node, isStatic: property.isStatic, parameters: isGetter ? [] : [newValue],
             returnType: isGetter ? property.type : nil)
        if isGetter, let body = node.body { recordImplicitReturn(body.statements) }
    }

    func visitPost(_ node: AccessorDeclSyntax) {
        if accessorProperties.last ?? nil != nil { close() }
    }

    // MARK: Statements

    func visit(_ node: CodeBlockItemSyntax) {
        guard let scope = scopes.last else { return }
        if let returned = node.item.as(ReturnStmtSyntax.self), let value = returned.expression {
            facts.writes.append(ValueWrite(kind: .returned, scope: scope, value: expressions.read(value), range: lines.range(of: returned)))
        } else if let expression = node.item.as(ExprSyntax.self) {
            if builderResults.remove(expression.id) != nil {
                facts.writes.append(ValueWrite(kind: .returned, scope: scope, value: expressions.read(expression), range: lines.range(of: expression)))
            } else {
                record(expression, in: scope)
            }
        }
    }

    /// An assignment, or a statement whose calls pass arguments. `if`/`switch` statements and
    /// closures' own statements are read where the walk meets them.
    private func record(_ expression: ExprSyntax, in scope: Int) {
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if let position = elements.firstIndex(where: { Self.isAssignment($0) }), position > 0, position + 1 < elements.count {
                facts.writes.append(ValueWrite(kind: .assignment, scope: scope, target: read(elements[..<position]),
                                               value: read(elements[(position + 1)...]), range: lines.range(of: expression)))
                return
            }
        }
        guard Self.mayPassArguments(expression) else { return }
        // A body's single expression is recorded as what it returns.
        if facts.writes.last.map({ $0.kind == .returned && $0.range == lines.range(of: expression) }) == true { return }
        evaluated(expressions.read(expression), in: scope, range: lines.range(of: expression))
    }

    /// A value evaluated for the arguments its calls pass. One that passes none (`view.layoutIfNeeded()`,
    /// `let title = item.title`, kept as the local) can fill no slot, and is left out.
    private func evaluated(_ value: ValueExpression, in scope: Int, range: SourceRange) {
        guard value.passesArguments else { return }
        facts.writes.append(ValueWrite(kind: .evaluated, scope: scope, value: value, range: range))
    }

    /// What a function, getter or closure with one expression returns without `return`.
    /// An `if` or `switch` alone in a body that declares a result is an expression giving it.
    /// Whether it recorded one (a builder then has nothing more to collect).
    @discardableResult
    private func recordImplicitReturn(_ statements: CodeBlockItemListSyntax) -> Bool {
        guard statements.count == 1, let scope = scopes.last, let statement = statements.first else { return false }
        // One whose branches `return` is a statement: those returns are recorded where the walk meets them.
        let branching = facts.scopes[scope].returnType == nil ? nil : statement.item.as(ExpressionStmtSyntax.self)
            .map(\.expression).flatMap { ValueExpressionReader.givesValueInEveryBranch($0) ? $0 : nil }
        guard let expression = statement.item.as(ExprSyntax.self) ?? branching, !Self.isAssignmentStatement(expression) else { return false }
        facts.writes.append(ValueWrite(kind: .returned, scope: scope, value: expressions.read(expression), range: lines.range(of: expression)))
        return true
    }

    private static func isAssignment(_ element: ExprSyntax) -> Bool {
        if element.is(AssignmentExprSyntax.self) { return true }
        if let operation = element.as(BinaryOperatorExprSyntax.self)?.operator.text { return operation == "+=" }
        return false
    }

    static func isAssignmentStatement(_ expression: ExprSyntax) -> Bool {
        expression.as(SequenceExprSyntax.self)?.elements.contains(where: isAssignment) ?? false
    }

    /// Part of a sequence: one element as it is in the tree, several as a sequence of their own.
    private func read(_ elements: ArraySlice<ExprSyntax>) -> ValueExpression {
        if elements.count == 1 { return expressions.read(elements.first!) }
        return expressions.read(sequence: Array(elements))
    }

    /// A call, or a chain or operator over calls: what can pass arguments. `if` and `switch`
    /// statements are read branch by branch where the walk meets their statements.
    private static func mayPassArguments(_ expression: ExprSyntax) -> Bool {
        switch expression.kind {
        case .functionCallExpr, .sequenceExpr, .tryExpr, .awaitExpr, .memberAccessExpr, .optionalChainingExpr, .forceUnwrapExpr: true
        default: false
        }
    }
}
