/// The project's write items by the names they mention, so that the items which can make an edge
/// into a slot, or read one, are found without resolving every write. Writing into a slot needs
/// the item to name it where it writes: a property or local as an assignment's target or a key
/// path's component, a parameter (or a memberwise initializer's property) by its function's or
/// type's name as the callee, a returned value by its function, a closure by its place. Keys
/// over-approximate: an item found by a key may make no edge into the slot asked about, but no
/// item that makes one is missed.
struct WriteIndex: Sendable {
    /// Items by what they write into, one table per run of files (built in parallel). An item may
    /// be listed more than once under a key.
    private let writers: [[String: [WriteItem]]]
    /// The items `isSeed` picks, in order.
    let seeds: [WriteItem]

    init(files: [FileFacts], jobs: Int, isSeed: @escaping @Sendable (WriteItem) -> Bool) {
        let runs = ValueFlowGraph.runs(of: files.count, count: jobs * 8)
        typealias Part = (writers: [String: [WriteItem]], seeds: [WriteItem])
        let built = parallelMap(runs.count, jobs: jobs) { run -> Part in
            var writers: [String: [WriteItem]] = [:]
            var seeds: [WriteItem] = []
            for fileIndex in runs[run] {
                for item in WriteItem.items(of: files[fileIndex], at: fileIndex) {
                    Self.writes(of: item, in: files) { writers[$0, default: []].append(item) }
                    if isSeed(item) { seeds.append(item) }
                }
            }
            return (writers, seeds)
        }
        writers = built.map(\.writers)
        seeds = built.flatMap(\.seeds)
    }

    /// The items that may write into a slot of a key.
    func writing(_ key: String) -> [WriteItem] {
        writers.flatMap { $0[key] ?? [] }
    }

    /// The keys an item writes under: its target's names, its calls' callees, key-path components,
    /// the closures written in it, a returned value's scope, a local's or property's name.
    static func writes(of item: WriteItem, in files: [FileFacts], _ emit: (String) -> Void) {
        let flow = files[item.file].valueFlow
        switch item.phase {
        case .write:
            let write = flow.writes[item.index]
            if let target = write.target {
                for index in target.records.indices { names(target, index, emit) }
                writes(in: target, file: item.file, emit)
            }
            writes(in: write.value, file: item.file, emit)
            if write.kind == .returned {
                let scope = flow.scopes[write.scope]
                if scope.kind == .closure {
                    emit(returnKey(closure: "\(item.file)#\(write.scope)"))
                } else {
                    emit(returnKey(owner: scope.owner, name: scope.name))
                    // A computed local's getter returns into the local (`EdgeBuilder.returnSlot`).
                    if scope.kind == .getter, scope.parent >= 0 {
                        emit(returnKey(owner: "\(item.file)#\(scope.parent)", name: scope.name))
                    }
                }
            }
        case .local:
            emit(flow.scopes[item.index].locals[item.local].name)
            writes(in: flow.scopes[item.index].locals[item.local].value!, file: item.file, emit)
        case .property:
            emit(flow.properties[item.index].name)
            writes(in: flow.properties[item.index].initial!, file: item.file, emit)
        }
    }

    /// Whether an item reads any of `keys`: a name its expressions mention, a closure written in it.
    static func reads(_ item: WriteItem, any keys: Set<String>, in files: [FileFacts]) -> Bool {
        item.expressions(in: files).contains { expression in
            expression.records.indices.contains { index in
                let record = expression.records[index]
                if record.kind == .closure { return keys.contains(closureKey("\(item.file)#\(record.scope)")) }
                var found = false
                names(expression, index) { found = found || keys.contains($0) }
                return found
            }
        }
    }

    private static func writes(in expression: ValueExpression, file: Int, _ emit: (String) -> Void) {
        for (index, record) in expression.records.enumerated() {
            switch record.kind {
            case .call:
                // Not its labels: a memberwise initializer's are its type's properties, found by the callee.
                let callee = expression.links[Int(record.firstChild)]
                names(expression, callee, emit)
                // A binding handed to the call (`TextField(text: $dose)`) lets it write the property.
                for argument in expression.node(index).children.dropFirst() {
                    if let bound = expression.boundName(argument) { emit(bound) }
                }
                // Combine's `assign(to: &$title)` writes what its destination names.
                if expression.firstName(callee) == "assign" {
                    for inner in subtree(expression, index) { names(expression, inner, emit) }
                }
            case .keyPath:
                expression.node(index).names.forEach(emit)
            case .closure:
                emit(closureKey("\(file)#\(record.scope)"))
            default:
                continue
            }
        }
    }

    /// The name a reference or member node reads, and the property a `$name` projection stands for.
    private static func names(_ expression: ValueExpression, _ index: Int, _ emit: (String) -> Void) {
        switch expression.records[index].kind {
        case .reference, .member, .implicitMember:
            guard let name = expression.firstName(index) else { return }
            emit(name)
            if name.hasPrefix("$") { emit(String(name.dropFirst())) }
        default:
            return
        }
    }

    private static func subtree(_ expression: ValueExpression, _ index: Int) -> [Int] {
        var nodes = [index], next = 0
        while next < nodes.count {
            nodes += expression.node(nodes[next]).children
            next += 1
        }
        return nodes
    }

    /// The key of the values a function or getter returns (by its owner and name) or a closure (by `file#scope`).
    static func returnKey(owner: String, name: String) -> String { "return " + owner + " " + name }
    static func returnKey(closure place: String) -> String { "return " + place }
    /// The key of a closure written in an expression, by `file#scope`.
    static func closureKey(_ place: String) -> String { "closure " + place }
}
