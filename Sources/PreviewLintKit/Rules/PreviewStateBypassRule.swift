/// `preview_state_bypass`: widget and Live Activity previews that render their states with a
/// preview-only view, or hand the view literal display strings instead of state.
public struct PreviewStateBypassRule: Rule {
    public static let id = "preview_state_bypass"
    let configuration: RuleConfiguration

    public init(configuration: RuleConfiguration, project: ProjectConfiguration) {
        self.configuration = configuration
    }

    public func check(_ file: FileContext, in project: ProjectIndex) -> [Violation] {
        // One finding per PreviewProvider: its sub-previews share the one preview-only view.
        var reportedProviders = Set<String>()
        return file.facts.previews.compactMap { preview in
            guard isWidgetPreview(preview), let root = preview.rootType else { return nil }
            if project.isPreviewOnlyView(root) {
                if let provider = preview.providerType, !reportedProviders.insert(provider).inserted { return nil }
                return configuration.violation(
                    "this widget preview renders its states with \(root), a preview-only view; render the widget's real view so the preview shows what the widget shows: `#Preview(as: .content, using: Attributes.preview) { TheLiveActivity() } contentStates: { … }` for a Live Activity, `#Preview(as: .systemSmall) { TheWidget() } timeline: { … }` for a widget",
                    in: file.path, at: preview.range
                )
            }
            let displayed = file.facts.literals(in: preview.range).filter { literal in
                literal.isString && (literal.argumentOf?.hasPrefix("\(root)(") == true || literal.argumentOf == root)
            }
            if let first = displayed.first, let formatter = project.formatters.formatters.first {
                return configuration.violation(
                    "\(root) is given the literal \"\(first.text)\" to display; give it the state and let \(formatter.signature) format it, as the widget does",
                    in: file.path, at: first.range
                )
            }
            return nil
        }
    }

    /// Widget timeline, provider and Live Activity previews, and PreviewProvider previews in a widget context.
    private func isWidgetPreview(_ preview: PreviewRecord) -> Bool {
        preview.kind != .view && (preview.kind != .provider || preview.family != nil)
    }

}
