/// A `Widget` the file declares: what its configuration renders, in which families, and for a Live
/// Activity in which presentations. What previews cover of it is the project model's question.
public struct WidgetRecord: Codable, Sendable, Hashable {
    /// The widget type, qualified (`Outer.TimerWidget`).
    public var type: String
    /// The type's name token.
    public var range: SourceRange
    /// `StaticConfiguration`, `AppIntentConfiguration`, `IntentConfiguration`, `ActivityConfiguration`, …
    public var configuration: String?
    /// The `kind:` string when it is a literal or a `let kind = "…"` of the type.
    public var kind: String?
    /// The types its configuration's closures build: its entry views and Live Activity views.
    public var views: [String] = []
    /// The `.supportedFamilies(…)` call, when the widget declares its families.
    public var families: FamilyDeclaration?
    /// For an `ActivityConfiguration`: the attributes type (`for: TimerAttributes.self`).
    public var attributesType: String?
    /// For an `ActivityConfiguration`: the presentations it declares, in `LiveActivityPresentation` order.
    public var presentations: [LiveActivityPresentation] = []
    /// The expanded Dynamic Island regions it declares (`leading`, `trailing`, `center`, `bottom`).
    public var expandedRegions: [String] = []
    /// The views each presentation builds (the lock screen's content closure, the island's closures).
    public var presentationViews: [PresentationViews] = []
    /// Functions its `dynamicIsland:` closure calls when it builds no `DynamicIsland` itself
    /// (`makeDynamicIsland(context:)`): the model reads the presentations from them.
    public var dynamicIslandBuilders: [String] = []
    /// `#if` conditions around the declaration.
    public var conditions: [String] = []
    /// Marked `@main`: the extension's entry point, shipped though no bundle names it.
    public var isEntryPoint = false

    public var isLiveActivity: Bool { configuration == "ActivityConfiguration" }

    mutating func add(views: [String], of presentation: LiveActivityPresentation) {
        if let index = presentationViews.firstIndex(where: { $0.presentation == presentation }) {
            for view in views where !presentationViews[index].views.contains(view) { presentationViews[index].views.append(view) }
        } else {
            presentationViews.append(PresentationViews(presentation: presentation, views: views))
        }
    }
}

/// The views one presentation of a Live Activity builds.
public struct PresentationViews: Codable, Sendable, Hashable {
    public var presentation: LiveActivityPresentation
    public var views: [String]
}

/// What a widget passes to `.supportedFamilies(…)`: a literal list, or the name of a list declared
/// elsewhere (`availableFamilies`, `WidgetGaugeSupportedFamilies.families`) the model resolves.
public struct FamilyDeclaration: Codable, Sendable, Hashable {
    public var range: SourceRange
    /// The families written in place, each with the `#if` condition it is under.
    public var families: [FamilyOption] = []
    /// The list named instead (`Self.families`, `availableFamilies`), or the expression the tool
    /// cannot read (`Families.forCurrentDevice()`), as written.
    public var reference: String?
}

/// One family of a list, with the compilation condition it is listed under (`os(watchOS)`, or
/// `!os(watchOS)` for the `#else` branch), nil when unconditional.
public struct FamilyOption: Codable, Sendable, Hashable {
    public var family: String
    public var condition: String?
}

/// A function returning a `DynamicIsland` (`func makeDynamicIsland(context:) -> DynamicIsland`),
/// with the presentations and expanded regions the island it builds declares.
public struct DynamicIslandBuilderRecord: Codable, Sendable, Hashable {
    public var name: String
    public var presentations: [LiveActivityPresentation]
    public var expandedRegions: [String]
    public var views: [PresentationViews]
}

/// A property holding a list of widget families (`static let families: [WidgetFamily] = […]`).
public struct FamilyListRecord: Codable, Sendable, Hashable {
    /// The enclosing type, qualified; empty for a global.
    public var owner: String
    public var name: String
    public var families: [FamilyOption]
}

/// How Xcode previews a Live Activity: its lock-screen content, and the Dynamic Island's compact
/// (leading and trailing together), expanded and minimal presentations.
public enum LiveActivityPresentation: String, Codable, Sendable, Hashable, CaseIterable {
    case content
    case compact = "dynamic_island_compact"
    case expanded = "dynamic_island_expanded"
    case minimal = "dynamic_island_minimal"

    /// How a message names it.
    public var title: String {
        switch self {
        case .content: "lock screen (.content)"
        case .compact: "compact Dynamic Island (.dynamicIsland(.compact))"
        case .expanded: "expanded Dynamic Island (.dynamicIsland(.expanded))"
        case .minimal: "minimal Dynamic Island (.dynamicIsland(.minimal))"
        }
    }
}

/// Apple's `WidgetFamily` cases: a list holding anything else is not read as a family list.
public enum WidgetFamilyName {
    public static let all: [String] = [
        "systemSmall", "systemMedium", "systemLarge", "systemExtraLarge", "systemExtraLargePortrait",
        "accessoryCircular", "accessoryRectangular", "accessoryInline", "accessoryCorner",
    ]
    static let known = Set(all)
}
