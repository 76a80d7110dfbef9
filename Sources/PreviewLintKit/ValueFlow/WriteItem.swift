/// One piece of code that writes a value, in the order a build over every file visits them: a
/// file's writes, then its locals' values (scope by scope), then its properties' initial values.
/// The order is what keeps a slot's edges in one order however many of them are built.
struct WriteItem: Hashable, Comparable, Sendable {
    enum Phase: Int, Sendable {
        case write, local, property
    }

    var file: Int
    var phase: Phase
    /// The write's or property's index; for a local, its scope's.
    var index: Int
    /// A local's index in its scope.
    var local = 0

    static func < (lhs: WriteItem, rhs: WriteItem) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        if lhs.phase != rhs.phase { return lhs.phase.rawValue < rhs.phase.rawValue }
        if lhs.index != rhs.index { return lhs.index < rhs.index }
        return lhs.local < rhs.local
    }

    /// Every item of a file, in order.
    static func items(of file: FileFacts, at fileIndex: Int) -> [WriteItem] {
        let flow = file.valueFlow
        var items = flow.writes.indices.map { WriteItem(file: fileIndex, phase: .write, index: $0) }
        for (scopeIndex, scope) in flow.scopes.enumerated() {
            for (localIndex, local) in scope.locals.enumerated() where local.value != nil {
                items.append(WriteItem(file: fileIndex, phase: .local, index: scopeIndex, local: localIndex))
            }
        }
        for (index, property) in flow.properties.enumerated() where property.initial != nil {
            items.append(WriteItem(file: fileIndex, phase: .property, index: index))
        }
        return items
    }

    /// The expressions the item writes: a write's target and value, a local's or property's value.
    func expressions(in files: [FileFacts]) -> [ValueExpression] {
        let flow = files[file].valueFlow
        switch phase {
        case .write:
            let write = flow.writes[index]
            return (write.target.map { [$0] } ?? []) + [write.value]
        case .local: return [flow.scopes[index].locals[local].value!]
        case .property: return [flow.properties[index].initial!]
        }
    }

    /// Whether the item is preview data, not production.
    func isPreviewData(in files: [FileFacts], _ isPreviewData: (Int, ValueScope?, SourceRange) -> Bool) -> Bool {
        let flow = files[file].valueFlow
        switch phase {
        case .write:
            let write = flow.writes[index]
            return isPreviewData(file, flow.scopes[write.scope], write.range)
        case .local:
            let scope = flow.scopes[index]
            return isPreviewData(file, scope, scope.locals[local].value!.start(0))
        case .property:
            return isPreviewData(file, nil, flow.properties[index].range)
        }
    }
}

extension EdgeBuilder {
    /// The edges one item makes: a write's, a local's value, a property's initial value.
    mutating func add(_ item: WriteItem, files: [FileFacts], isPreviewData: (Int, ValueScope?, SourceRange) -> Bool) {
        let flow = files[item.file].valueFlow
        production = !item.isPreviewData(in: files, isPreviewData)
        beginWrite()
        switch item.phase {
        case .write:
            let write = flow.writes[item.index]
            add(write, in: resolver.makeContext(file: item.file, scope: write.scope), scope: flow.scopes[write.scope])
        case .local:
            // `let text = formatter.string(from: date)`: the local holds what its value holds (its
            // calls are visited with the scope's other writes).
            let locals = flow.scopes[item.index].locals
            let local = locals[item.local]
            let ordinal = locals[..<item.local].count { $0.name == local.name }
            let slot = SlotResolver.localSlot(file: item.file, scope: item.index, name: local.name, ordinal: ordinal)
            // `let amount = amount.trimmed()`: the value reads the name it shadows.
            var context = resolver.makeContext(file: item.file, scope: item.index)
            context.hidden = ["\(item.index)#\(local.name)"]
            link(slot, from: local.value!, in: context)
        case .property:
            let property = flow.properties[item.index]
            let context = SlotResolver.Context(file: item.file, scope: -1, owner: property.owner,
                                               isStatic: property.isStatic)
            let slot = Slot(kind: .property, owner: property.owner, name: property.name)
            let type = property.type.flatMap { resolver.resolveType($0, in: property.owner) }
            fill(slot, with: property.initial!, 0, type: type, in: context)
        }
    }
}
