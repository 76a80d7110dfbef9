/// How production code fills one field (a labeled parameter of a view or model, `Text`'s text):
/// where it formats values into it, and whether it also hands text on unformatted.
struct FieldProvenance: Sendable {
    /// The first production place that formats into the field.
    var formattedAt: (file: String, range: SourceRange)?
    var isPassedThrough = false

    static func index(_ files: [FileFacts], membership: TargetMembership) -> [String: FieldProvenance] {
        var result: [String: FieldProvenance] = [:]
        for file in files.sorted(by: { $0.path < $1.path }) where !file.fieldFills.isEmpty && !membership.isTestOnly(file.path) {
            for fill in file.fieldFills {
                switch fill.fill {
                case .formatted: if result[fill.field]?.formattedAt == nil { result[fill.field, default: FieldProvenance()].formattedAt = (file.path, fill.range) }
                case .passThrough: result[fill.field, default: FieldProvenance()].isPassedThrough = true
                }
            }
        }
        return result
    }
}

extension ProjectIndex {
    /// How production code fills a field of one of the project's own types; nil for a framework's
    /// (`Text` is handed formatted and unformatted text everywhere: it says nothing).
    func provenance(ofField field: String) -> FieldProvenance? {
        let callee = field.split(separator: "(", maxSplits: 1).first.map(String.init) ?? field
        guard typesByName[callee] != nil else { return nil }
        return fieldProvenance[field]
    }
}
