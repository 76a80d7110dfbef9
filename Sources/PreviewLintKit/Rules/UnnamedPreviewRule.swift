/// `unnamed_preview`: several `#Preview`s in one file without distinct names. One unnamed preview
/// beside named ones is the default one, told apart by the others' names.
public struct UnnamedPreviewRule: Rule {
    public static let id = "unnamed_preview"
    let configuration: RuleConfiguration

    public init(configuration: RuleConfiguration, project: ProjectConfiguration) {
        self.configuration = configuration
    }

    public func check(_ file: FileContext, in project: ProjectIndex) -> [Violation] {
        sameNamedProviderPreviews(file) + macroViolations(file)
    }

    /// Two previews of one `PreviewProvider` with the same `.previewDisplayName` (and family): the
    /// canvas shows two tiles of one name, usually a copy whose name was not changed.
    private func sameNamedProviderPreviews(_ file: FileContext) -> [Violation] {
        var first: [String: PreviewRecord] = [:]
        var violations: [Violation] = []
        for preview in file.facts.previews where preview.kind == .provider {
            guard let name = preview.name, let provider = preview.providerType else { continue }
            let key = provider + "|" + name + "|" + (preview.family ?? "")
            guard let original = first[key] else { first[key] = preview; continue }
            violations.append(configuration.violation(
                "another preview of \(provider) is already named \"\(name)\"; give each preview a distinct name",
                in: file.path, at: preview.range,
                related: [RelatedLocation(file: file.path, range: original.range, message: "first preview named \"\(name)\"")]
            ))
        }
        return violations
    }

    /// Previews in one platform's `#if os(…)` branch never share a canvas with another branch's.
    private func macroViolations(_ file: FileContext) -> [Violation] {
        let macros = file.facts.previews.filter { $0.kind != .provider }
        guard macros.count >= 2 else { return [] }
        var violations: [Violation] = []
        for (index, preview) in macros.enumerated() {
            let together = macros.enumerated().filter { $0.offset != index && !$0.element.excludes(preview) }.map(\.element)
            guard let name = preview.name else {
                let untitled = together.count { $0.name == nil }
                guard untitled >= 1 else { continue }
                violations.append(configuration.violation(
                    "this #Preview has no name, like \(untitled) other preview\(untitled == 1 ? "" : "s") of this file; name each one so the canvas and reviewers can tell them apart",
                    in: file.path, at: preview.range
                ))
                continue
            }
            let earlier = macros.prefix(index).filter { !$0.excludes(preview) }
            if let first = earlier.first(where: { $0.name == name }) {
                violations.append(configuration.violation(
                    "another #Preview in this file is already named \"\(name)\"; give each preview a distinct name",
                    in: file.path, at: preview.range,
                    related: [RelatedLocation(file: file.path, range: first.range, message: "first preview named \"\(name)\"")]
                ))
            }
        }
        return violations
    }
}
