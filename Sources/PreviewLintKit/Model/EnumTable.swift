/// The enums a project declares whose cases carry no payload (`enum Unit { case mgdl, mmol }`): the
/// settings formatting code switches on, whose every value can be tried.
struct EnumTable: Sendable {
    private var byName: [String: [String]] = [:]

    init(files: [FileFacts]) {
        var simple: [String: Set<[String]>] = [:]
        for file in files {
            for type in file.types where type.kind == "enum" && !type.simpleCases.isEmpty {
                byName[type.qualifiedName] = type.simpleCases
                simple[type.name, default: []].insert(type.simpleCases.sorted())
            }
        }
        // A simple name several enums share with different cases says nothing.
        for (name, variants) in simple where byName[name] == nil && variants.count == 1 {
            byName[name] = variants.first
        }
    }

    /// The cases of `type` as written inside `owner` (`Unit` of a `GlucoseSnapshot` field is
    /// `GlucoseSnapshot.Unit` first), else by its own name; nil when it is no such enum.
    func cases(of type: String, near owner: String?) -> [String]? {
        if let owner, let cases = byName["\(owner).\(type)"] { return cases }
        return byName[type]
    }
}
