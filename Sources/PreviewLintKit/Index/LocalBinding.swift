import SwiftSyntax

/// What a bare name read in code is bound to before the enclosing type's members are looked at:
/// a parameter of the function, initializer or closure around it, or a local declared earlier in
/// an enclosing block (`let engine = Engine()`, `guard let state = …`, `for step in …`). Swift
/// looks there first, so a local shadows the property of that name.
enum LocalBinding: Equatable {
    /// Declared with a type the code names (`state: WatchWorkoutState`, `let engine = Engine()`).
    case typed(String)
    /// Bound, but to a value whose type the code does not say (`guard let x = y`, `{ step in }`).
    case untyped
    /// Not bound inside the member: the name is the type's (or an outer scope's).
    case none

    static func of(_ name: String, at node: Syntax, blocks: BlockLocals) -> LocalBinding {
        var child = node, current = node.parent
        while let ancestor = current {
            switch ancestor.kind {
            case .memberBlockItem, .sourceFile: return .none
            case .codeBlockItemList:
                if let found = blocks.binding(of: name, in: ancestor.cast(CodeBlockItemListSyntax.self), before: child.id) { return found }
            case .closureExpr, .functionDecl, .initializerDecl, .subscriptDecl:
                if let found = parameter(name, of: ancestor) { return found }
            case .ifExpr, .whileStmt, .forStmt, .switchCase, .catchClause:
                if let found = boundByPattern(ancestor, name: name) { return found }
            default: break
            }
            child = ancestor
            current = ancestor.parent
        }
        return .none
    }

    private static func parameter(_ name: String, of ancestor: Syntax) -> LocalBinding? {
        if let closure = ancestor.as(ClosureExprSyntax.self), let signature = closure.signature {
            switch signature.parameterClause {
            case .simpleInput(let names)?:
                return names.contains { $0.name.text == name } ? .untyped : nil
            case .parameterClause(let clause)?:
                guard let parameter = clause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) else { return nil }
                return parameter.type.flatMap { typed($0, at: ancestor) } ?? .untyped
            case nil: return nil
            }
        }
        let parameters = ancestor.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
            ?? ancestor.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters
            ?? ancestor.as(SubscriptDeclSyntax.self)?.parameterClause.parameters
        guard let parameter = parameters?.first(where: { ($0.secondName ?? $0.firstName).text == name }) else { return nil }
        return typed(parameter.type, at: ancestor)
    }

    /// `if let x`, `while let x`, `for x in`, `case .a(let x)`, `catch let x`: bound there, untyped.
    private static func boundByPattern(_ ancestor: Syntax, name: String) -> LocalBinding? {
        let patterns: Syntax? = ancestor.as(IfExprSyntax.self).map { Syntax($0.conditions) }
            ?? ancestor.as(WhileStmtSyntax.self).map { Syntax($0.conditions) }
            ?? ancestor.as(ForStmtSyntax.self).map { Syntax($0.pattern) }
            ?? ancestor.as(SwitchCaseSyntax.self).map { Syntax($0.label) }
            ?? ancestor.as(CatchClauseSyntax.self).map { Syntax($0.catchItems) }
        guard let patterns, names(patterns, include: name) else { return nil }
        return .untyped
    }

    /// The locals a statement declares: `let x: T` and `let x = T()` typed, others (`let (a, b)`,
    /// `guard let x = …`) bound to values of no declared type.
    static func declarations(in item: CodeBlockItemSyntax.Item) -> [(name: String, binding: LocalBinding)] {
        if let variable = item.as(VariableDeclSyntax.self) {
            return variable.bindings.flatMap { binding -> [(name: String, binding: LocalBinding)] in
                if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
                    guard let type = FactsCollector.declaredType(binding, attributes: variable.attributes) else {
                        return [(identifier.identifier.text, .untyped)]
                    }
                    let bound = FactsCollector.boundingGenericParameter(type, of: Syntax(variable))
                    return [(identifier.identifier.text, bound.map { $0.isEmpty ? .untyped : .typed($0) } ?? .typed(type))]
                }
                return identifiers(in: Syntax(binding.pattern)).map { ($0, .untyped) }
            }
        }
        if let guardStatement = item.as(GuardStmtSyntax.self) {
            return identifiers(in: Syntax(guardStatement.conditions)).map { ($0, .untyped) }
        }
        return []
    }

    /// The names the identifier patterns in a pattern or conditions bind (`if let name {` included).
    static func identifiers(in node: Syntax) -> [String] {
        if let identifier = node.as(IdentifierPatternSyntax.self) { return [identifier.identifier.text] }
        return node.children(viewMode: .sourceAccurate).flatMap(identifiers)
    }

    private static func typed(_ type: TypeSyntax, at node: Syntax) -> LocalBinding {
        guard let name = FactsCollector.namedType(type) else { return .untyped }
        guard let bound = FactsCollector.boundingGenericParameter(name, of: node) else { return .typed(name) }
        return bound.isEmpty ? .untyped : .typed(bound)
    }

    /// Whether a pattern (or conditions) binds `name`.
    static func names(_ pattern: Syntax, include name: String) -> Bool {
        identifiers(in: pattern).contains(name)
    }
}

/// The locals each code block declares, by name, with the position of the statement declaring
/// them: read once per block, however many reads inside it ask.
final class BlockLocals {
    private struct Block {
        var positions: [SyntaxIdentifier: Int] = [:]
        var names: [String: [(position: Int, binding: LocalBinding)]] = [:]
    }

    private var blocks: [SyntaxIdentifier: Block] = [:]

    /// What the last statement before `item` that declares `name` binds it to; nil where none does.
    func binding(of name: String, in list: CodeBlockItemListSyntax, before item: SyntaxIdentifier) -> LocalBinding? {
        let block = blocks[list.id] ?? read(list)
        guard let declared = block.names[name], let position = block.positions[item] else { return nil }
        return declared.last { $0.position < position }?.binding
    }

    private func read(_ list: CodeBlockItemListSyntax) -> Block {
        var block = Block()
        for (index, item) in list.enumerated() {
            block.positions[item.id] = index
            for (name, binding) in LocalBinding.declarations(in: item.item) {
                block.names[name, default: []].append((index, binding))
            }
        }
        blocks[list.id] = block
        return block
    }
}
