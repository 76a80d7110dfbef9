/// What counts as widget and Live Activity code: types that are widgets or feed them, and views
/// declared in files that import WidgetKit or ActivityKit. A class of the app that merely starts
/// Live Activities (and so imports ActivityKit) is not widget code.
enum WidgetCode {
    static let frameworks: Set<String> = ["WidgetKit", "ActivityKit"]
    static let protocols: Set<String> = [
        "Widget", "WidgetBundle", "TimelineProvider", "IntentTimelineProvider", "AppIntentTimelineProvider",
        "TimelineEntry", "ControlWidget",
    ]

    static func isWidgetType(inherited: [String], imports: [String]) -> Bool {
        if inherited.contains(where: protocols.contains) { return true }
        return inherited.contains("View") && !frameworks.isDisjoint(with: imports)
    }
}
