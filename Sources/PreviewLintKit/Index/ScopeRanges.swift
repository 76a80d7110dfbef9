/// Which parts of a file belong to a custom rule scope.
enum ScopeRanges {
    static let widgetFrameworks: Set<String> = ["WidgetKit", "ActivityKit"]
    static let widgetProtocols: Set<String> = [
        "Widget", "WidgetBundle", "TimelineProvider", "IntentTimelineProvider", "AppIntentTimelineProvider",
        "TimelineEntry", "ActivityAttributes", "ControlWidget",
    ]

    static func contains(_ offset: Int, scope: CustomRuleScope, in facts: FileFacts) -> Bool {
        switch scope {
        case .all:
            return true
        case .preview:
            return facts.previews.contains { $0.range.start.offset <= offset && offset < $0.range.end.offset }
        case .fixture:
            return facts.fixtures.contains { $0.range.start.offset <= offset && offset < $0.range.end.offset }
        case .widget:
            // Widget code: any type in a file that imports WidgetKit or ActivityKit, or a type conforming to a widget protocol.
            let widgetFile = !widgetFrameworks.isDisjoint(with: facts.imports)
            return facts.types.contains { type in
                (widgetFile || type.inherited.contains(where: widgetProtocols.contains))
                    && type.range.start.offset <= offset && offset < type.range.end.offset
            } || facts.previews.contains { $0.kind != .view && $0.kind != .provider && $0.range.contains(offset) }
        }
    }
}
