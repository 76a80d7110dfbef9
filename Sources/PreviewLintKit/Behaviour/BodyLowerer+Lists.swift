import SwiftSyntax

/// A word picked from a list by its position: `names[index]` of `let names = ["N", "NE", …]` (a
/// local, or a constant of the type read bare or through `Self`), or `["Sun", "Mon", …][day - 1]`.
/// Each element is the text for its index; an index past the end traps in Swift: no output.
extension BodyLowerer {
    /// `list[index]`: the element whose position the index equals, tried in order.
    func element(_ call: SubscriptCallExprSyntax) throws(LoweringFailure) -> BehaviourExpression {
        let list = call.calledExpression.as(DeclReferenceExprSyntax.self).flatMap { lists[$0.baseName.text] }
            ?? typeList(call.calledExpression) ?? LiteralReader.list(call.calledExpression)
        guard call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil, let list else {
            throw LoweringFailure("uses \(call.sourceText.prefix(40))")
        }
        let index = try lower(argument.expression)
        return list.indices.reversed().reduce(BehaviourExpression.builtin(.unreached, [])) { rest, position in
            .conditional(.binary(.equal, index, .literal(.int(position))), .literal(list[position]), rest)
        }
    }

    /// A list constant of the enclosing type: `names`, `Self.names`, `self.names`, unless a local hides it.
    private func typeList(_ expression: ExprSyntax) -> [BehaviourValue]? {
        if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            return isLocal(name) || readsStoredInput(name) ? nil : context.lists[name]
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base?.sourceText,
              ["Self", "self"].contains(base), !isLocal(base) else { return nil }
        return context.lists[member.declName.baseName.text]
    }
}
