import Foundation

/// JUnit XML: one test case per linted file, failing with its violations, for CI test dashboards.
public struct JUnitReporter: Reporter {
    public static let name = "junit"

    public init() {}

    public func render(_ report: LintReport, context: ReportContext) -> String {
        let byFile = Dictionary(grouping: report.violations, by: \.file)
        let files = report.lintedFiles
        let failures = files.count { byFile[$0] != nil }
        let seconds = String(format: "%.3f", Double(report.duration.components.seconds) + Double(report.duration.components.attoseconds) / 1e18)
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"previewlint\" tests=\"\(files.count)\" failures=\"\(failures)\" time=\"\(seconds)\">\n"
        xml += "  <testsuite name=\"previewlint\" tests=\"\(files.count)\" failures=\"\(failures)\" errors=\"0\" time=\"\(seconds)\">\n"
        for file in files {
            let name = XMLText.escape(FilePath.relative(file, to: report.root))
            guard let violations = byFile[file] else {
                xml += "    <testcase classname=\"previewlint\" name=\"\(name)\"/>\n"
                continue
            }
            xml += "    <testcase classname=\"previewlint\" name=\"\(name)\">\n"
            for violation in violations {
                let location = "\(name):\(violation.range.start.line):\(violation.range.start.column)"
                xml += "      <failure type=\"\(violation.severity.rawValue)\" message=\"\(XMLText.escape(violation.message))\">"
                xml += "\(location): \(violation.severity.rawValue): \(XMLText.escape(violation.message)) (\(violation.ruleID))</failure>\n"
            }
            xml += "    </testcase>\n"
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }
}
