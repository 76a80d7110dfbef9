/// The names the code a preview shows reads: the views it builds, the views and types those build
/// or call, and what their code reads (`entryData.revenueCompact`, a bare `timeText`). A literal a
/// preview writes into a field nothing it shows reads (`conversion: "34%"` handed to a lock-screen
/// view that shows only the revenue) is filler an initializer asks for: nobody sees it.
/// Names, not resolved members: a name read anywhere in reach keeps every field of that name.
/// A read inside what a call turns into a number (`minutes(event.time)`, `Int(text)`) parses the
/// text back to place or compare it: it shows nothing.
/// A type's names are read when a search first reaches it: most types are never asked about.
struct ShownNames: Sendable {
    private let files: [FileFacts]
    /// Type (last name) → the types its declarations build (last names).
    private let built: [Substring: Set<Substring>]
    /// The project's views and widgets (last names): what a preview shows.
    private let views: Set<Substring>
    /// Type (last name, `""` for file scope) → its scopes, by file.
    private let scopes: [Substring: [(file: Int, scope: Int)]]
    /// Functions the project declares, each of whose declarations returns a number.
    private let numberFunctions: Set<String>
    private var writesByScope: [Int: [Int: [Int]]] = [:]
    private var known: [Substring: (reads: Set<String>, calls: Set<Substring>)] = [:]

    init(files: [FileFacts]) {
        self.files = files
        var built: [Substring: Set<Substring>] = [:], views = Set<Substring>(), scopes: [Substring: [(Int, Int)]] = [:]
        var returnsNumbers: [String: Bool] = [:]
        for (fileIndex, file) in files.enumerated() {
            for type in file.types {
                let name = TypeTable.lastName(type.qualifiedName)
                built[name, default: []].formUnion(type.builtTypes.map { TypeTable.lastName($0) })
                if type.inherited.contains(where: { ["View", "Widget"].contains(TypeTable.lastName($0)) }) {
                    views.insert(name)
                }
            }
            for (index, scope) in file.valueFlow.scopes.enumerated() {
                scopes[TypeTable.lastName(scope.owner), default: []].append((fileIndex, index))
                if scope.kind == .function {
                    let base = String(scope.name.prefix { $0 != "(" })
                    returnsNumbers[base] = (returnsNumbers[base] ?? true) && SlotResolver.isNumber(scope.returnType)
                }
            }
        }
        numberFunctions = Set(returnsNumbers.filter(\.value).keys)
        self.built = built
        self.views = views
        self.scopes = scopes
    }

    /// Whether the code of the project's views among `roots` (what a preview builds), and what
    /// they build and call, reads `name`, or the code of `owner` (the field's own type: a computed
    /// member of it may show the field) does. Building none of the project's views (a view whose
    /// code is not here, a view controller), what is shown is not known: read.
    mutating func isRead(_ name: String, from roots: [String], owner: String) -> Bool {
        if read(by: TypeTable.lastName(owner)).reads.contains(name) { return true }
        var seen = Set<Substring>(), queue = roots.map { TypeTable.lastName($0) }.filter(views.contains)
        if queue.isEmpty { return true }
        while let type = queue.popLast() {
            guard seen.insert(type).inserted else { continue }
            let found = read(by: type)
            if found.reads.contains(name) { return true }
            queue += (built[type] ?? []).union(found.calls)
        }
        // Globals (`func summary(_ data:)`) are not typed: any of them reading it keeps it.
        return read(by: "").reads.contains(name)
    }

    /// The names a type's code reads, and the types it calls members of (`Formatter.text(for:)`).
    private mutating func read(by type: Substring) -> (reads: Set<String>, calls: Set<Substring>) {
        if let found = known[type] { return found }
        var reads = Set<String>(), calls = Set<Substring>()
        for (fileIndex, scopeIndex) in scopes[type] ?? [] {
            let flow = files[fileIndex].valueFlow
            if writesByScope[fileIndex] == nil {
                writesByScope[fileIndex] = Dictionary(grouping: flow.writes.indices, by: { flow.writes[$0].scope })
            }
            let scope = flow.scopes[scopeIndex]
            let values = (writesByScope[fileIndex]?[scopeIndex] ?? []).map { flow.writes[$0].value }
                + scope.locals.compactMap(\.value)
            // A bare name the scope declares (a parameter, a local, its enclosing scopes') is no
            // field: `self.durationString = durationString` in an initializer shows nothing.
            let declared = Self.declaredNames(in: flow, scope: scopeIndex)
            for value in values {
                let parsed = parsedBack(in: value)
                for index in value.nodes.indices where !parsed.contains(index) {
                    let node = value.node(index)
                    guard node.kind == .member || node.kind == .reference || node.kind == .keyPath else { continue }
                    for name in node.names where node.kind != .reference || !declared.contains(name) {
                        reads.insert(name)
                        if node.kind == .reference, name.first?.isUppercase == true {
                            calls.insert(TypeTable.lastName(name))
                        }
                    }
                }
            }
        }
        known[type] = (reads, calls)
        return (reads, calls)
    }

    /// The nodes inside the arguments of calls that make a number of them: a number type's
    /// initializer (`Int(text)`) or a function of the project's that returns one.
    private func parsedBack(in value: ValueExpression) -> Set<Int> {
        var parsed = Set<Int>(), stack: [Int] = []
        for index in value.nodes.indices where value.records[index].kind == .call {
            let call = value.node(index)
            guard let callee = call.children.first, let name = value.firstName(callee),
                  [.reference, .member].contains(value.node(callee).kind),
                  SlotResolver.isNumber(name) || numberFunctions.contains(name) else { continue }
            stack += call.children.dropFirst()
        }
        while let next = stack.popLast() {
            guard parsed.insert(next).inserted else { continue }
            stack += value.node(next).children
        }
        return parsed
    }

    /// The names a scope and the scopes around it declare: parameters and locals.
    private static func declaredNames(in flow: ValueFlowFacts, scope: Int) -> Set<String> {
        var names = Set<String>(), current = scope
        while current >= 0, current < flow.scopes.count {
            let found = flow.scopes[current]
            names.formUnion(found.parameters.map(\.name))
            names.formUnion(found.locals.map(\.name))
            current = found.parent
        }
        return names
    }
}
