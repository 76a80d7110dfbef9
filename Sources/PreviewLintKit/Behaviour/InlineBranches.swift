import SwiftSyntax

/// The branches inline formatting is written in: it shows only for inputs where their conditions
/// hold (`if minutes < 60 { "\(minutes)m" } else { … }`), so it is evaluated under them.
extension InlineScope {
    struct Condition {
        var expression: ExprSyntax
        /// Whether it holds where the formatting is (false in an `else`).
        var holds: Bool
    }

    /// The tests of the `if`s and earlier `guard`s around `site` within its closure or member,
    /// outermost first. A binding (`if let`) is the unwrapped input's; a pattern is left out.
    static func conditions(around site: ExprSyntax) -> [Condition] {
        var found: [Condition] = []
        var node = Syntax(site)
        while let parent = node.parent, !isBoundary(parent) {
            if let branch = parent.as(IfExprSyntax.self) {
                let tests = branch.conditions.compactMap { element -> ExprSyntax? in
                    if case .expression(let test) = element.condition { test } else { nil }
                }
                if node.id == branch.body.id {
                    found += tests.reversed().map { Condition(expression: $0, holds: true) }
                } else if node.is(CodeBlockSyntax.self) || node.is(IfExprSyntax.self), branch.conditions.count == 1, let test = tests.first {
                    found.append(Condition(expression: test, holds: false))
                }
            } else if let list = parent.as(CodeBlockItemListSyntax.self), let item = node.as(CodeBlockItemSyntax.self) {
                for sibling in list.reversed() where sibling.position < item.position {
                    guard let guarded = sibling.item.as(GuardStmtSyntax.self) else { continue }
                    for element in guarded.conditions.reversed() {
                        if case .expression(let test) = element.condition { found.append(Condition(expression: test, holds: true)) }
                    }
                }
            }
            node = parent
        }
        return found.reversed()
    }

    /// Where the code around stops being the formatting's: a closure (it may run elsewhere), a
    /// declaration.
    private static func isBoundary(_ node: Syntax) -> Bool {
        node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self)
            || node.is(AccessorBlockSyntax.self) || node.is(MemberBlockSyntax.self) || node.is(SourceFileSyntax.self)
    }
}
