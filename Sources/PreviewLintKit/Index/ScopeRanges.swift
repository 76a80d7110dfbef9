/// Which parts of a file belong to a custom rule scope.
enum ScopeRanges {

    static func contains(_ offset: Int, scope: CustomRuleScope, in facts: FileFacts) -> Bool {
        switch scope {
        case .all:
            return true
        case .preview:
            return facts.previews.contains { $0.range.start.offset <= offset && offset < $0.range.end.offset }
        case .fixture:
            return facts.fixtures.contains { $0.range.start.offset <= offset && offset < $0.range.end.offset }
        case .widget:
            return facts.types.contains { type in
                WidgetCode.isWidgetType(inherited: type.inherited, imports: facts.imports) && type.range.start.offset <= offset && offset < type.range.end.offset
            } || facts.previews.contains { $0.kind != .view && $0.kind != .provider && $0.range.contains(offset) }
        }
    }
}
