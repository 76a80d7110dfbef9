import SwiftSyntax

/// An implicit member handed to a call (`.redacted(reason: .placeholder)`): which members it may
/// name depends on the callee. A library function's parameter cannot be typed with one of the
/// project's types, so there `.placeholder` names only a member of a library type's extension
/// (`extension Color { static let brand }`), never `SyncStatusSnapshot.placeholder`.
public struct ImplicitArgumentRecord: Codable, Sendable, Hashable {
    public var name: String
    public var callee: String
    /// What says whose member the name is (`context(of:)`); `callee` is empty for a member that
    /// is no argument but whose type the code around declares.
    public var context: String?

    /// What says whose member the implicit member `node` is (`ReferenceRecord.context`): the type
    /// the code around declares, or `Callee(label:)` for a labeled argument of a named callee.
    static func context(of node: MemberAccessExprSyntax) -> String? {
        if let type = ImplicitMemberContext.type(of: node) { return type }
        guard let callee = callee(of: node), let label = label(of: node) else { return nil }
        return "\(callee)(\(label):)"
    }

    /// The label of the argument `node` is, nil when it has none.
    static func label(of node: MemberAccessExprSyntax) -> String? {
        guard let label = ImplicitMemberContext.standing(node).parent?.as(LabeledExprSyntax.self)?.label,
              case .identifier(let text) = label.tokenKind else { return nil }
        return text
    }

    /// The callee of the call `node` is an argument of, by the name it is called by; nil where it is
    /// no argument or the callee is not named (`.init(…)`, a closure called at once): any member.
    static func callee(of node: MemberAccessExprSyntax) -> String? {
        let expression = ImplicitMemberContext.standing(node)
        guard let argument = expression.parent?.as(LabeledExprSyntax.self), argument.expression.id == expression.id,
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return nil }
        var called = call.calledExpression
        if let generic = called.as(GenericSpecializationExprSyntax.self) { called = generic.expression }
        let name: String? = if let reference = called.as(DeclReferenceExprSyntax.self) {
            reference.baseName.text
        } else if let member = called.as(MemberAccessExprSyntax.self), member.base != nil {
            member.declName.baseName.text
        } else {
            nil
        }
        return name == "init" ? nil : name
    }
}

extension FactsCollector {
    /// A name this file declares (a function, case, variable, parameter): a call by that name may
    /// be the project's, typed with the project's types.
    func noteDeclaredName(_ token: TokenSyntax) {
        guard case .identifier(let text) = token.tokenKind else { return }
        declaredNames.insert(ProductionReference.declarationKey(text))
    }

    /// A declaration's name noted, its children walked.
    func declares(_ name: TokenSyntax) -> SyntaxVisitorContinueKind {
        noteDeclaredName(name)
        return .visitChildren
    }

    func handle(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        locals.bind(node.identifier.text, .untyped)
        return declares(node.identifier)
    }

    func handle(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        bindParameter(node)
        return declares(node.secondName ?? node.firstName)
    }
}
