/// Places that print one field of the project's types as Swift prints it (`FileFacts.printedFields`),
/// typed like formatting written inline. They are compared only with formatters of the same field
/// (`BehaviourTwins.sameFieldPairs`): printing is no formatting to share, but it shows the value.
extension FormattingClones {
    static func printedPlaces(_ files: [FileFacts], membership: TargetMembership, fields: FieldTypes?) -> [Place] {
        guard let fields else { return [] }
        var places: [Place] = []
        for file in files.sorted(by: { $0.path < $1.path })
        where !file.isGenerated && !membership.isTestOnly(file.path) {
            let targets = Set(membership.targets(of: file.path))
            for var record in file.printedFields where !ConditionText.requiresAll(record.conditions, oneOf: ["DEBUG"]) {
                guard let behaviour = record.behaviour,
                      case .success(var resolved) = fields.resolved(behaviour) else { continue }
                resolved.file = file.path
                record.behaviour = resolved
                places.append(Place(file: file.path, record: record, targets: targets, imports: file.imports,
                                    isReachable: false))
            }
        }
        return places
    }
}
