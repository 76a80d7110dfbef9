/// Turns a lint report into text for one audience (a terminal, CI, an editor).
public protocol Reporter: Sendable {
    static var name: String { get }
    func render(_ report: LintReport, context: ReportContext) -> String
}

/// How paths are shown and whether colour is wanted.
public struct ReportContext: Sendable {
    /// The folder paths are made relative to (the current folder for terminals, the root for files).
    public var currentDirectory: String
    /// Show absolute paths (the user gave absolute paths).
    public var absolutePaths: Bool
    public var color: Bool
    public var toolVersion: String

    public init(currentDirectory: String, absolutePaths: Bool = false, color: Bool = false, toolVersion: String = PreviewLint.version) {
        self.currentDirectory = currentDirectory
        self.absolutePaths = absolutePaths
        self.color = color
        self.toolVersion = toolVersion
    }

    /// A path for human-facing output.
    public func displayPath(_ path: String) -> String {
        absolutePaths ? path : FilePath.relative(path, to: currentDirectory)
    }
}

public enum Reporters {
    public static let all: [any Reporter.Type] = [
        XcodeReporter.self, JSONReporter.self, SARIFReporter.self, GitHubReporter.self,
        JUnitReporter.self, CheckstyleReporter.self, SummaryReporter.self,
        CodeClimateReporter.self, SonarQubeReporter.self, MarkdownReporter.self, HTMLReporter.self,
    ]

    public static func named(_ name: String) -> (any Reporter)? {
        switch name {
        case XcodeReporter.name: XcodeReporter()
        case JSONReporter.name: JSONReporter()
        case SARIFReporter.name: SARIFReporter()
        case GitHubReporter.name: GitHubReporter()
        case JUnitReporter.name: JUnitReporter()
        case CheckstyleReporter.name: CheckstyleReporter()
        case SummaryReporter.name: SummaryReporter()
        case CodeClimateReporter.name: CodeClimateReporter()
        case SonarQubeReporter.name: SonarQubeReporter()
        case MarkdownReporter.name: MarkdownReporter()
        case HTMLReporter.name: HTMLReporter()
        default: nil
        }
    }
}

public enum PreviewLint {
    public static let version = "0.1.0"
    public static let documentationURL = "https://github.com/previewlint/previewlint/blob/main/docs/rules"

    /// The page of a rule; custom rules share the page that explains `custom_rules:`.
    public static func documentation(of ruleID: String) -> String {
        let page = RuleCatalog.descriptor(ruleID) == nil ? CustomRulesRule.id : ruleID
        return "\(documentationURL)/\(page).md"
    }
}
