import SwiftSyntax

/// A word picked from a list by its position: `names[index]` of `let names = ["N", "NE", …]` (a
/// local, of literals or localized words, or a constant of the type read bare or through `Self`),
/// or `["Sun", "Mon", …][day - 1]`.
/// Each element is the text for its index; an index past the end traps in Swift: no output.
extension BodyLowerer {
    /// `list[index]`: the element whose position the index equals, tried in order.
    func element(_ call: SubscriptCallExprSyntax) throws(LoweringFailure) -> BehaviourExpression {
        let constants = typeList(call.calledExpression) ?? LiteralReader.list(call.calledExpression)
        let list = call.calledExpression.as(DeclReferenceExprSyntax.self).flatMap { lists[$0.baseName.text] }
            ?? constants?.map { BehaviourExpression.literal($0) }
        guard call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil, let list else {
            throw LoweringFailure("uses \(call.sourceText.prefix(40))")
        }
        let index = try lower(argument.expression)
        return list.indices.reversed().reduce(BehaviourExpression.builtin(.unreached, [])) { rest, position in
            .conditional(.binary(.equal, index, .literal(.int(position))), list[position], rest)
        }
    }

    /// `["N", "NE", …]`, or words looked up in the string tables (`[String(localized: "N_compass",
    /// comment: "North"), …]`): each element lowered; nil for any other value.
    func wordList(_ value: ExprSyntax) throws(LoweringFailure) -> [BehaviourExpression]? {
        if let values = LiteralReader.list(value) { return values.map { .literal($0) } }
        guard let array = value.as(ArrayExprSyntax.self), array.elements.count > 1 else { return nil }
        var words: [BehaviourExpression] = []
        for element in array.elements {
            guard let call = element.expression.as(FunctionCallExprSyntax.self),
                  let word = try localizedLookup(call) else { return nil }
            words.append(word)
        }
        return words
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
