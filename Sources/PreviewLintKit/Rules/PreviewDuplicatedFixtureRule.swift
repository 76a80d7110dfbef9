/// `preview_duplicated_fixture`: the same literal construction in several previews; one fixture should serve them.
public struct PreviewDuplicatedFixtureRule: Rule {
    public static let id = "preview_duplicated_fixture"
    let configuration: RuleConfiguration
    let minimumArguments: Int

    public init(configuration: RuleConfiguration, project: ProjectConfiguration) {
        self.configuration = configuration
        minimumArguments = configuration.integer("min_arguments")
    }

    public func checkProject(_ project: ProjectIndex) -> [Violation] {
        var first: [String: (file: String, construction: ConstructionRecord)] = [:]
        var violations: [Violation] = []
        for file in project.files.sorted(by: { $0.path < $1.path }) {
            for preview in file.previews {
                for construction in file.constructions(in: preview.range) where isFixtureLike(construction, project: project) {
                    guard let original = first[construction.normalizedText] else {
                        first[construction.normalizedText] = (file.path, construction)
                        continue
                    }
                    let location = "\(FilePath.relative(original.file, to: project.root)):\(original.construction.range.start.line)"
                    violations.append(configuration.violation(
                        "\(construction.callee)(…) with the same literal arguments is also built at \(location); make it one named fixture and use it in both previews",
                        in: file.path, at: construction.range,
                        related: [RelatedLocation(file: original.file, range: original.construction.range, message: "first construction")]
                    ))
                }
            }
        }
        return violations
    }

    /// A view of the app built twice with the same sample text (`DebugRow(label: "ID", value: "42")` in its own
    /// preview and in its container's) is UI being laid out, not model data to name as a fixture.
    private func isFixtureLike(_ construction: ConstructionRecord, project: ProjectIndex) -> Bool {
        construction.argumentCount >= minimumArguments && construction.allArgumentsLiteral && !construction.hasTrailingClosure
            && !project.viewTypeNames.contains(construction.callee)
    }
}
