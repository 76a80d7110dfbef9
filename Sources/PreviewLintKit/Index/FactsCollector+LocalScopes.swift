import SwiftSyntax

/// Parameters and locals, bound as the walk meets them (`LocalScopes`).
extension FactsCollector {
    func bindParameter(_ node: FunctionParameterSyntax) {
        locals.bind((node.secondName ?? node.firstName).text, locals.declared(node.type))
    }

    func bindClosureParameter(_ node: ClosureParameterSyntax) {
        let binding = node.type.map { locals.declared($0) }
            ?? contextBinding(of: node.parent?.parent?.parent?.parent, node) ?? .untyped
        locals.bind((node.secondName ?? node.firstName).text, binding)
    }

    func bindClosureParameter(_ node: ClosureShorthandParameterSyntax) {
        locals.bind(node.name.text, contextBinding(of: node.parent?.parent?.parent, node) ?? .untyped)
    }

    /// `let engine = Engine()`, `let state: State` in code: typed before the patterns are walked.
    func bindLocals(_ node: VariableDeclSyntax) {
        guard locals.isInCode, node.parent?.is(MemberBlockItemSyntax.self) != true else { return }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let declared = Self.declaredType(binding, attributes: node.attributes)
            locals.bind(name, declared == nil ? locals.declared(binding.typeAnnotation?.type) : locals.declared(declared))
        }
    }
}
