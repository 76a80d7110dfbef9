import SwiftSyntax

/// Words chosen by branching on the value they show: a case of a `switch` over it (`case 1: "1 day"`,
/// `default: "\(days) days"`), a branch of an `if` testing it that has an `else`, or what follows a
/// `guard` testing it (`guard !city.isEmpty else { return country }`). The interpolation is then one
/// branch of a formatter of that value, not the value printed as is. (Unwrapping it is no test.)
extension InlineFormatting {
    static func isChosenByBranch(_ literal: StringLiteralExprSyntax) -> Bool {
        let shown = interpolatedNames(literal)
        guard !shown.isEmpty else { return false }
        var node = Syntax(literal)
        while let parent = node.parent {
            if parent.is(FunctionDeclSyntax.self) || parent.is(AccessorBlockSyntax.self) || parent.is(MemberBlockSyntax.self) { return false }
            if let switchCase = parent.as(SwitchCaseSyntax.self), let cases = switchCase.parent?.as(SwitchCaseListSyntax.self),
               let subject = cases.parent?.as(SwitchExprSyntax.self)?.subject, cases.count >= 2, mentions(subject, shown) {
                return true
            }
            if let branch = parent.as(IfExprSyntax.self), branch.elseBody != nil, node.id != Syntax(branch.conditions).id,
               tests(branch.conditions, shown) {
                return true
            }
            if let list = parent.as(CodeBlockItemListSyntax.self), let item = node.as(CodeBlockItemSyntax.self),
               list.contains(where: { sibling in
                   guard sibling.position < item.position, let guarded = sibling.item.as(GuardStmtSyntax.self) else { return false }
                   return tests(guarded.conditions, shown)
               }) {
                return true
            }
            node = parent
        }
        return false
    }

    /// The closure called in place with no arguments (`{ … }()`) whose result `value` is: returned,
    /// or the value of a branch of a `switch` or `if` it ends with; nil elsewhere.
    static func calledInPlace(returning value: ExprSyntax) -> FunctionCallExprSyntax? {
        var node = Syntax(value)
        guard let first = node.parent, first.is(ReturnStmtSyntax.self) || first.is(CodeBlockItemSyntax.self) else { return nil }
        while let parent = node.parent {
            if let closure = parent.as(ClosureExprSyntax.self) {
                guard closure.signature == nil, let call = closure.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == closure.id,
                      call.arguments.isEmpty, call.trailingClosure == nil else { return nil }
                return call
            }
            guard parent.is(ReturnStmtSyntax.self) || parent.is(CodeBlockItemSyntax.self) || parent.is(CodeBlockItemListSyntax.self)
                || parent.is(SwitchCaseSyntax.self) || parent.is(SwitchCaseListSyntax.self) || parent.is(SwitchExprSyntax.self)
                || parent.is(IfExprSyntax.self) || parent.is(CodeBlockSyntax.self) || parent.is(ExpressionStmtSyntax.self) else { return nil }
            node = parent
        }
        return nil
    }

    /// Whether a condition tests one of the names (`days == 1`, `!city.isEmpty`), not only unwraps it.
    private static func tests(_ conditions: ConditionElementListSyntax, _ names: Set<String>) -> Bool {
        conditions.contains { element in
            guard case .expression(let test) = element.condition else { return false }
            return mentions(test, names)
        }
    }

    /// The identifiers the literal's interpolations read (`days` of `"\(days) days"`).
    private static func interpolatedNames(_ literal: StringLiteralExprSyntax) -> Set<String> {
        var names: Set<String> = []
        for segment in literal.segments {
            guard case .expressionSegment(let interpolation) = segment else { continue }
            for token in interpolation.expressions.tokens(viewMode: .sourceAccurate) where token.tokenKind.isIdentifier {
                names.insert(token.text)
            }
        }
        return names
    }

    private static func mentions(_ expression: some SyntaxProtocol, _ names: Set<String>) -> Bool {
        expression.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind.isIdentifier && names.contains($0.text) }
    }
}

private extension TokenKind {
    var isIdentifier: Bool {
        if case .identifier = self { true } else { false }
    }
}
