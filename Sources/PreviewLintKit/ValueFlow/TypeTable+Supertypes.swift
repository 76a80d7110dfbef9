/// Methods a type inherits: a view calls `roundTemperatureString(temperature:)` that an `extension
/// View` declares, a controller a method of its superclass or of a protocol extension it conforms
/// to. Only what the project declares is found; a supertype the project does not extend declares
/// nothing here.
extension TypeTable {
    /// Supertypes are followed this deep: no project nests conformances further.
    static let deepestSupertype = 8

    /// The functions named `name` that `type` declares, else the first supertype (breadth first, in
    /// the order written) that declares some, with that supertype's name.
    func functions(_ name: String, of type: String) -> (owner: String, functions: [Function])? {
        if let own = types[type]?.functions[name], !own.isEmpty { return (type, own) }
        var queue = [(type, 0)], seen: Set<String> = [type], next = 0
        while next < queue.count {
            let (current, depth) = queue[next]
            next += 1
            guard depth < Self.deepestSupertype else { continue }
            for written in types[current]?.supertypes ?? [] {
                guard let supertype = supertype(written, of: current), seen.insert(supertype).inserted else { continue }
                if let found = types[supertype]?.functions[name], !found.isEmpty { return (supertype, found) }
                queue.append((supertype, depth + 1))
            }
        }
        return nil
    }

    /// A written supertype as the table names it: a project type, or a library type the project
    /// extends (`View`), by its written name without generic arguments.
    private func supertype(_ written: String, of type: String) -> String? {
        if let resolved = resolve(written, in: type) { return resolved }
        let bare = Self.bareType(written)
        return types[bare] != nil ? bare : nil
    }
}
