import SwiftSyntax

/// A type's constants that other types' formatting reads by path (`Texts_Common.HIGH`,
/// `GlucoseUnits.exchangeRate`): a `static let` holding a literal, or text looked up in the string
/// tables by a literal key (`NSLocalizedString("common_high", tableName: filename, value: "HIGH",
/// comment: "")`, also in a closure called in place). Lowering keeps such a read as a call of its
/// path (`BodyLowerer.memberValue`); evaluation finds the constant or leaves the reader unknown.
enum ProjectConstants {
    /// The constant `declaration` declares in `owner`, or nil. `context`: the owner's constants,
    /// which a lookup's table name may read.
    static func constant(_ declaration: VariableDeclSyntax, owner: String, context: () -> LoweringContext) -> LoweredFormatter? {
        guard !owner.isEmpty, declaration.bindingSpecifier.tokenKind == .keyword(.let),
              declaration.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
              declaration.bindings.count == 1, let binding = declaration.bindings.first, binding.accessorBlock == nil,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let written = binding.initializer?.value else { return nil }
        let declared = binding.typeAnnotation?.type.trimmedDescription
        if let declared, BehaviourType(typeName: declared) == nil { return nil }
        let value = calledInPlace(written) ?? written
        let expression: BehaviourExpression
        if let literal = try? LiteralReader.value(of: value) {
            expression = .literal(literal)
        } else if let call = value.as(FunctionCallExprSyntax.self), let lookup = try? BodyLowerer(context: context()).localizedLookup(call),
                  case .localized(.literal(.string), _, let fallback) = lookup, fallback.map(\.isLiteralText) ?? true {
            expression = lookup
        } else {
            return nil
        }
        let path = "\(owner).\(name)"
        return LoweredFormatter(name: path, signature: path, parameters: [], returnTypeName: declared, body: .statements([.return(expression)]))
    }

    /// `e` of `{ return e }()` or `{ e }()`.
    private static func calledInPlace(_ value: ExprSyntax) -> ExprSyntax? {
        guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
              let closure = call.calledExpression.as(ClosureExprSyntax.self), closure.signature == nil,
              closure.statements.count == 1, let item = closure.statements.first?.item else { return nil }
        if let returned = item.as(ReturnStmtSyntax.self) { return returned.expression }
        return item.as(ExprSyntax.self)
    }
}

extension BehaviourExpression {
    /// A plain string literal.
    var isLiteralText: Bool {
        if case .literal(.string) = self { true } else { false }
    }
}
