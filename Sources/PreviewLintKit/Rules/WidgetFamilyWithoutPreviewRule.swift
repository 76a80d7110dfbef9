/// `widget_family_without_preview`: a family a widget declares in `.supportedFamilies(…)` that no
/// preview renders it in. Families the tool cannot read are never guessed.
public struct WidgetFamilyWithoutPreviewRule: Rule {
    public static let id = "widget_family_without_preview"
    let configuration: RuleConfiguration

    public init(configuration: RuleConfiguration, project: ProjectConfiguration) {
        self.configuration = configuration
    }

    public func checkProject(_ project: ProjectIndex) -> [Violation] {
        project.coverage.widgets.compactMap { item in
            guard !item.missingFamilies.isEmpty, !item.previewsSwitchedOff, !project.membership.isTestOnly(item.file),
                  project.ships(item.widget, in: item.file) else { return nil }
            let families = Self.list(item.missingFamilies.map { ".\($0)" })
            let name = MemberRecord.simpleName(item.widget.type)
            let how = item.previews.isEmpty
                ? "no preview renders \(name) in any family it supports, \(families)"
                : "\(name) supports \(families), but no preview renders it \(item.missingFamilies.count == 1 ? "in that family" : "in those families")"
            let example = "#Preview(as: .\(item.missingFamilies[0])) { \(name)() } timeline: { … }"
            let location = item.widget.families.map(\.range) ?? item.widget.range
            return configuration.violation(
                "\(how); add a preview for each (\(example)) so the family is seen before it ships",
                in: item.file, at: location,
                related: item.previews.map { RelatedLocation(file: $0.file, range: $0.range, message: "a preview of \(name)\($0.family.map { " in .\($0)" } ?? "")") }
            )
        }
    }

    /// `.a`, `.a and .b`, `.a, .b and .c`.
    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
