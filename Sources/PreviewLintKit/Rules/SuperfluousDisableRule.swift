/// `superfluous_disable`: suppression comments that suppress nothing. The engine applies
/// suppressions, so it hands this rule what stayed unused once every other rule has run.
public struct SuperfluousDisableRule: Rule {
    public static let id = "superfluous_disable"
    let configuration: RuleConfiguration
    /// Ids a comment may name: built-in rules and this configuration's custom rules.
    let knownIDs: Set<String>

    public init(configuration: RuleConfiguration, project: ProjectConfiguration) {
        self.configuration = configuration
        knownIDs = Set(RuleCatalog.ids + project.customRules.map(\.id))
    }

    func violations(for unused: [(command: SuppressionCommand, ruleIDs: [String])], in file: String) -> [Violation] {
        unused.map { entry in
            configuration.violation(message(for: entry.command, ruleIDs: entry.ruleIDs), in: file, at: entry.command.range)
        }
    }

    private func message(for command: SuppressionCommand, ruleIDs: [String]) -> String {
        let directive = "previewlint:\(command.kind.rawValue)"
        if ruleIDs.isEmpty {
            return "'\(directive)' suppresses no violation; remove it"
        }
        if ruleIDs == [""] {
            return "'\(directive)' names no rule; add the rule ids to disable, or 'all'"
        }
        let unknown = ruleIDs.filter { !knownIDs.contains($0) }
        if let first = unknown.first {
            return "'\(first)' is not a previewlint rule\(Suggestion.didYouMean(first, in: knownIDs.sorted())); fix or remove the '\(directive)' comment"
        }
        let names = ruleIDs.map { "'\($0)'" }.joined(separator: ", ")
        return "'\(directive)' for \(names) suppresses no violation; remove it"
    }
}
