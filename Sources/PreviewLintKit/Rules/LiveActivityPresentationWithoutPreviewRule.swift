/// `live_activity_presentation_without_preview`: a presentation a Live Activity's configuration
/// declares (lock screen, compact, expanded or minimal Dynamic Island) that no preview shows.
public struct LiveActivityPresentationWithoutPreviewRule: Rule {
    public static let id = "live_activity_presentation_without_preview"
    let configuration: RuleConfiguration

    public init(configuration: RuleConfiguration, project: ProjectConfiguration) {
        self.configuration = configuration
    }

    public func checkProject(_ project: ProjectIndex) -> [Violation] {
        project.coverage.liveActivities.compactMap { item in
            guard let first = item.missingPresentations.first, !item.previewsSwitchedOff, !project.membership.isTestOnly(item.file),
                  project.ships(item.widget, in: item.file) else { return nil }
            let name = MemberRecord.simpleName(item.widget.type)
            let missing = WidgetFamilyWithoutPreviewRule.list(item.missingPresentations.map(\.title))
            let using = item.widget.attributesType.map { ", using: \(MemberRecord.simpleName($0)).preview" } ?? ""
            let example = "#Preview(as: \(Self.argument(first))\(using)) { \(name)() } contentStates: { … }"
            return configuration.violation(
                "\(name) declares the \(missing) presentation\(item.missingPresentations.count == 1 ? "" : "s"), but no preview shows \(item.missingPresentations.count == 1 ? "it" : "them"); add \(example)",
                in: item.file, at: item.widget.range,
                related: item.previews.map { RelatedLocation(file: $0.file, range: $0.range, message: "a preview of \(name)\($0.presentation.map { " (\($0))" } ?? "")") }
            )
        }
    }

    /// How `#Preview(as:)` spells a presentation.
    static func argument(_ presentation: LiveActivityPresentation) -> String {
        switch presentation {
        case .content: ".content"
        case .compact: ".dynamicIsland(.compact)"
        case .expanded: ".dynamicIsland(.expanded)"
        case .minimal: ".dynamicIsland(.minimal)"
        }
    }
}
