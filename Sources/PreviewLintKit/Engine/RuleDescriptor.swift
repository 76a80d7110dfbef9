/// A built-in rule as described by its `Rules/<id>.yml`: the single source of truth for its
/// name, default severity, documentation, options and examples.
public struct RuleDescriptor: Sendable {
    public var id: String
    public var name: String
    public var category: String
    public var severity: Severity
    /// Written by the accuracy command from the rule's first-look figures.
    public var tier: RuleTier
    /// The first evaluation batch whose first look counts (the rule changed before it); nil: all.
    public var measuredSince: String?
    /// Why the corpus cannot measure the rule; such a rule has no figures and keeps its tier.
    public var notMeasured: String?
    public var figures: RuleFigures?
    public var summary: String
    public var rationale: String
    public var options: [RuleOptionDescriptor]
    public var triggeringExamples: [RuleExample]
    public var nonTriggeringExamples: [RuleExample]
    /// Where the descriptor came from, e.g. `Rules/unnamed_preview.yml`.
    public var source: String

    /// On by default: its tier is `default`.
    public var enabled: Bool { tier == .default }

    public func option(named name: String) -> RuleOptionDescriptor? {
        options.first { $0.name == name }
    }
}

public struct RuleOptionDescriptor: Sendable {
    public var name: String
    public var type: OptionType
    public var defaultValue: OptionValue
    public var description: String
    /// For string options with a closed set of values.
    public var allowedValues: [String]?
}

/// A code snippet from a descriptor. Triggering snippets mark each expected violation with `↓`.
public struct RuleExample: Sendable {
    /// The snippet's files: one (`Example.swift`) for plain snippets, several for cross-file rules.
    public var files: [ExampleFile]
    /// `.previewlint.yml` text to lint the example with, if the example needs one.
    public var configuration: String?
    public var line: Int
    /// Variants that change where markers sit (a prefix line, a comment) would break examples
    /// whose meaning depends on exact file content, such as copies that must stay identical.
    public var skipsVariants: Bool
}

public struct ExampleFile: Sendable {
    public var path: String
    public var code: String
}
