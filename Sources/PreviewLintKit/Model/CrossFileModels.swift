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
            let arguments = Self.argumentTypes(files, entities: entities)
            let aliases = Self.typeAliases(files)
            var fields = FieldTypes(declared: arguments,
                                    resolvingAliases: { ProjectIndex.resolving($0, aliases: aliases) })
            fields.enums = EnumTable(files: files)
            fields.returns = CallReturn.table(files.lazy.flatMap(\.valueReturns))
            fields.qualifiedOwners = Self.qualifiedOwners(files)
            return (
                PreviewCoverage(files: files, membership: membership),
                arguments, aliases, Self.defaultArguments(files), TypeGraph(files: files),
                FormattingClones(files: files, membership: membership,
                                 declaredTypes: declaredTypes.union(DataModelEntities.classNames(of: entities)),
                                 fields: fields, stringTables: stringTables)
            )
        })
        reachability = reached
        (coverage, argumentTypes, typeAliases, defaultArguments, typeGraph, formattingClones) = other
    }

    /// Nested types whose simple name no other type of the project has, by that name.
    private static func qualifiedOwners(_ files: [FileFacts]) -> [String: String] {
        var owners: [String: Set<String>] = [:]
        for file in files {
            for argument in file.argumentTypes {
                owners[String(FormattingClones.simpleName(argument.owner[...])), default: []].insert(argument.owner)
            }
        }
        return owners.compactMapValues { names in
            guard names.count == 1, let name = names.first, name.contains(".") else { return nil }
            return name
        }
    }

    private static func typeAliases(_ files: [FileFacts]) -> [String: String] {
        var aliases: [String: String] = [:]
        var simple: [String: Set<String>] = [:]
        for file in files {
            for alias in file.typeAliases {
                if aliases[alias.name] == nil { aliases[alias.name] = alias.type }
                simple[MemberRecord.simpleName(alias.name), default: []].insert(alias.type)
            }
        }
        // A bare `Entry` names one type only when every `Entry` alias of the project agrees.
        for (name, targets) in simple where targets.count == 1 && aliases[name] == nil {
            aliases[name] = targets.first
        }
        return aliases
    }

    private static func defaultArguments(_ files: [FileFacts]) -> [String: [(label: String, builds: String)]] {
        var result: [String: [(label: String, builds: String)]] = [:]
        for file in files {
            for argument in file.argumentTypes {
                guard let builds = argument.defaultBuilds else { continue }
                let owner = MemberRecord.simpleName(argument.owner)
                if !(result[owner] ?? []).contains(where: { $0.label == argument.label }) {
                    result[owner, default: []].append((argument.label, builds))
                }
            }
        }
        return result
    }

    /// `Owner(label:)` → type, stored properties and `init` parameters first; a computed property
    /// only where neither names the label.
    /// Declared field types by `Owner(label:)`; a Core Data entity's generated ones where the
    /// project declares none itself.
    private static func argumentTypes(_ files: [FileFacts], entities: [DataModelEntities.Entity]) -> [String: String] {
        var types: [String: String] = [:]
        for computed in [false, true] {
            for file in files {
                for argument in file.argumentTypes where argument.isComputed == computed {
                    let simple = FormattingClones.simpleName(argument.owner[...])
                    let qualified = "\(argument.owner)(\(argument.label):)"
                    if types[qualified] == nil { types[qualified] = argument.type }
                    guard simple.utf8.count != argument.owner.utf8.count else { continue }
                    let short = "\(simple)(\(argument.label):)"
                    if types[short] == nil { types[short] = argument.type }
                }
            }
        }
        for (key, type) in DataModelEntities.fieldTypes(of: entities) where types[key] == nil { types[key] = type }
        return types
    }
}
