/// The edges that decide what preview literals are judged by, built from the writes that can make
/// them alone: a literal's slot, every slot it takes values from (backwards, to the formatting),
/// and the slots a parameter-like slot is carried into (forwards, to the field a preview-only
/// initializer fills). Each slot in that set gets every edge a build over all writes gives it, in
/// the same order, so what is found is the same; the rest of the project's writes are not resolved.
enum DemandedEdges {
    typealias Edges = [Slot: [ValueFlowGraph.Edge]]
    typealias IsPreviewData = @Sendable (Int, ValueScope?, SourceRange) -> Bool

    /// `reported`: the literals asked about (by file and place), each written in preview data.
    /// `joined`: edges made elsewhere (`Conformances`), searched through but not returned.
    /// `demanding`: slots asked about too, backwards only (properties' initial literals).
    static func edges(files: [FileFacts], resolver: SlotResolver, jobs: Int,
                      reported: @escaping @Sendable (Int, SourceRange) -> Bool,
                      joined: Edges, demanding: [Slot] = [], isPreviewData: @escaping IsPreviewData) -> Edges {
        let index = WriteIndex(files: files, jobs: jobs) { item in
            item.expressions(in: files).contains { expression in
                expression.literalRanges.contains { reported(item.file, $0) }
            } && item.isPreviewData(in: files, isPreviewData)
        }
        var search = Search(resolver: resolver)
        for (slot, edges) in joined {
            for edge in edges { search.add(edge, into: slot) }
        }
        search.build(index.seeds, files: files, jobs: jobs, isPreviewData: isPreviewData)
        // The literals asked about start it: the slots they go to, forwards too.
        for (slot, edges) in search.edges where edges.contains(where: { edge in
            !edge.production && edge.literalRange.map { reported(edge.file, $0) } == true
        }) {
            search.demand(slot, forward: true)
        }
        for slot in demanding { search.demand(slot, forward: false) }
        while !search.pending.isEmpty || !search.pendingForward.isEmpty {
            let slots = search.pending.sorted(), forward = search.pendingForward.sorted()
            search.pending = []
            search.pendingForward = []
            var found: Set<WriteItem> = []
            for key in Set(slots.flatMap { Self.keys(of: $0, resolver: resolver) }) {
                found.formUnion(index.writing(key))
            }
            for slot in forward {
                let readers = Self.readerKeys(of: slot, resolver: resolver, files: files)
                guard !readers.keys.isEmpty else { continue }
                let keys = Set(readers.keys)
                for file in readers.files?.sorted() ?? Array(files.indices) {
                    let items = WriteItem.items(of: files[file], at: file)
                    found.formUnion(items.filter { WriteIndex.reads($0, any: keys, in: files) })
                }
            }
            let items = found.subtracting(search.built.keys)
            search.build(items.sorted(), files: files, jobs: jobs, isPreviewData: isPreviewData)
            // Every item that can write into these slots (or read the forward ones) is built now.
            for slot in slots {
                for edge in search.edges[slot] ?? [] {
                    if case .slot(let source) = edge.source { search.demand(source, forward: false) }
                }
            }
            for slot in forward {
                for reader in search.readers[slot] ?? [] where slot.kind != .property || !reader.production {
                    search.demand(reader.slot, forward: true)
                }
            }
        }
        var edges: Edges = [:]
        for item in search.built.keys.sorted() {
            for (slot, edge) in search.built[item]! { edges[slot, default: []].append(edge) }
        }
        return edges
    }

    /// The slots `ValueFlowGraph.carriers` carries a literal through: parameters, properties
    /// preview data reads, results (of closures, of a mock's method read through its protocol),
    /// locals of preview data (a placeholder's `chapterTitle` handed to its entry).
    fileprivate static func isParameterLike(_ slot: Slot) -> Bool {
        [.parameter, .property, .returned, .local].contains(slot.kind)
    }

    /// The keys of every item that can make an edge into a slot.
    static func keys(of slot: Slot, resolver: SlotResolver) -> [String] {
        switch slot.kind {
        case .property:
            var keys = [slot.name, WriteIndex.returnKey(owner: slot.owner, name: slot.name)]
            // A memberwise initializer's trailing closure fills the property under no label of its name.
            if let info = resolver.table[slot.owner], info.isStruct, !info.declaresInitializer {
                keys += initializerKeys(of: slot.owner, resolver: resolver)
            }
            return keys
        case .parameter:
            if slot.owner.contains("#") { return [WriteIndex.closureKey(slot.owner)] }
            if slot.name.hasPrefix("init(") { return initializerKeys(of: slot.owner, resolver: resolver) }
            return [baseName(slot.name)]
        case .returned:
            if slot.isClosureResult { return [WriteIndex.returnKey(closure: slot.owner)] }
            return [WriteIndex.returnKey(owner: slot.owner, name: slot.name)]
        case .payload:
            return [slot.name]
        case .local:
            return [slot.name, WriteIndex.returnKey(owner: slot.owner, name: slot.name)]
        }
    }

    /// The keys of every item that can read a slot's value into another, and the files they are in
    /// (nil: any): the names a body reads a parameter by (in the function's files), a closure's
    /// place. A property's readers that carry (preview data) are all built.
    static func readerKeys(of slot: Slot, resolver: SlotResolver,
                           files: [FileFacts]) -> (keys: [String], files: Set<Int>?) {
        if slot.isClosureResult { return ([WriteIndex.closureKey(slot.owner)], Self.file(of: slot.owner).map { [$0] }) }
        // A local is read by its name in its own file.
        if slot.kind == .local { return ([slot.name], Self.file(of: slot.owner).map { [$0] }) }
        guard slot.kind == .parameter else { return ([], nil) }
        if slot.owner.contains("#") {
            let place = slot.owner.split(separator: "#")
            guard place.count == 2, let file = Int(place[0]), let scope = Int(place[1]) else { return (["$0"], nil) }
            return (["$0"] + (files[file].valueFlow.scopes[scope].parameters.first.map { [$0.name] } ?? []), [file])
        }
        var names = [slot.label], declared: Set<Int> = []
        let base = slot.name.hasPrefix("init(") ? "init" : baseName(slot.name)
        for function in resolver.table[slot.owner]?.functions[base] ?? [] where function.signature == slot.name {
            // Its body reads it, in the function's file.
            declared.insert(function.file)
            let parameters = function.parameters.filter { ($0.label == "_" ? $0.name : $0.label) == slot.label }
            names += parameters.map(\.name)
        }
        return (names, declared.isEmpty ? nil : declared)
    }

    /// What a call of one of a type's initializers names: `Foo(…)`, `.init(…)`, `Self(…)`, an alias.
    private static func initializerKeys(of type: String, resolver: SlotResolver) -> [String] {
        let last = type.split(separator: ".").last.map(String.init) ?? type
        return ["init", "Self", last] + resolver.table.aliasNames(endingWith: last)
    }

    /// The file of a closure's `file#scope`.
    private static func file(of place: String) -> Int? {
        place.split(separator: "#").first.flatMap { Int($0) }
    }

    /// `format` of `format(seconds:)`.
    private static func baseName(_ signature: String) -> String {
        signature.firstIndex(of: "(").map { String(signature[..<$0]) } ?? signature
    }

    /// The items built so far and what they made.
    private struct Search {
        let resolver: SlotResolver
        var built: [WriteItem: [(Slot, ValueFlowGraph.Edge)]] = [:]
        var edges: [Slot: [ValueFlowGraph.Edge]] = [:]
        var readers: [Slot: [(slot: Slot, production: Bool)]] = [:]
        var demanded: Set<Slot> = []
        var forward: Set<Slot> = []
        /// Slots demanded whose writers are not built yet; forward slots whose readers are not.
        var pending: [Slot] = []
        var pendingForward: [Slot] = []

        /// Asks for every edge into a slot; `forward`, for a slot a literal may be carried
        /// through, for its readers too.
        mutating func demand(_ slot: Slot, forward carries: Bool) {
            if demanded.insert(slot).inserted { pending.append(slot) }
            guard carries, DemandedEdges.isParameterLike(slot), forward.insert(slot).inserted else { return }
            pendingForward.append(slot)
        }

        mutating func add(_ edge: ValueFlowGraph.Edge, into slot: Slot) {
            edges[slot, default: []].append(edge)
            if case .slot(let source) = edge.source { readers[source, default: []].append((slot, edge.production)) }
        }

        mutating func build(_ items: [WriteItem], files: [FileFacts], jobs: Int,
                            isPreviewData: @escaping IsPreviewData) {
            let runs = ValueFlowGraph.runs(of: items.count, count: jobs * 8)
            let parts = parallelMap(runs.count, jobs: jobs) { [resolver] run in
                var builder = EdgeBuilder(resolver: resolver)
                return runs[run].map { position in
                    builder.add(items[position], files: files, isPreviewData: isPreviewData)
                    return (items[position], builder.takeEdges())
                }
            }
            for part in parts {
                for (item, made) in part {
                    built[item] = made
                    for (slot, edge) in made { add(edge, into: slot) }
                }
            }
        }
    }
}
