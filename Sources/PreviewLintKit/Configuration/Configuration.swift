/// The settings of one run, from `.previewlint.yml` or the defaults.
public struct Configuration: Sendable {
    /// The configuration file in use, if any.
    public var path: String?
    /// The folder globs and reported paths are relative to: the configuration file's folder, else the current one.
    public var root: String
    public var included: [Glob] = []
    public var excluded: [Glob] = []
    public var targets: [TargetDeclaration] = []
    /// Groups of files that must stay identical copies of each other.
    public var copies: [CopyGroupDeclaration] = []
    public var sharedFormatters: [String] = []
    public var autoFormatters = true
    /// `profile:`; nil runs the default profile unless `--profile` names one.
    public var profile: Profile?
    public var rules: [String: RuleSettings] = [:]
    public var customRules: [CustomRuleDeclaration] = []
    public var reporter: String?
    public var baseline: String?
    /// Warnings found while loading (unknown keys, unknown rule ids), printed before the report.
    public var warnings: [ConfigurationDiagnostic] = []

    public init(root: String, path: String? = nil) {
        self.root = root
        self.path = path
    }

    /// The reporters a configuration or the command line may name.
    public static let reporterNames = [
        "xcode", "json", "sarif", "github", "junit", "checkstyle", "summary", "codeclimate", "sonarqube", "markdown", "html",
    ]
}

/// A rule's settings from the `rules:` section; nil members keep the descriptor's defaults.
public struct RuleSettings: Sendable, Hashable {
    public var enabled: Bool?
    public var severity: Severity?
    public var options: [String: OptionValue] = [:]

    public init(enabled: Bool? = nil, severity: Severity? = nil, options: [String: OptionValue] = [:]) {
        self.enabled = enabled
        self.severity = severity
        self.options = options
    }
}

/// `targets:` entry: a name and the globs of its files (`!glob` excludes).
public struct TargetDeclaration: Sendable, Hashable {
    public var name: String
    public var patterns: [String]
    public var mark: YAMLMark
}

/// `copies:` entry: globs of files kept as identical copies in several targets.
public struct CopyGroupDeclaration: Sendable, Hashable {
    public var patterns: [String]
    public var mark: YAMLMark
}

/// Where in a file a custom rule looks.
public enum CustomRuleScope: String, Sendable, CaseIterable, Codable {
    /// The whole file.
    case all
    /// Inside previews (`#Preview`, `PreviewProvider`).
    case preview
    /// Inside preview fixtures (Mother objects, mocks, `static let preview…`).
    case fixture
    /// Inside widget and Live Activity code.
    case widget
}

/// The kinds of text a custom rule's regex may match in.
public enum TextKind: String, Sendable, CaseIterable, Codable {
    case code
    case string
    case comment
}

/// A rule declared under `custom_rules:`.
public struct CustomRuleDeclaration: Sendable {
    public var id: String
    public var name: String
    public var regex: String
    public var message: String
    public var severity: Severity
    public var enabled: Bool
    public var scope: CustomRuleScope
    public var matchIn: Set<TextKind>
    public var summary: String?
    public var mark: YAMLMark
    /// A template (`$1` for groups) that replaces each match: the rule's fix-it.
    public var replacement: String?
}
