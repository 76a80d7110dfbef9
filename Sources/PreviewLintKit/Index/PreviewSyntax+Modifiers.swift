import SwiftSyntax

/// The modifiers that say what a preview shows: its name, its widget family, its Live Activity
/// presentation.
extension PreviewSyntax {
    /// `.previewDisplayName("x")`, `.previewContext(WidgetPreviewContext(family: .y))` and a Live
    /// Activity's `.previewContext(state, viewKind: .dynamicIsland(.compact))` in a modifier chain.
    static func providerModifiers(_ expression: ExprSyntax) -> (name: String?, family: String?, presentation: String?) {
        var name: String?
        var family: String?
        var presentation: String?
        var current: ExprSyntax? = expression
        // Modifiers under a postfix `#if os(iOS) .previewContext(…) #endif`, the first clause's
        // (a family set only on some platforms is still the preview's family there).
        var pending: [ExprSyntax] = []
        while true {
            if let postfix = current?.as(PostfixIfConfigExprSyntax.self) {
                if case .postfixExpression(let inner)? = postfix.config.clauses.first?.elements { pending.append(inner) }
                current = postfix.base
                continue
            }
            guard let call = current?.as(FunctionCallExprSyntax.self) ?? pending.popLast()?.as(FunctionCallExprSyntax.self) else { break }
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else {
                if pending.isEmpty { break }
                current = nil
                continue
            }
            switch member.declName.baseName.text {
            case "previewDisplayName":
                if name == nil, let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self) {
                    name = plainText(of: literal) ?? literal.sourceText
                }
            case "previewContext":
                if let context = call.arguments.first?.expression.as(FunctionCallExprSyntax.self),
                   let argument = context.arguments.first(where: { $0.label?.text == "family" }) {
                    family = enumCaseName(argument.expression)
                }
                if let kind = call.arguments.first(where: { $0.label?.text == "viewKind" })?.expression {
                    presentation = liveActivityPresentation(kind)
                }
            default:
                break
            }
            current = member.base
        }
        return (name, family, presentation)
    }
}
