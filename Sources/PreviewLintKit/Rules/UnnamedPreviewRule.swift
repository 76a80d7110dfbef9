/// `unnamed_preview`: several `#Preview`s in one file without distinct names. One unnamed preview
/// beside named ones is the default one, told apart by the others' names.
public struct UnnamedPreviewRule: Rule {
    public static let id = "unnamed_preview"
    let configuration: RuleConfiguration

    public init(configuration: RuleConfiguration, project: ProjectConfiguration) {
        self.configuration = configuration
    }

    public func check(_ file: FileContext, in project: ProjectIndex) -> [Violation] {
        let macros = file.facts.previews.filter { $0.kind != .provider }
        guard macros.count >= 2 else { return [] }
        var firstByName: [String: PreviewRecord] = [:]
        var violations: [Violation] = []
        let untitled = macros.filter { $0.name == nil }.count
        for preview in macros {
            guard let name = preview.name else {
                guard untitled >= 2 else { continue }
                violations.append(configuration.violation(
                    "this #Preview has no name, like \(untitled - 1) other preview\(untitled == 2 ? "" : "s") of this file; name each one so the canvas and reviewers can tell them apart",
                    in: file.path, at: preview.range
                ))
                continue
            }
            if let first = firstByName[name] {
                violations.append(configuration.violation(
                    "another #Preview in this file is already named \"\(name)\"; give each preview a distinct name",
                    in: file.path, at: preview.range,
                    related: [RelatedLocation(file: file.path, range: first.range, message: "first preview named \"\(name)\"")]
                ))
            } else {
                firstByName[name] = preview
            }
        }
        return violations
    }
}
