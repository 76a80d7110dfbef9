import SwiftSyntax

/// A view built only to be shown redacted (`row(volume: "$123.4 B").redacted(reason: .placeholder)`,
/// a loading skeleton): the values it is given are stand-in data, as a preview's or a widget
/// placeholder's are, sized like what production shows but never shown as text.
enum RedactedPlaceholder {
    /// Whether the call is `view.redacted(reason: .placeholder)` (or an argument-less `.redacted()`
    /// of the project's own), which always redacts; not when the reason is computed
    /// (`isLoading ? .placeholder : []`), since the same view then shows real data too.
    static func isAlwaysRedacted(_ node: FunctionCallExprSyntax) -> Bool {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "redacted",
              member.base != nil, node.trailingClosure == nil else { return false }
        switch node.arguments.count {
        case 0: return true
        case 1:
            guard let argument = node.arguments.first, argument.label?.text == "reason",
                  let reason = argument.expression.as(MemberAccessExprSyntax.self) else { return false }
            return reason.base == nil && reason.declName.baseName.text == "placeholder"
        default: return false
        }
    }
}
