/// Tuples a function returns, written and read element by element (`TupleElements`).
extension EdgeBuilder {
    /// `return (title: a, detail: b)`: each element fills the result's slot of its label.
    mutating func fillElements(of result: Slot, with expression: ValueExpression, declared: String?,
                               in context: SlotResolver.Context) {
        let tuple = expression.node(0)
        let elements = declared.flatMap(TupleElements.elements(of:))
        for (position, child) in tuple.children.enumerated() {
            let label = TupleElements.slotLabel(at: position, written: tuple.names[position], declared: declared)
            let type = elements.flatMap { $0.indices.contains(position) ? $0[position].type : nil }
            fill(Slot(kind: .returned, owner: result.owner, name: result.name, label: label), with: expression, child,
                 type: type.flatMap { resolver.resolveType($0, in: context) }, in: context)
        }
    }

    /// The element slot `base.name` reads, where `base` is a call of one of the project's functions
    /// returning a tuple, or a local holding such a call's result (`let status = offlineStatus(…)`).
    func tupleElement(_ expression: ValueExpression, _ base: Int, named name: String,
                      in context: SlotResolver.Context) -> Slot? {
        let node = expression.node(base)
        var target: CallResolver.Target?
        if node.kind == .call {
            target = resolvedCall(expression, base, in: context, expected: nil)
        } else if node.kind == .reference, let local = resolver.localValue(named: node.names[0], in: context),
                  local.value.node(0).kind == .call {
            target = CallResolver(resolver: resolver).target(local.value, 0, in: local.context, expected: nil)
        }
        guard let result = target?.result.first, case .slot(let returned) = result, returned.kind == .returned,
              returned.label.isEmpty, !returned.isClosureResult,
              let type = resolver.table.returnType(owner: returned.owner, signature: returned.name),
              let label = TupleElements.slotLabel(reading: name, of: type) else { return nil }
        return Slot(kind: .returned, owner: returned.owner, name: returned.name, label: label)
    }
}
