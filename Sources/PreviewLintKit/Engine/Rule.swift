/// A built-in rule. Rules never walk syntax: they read the facts gathered in the one walk of each
/// file (`FileFacts`) and the cross-file `ProjectIndex`, so their inputs can be cached.
public protocol Rule: Sendable {
    /// The descriptor id; `Rules/<id>.yml` describes it.
    static var id: String { get }

    init(configuration: RuleConfiguration, project: ProjectConfiguration) throws(ConfigurationError)

    /// Violations found in one file; called for every file, in parallel.
    func check(_ file: FileContext, in project: ProjectIndex) -> [Violation]

    /// Violations that need every file at once (copies, duplicated fixtures); called once.
    func checkProject(_ project: ProjectIndex) -> [Violation]

    /// Whether it reads the value-flow facts (`FileFacts.valueFlow`): their walk runs only when a
    /// rule that reads them runs.
    static var readsValueFlow: Bool { get }

    /// Whether it reads the value-flow facts of test code too (test doubles), not only production's
    /// and previews'.
    var readsValueFlowOfTests: Bool { get }
}

extension Rule {
    public static var readsValueFlow: Bool { false }
    public var readsValueFlowOfTests: Bool { false }
    public func check(_ file: FileContext, in project: ProjectIndex) -> [Violation] { [] }
    public func checkProject(_ project: ProjectIndex) -> [Violation] { [] }
}

/// One file as a rule sees it: its facts and its text.
public struct FileContext: Sendable {
    public let source: SourceFile
    public let facts: FileFacts

    public var path: String { source.path }
}

/// The parts of the configuration that rules may consult beyond their own options.
public struct ProjectConfiguration: Sendable {
    public var root: String
    public var sharedFormatters: [String]
    public var autoFormatters: Bool
    public var customRules: [CustomRuleDeclaration]
    public var configurationPath: String?
    /// `copies:`: groups of files declared to be identical copies.
    public var copies: [CopyGroupDeclaration] = []
}
