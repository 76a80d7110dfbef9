import SwiftSyntax

/// A formatter made and configured in one expression by a configuration closure (the `Then`
/// library's `NumberFormatter().then { $0.numberStyle = .percent }`, or `{ f in f.… }`): the
/// construction, the closure's statements, and the name they configure it by. Each statement is a
/// setting written on that name, as in a closure that sets a formatter up and returns it.
struct ThenConfiguration {
    let construction: ExprSyntax
    let statements: CodeBlockItemListSyntax
    let name: String

    init?(_ value: ExprSyntax) {
        guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
              call.additionalTrailingClosures.isEmpty, let closure = call.trailingClosure,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "then", let base = member.base,
              FormatterSetup(construction: base) != nil else { return nil }
        switch closure.signature?.parameterClause {
        case nil:
            name = "$0"
        case .simpleInput(let parameters)?:
            guard parameters.count == 1, let parameter = parameters.first else { return nil }
            name = parameter.name.text
        case .parameterClause(let clause)?:
            guard clause.parameters.count == 1, let parameter = clause.parameters.first else { return nil }
            name = parameter.firstName.text
        }
        construction = base
        statements = closure.statements
    }

    /// The getter's one expression, when it is such a configuration
    /// (`static var usdCurrencyFormatter: NumberFormatter { NumberFormatter().then { … } }`).
    init?(getter statements: CodeBlockItemListSyntax) {
        guard statements.count == 1, let item = statements.first else { return nil }
        let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ReturnStmtSyntax.self)?.expression
        guard let expression else { return nil }
        self.init(expression)
    }

    /// The formatter with the closure's settings applied, in order.
    var setup: FormatterSetup? {
        guard var setup = FormatterSetup(construction: construction) else { return nil }
        for item in statements {
            FormatterDeclarationReader.apply(item, on: name, to: &setup)
        }
        return setup
    }

    /// The formatter as its settings configure it.
    func resolved() -> Result<FoundationFormat, LoweringFailure>? {
        setup?.resolved()
    }
}
