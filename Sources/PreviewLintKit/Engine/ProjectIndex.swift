/// All files' facts, for rules that look across files.
public struct ProjectIndex: Sendable {
    public let files: [FileFacts]
    public let root: String
    /// Types that hold widget or Live Activity state: `TimelineEntry` conformers and the
    /// `ContentState` of `ActivityAttributes` conformers, by every name a call may use.
    public let stateTypeNames: Set<String>
    /// `View` conformers declared in the repository.
    public let viewTypeNames: Set<String>
    /// `Widget` conformers declared in the repository.
    public let widgetTypeNames: Set<String>
    /// The repository's targets, from `TargetDiscovery`.
    public let targets: [Target]
    public let formatters: FormatterIndex

    public init(files: [FileFacts], root: String, targets: [Target] = [], sharedFormatters: [String] = [], autoFormatters: Bool = true) {
        self.files = files
        self.root = root
        var states: Set<String> = [], views: Set<String> = [], widgets: Set<String> = []
        for file in files {
            for type in file.types {
                if type.inherited.contains("TimelineEntry") { states.insert(type.name); states.insert(type.qualifiedName) }
                if type.inherited.contains("ActivityAttributes") {
                    states.insert("\(type.name).ContentState")
                    states.insert("\(type.qualifiedName).ContentState")
                    states.insert("ContentState")
                }
                if type.inherited.contains("View") { views.insert(type.name); views.insert(type.qualifiedName) }
                if type.inherited.contains("Widget") { widgets.insert(type.name); widgets.insert(type.qualifiedName) }
            }
        }
        stateTypeNames = states
        viewTypeNames = views
        widgetTypeNames = widgets
        self.targets = targets
        formatters = FormatterIndex(files: files, targets: targets, configured: sharedFormatters, automatic: autoFormatters)
    }
}

extension ProjectIndex {
    /// A view declared in the repository only for previews: under `#if DEBUG`, or named as a
    /// Preview…/Mock…/Sample…/Fake… stand-in.
    public func isPreviewOnlyView(_ name: String) -> Bool {
        for file in files {
            guard let type = file.types.first(where: { !$0.isExtension && ($0.name == name || $0.qualifiedName == name) }) else { continue }
            if ConditionText.requiresAll(type.conditions, oneOf: ["DEBUG"]) { return true }
            return ["Preview", "Mock", "Sample", "Fake"].contains { name.contains($0) }
        }
        return false
    }
}
