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

    static func of(_ name: String, at node: Syntax) -> LocalBinding {
        var child = node, current = node.parent
        while let ancestor = current {
            if ancestor.is(MemberBlockItemSyntax.self) || ancestor.is(SourceFileSyntax.self) { return .none }
            if let found = boundBy(ancestor, child: child, name: name) { return found }
            child = ancestor
            current = ancestor.parent
        }
        return .none
    }

    private static func boundBy(_ ancestor: Syntax, child: Syntax, name: String) -> LocalBinding? {
        if let list = ancestor.as(CodeBlockItemListSyntax.self) {
            for item in list {
                if item.id == child.id { break }
                if let found = declared(name, by: item.item) { return found }
            }
            return nil
        }
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
        if let parameters {
            guard let parameter = parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) else { return nil }
            return typed(parameter.type, at: ancestor)
        }
        // `if let x`, `while let x`, `for x in`, `case .a(let x)`, `catch let x`: bound here, untyped.
        let patterns: Syntax? = ancestor.as(IfExprSyntax.self).map { Syntax($0.conditions) }
            ?? ancestor.as(WhileStmtSyntax.self).map { Syntax($0.conditions) }
            ?? ancestor.as(ForStmtSyntax.self).map { Syntax($0.pattern) }
            ?? ancestor.as(SwitchCaseSyntax.self).map { Syntax($0.label) }
            ?? ancestor.as(CatchClauseSyntax.self).map { Syntax($0.catchItems) }
        if let patterns, names(patterns, include: name) { return .untyped }
        return nil
    }

    /// A local the statement declares: `let x: T`, `let x = T()`, or `guard let x = …`.
    private static func declared(_ name: String, by item: CodeBlockItemSyntax.Item) -> LocalBinding? {
        if let variable = item.as(VariableDeclSyntax.self) {
            for binding in variable.bindings where names(Syntax(binding.pattern), include: name) {
                guard binding.pattern.is(IdentifierPatternSyntax.self),
                      let type = FactsCollector.declaredType(binding, attributes: variable.attributes) else { return .untyped }
                return FactsCollector.boundingGenericParameter(type, of: Syntax(variable)).map { $0.isEmpty ? .untyped : .typed($0) }
                    ?? .typed(type)
            }
            return nil
        }
        if let guardStatement = item.as(GuardStmtSyntax.self), names(Syntax(guardStatement.conditions), include: name) {
            return .untyped
        }
        return nil
    }

    private static func typed(_ type: TypeSyntax, at node: Syntax) -> LocalBinding {
        guard let name = FactsCollector.namedType(type) else { return .untyped }
        guard let bound = FactsCollector.boundingGenericParameter(name, of: node) else { return .typed(name) }
        return bound.isEmpty ? .untyped : .typed(bound)
    }

    /// Whether a pattern (or conditions) binds `name`: an identifier pattern of that name in it.
    private static func names(_ pattern: Syntax, include name: String) -> Bool {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) { return identifier.identifier.text == name }
        // `if let name {` binds with no pattern node around the name.
        if let binding = pattern.as(OptionalBindingConditionSyntax.self),
           binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name { return true }
        return pattern.children(viewMode: .sourceAccurate).contains { names($0, include: name) }
    }
}
