/// What counts as widget and Live Activity code: types that are widgets or feed them, and views
/// declared in files that import WidgetKit or ActivityKit. A class of the app that merely starts
/// Live Activities (and so imports ActivityKit) is not widget code.
enum WidgetCode {
    static let frameworks: Set<String> = ["WidgetKit", "ActivityKit"]
    static let protocols: Set<String> = [
        "Widget", "WidgetBundle", "TimelineProvider", "IntentTimelineProvider", "AppIntentTimelineProvider",
        "TimelineEntry", "ControlWidget",
    ]
    /// The protocols whose `placeholder(in:)` gives the sample entry the system shows redacted.
    static let timelineProviders: Set<String> = ["TimelineProvider", "IntentTimelineProvider", "AppIntentTimelineProvider"]

    /// The instance method of a timeline provider that gives the system its sample entry.
    static let placeholderSignature = "placeholder(in:)"

    static func isWidgetType(inherited: [String], imports: [String]) -> Bool {
        if inherited.contains(where: protocols.contains) { return true }
        return inherited.contains("View") && !frameworks.isDisjoint(with: imports)
    }
}
