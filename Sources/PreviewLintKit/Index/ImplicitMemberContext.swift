import SwiftSyntax

/// The type an implicit member (`.figmaPreview`) is a member of, where the code around it declares
/// that type: the value a function or getter returns (`var snapshot: TreemapSnapshot { .figmaPreview }`,
/// `return .figmaPreview`), a binding's or parameter's annotated initial value
/// (`let style: BadgeStyle = .compact`), or what a `map` closure returns into such a declared array
/// (`static let list: [Item] = (0..<3).map { _ in .mocked() }`). Nil elsewhere: the member may be
/// any type's.
enum ImplicitMemberContext {
    static func type(of member: MemberAccessExprSyntax) -> String? {
        declaredType(of: standing(member)).flatMap(name(of:))
    }

    /// The expression an implicit member stands as: `.mocked()` where it is called (a static
    /// function is looked up in the type the context expects as a static property is), else itself.
    static func standing(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id {
            return ExprSyntax(call)
        }
        return ExprSyntax(node)
    }

    /// The type the code declares for the value of `node`, as written.
    private static func declaredType(of node: ExprSyntax) -> TypeSyntax? {
        guard let parent = node.parent else { return nil }
        if parent.is(ReturnStmtSyntax.self) { return returnType(around: parent) }
        if let clause = parent.as(InitializerClauseSyntax.self), clause.value.id == node.id {
            if let binding = clause.parent?.as(PatternBindingSyntax.self) { return binding.typeAnnotation?.type }
            return clause.parent?.as(FunctionParameterSyntax.self)?.type
        }
        // The one expression of a body is what it returns.
        if let item = parent.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
           list.count == 1 {
            return returnType(around: Syntax(item))
        }
        return nil
    }

    /// The declared result of the function, getter or subscript whose body holds `node`; inside a
    /// closure, the element of the declared array a `map` over it builds, else nil (its result is
    /// not written).
    private static func returnType(around node: Syntax) -> TypeSyntax? {
        var current = node.parent
        while let syntax = current {
            if let closure = syntax.as(ClosureExprSyntax.self) { return mappedElement(closure) }
            if let function = syntax.as(FunctionDeclSyntax.self) { return function.signature.returnClause?.type }
            if let subscriptDecl = syntax.as(SubscriptDeclSyntax.self) { return subscriptDecl.returnClause.type }
            if let binding = syntax.as(PatternBindingSyntax.self) { return binding.typeAnnotation?.type }
            if syntax.is(InitializerDeclSyntax.self) || syntax.is(MemberBlockSyntax.self) { return nil }
            current = syntax.parent
        }
        return nil
    }

    /// `Item` for the closure of `(0..<3).map { _ in .mocked() }` whose result is declared `[Item]`.
    private static func mappedElement(_ closure: ClosureExprSyntax) -> TypeSyntax? {
        let call = closure.parent?.as(FunctionCallExprSyntax.self)
            ?? closure.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)
        guard let call, call.trailingClosure?.id == closure.id || call.arguments.count == 1,
              let callee = call.calledExpression.as(MemberAccessExprSyntax.self), callee.base != nil,
              callee.declName.baseName.text == "map",
              let array = declaredType(of: ExprSyntax(call))?.as(ArrayTypeSyntax.self) else { return nil }
        return array.element
    }

    /// `Snapshot`, `Weekly.Snapshot` and `Snapshot?` → `Snapshot`; nil for generic, `some`/`any`,
    /// `Self` and composed types, whose members are not one declared type's.
    private static func name(of type: TypeSyntax) -> String? {
        if let optional = type.as(OptionalTypeSyntax.self) { return name(of: optional.wrappedType) }
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            guard identifier.genericArgumentClause == nil,
                  case .identifier(let text) = identifier.name.tokenKind else { return nil }
            return text
        }
        if let member = type.as(MemberTypeSyntax.self), member.genericArgumentClause == nil,
           case .identifier(let text) = member.name.tokenKind {
            return text
        }
        return nil
    }
}
