/// Which parts of a file belong to a custom rule scope.
enum ScopeRanges {
    /// Scopes that can be checked today; the preview index brings the others.
    static let supportedScopes: Set<String> = ["all"]

    static func contains(_ offset: Int, scope: CustomRuleScope, in facts: FileFacts) -> Bool {
        switch scope {
        case .all: true
        case .preview, .fixture, .widget: false
        }
    }
}
