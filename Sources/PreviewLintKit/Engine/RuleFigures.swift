/// A rule's figures at first look, as its descriptor's `first_look:` block records them: pooled
/// precision over the evaluation batches since it last changed, and recall per batch.
public struct RuleFigures: Sendable, Equatable {
    public struct Recall: Sendable, Equatable {
        public var set: String
        public var found: Int
        public var of: Int
    }

    public var batches: [String]
    public var truePositives: Int
    public var labeled: Int
    public var recall: [Recall]

    public var precision: Double? { labeled == 0 ? nil : Double(truePositives) / Double(labeled) }

    /// `95% (38 of 40) at first look on eval-1…eval-5`.
    public var precisionText: String {
        let span = batches.count > 1 ? "\(batches.first!)…\(batches.last!)" : batches.first ?? "no batch"
        guard let precision else { return "no findings at first look on \(span)" }
        return "\(Int((precision * 100).rounded()))% (\(truePositives) of \(labeled)) at first look on \(span)"
    }

    /// `eval-1 2/3, eval-5 0/1`.
    public var recallText: String {
        recall.isEmpty ? "no read-found defects" : recall.map { "\($0.set) \($0.found)/\($0.of)" }.joined(separator: ", ")
    }
}
