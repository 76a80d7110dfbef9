import Foundation

/// One finding of the first run of previewlint on a repository of an evaluation batch, with its
/// label. The file `Accuracy/first-look/<batch>/<repository>.tsv` is written once by that run,
/// labeled once by reading the code, and never edited again: it is the batch's evidence of how
/// the rules do on code nobody tuned them on. Later builds are labeled in `Accuracy/labels/`.
public struct FirstLookRow: Sendable, Equatable {
    public let finding: Finding
    public let verdict: Verdict
    public let reason: String
    /// The previewlint build of the first run.
    public let build: String
    /// Whether the rule was on by default in that build.
    public let enabledByDefault: Bool

    public var label: Label {
        Label(key: finding.key, verdict: verdict, expectation: .present, reason: reason, build: build)
    }
}

public enum FirstLook {
    static let columns = ["rule", "default", "file", "line_no", "line", "message", "label", "reason", "build"]

    public static func path(data: String, set: String, repository: String) -> String {
        "\(data)/first-look/\(set)/\(repository).tsv"
    }

    public static func load(_ path: String, repository: String) throws -> [FirstLookRow] {
        try TSV.read(path, required: columns).map { row in
            guard let line = Int(row["line_no"]), line > 0 else {
                throw TSV.Failure(description: "\(path):\(row.lineNumber): line_no '\(row["line_no"])' is not a line number")
            }
            guard ["on", "off"].contains(row["default"]) else {
                throw TSV.Failure(description: "\(path):\(row.lineNumber): default '\(row["default"])' is not on or off")
            }
            // The message is stored whole, so the key of a later run's finding is derived the same way.
            let finding = Finding(repository: repository, rule: row["rule"], file: row["file"], line: line,
                                  lineText: row["line"], message: row["message"])
            return FirstLookRow(finding: finding, verdict: try Verdict.parse(row, path: path), reason: row["reason"],
                                build: row["build"], enabledByDefault: row["default"] == "on")
        }
    }

    /// The file the first run writes: every finding, unlabeled, in report order.
    public static func render(_ findings: [Finding], repository: String, build: String, onByDefault: Set<String>) -> String {
        TSV.render(
            header: columns,
            rows: findings.map { finding in
                [finding.rule, onByDefault.contains(finding.rule) ? "on" : "off", finding.file, "\(finding.line)", finding.lineText,
                 finding.message, Verdict.unlabeled.rawValue, "", build]
            },
            preamble: [
                "First look at \(repository): every finding of the first run of previewlint (build \(build)) on this repository,",
                "with every rule enabled. Labeled once (tp, fp, unsure) by reading the code on both sides; never edited afterwards.",
            ]
        )
    }

    /// The run's evaluation at first look: its findings held against their own labels.
    public static func evaluate(_ rows: [String: [FirstLookRow]], defects: [KnownDefect], traps: [Trap],
                                rules: [(id: String, enabledByDefault: Bool)]) -> AccuracyEvaluation {
        var defaults: [String: Bool] = [:]
        for row in rows.values.joined() { defaults[row.finding.rule] = row.enabledByDefault }
        let rulesThen = rules.map { (id: $0.id, enabledByDefault: defaults[$0.id] ?? $0.enabledByDefault) }
        return AccuracyEvaluation(findings: rows.values.joined().map(\.finding), labels: rows.mapValues { $0.map(\.label) },
                                  defects: defects, traps: traps, rules: rulesThen)
    }

    /// The labels a later run of a batch's repository is held against: the first look's, with the
    /// rows of `Accuracy/labels/` over them (findings of later builds, first-look findings gone).
    public static func merged(firstLook: [FirstLookRow], later: [Label]) -> [Label] {
        var byKey: [LabelKey: Label] = [:]
        for row in firstLook { byKey[row.finding.key] = row.label }
        for label in later { byKey[label.key] = label }
        return Array(byKey.values)
    }

    /// What `Accuracy/labels/` has to hold after a run: the updated labels that say more than the
    /// first look does.
    public static func later(updated: [Label], firstLook: [FirstLookRow]) -> [Label] {
        let base = Set(firstLook.map(\.label))
        var later = updated.filter { !base.contains($0) }
        // A first-look finding whose message changed is labeled under its new key: its first-look
        // key is gone, not lost.
        let keys = Set(updated.map(\.key))
        for row in firstLook where !keys.contains(row.finding.key) {
            var gone = row.label
            gone.expectation = .gone
            later.append(gone)
        }
        return later
    }
}
