/// `path:line:col: warning: message (rule_id)`, the format Xcode and most editors understand.
public struct XcodeReporter: Reporter {
    public static let name = "xcode"

    public init() {}

    public func render(_ report: LintReport, context: ReportContext) -> String {
        report.violations.map { line(for: $0, context: context) + "\n" }.joined()
    }

    func line(for violation: Violation, context: ReportContext) -> String {
        let location = "\(context.displayPath(violation.file)):\(violation.range.start.line):\(violation.range.start.column)"
        let severity = context.color ? colored(violation.severity) : violation.severity.rawValue
        return "\(location): \(severity): \(violation.message) (\(violation.ruleID))"
    }

    private func colored(_ severity: Severity) -> String {
        let code = switch severity {
        case .error: "31"
        case .warning: "33"
        case .note: "36"
        }
        return "\u{1B}[1;\(code)m\(severity.rawValue)\u{1B}[0m"
    }
}
