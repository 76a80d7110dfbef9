/// What counts as widget and Live Activity code: types that are widgets or feed them, and views
/// declared in files that import WidgetKit or ActivityKit. A class of the app that merely starts
/// Live Activities (and so imports ActivityKit) is not widget code.
enum WidgetCode {
    static let frameworks: Set<String> = ["WidgetKit", "ActivityKit"]
    static let protocols: Set<String> = [
        "Widget", "WidgetBundle", "TimelineProvider", "IntentTimelineProvider", "AppIntentTimelineProvider",
        "TimelineEntry", "ControlWidget",
    ]
    /// The instance methods through which the system asks a type for sample content, by the
    /// protocol that declares them: a timeline provider's placeholder entry, shown redacted, and a
    /// complication's sample template, shown in the watch face gallery.
    static let sampleMethods: [String: Set<String>] = [
        "TimelineProvider": ["placeholder(in:)"], "IntentTimelineProvider": ["placeholder(in:)"],
        "AppIntentTimelineProvider": ["placeholder(in:)"],
        "CLKComplicationDataSource": [
            "getLocalizableSampleTemplate(for:withHandler:)", "getPlaceholderTemplate(for:withHandler:)",
        ],
    ]

    /// Whether `signature`, an instance method of a type conforming to `inherited`, gives the system sample content.
    static func isSampleMethod(_ signature: String, inherited: [String]) -> Bool {
        inherited.contains { sampleMethods[$0]?.contains(signature) == true }
    }

    static func isWidgetType(inherited: [String], imports: [String]) -> Bool {
        if inherited.contains(where: protocols.contains) { return true }
        return inherited.contains("View") && !frameworks.isDisjoint(with: imports)
    }
}
