import SwiftSyntax

/// A branch that runs only when the system asks for sample data (`if context.isPreview { … }` in a
/// timeline provider's `getSnapshot`, the widget gallery's entry): what it writes is stand-in data,
/// as a preview's or a placeholder's is, not what production shows.
enum PreviewBranch {
    /// The code an `if` runs only while previewing: its body for `if x.isPreview`, its `else` for
    /// `if !x.isPreview`; nil for any other condition (a condition among others proves nothing).
    static func body(of node: IfExprSyntax) -> Syntax? {
        guard node.conditions.count == 1, case .expression(let condition) = node.conditions.first?.condition,
              let asks = asksForPreview(condition) else { return nil }
        if asks { return Syntax(node.body) }
        if case .codeBlock(let block) = node.elseBody { return Syntax(block) }
        return nil
    }

    /// `guard !x.isPreview else { … }` runs its `else` only while previewing.
    static func body(of node: GuardStmtSyntax) -> Syntax? {
        guard node.conditions.count == 1, case .expression(let condition) = node.conditions.first?.condition,
              asksForPreview(condition) == false else { return nil }
        return Syntax(node.body)
    }

    /// true for `x.isPreview`, false for `!x.isPreview`, nil for anything else.
    private static func asksForPreview(_ expression: ExprSyntax) -> Bool? {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return member.declName.baseName.text == "isPreview" && member.base != nil ? true : nil
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return asksForPreview(prefix.expression).map { !$0 }
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return asksForPreview(only.expression)
        }
        return nil
    }
}
