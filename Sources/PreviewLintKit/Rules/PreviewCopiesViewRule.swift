/// `preview_copies_view`: previews that redraw UI instead of rendering the real view or widget.
public struct PreviewCopiesViewRule: Rule {
    public static let id = "preview_copies_view"
    let configuration: RuleConfiguration
    let minimumLeaves: Int
    static let containers: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Group", "List", "Form", "ScrollView",
        "NavigationStack", "NavigationView", "Section", "Grid", "GroupBox",
    ]
    static let leaves: Set<String> = ["Text", "Image", "Label"]

    public init(configuration: RuleConfiguration, project: ProjectConfiguration) {
        self.configuration = configuration
        minimumLeaves = configuration.integer("min_leaves")
    }

    public func check(_ file: FileContext, in project: ProjectIndex) -> [Violation] {
        // A provider copied from another view's file is one copy, however many previews it lists.
        var providersMissingTheirView = Set<String>()
        return file.facts.previews.compactMap { preview in
            switch preview.kind {
            case .view, .provider:
                guard !preview.conditions.contains(where: { $0 == "false" || $0 == "0" }) else { return nil }
                if let redrawn = redrawnView(preview, file: file, project: project) { return redrawn }
                guard let missing = missesItsView(preview, file: file, project: project) else { return nil }
                if let provider = preview.providerType, !providersMissingTheirView.insert(provider).inserted { return nil }
                return missing
            case .widgetTimeline, .widgetProvider, .liveActivity: return foreignWidget(preview, file: file, project: project)
            }
        }
    }

    private func redrawnView(_ preview: PreviewRecord, file: FileContext, project: ProjectIndex) -> Violation? {
        guard let root = preview.rootType, Self.containers.contains(root) else { return nil }
        let constructions = file.facts.constructions(in: preview.range)
        let leafCount = constructions.count { Self.leaves.contains($0.callee) }
        guard leafCount >= minimumLeaves, !constructions.contains(where: { project.viewTypeNames.contains($0.callee) }) else { return nil }
        // A gallery of the project's own modifiers or styles previews real code.
        let modifiers = file.facts.references(in: preview.range).filter { $0.text.hasPrefix(".") }.map { String($0.text.dropFirst()) }
        guard !modifiers.contains(where: { project.viewModifierNames.contains($0) || project.styleNames.contains($0) }),
              !constructions.contains(where: { project.styleNames.contains($0.callee) }) else { return nil }
        return configuration.violation(
            "this preview draws its own \(root) of \(leafCount) Text/Image/Label views instead of rendering a view of the app; preview the real view with fixture data",
            in: file.path, at: preview.range
        )
    }

    private func foreignWidget(_ preview: PreviewRecord, file: FileContext, project: ProjectIndex) -> Violation? {
        // A preview-only view in a widget preview is preview_state_bypass's finding.
        guard let root = preview.rootType, !project.widgetTypeNames.isEmpty, !project.widgetTypeNames.contains(root),
              !project.isPreviewOnlyView(root) else { return nil }
        return configuration.violation(
            "this widget preview renders \(root), which is not a Widget declared in this repository; preview the widget the extension ships",
            in: file.path, at: preview.range
        )
    }
}
