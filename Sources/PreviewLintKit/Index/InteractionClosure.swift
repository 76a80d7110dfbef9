import SwiftSyntax

/// Closures a view runs only when the user does something: a button's action, a gesture, a
/// submit, a change, a sheet's content. Calls a preview makes there do not run as it renders.
enum InteractionClosure {
    static let modifiers: Set<String> = [
        "onTapGesture", "onLongPressGesture", "onSubmit", "onChange", "onReceive", "onDisappear", "onDelete", "onMove",
        "onEnded", "onChanged", "refreshable", "swipeActions", "contextMenu", "sheet", "fullScreenCover", "popover",
        "alert", "confirmationDialog", "onOpenURL", "onDrop", "onHover", "onKeyPress",
    ]
    /// Views whose trailing closure is their action unless an `action:` argument is given.
    static let controls: Set<String> = ["Button", "Menu"]

    /// Whether `node` sits inside such a closure.
    static func encloses(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let syntax = current {
            if let closure = syntax.as(ClosureExprSyntax.self), isInteraction(closure) { return true }
            current = syntax.parent
        }
        return false
    }

    static func isInteraction(_ closure: ClosureExprSyntax) -> Bool {
        var node = Syntax(closure).parent
        if let labeled = node?.as(LabeledExprSyntax.self) {
            if labeled.label?.text == "action" { return true }
            node = node?.parent?.parent
        } else if node?.is(MultipleTrailingClosureElementSyntax.self) == true {
            return false
        }
        guard let call = node?.as(FunctionCallExprSyntax.self) else { return false }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return modifiers.contains(member.declName.baseName.text)
        }
        guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, controls.contains(name) else { return false }
        return call.trailingClosure?.id == closure.id && !call.arguments.contains { $0.label?.text == "action" }
    }
}
