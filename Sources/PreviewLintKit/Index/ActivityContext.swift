import SwiftSyntax

/// ActivityKit's `ActivityViewContext<Attributes>`, the `context` a Live Activity's views read:
/// typed by the attributes the activity was configured for, its `state` is the attributes'
/// `ContentState` and its `attributes` the attributes themselves.
enum ActivityContext {
    private static let prefix = "ActivityViewContext<"

    /// `ActivityViewContext<TimerAttributes>` for the parameter of the closures of
    /// `ActivityConfiguration(for: TimerAttributes.self) { context in … } dynamicIsland: { context in … }`.
    static func type(ofParameterOf closure: ClosureExprSyntax) -> String? {
        guard let call = closure.call,
              call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "ActivityConfiguration",
              let first = call.arguments.first, first.label?.text == "for",
              let attributes = first.expression.as(MemberAccessExprSyntax.self),
              attributes.declName.baseName.text == "self",
              let type = attributes.base?.sourceText else { return nil }
        return context(of: type)
    }

    static func context(of attributes: String) -> String { "\(prefix)\(attributes)>" }

    /// `TimerAttributes` of `ActivityViewContext<TimerAttributes>`; nil for any other type.
    static func attributes(of type: String) -> String? {
        guard type.hasPrefix(prefix), type.hasSuffix(">") else { return nil }
        return String(type.dropFirst(prefix.count).dropLast())
    }

    /// The type of the context's member `name`; nil for one this does not know.
    static func memberType(_ name: String, attributes: String) -> String? {
        switch name {
        case "state": return "\(attributes).ContentState"
        case "attributes": return attributes
        case "isStale": return "Bool"
        default: return nil
        }
    }
}
