/// Checkstyle XML, read by Jenkins, Danger and many code review tools.
public struct CheckstyleReporter: Reporter {
    public static let name = "checkstyle"

    public init() {}

    public func render(_ report: LintReport, context: ReportContext) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        let byFile = Dictionary(grouping: report.violations, by: \.file)
        for file in byFile.keys.sorted() {
            xml += "  <file name=\"\(XMLText.escape(FilePath.relative(file, to: report.root)))\">\n"
            for violation in byFile[file]! {
                let severity = violation.severity == .note ? "info" : violation.severity.rawValue
                xml += "    <error line=\"\(violation.range.start.line)\" column=\"\(violation.range.start.column)\" severity=\"\(severity)\" message=\"\(XMLText.escape(violation.message))\" source=\"previewlint.\(XMLText.escape(violation.ruleID))\"/>\n"
            }
            xml += "  </file>\n"
        }
        return xml + "</checkstyle>\n"
    }
}
