import Foundation

/// The per-rule table over every set of the corpus, as the command prints it and as
/// `docs/accuracy.md` shows it: for each set, precision (TP of everything labeled) and the known
/// defects found; for each evaluation batch, both at first look and now.
public enum AccuracyTable {
    public static func markdown(_ report: AccuracyReport) -> String {
        let titles = report.columns.flatMap { ["\($0.title): precision", "\($0.title): defects"] }
        var out = "| rule | on by default | " + titles.joined(separator: " | ") + " |\n"
        out += "|---|---|" + String(repeating: "---|", count: titles.count) + "\n"
        for (rule, isOverall) in report.ruleIDs.map({ ($0, false) }) + [(AccuracyReport.overallID, true)] {
            let name = isOverall ? "**all rules on by default**" : "`\(rule)`"
            let cells = report.columns.flatMap { Self.cells($0, rule: rule) }
            out += "| \(name) | \(report.isEnabled(rule) ? "yes" : "no") | " + cells.joined(separator: " | ") + " |\n"
        }
        return out
    }

    public static func text(_ report: AccuracyReport) -> String {
        let header = ["rule", "default"] + report.columns.flatMap { [$0.title, "defects"] }
        let rows = (report.ruleIDs + [AccuracyReport.overallID]).map { rule in
            [rule == AccuracyReport.overallID ? "all rules on by default" : rule, report.isEnabled(rule) ? "on" : "off"]
                + report.columns.flatMap { Self.cells($0, rule: rule) }
        }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { index, cell in
                index == 0 ? cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[index] - cell.count) + cell
            }.joined(separator: "  ")
        }
        return ([line(header)] + rows.map(line)).joined(separator: "\n") + "\n"
    }

    /// "93% (43/46)", with the unlabeled count when there are any; "–" without labeled findings.
    static func cells(_ column: AccuracyReport.Column, rule: String) -> [String] {
        guard let row = column.row(rule) else { return ["–", "–"] }
        let labeled = row.tp + row.fp + row.unsure
        var precision = labeled == 0 ? "–" : "\(percent(row.precision)) (\(row.tp)/\(labeled))"
        if row.unlabeled > 0 { precision += " +\(row.unlabeled)?" }
        return [precision, row.defects == 0 ? "–" : "\(row.defectsFound)/\(row.defects)"]
    }

    public static func percent(_ value: Double?) -> String {
        guard let value else { return "–" }
        return String(format: "%.0f%%", value * 100)
    }
}
