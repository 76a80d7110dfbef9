import SwiftSyntax

/// The type an implicit member (`.figmaPreview`) is a member of, where the code around it declares
/// that type: the value a function or getter returns (`var snapshot: TreemapSnapshot { .figmaPreview }`,
/// `return .figmaPreview`), or a binding's or parameter's annotated initial value
/// (`let style: BadgeStyle = .compact`). Nil elsewhere: the member may be any type's.
enum ImplicitMemberContext {
    static func type(of node: MemberAccessExprSyntax) -> String? {
        guard let parent = node.parent else { return nil }
        if parent.is(ReturnStmtSyntax.self) { return returnType(around: parent) }
        if let clause = parent.as(InitializerClauseSyntax.self), clause.value.id == node.id {
            if let binding = clause.parent?.as(PatternBindingSyntax.self) {
                return binding.typeAnnotation.flatMap { name(of: $0.type) }
            }
            return clause.parent?.as(FunctionParameterSyntax.self).flatMap { name(of: $0.type) }
        }
        // The one expression of a body is what it returns.
        if let item = parent.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
           list.count == 1 {
            return returnType(around: Syntax(item))
        }
        return nil
    }

    /// The declared result of the function, getter or subscript whose body holds `node`; nil inside
    /// a closure (its result is not written).
    private static func returnType(around node: Syntax) -> String? {
        var current = node.parent
        while let syntax = current {
            if syntax.is(ClosureExprSyntax.self) { return nil }
            if let function = syntax.as(FunctionDeclSyntax.self) {
                return function.signature.returnClause.flatMap { name(of: $0.type) }
            }
            if let subscriptDecl = syntax.as(SubscriptDeclSyntax.self) {
                return name(of: subscriptDecl.returnClause.type)
            }
            if let binding = syntax.as(PatternBindingSyntax.self) {
                return binding.typeAnnotation.flatMap { name(of: $0.type) }
            }
            if syntax.is(InitializerDeclSyntax.self) || syntax.is(MemberBlockSyntax.self) { return nil }
            current = syntax.parent
        }
        return nil
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
