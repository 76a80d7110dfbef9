import AccuracyKit

/// Why the command fails, worst first: every problem but unlabeled findings in full, then the
/// first unlabeled findings (`--update` lists them all in the label files).
enum AccuracyProblemReport {
    static func render(_ problems: [AccuracyEvaluation.Problem]) -> String {
        let unlabeled = problems.filter { if case .unlabeled = $0 { true } else { false } }
        let others = problems.filter { if case .unlabeled = $0 { false } else { true } }.sorted { $0.rank < $1.rank }
        var out = others.map { "accuracy: \($0)" } + unlabeled.prefix(40).map { "accuracy: \($0)" }
        if unlabeled.count > 40 { out.append("accuracy: … and \(unlabeled.count - 40) more unlabeled finding(s)") }
        return out.joined(separator: "\n") + "\n"
    }
}
