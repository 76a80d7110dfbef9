import AccuracyKit

/// Why the command fails, worst first: every problem but unlabeled findings in full, then the
/// first unlabeled findings (`--update` lists them all in the label files).
enum AccuracyProblemReport {
    enum Line {
        case problem(AccuracyEvaluation.Problem)
        case decision(DefaultDecision)
    }

    static func render(_ lines: [Line]) -> String {
        var problems: [AccuracyEvaluation.Problem] = []
        var decisions: [DefaultDecision] = []
        for line in lines {
            switch line {
            case .problem(let problem): problems.append(problem)
            case .decision(let decision): decisions.append(decision)
            }
        }
        let unlabeled = problems.filter { if case .unlabeled = $0 { true } else { false } }
        let others = problems.filter { if case .unlabeled = $0 { false } else { true } }.sorted { $0.rank < $1.rank }
        var out = decisions.map { "accuracy: \($0)" } + others.map { "accuracy: \($0)" } + unlabeled.prefix(40).map { "accuracy: \($0)" }
        if unlabeled.count > 40 { out.append("accuracy: … and \(unlabeled.count - 40) more unlabeled finding(s)") }
        return out.joined(separator: "\n") + "\n"
    }
}
