import SwiftSyntax

/// Formatter properties that code changes after they are made (`dateFormatter.dateFormat = "EEE"`,
/// `dateFormatter.setLocalizedDateFormatFromTemplate("HH:mm")` in a method): what one of their
/// uses formats with depends on which code ran last, so their configuration is not modelled.
final class FormatterReconfiguration: SyntaxVisitor {
    private let names: Set<String>
    /// The declarations of those properties: their own set-up is no change.
    private let declarations: Set<SyntaxIdentifier>
    private(set) var changed: Set<String> = []

    private init(names: Set<String>, declarations: Set<SyntaxIdentifier>) {
        self.names = names
        self.declarations = declarations
        super.init(viewMode: .sourceAccurate)
    }

    /// The names among `names` that code in `nodes` (outside `declarations`) sets a property of or
    /// calls a `set…` method on, bare or through `self`.
    static func changed(_ names: Set<String>, in nodes: [Syntax], declarations: Set<SyntaxIdentifier>) -> Set<String> {
        guard !names.isEmpty else { return [] }
        let visitor = FormatterReconfiguration(names: names, declarations: declarations)
        for node in nodes { visitor.walk(node) }
        return visitor.changed
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        declarations.contains(node.id) ? .skipChildren : .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
           let target = elements[0].as(MemberAccessExprSyntax.self), let name = formatterName(target.base) {
            changed.insert(name)
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let callee = node.calledExpression.as(MemberAccessExprSyntax.self),
           callee.declName.baseName.text.hasPrefix("set"), let name = formatterName(callee.base) {
            changed.insert(name)
        }
        return .visitChildren
    }

    /// `dateFormatter` or `self.dateFormatter`, when it is one of the names.
    private func formatterName(_ base: ExprSyntax?) -> String? {
        let name: String?
        if let member = base?.as(MemberAccessExprSyntax.self) {
            let isSelf = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            name = isSelf ? member.declName.baseName.text : nil
        } else {
            name = base?.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
        return name.flatMap { names.contains($0) ? $0 : nil }
    }
}
