/// What the previews cover: each widget's families, each Live Activity's presentations and each
/// view type of the project, with the previews that render them (directly, or through the widget
/// or Live Activity whose configuration builds the view). Families are never guessed: a widget
/// that declares none, or names a list the model cannot read, has unknown families.
public struct PreviewCoverage: Sendable {
    /// A preview that renders something, as the coverage lists it.
    public struct PreviewReference: Sendable, Hashable {
        public var file: String
        public var range: SourceRange
        public var line: Int { range.start.line }
        public var name: String?
        public var family: String?
        public var presentation: String?
        /// Timeline entries and content states as written, and the named fixtures it uses.
        public var states: [String]
    }

    public struct WidgetCoverage: Sendable {
        public var widget: WidgetRecord
        public var file: String
        public var targets: [String]
        /// The families it supports, nil when unknown.
        public var families: [FamilyOption]?
        /// How the families were read: `literal`, `list Owner.name`, `not declared`, `unresolved name`.
        public var familySource: String
        public var previews: [PreviewReference]
        /// Supported families no preview renders the widget in, in the order declared.
        public var missingFamilies: [String]
        /// The file holds previews commented out: the team switched them off on purpose.
        public var previewsSwitchedOff: Bool
    }

    public struct LiveActivityCoverage: Sendable {
        public var widget: WidgetRecord
        public var file: String
        public var targets: [String]
        public var previews: [PreviewReference]
        public var missingPresentations: [LiveActivityPresentation]
        /// The file holds previews commented out: the team switched them off on purpose.
        public var previewsSwitchedOff: Bool
    }

    public struct ViewCoverage: Sendable {
        public var type: String
        public var file: String
        public var line: Int
        public var targets: [String]
        /// Previews that render it directly.
        public var previews: [PreviewReference]
        /// Widgets and Live Activities that render it, when previews of them exist.
        public var through: [String]
        public var isCovered: Bool { !previews.isEmpty || !through.isEmpty }
    }

    public let widgets: [WidgetCoverage]
    public let liveActivities: [LiveActivityCoverage]
    public let views: [ViewCoverage]

    init(files: [FileFacts], membership: TargetMembership) {
        let lists = files.flatMap(\.familyLists)
        let viewTypes = Set(files.flatMap { $0.types.filter { !$0.isExtension && $0.inherited.contains("View") }.map(\.name) })
        // Each preview once, with what it renders and the attributes it is given; looked up by type
        // below (a filter over all previews per view was quadratic, and copied a file's facts per entry).
        var rendered: [String: [Int]] = [:]
        var references: [PreviewReference] = []
        var givenAttributes: [String: [Int]] = [:]
        for file in files {
            for preview in file.previews where !preview.conditions.contains(where: { $0 == "false" || $0 == "0" }) {
                // `#if false` keeps a preview out of every build.
                let reference = PreviewReference(
                    file: file.path, range: preview.range, name: preview.name, family: preview.family,
                    presentation: preview.presentation, states: preview.states.map(\.text) + preview.fixtures
                )
                // What it renders: its root, and every type it builds (`VStack { TimerView(…) }`).
                var renders = Set(file.constructions(in: preview.range).filter { $0.callee != ".init" }.map { MemberRecord.simpleName($0.callee) })
                if let root = preview.rootType { renders.insert(MemberRecord.simpleName(root)) }
                for type in renders { rendered[type, default: []].append(references.count) }
                // Live Activity previews by the attributes they are given (`using: TimerAttributes.preview`),
                // or that they show (`attributes.previewContext(state, viewKind: .content)`, a member
                // holding the attributes).
                if let attributes = Self.attributesShown(by: preview, in: file) {
                    givenAttributes[MemberRecord.simpleName(attributes), default: []].append(references.count)
                }
                references.append(reference)
            }
        }
        func rendering(_ types: Set<String>) -> [PreviewReference] {
            Set(types.flatMap { rendered[$0] ?? [] }).sorted().map { references[$0] }
        }
        func given(_ attributes: String) -> [PreviewReference] {
            (givenAttributes[attributes] ?? []).map { references[$0] }
        }
        let builders = Dictionary(files.flatMap(\.dynamicIslandBuilders).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

        // A view several widgets build (a shared "sign in" or warning view) is no one widget's entry
        // view: its previews show that view, not how a widget looks in a family.
        var widgetsBuilding: [String: Int] = [:]
        for widget in files.flatMap(\.widgets) where !widget.isLiveActivity {
            for view in Set(widget.views.map(MemberRecord.simpleName)) { widgetsBuilding[view, default: 0] += 1 }
        }
        var widgets: [WidgetCoverage] = []
        var liveActivities: [LiveActivityCoverage] = []
        var previewedThrough: [String: Set<String>] = [:]
        for file in files {
            for widget in file.widgets {
                let simple = MemberRecord.simpleName(widget.type)
                let targets = membership.targets(of: file.path)
                if widget.isLiveActivity {
                    var widget = widget
                    Self.readBuilders(of: &widget, builders)
                    var types: Set<String> = [simple]
                    var covering: [PreviewReference] = []
                    if let attributes = widget.attributesType.map(MemberRecord.simpleName) {
                        types.insert(attributes)
                        covering += given(attributes)
                    }
                    covering = Array(Set(covering + rendering(types))).filter { $0.presentation != nil }.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
                    var covered = Set(covering.compactMap { $0.presentation.flatMap(LiveActivityPresentation.init(rawValue:)) })
                    // A presentation whose own views (the project's) are each previewed on their own
                    // is seen too: a lock-screen view, a minimal island that is one icon view.
                    var standalone: [PreviewReference] = []
                    for entry in widget.presentationViews where !covered.contains(entry.presentation) {
                        let views = entry.views.map(MemberRecord.simpleName).filter(viewTypes.contains)
                        let previews = views.map { rendering([$0]) }
                        guard !views.isEmpty, previews.allSatisfy({ !$0.isEmpty }) else { continue }
                        covered.insert(entry.presentation)
                        standalone += previews.flatMap { $0 }
                    }
                    liveActivities.append(LiveActivityCoverage(
                        widget: widget, file: file.path, targets: targets, previews: covering + standalone.filter { !covering.contains($0) },
                        missingPresentations: widget.presentations.filter { !covered.contains($0) },
                        previewsSwitchedOff: file.hasCommentedOutPreview
                    ))
                    if !covering.isEmpty { for view in widget.views { previewedThrough[MemberRecord.simpleName(view), default: []].insert(simple) } }
                } else {
                    // The widget itself, or its entry view in a `WidgetPreviewContext`.
                    let views = Set(widget.views.map(MemberRecord.simpleName))
                    let own = views.filter { (widgetsBuilding[$0] ?? 0) < 2 }
                    let covering = rendering([simple]) + rendering(own.isEmpty ? views : own).filter { $0.family != nil }
                    let (families, source) = Self.families(of: widget, lists: lists)
                    let covered = Set(covering.compactMap(\.family))
                    var missing: [String] = []
                    for option in families ?? [] where !covered.contains(option.family) && !missing.contains(option.family) { missing.append(option.family) }
                    widgets.append(WidgetCoverage(
                        widget: widget, file: file.path, targets: targets, families: families, familySource: source,
                        previews: covering, missingFamilies: missing, previewsSwitchedOff: file.hasCommentedOutPreview
                    ))
                    if !covering.isEmpty { for view in widget.views { previewedThrough[MemberRecord.simpleName(view), default: []].insert(simple) } }
                }
            }
        }

        var views: [ViewCoverage] = []
        for file in files where !membership.isTestOnly(file.path) {
            for type in file.types where !type.isExtension && type.inherited.contains("View") {
                let simple = MemberRecord.simpleName(type.name)
                views.append(ViewCoverage(
                    type: type.qualifiedName, file: file.path, line: type.range.start.line, targets: membership.targets(of: file.path),
                    previews: rendering([simple]), through: (previewedThrough[simple] ?? []).sorted()
                ))
            }
        }
        self.widgets = widgets.sorted { ($0.file, $0.widget.range.start.offset) < ($1.file, $1.widget.range.start.offset) }
        self.liveActivities = liveActivities.sorted { ($0.file, $0.widget.range.start.offset) < ($1.file, $1.widget.range.start.offset) }
        self.views = views.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
    }

    /// The attributes a Live Activity preview is given or shows: a type, or a member of the file
    /// holding them (`static let attributes = TimerAttributes()`), read as the member's type.
    static func attributesShown(by preview: PreviewRecord, in file: FileFacts) -> String? {
        guard let attributes = preview.activityAttributes else { return nil }
        guard let first = attributes.first, first.isLowercase else { return attributes }
        return file.members.first { $0.name == attributes && $0.kind == .property }?.valueType.map(ProjectIndex.elementType)
    }

    /// A Live Activity whose `dynamicIsland:` closure calls a function building the island takes
    /// that function's presentations.
    static func readBuilders(of widget: inout WidgetRecord, _ builders: [String: DynamicIslandBuilderRecord]) {
        for name in widget.dynamicIslandBuilders {
            guard let builder = builders[name] else { continue }
            for presentation in builder.presentations where !widget.presentations.contains(presentation) { widget.presentations.append(presentation) }
            for region in builder.expandedRegions where !widget.expandedRegions.contains(region) { widget.expandedRegions.append(region) }
            for entry in builder.views { widget.add(views: entry.views, of: entry.presentation) }
        }
        widget.presentations = LiveActivityPresentation.allCases.filter(widget.presentations.contains)
    }

    /// The families a widget supports: written in place, or a list it names that the project declares.
    static func families(of widget: WidgetRecord, lists: [FamilyListRecord]) -> (families: [FamilyOption]?, source: String) {
        guard let declaration = widget.families else { return (nil, "not declared") }
        guard let reference = declaration.reference else { return (declaration.families, "literal") }
        var parts = reference.split(separator: ".").map(String.init)
        let name = parts.removeLast()
        // `availableFamilies` and `Self.families` are the widget's own; `Constants.families` another type's.
        let owner = parts.isEmpty || parts == ["Self"] || parts == ["self"] ? widget.type : parts.joined(separator: ".")
        let candidates = lists.filter { $0.name == name && MemberRecord.simpleName($0.owner) == MemberRecord.simpleName(owner) }
            + (parts.isEmpty ? lists.filter { $0.name == name && $0.owner.isEmpty } : [])
        guard let list = candidates.first else { return (nil, "unresolved \(reference)") }
        return (declaration.families + list.families, "list \(list.owner.isEmpty ? list.name : "\(list.owner).\(list.name)")")
    }
}
