import SwiftSyntax

/// Text that prints one stored value as Swift prints it between words (`Text("\(stats.maxData) GB")`,
/// `label.text = "\(power) W"`): no formatting of its own, but where another place formats the same
/// field (`String(format: "%.1f GB", …)`) the one value is shown two ways (`"10.0 GB"` and `"10 GB"`).
extension InlineFormatting {
    static func printsField(_ literal: StringLiteralExprSyntax) -> Bool {
        var values: [ExprSyntax] = [], hasWords = false
        for segment in literal.segments {
            switch segment {
            case .expressionSegment(let interpolation):
                guard interpolation.expressions.count == 1, let item = interpolation.expressions.first,
                      item.label == nil else { return false }
                values.append(item.expression)
            case .stringSegment(let text):
                if text.content.text.contains(where: { !$0.isWhitespace }) { hasWords = true }
            }
        }
        guard hasWords, values.count == 1, readsField(values[0]) else { return false }
        return isShown(literal)
    }

    /// `session.maxData`, `value.battery.power`: a field read through a value, no call, no arithmetic.
    /// A bare name may be a local formatted before (`"\(progressText)%"`): formatting in two pieces.
    private static func readsField(_ expression: ExprSyntax) -> Bool {
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
        if let root = base.as(DeclReferenceExprSyntax.self) { return root.baseName.tokenKind != .keyword(.self) }
        return readsField(base)
    }

    /// Shown, not logged or passed on: a `Text`'s or `Label`'s title, or a value assigned or returned.
    /// An argument of any other call (`logger.info(…)`, `URL(string:)`) is text for that call.
    private static func isShown(_ literal: StringLiteralExprSyntax) -> Bool {
        guard let argument = literal.parent?.as(LabeledExprSyntax.self) else { return true }
        guard let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
              call.arguments.first?.id == argument.id,
              argument.label == nil || argument.label?.text == "verbatim" else { return false }
        return ["Text", "Label"].contains(call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? "")
    }
}
