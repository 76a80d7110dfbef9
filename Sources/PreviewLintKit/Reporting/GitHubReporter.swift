/// GitHub Actions workflow commands: each violation becomes an annotation on the pull request.
public struct GitHubReporter: Reporter {
    public static let name = "github"

    public init() {}

    public func render(_ report: LintReport, context: ReportContext) -> String {
        report.violations.map { violation in
            let level = switch violation.severity {
            case .error: "error"
            case .warning: "warning"
            case .note: "notice"
            }
            let properties = [
                "file=\(escapeProperty(FilePath.relative(violation.file, to: context.currentDirectory)))",
                "line=\(violation.range.start.line)",
                "col=\(violation.range.start.column)",
                "endLine=\(violation.range.end.line)",
                "endColumn=\(violation.range.end.column)",
                "title=\(escapeProperty(violation.ruleID))",
            ].joined(separator: ",")
            return "::\(level) \(properties)::\(escapeData(violation.message))\n"
        }.joined()
    }

    // The escapes GitHub's toolkit applies to workflow command data and properties.
    private func escapeData(_ text: String) -> String {
        text.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D").replacingAll("\n", with: "%0A")
    }

    private func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
    }
}

extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
