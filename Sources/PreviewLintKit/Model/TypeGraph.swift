/// Which types each type of the project builds in its code, by simple name, over its declaration
/// and all its extensions: a view reaches the views its body shows, and those theirs.
struct TypeGraph: Sendable {
    let builds: [String: Set<String>]

    init(files: [FileFacts]) {
        var builds: [String: Set<String>] = [:]
        for file in files {
            for type in file.types where !type.builtTypes.isEmpty {
                builds[MemberRecord.simpleName(type.name), default: []].formUnion(type.builtTypes.map(MemberRecord.simpleName))
            }
        }
        self.builds = builds
    }

    /// The first of `targets` that the types in `start` build, directly or through the types they
    /// build, with the path that leads to it (`[ListScreen, Row]`); nil when none is reached.
    func path(from start: Set<String>, to targets: Set<String>) -> [String]? {
        var parent: [String: String] = [:]
        var queue = start.sorted()
        var seen = Set(queue)
        var index = 0
        while index < queue.count {
            let type = queue[index]
            index += 1
            if targets.contains(type) {
                var path = [type]
                while let previous = parent[path[0]] { path.insert(previous, at: 0) }
                return path
            }
            for next in (builds[type] ?? []).sorted() where seen.insert(next).inserted {
                parent[next] = type
                queue.append(next)
            }
        }
        return nil
    }
}
