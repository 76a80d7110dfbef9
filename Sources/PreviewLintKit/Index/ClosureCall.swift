import SwiftSyntax

extension ClosureExprSyntax {
    /// The call this closure is an argument or trailing closure of (`ForEach(steps) { step in }`,
    /// `steps.map { $0.label }`, `ActivityConfiguration(for:) { … } dynamicIsland: { … }`); nil
    /// for a closure written anywhere else.
    var call: FunctionCallExprSyntax? {
        var node = Syntax(self).parent
        while let current = node, !current.is(FunctionCallExprSyntax.self) {
            guard current.is(LabeledExprSyntax.self) || current.is(LabeledExprListSyntax.self)
                    || current.is(MultipleTrailingClosureElementSyntax.self)
                    || current.is(MultipleTrailingClosureElementListSyntax.self) else { return nil }
            node = current.parent
        }
        return node?.as(FunctionCallExprSyntax.self)
    }
}
