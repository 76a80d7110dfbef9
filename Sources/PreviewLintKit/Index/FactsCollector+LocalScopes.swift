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

    /// `let engine = Engine()`, `let state: State`, `let current = engine.current` in code: typed
    /// before the patterns are walked.
    func bindLocals(_ node: VariableDeclSyntax) {
        guard locals.isInCode, node.parent?.is(MemberBlockItemSyntax.self) != true else { return }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if let declared = Self.declaredType(binding, attributes: node.attributes) {
                locals.bind(name, locals.declared(declared))
            } else if let annotation = binding.typeAnnotation?.type {
                locals.bind(name, locals.declared(annotation))
            } else if let value = binding.initializer?.value {
                locals.bind(name, valueBinding(of: value))
            }
        }
    }

    /// `if let state = bridge.state`, `guard let state`, `if let state = value as? State`: the
    /// unwrapped value, in place of what the name was bound to before (an earlier `if let`).
    func bindCondition(_ node: OptionalBindingConditionSyntax) {
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return }
        let binding: LocalBinding
        if let annotation = node.typeAnnotation?.type {
            binding = locals.declared(annotation)
        } else if let value = node.initializer?.value {
            binding = valueBinding(of: value)
        } else {
            let outer = locals.binding(of: name)
            binding = outer != .none ? outer : qualifiedOwners.isEmpty ? .untyped : .typed(owner + "." + name)
        }
        locals.rebind(name, binding)
    }

    /// What `value` is where declarations say: a path from a local or parameter (`engine`,
    /// `engine.current`) or from the enclosing type's property (`steps`, `self.engine.current`),
    /// which the model resolves, or a cast (`as? State`).
    func valueBinding(of value: ExprSyntax) -> LocalBinding {
        if let cast = value.as(AsExprSyntax.self) { return locals.declared(cast.type) }
        guard let (throughSelf, path) = Self.readPath(value) else { return .untyped }
        if !throughSelf {
            switch locals.binding(of: path[0]) {
            case .elements(let element): return path.count == 1 ? .elements(element) : .untyped
            case .typed(let type): return .typed(Self.receiver(type, path))
            case .untyped: return .untyped
            case .none: break
            }
        }
        guard !qualifiedOwners.isEmpty else { return .untyped }
        return .typed(([owner] + path).joined(separator: "."))
    }
}
