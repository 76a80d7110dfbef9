/// A table of rules and their counts, for a quick look at a repository.
public struct SummaryReporter: Reporter {
    public static let name = "summary"

    public init() {}

    public func render(_ report: LintReport, context: ReportContext) -> String {
        let byRule = Dictionary(grouping: report.violations, by: \.ruleID)
        var rows = [["rule", "severity", "violations", "files"]]
        for rule in byRule.keys.sorted() {
            let violations = byRule[rule]!
            let severities = Set(violations.map(\.severity)).sorted(by: >).map(\.rawValue).joined(separator: "/")
            rows.append([rule, severities, String(violations.count), String(Set(violations.map(\.file)).count)])
        }
        rows.append(["total", "", String(report.violations.count), String(Set(report.violations.map(\.file)).count)])
        let widths = (0..<4).map { column in rows.map { $0[column].count }.max() ?? 0 }
        let separator = "+" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "+") + "+\n"
        var text = separator
        for (index, row) in rows.enumerated() {
            if index == rows.count - 1 { text += separator }
            text += "|" + zip(row, widths).enumerated().map { column, cell in
                let padding = String(repeating: " ", count: cell.1 - cell.0.count)
                return column >= 2 ? " \(padding)\(cell.0) " : " \(cell.0)\(padding) "
            }.joined(separator: "|") + "|\n"
            if index == 0 { text += separator }
        }
        text += separator
        let milliseconds = report.duration.components.seconds * 1000 + report.duration.components.attoseconds / 1_000_000_000_000_000
        text += "\(report.fileCount) files, \(report.previewCount) previews, \(report.violations.count) violations in \(milliseconds) ms\n"
        return text
    }
}
