import SwiftSyntax

/// What a result builder makes of a body with several statements and no `return`: each
/// expression statement, in every branch of its `if`s and `switch`es, is part of the value
/// (`{ if let end { Text(end, format: …) } else { RelativeTimeText(…) } }` gives both texts).
/// A body with one expression is its own value already (`recordImplicitReturn`).
enum BuilderResults {
    /// The statements whose values the body gives; none when it returns explicitly or has one statement.
    static func values(of statements: CodeBlockItemListSyntax) -> [SyntaxIdentifier] {
        guard statements.count > 1 || statements.first.map({ expression(of: $0).map(isBranching) ?? false }) == true,
              !ReturnFinder.returns(in: statements) else { return [] }
        var values: [SyntaxIdentifier] = []
        collect(statements, into: &values)
        return values
    }

    /// `@ViewBuilder func …`: a function whose body a view builder collects.
    static func isBuilder(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.sourceText == "ViewBuilder" }
    }

    private static func collect(_ statements: CodeBlockItemListSyntax, into values: inout [SyntaxIdentifier]) {
        for statement in statements {
            guard let expression = expression(of: statement) else { continue }
            if let branch = expression.as(IfExprSyntax.self) {
                collect(branch, into: &values)
            } else if let choice = expression.as(SwitchExprSyntax.self) {
                for item in choice.cases { if let switchCase = item.as(SwitchCaseSyntax.self) { collect(switchCase.statements, into: &values) } }
            } else if !ValueFlowReader.isAssignmentStatement(expression) {
                values.append(expression.id)
            }
        }
    }

    private static func collect(_ branch: IfExprSyntax, into values: inout [SyntaxIdentifier]) {
        collect(branch.body.statements, into: &values)
        switch branch.elseBody {
        case .ifExpr(let next): collect(next, into: &values)
        case .codeBlock(let block): collect(block.statements, into: &values)
        case nil: break
        }
    }

    private static func expression(of statement: CodeBlockItemSyntax) -> ExprSyntax? {
        statement.item.as(ExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression
    }

    private static func isBranching(_ expression: ExprSyntax) -> Bool {
        expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self)
    }
}

/// Whether a body returns explicitly, not counting closures and functions nested in it.
private final class ReturnFinder: SyntaxVisitor {
    private var found = false

    static func returns(in statements: CodeBlockItemListSyntax) -> Bool {
        let finder = ReturnFinder(viewMode: .sourceAccurate)
        finder.walk(statements)
        return finder.found
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        found = true
        return .skipChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
