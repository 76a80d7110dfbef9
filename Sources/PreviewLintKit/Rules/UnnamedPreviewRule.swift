/// `unnamed_preview`: several `#Preview`s in one file without distinct names. The canvas titles a
/// preview by its name, else by its widget family or Live Activity presentation: one unnamed
/// preview beside named ones, or unnamed previews of different families, can be told apart.
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
        let untitled = Dictionary(grouping: macros.filter { $0.name == nil }) { Self.defaultTitle($0) }
        for preview in macros {
            guard let name = preview.name else {
                let alike = untitled[Self.defaultTitle(preview)]?.count ?? 0
                guard alike >= 2 else { continue }
                violations.append(configuration.violation(
                    "this #Preview has no name, like \(alike - 1) other preview\(alike == 2 ? "" : "s") of this file\(Self.defaultTitle(preview).isEmpty ? "" : " showing \(Self.defaultTitle(preview))"); name each one so the canvas and reviewers can tell them apart",
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

    /// What tells an unnamed preview apart: its widget family or Live Activity presentation.
    static func defaultTitle(_ preview: PreviewRecord) -> String {
        [preview.family, preview.presentation.map { "\($0)" }].compactMap { $0 }.joined(separator: " ")
    }
}
