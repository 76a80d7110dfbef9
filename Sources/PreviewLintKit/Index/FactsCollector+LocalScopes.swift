import SwiftSyntax

/// Parameters and locals, bound as the walk meets them (`LocalScopes`).
extension FactsCollector {
    func bindParameter(_ node: FunctionParameterSyntax) {
        locals.bind((node.secondName ?? node.firstName).text, locals.declared(Self.namedType(node.type)))
    }

    func bindClosureParameter(_ node: ClosureParameterSyntax) {
        let type = node.type.flatMap(Self.namedType) ?? contextType(of: node.parent?.parent?.parent?.parent, node)
        locals.bind((node.secondName ?? node.firstName).text, locals.declared(type))
    }

    func bindClosureParameter(_ node: ClosureShorthandParameterSyntax) {
        locals.bind(node.name.text, locals.declared(contextType(of: node.parent?.parent?.parent, node)))
    }

    /// The type a closure's first parameter has from the call the closure is given to, where that
    /// call says it (ActivityKit's `context`); nil for any other parameter.
    private func contextType(of closure: Syntax?, _ parameter: some SyntaxProtocol) -> String? {
        guard let closure = closure?.as(ClosureExprSyntax.self),
              parameter.parent?.children(viewMode: .sourceAccurate).first?.id == parameter.id else { return nil }
        return ActivityContext.type(ofParameterOf: closure)
    }

    /// `let engine = Engine()`, `let state: State` in code: typed before the patterns are walked.
    func bindLocals(_ node: VariableDeclSyntax) {
        guard locals.isInCode, node.parent?.is(MemberBlockItemSyntax.self) != true else { return }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            locals.bind(name, locals.declared(Self.declaredType(binding, attributes: node.attributes)))
        }
    }
}
