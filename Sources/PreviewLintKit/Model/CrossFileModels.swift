/// The models that look across every file's members: what previews reach, what they cover, the
/// types' graph and argument types, and formatting written twice. They are independent of each
/// other but for what reachability finds: two halves of about the same size, built side by side
/// (in series they were two fifths of a warm run), and only when a rule first asks for one.
struct CrossFileModels: Sendable {
    let reachability: FixtureReachability
    let coverage: PreviewCoverage
    let argumentTypes: [String: String]
    let typeAliases: [String: String]
    let defaultArguments: [String: [(label: String, builds: String)]]
    let typeGraph: TypeGraph
    let formattingClones: FormattingClones

    init(files: [FileFacts], membership: TargetMembership, declaredTypes: Set<String>, dataModels: [String],
         stringTables: [String]) {
        let (reached, other) = concurrently({
            FixtureReachability(files: files, isTestOnly: membership.isTestOnly)
        }, {
            // Core Data models read once, for both the entities' classes and their fields.
            let entities = DataModelEntities.entities(dataModels)
            let arguments = ProjectIndex.argumentTypes(files, entities: entities)
            let aliases = ProjectIndex.typeAliases(files)
            var fields = FieldTypes(declared: arguments,
                                    resolvingAliases: { ProjectIndex.resolving($0, aliases: aliases) })
            fields.enums = EnumTable(files: files)
            fields.returns = CallReturn.table(files.lazy.flatMap(\.valueReturns))
            return (
                PreviewCoverage(files: files, membership: membership),
                arguments, aliases, ProjectIndex.defaultArguments(files), TypeGraph(files: files),
                FormattingClones(files: files, membership: membership,
                                 declaredTypes: declaredTypes.union(DataModelEntities.classNames(of: entities)),
                                 fields: fields, stringTables: stringTables)
            )
        })
        reachability = reached
        (coverage, argumentTypes, typeAliases, defaultArguments, typeGraph, formattingClones) = other
    }
}
