/// The names the code a preview shows reads: the views it builds, the views and types those build
/// or call, and what their code reads (`entryData.revenueCompact`, a bare `timeText`). A literal a
/// preview writes into a field nothing it shows reads (`conversion: "34%"` handed to a lock-screen
/// view that shows only the revenue) is filler an initializer asks for: nobody sees it.
/// Names, not resolved members: a name read anywhere in reach keeps every field of that name.
struct ShownNames: Sendable {
    /// Type (last name) → the names its code reads.
    private let reads: [Substring: Set<String>]
    /// Type (last name) → the types its code builds or calls members of (last names).
    private let uses: [Substring: Set<Substring>]
    /// The project's views and widgets (last names): what a preview shows.
    private let views: Set<Substring>

    init(files: [FileFacts]) {
        var reads: [Substring: Set<String>] = [:], uses: [Substring: Set<Substring>] = [:]
        var views = Set<Substring>()
        for file in files {
            for type in file.types {
                let name = Self.lastName(type.qualifiedName)
                uses[name, default: []].formUnion(type.builtTypes.map { Self.lastName($0) })
                if type.inherited.contains(where: { ["View", "Widget"].contains(Self.lastName($0)) }) {
                    views.insert(name)
                }
            }
            let flow = file.valueFlow
            var values: [(scope: Int, value: ValueExpression)] = flow.writes.map { ($0.scope, $0.value) }
            for (index, scope) in flow.scopes.enumerated() {
                values += scope.locals.compactMap { local in local.value.map { (index, $0) } }
            }
            var declared: [Int: Set<String>] = [:]
            for (scope, value) in values {
                let owner = Self.lastName(flow.scopes[scope].owner)
                // A bare name the scope declares (a parameter, a local, its enclosing scopes') is
                // no field: `self.durationString = durationString` in an initializer shows nothing.
                let own = declared[scope] ?? Self.declaredNames(in: flow, scope: scope)
                declared[scope] = own
                for node in value.nodes where node.kind == .member || node.kind == .reference || node.kind == .keyPath {
                    for name in node.names where node.kind != .reference || !own.contains(name) {
                        reads[owner, default: []].insert(name)
                        // `Formatter.text(for: data)`: a type whose members the code calls is in reach.
                        if node.kind == .reference, name.first?.isUppercase == true {
                            uses[owner, default: []].insert(Self.lastName(name))
                        }
                    }
                }
            }
        }
        self.reads = reads
        self.uses = uses
        self.views = views
    }

    /// Whether the code of the project's views among `roots` (what a preview builds), and what
    /// they build and call, reads `name`, or the code of `owner` (the field's own type: a computed
    /// member of it may show the field) does. Building none of the project's views (a view whose
    /// code is not here, a view controller), what is shown is not known: read.
    func isRead(_ name: String, from roots: [String], owner: String) -> Bool {
        if reads[Self.lastName(owner)]?.contains(name) == true { return true }
        var seen = Set<Substring>(), queue = roots.map { Self.lastName($0) }.filter(views.contains)
        if queue.isEmpty { return true }
        while let type = queue.popLast() {
            guard seen.insert(type).inserted else { continue }
            if reads[type]?.contains(name) == true { return true }
            queue += uses[type] ?? []
        }
        // Globals (`func summary(_ data:)`) are not typed: any of them reading it keeps it.
        return reads[""]?.contains(name) == true
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

    private static func lastName(_ qualified: String) -> Substring {
        guard let dot = qualified.lastIndex(of: ".") else { return qualified[...] }
        return qualified[qualified.index(after: dot)...]
    }
}
