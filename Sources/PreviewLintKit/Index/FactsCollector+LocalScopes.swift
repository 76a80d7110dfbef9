import SwiftSyntax

/// Parameters and locals, bound as the walk meets them (`LocalScopes`).
extension FactsCollector {
    func bindParameter(_ node: FunctionParameterSyntax) {
        locals.bind((node.secondName ?? node.firstName).text, locals.declared(Self.namedType(node.type)))
    }

    func bindClosureParameter(_ node: ClosureParameterSyntax) {
        locals.bind((node.secondName ?? node.firstName).text, locals.declared(node.type.flatMap(Self.namedType)))
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
