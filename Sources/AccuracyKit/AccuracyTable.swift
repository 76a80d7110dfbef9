import Foundation

/// The per-rule table, as the command prints it and as `docs/accuracy.md` shows it.
public enum AccuracyTable {
    public static func markdown(_ evaluation: AccuracyEvaluation) -> String {
        var out = "| rule | on by default | findings | TP | FP | unsure | unlabeled | precision | known defects found |\n"
        out += "|---|---|---|---|---|---|---|---|---|\n"
        for row in evaluation.rows + [evaluation.overall] {
            let name = row.rule == evaluation.overall.rule ? "**\(row.rule)**" : "`\(row.rule)`"
            out += "| \(name) | \(row.enabledByDefault ? "yes" : "no") | \(row.findings) | \(row.tp) | \(row.fp) | \(row.unsure) | \(row.unlabeled) | \(percent(row.precision)) | \(row.defects == 0 ? "–" : "\(row.defectsFound) of \(row.defects)") |\n"
        }
        return out
    }

    public static func text(_ evaluation: AccuracyEvaluation) -> String {
        let header = ["rule", "default", "findings", "TP", "FP", "unsure", "unlabeled", "precision", "defects"]
        let rows = (evaluation.rows + [evaluation.overall]).map { row in
            [row.rule, row.enabledByDefault ? "on" : "off", "\(row.findings)", "\(row.tp)", "\(row.fp)", "\(row.unsure)",
             "\(row.unlabeled)", percent(row.precision), row.defects == 0 ? "-" : "\(row.defectsFound)/\(row.defects)"]
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

    public static func percent(_ value: Double?) -> String {
        guard let value else { return "–" }
        return String(format: "%.0f%%", value * 100)
    }
}
