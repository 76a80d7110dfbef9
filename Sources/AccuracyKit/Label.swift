import Foundation

public struct LabelKey: Hashable, Sendable {
    public let repository: String
    public let rule: String
    public let file: String
    public let lineText: String
    public let messageStem: String

    /// The same place without the message: the fallback when a rule's wording changed.
    var place: PlaceKey { PlaceKey(repository: repository, rule: rule, file: file, lineText: lineText) }
}

struct PlaceKey: Hashable {
    let repository: String
    let rule: String
    let file: String
    let lineText: String
}

/// What a person decided about a finding, after reading the code on both sides.
public enum Verdict: String, Sendable, CaseIterable {
    /// The claim is right and the app's maintainer would want to know.
    case tp
    /// The claim is wrong, or nothing the maintainer would act on.
    case fp
    /// Could not be decided; counts against precision like an FP.
    case unsure
    /// Written by `--update` for a new finding; must be replaced by a verdict.
    case unlabeled = "?"
}

/// Whether the labeled finding is expected in today's report: a finding that went away stays
/// labeled as `gone`, so an FP that comes back (or a TP that is lost) is noticed.
public enum Expectation: String, Sendable {
    case present
    case gone
}

public struct Label: Sendable, Hashable {
    public var key: LabelKey
    public var verdict: Verdict
    public var expectation: Expectation
    public var reason: String
    /// The previewlint build whose run first reported the finding (a short commit id).
    public var build: String

    public init(key: LabelKey, verdict: Verdict, expectation: Expectation, reason: String, build: String) {
        self.key = key
        self.verdict = verdict
        self.expectation = expectation
        self.reason = reason
        self.build = build
    }

    static let columns = ["rule", "file", "line", "message", "label", "expect", "reason", "build"]

    /// `Accuracy/labels/<repository>.tsv`.
    public static func load(_ path: String, repository: String) throws -> [Label] {
        try TSV.read(path, required: columns).map { row in
            let verdict = try Verdict.parse(row, path: path)
            guard let expectation = Expectation(rawValue: row["expect"]) else {
                throw TSV.Failure(description: "\(path):\(row.lineNumber): expect '\(row["expect"])' is not present or gone")
            }
            let key = LabelKey(repository: repository, rule: row["rule"], file: row["file"], lineText: row["line"], messageStem: row["message"])
            return Label(key: key, verdict: verdict, expectation: expectation, reason: row["reason"], build: row["build"])
        }
    }

    public static func render(_ labels: [Label], repository: String) -> String {
        let sorted = labels.sorted {
            ($0.key.file, $0.key.rule, $0.key.lineText, $0.key.messageStem) < ($1.key.file, $1.key.rule, $1.key.lineText, $1.key.messageStem)
        }
        return TSV.render(
            header: columns,
            rows: sorted.map {
                [$0.key.rule, $0.key.file, $0.key.lineText, $0.key.messageStem, $0.verdict.rawValue, $0.expectation.rawValue, $0.reason, $0.build]
            },
            preamble: [
                "Labels of \(repository)'s findings: tp (right, and the maintainer would want to know), fp, unsure, ? (not yet read).",
                "Keyed by rule, file, the violating line's text and the message without numbers; build: the previewlint build that",
                "first reported it. See docs/accuracy.md.",
            ]
        )
    }
}

extension Verdict {
    static func parse(_ row: TSV.Row, path: String) throws -> Verdict {
        guard let verdict = Verdict(rawValue: row["label"]) else {
            throw TSV.Failure(description: "\(path):\(row.lineNumber): label '\(row["label"])' is not tp, fp, unsure or ?")
        }
        return verdict
    }
}
