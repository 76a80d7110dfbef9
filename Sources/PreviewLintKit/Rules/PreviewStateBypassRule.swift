/// `preview_state_bypass`: widget and Live Activity previews that render their states with a
/// preview-only view, or hand the view literal display strings instead of state.
public struct PreviewStateBypassRule: Rule {
    public static let id = "preview_state_bypass"
    let configuration: RuleConfiguration

    public init(configuration: RuleConfiguration, project: ProjectConfiguration) {
        self.configuration = configuration
    }

    public func check(_ file: FileContext, in project: ProjectIndex) -> [Violation] {
        file.facts.previews.compactMap { preview in
            guard isWidgetPreview(preview), let root = preview.rootType else { return nil }
            if let type = declaration(of: root, in: project), isPreviewOnly(type, name: root) {
                return configuration.violation(
                    "this widget preview renders its states with \(root), a preview-only view; render the widget's real view so the preview shows what the widget shows",
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

    private func declaration(of name: String, in project: ProjectIndex) -> TypeDeclarationRecord? {
        for file in project.files {
            if let type = file.types.first(where: { !$0.isExtension && ($0.name == name || $0.qualifiedName == name) }) { return type }
        }
        return nil
    }

    /// Declared only for debug builds, or named as a preview/sample stand-in.
    private func isPreviewOnly(_ type: TypeDeclarationRecord, name: String) -> Bool {
        if ConditionText.requiresAll(type.conditions, oneOf: ["DEBUG"]) { return true }
        return ["Preview", "Mock", "Sample", "Fake"].contains { name.contains($0) }
    }
}
