/// A rule's figures at first look, pooled over the evaluation batches since it last changed:
/// evidence from code nobody tuned it on. What its descriptor records and its tier follows from.
public struct FirstLookFigures: Sendable, Equatable {
    /// Recall on one batch's read-found defects that name the rule.
    public struct Recall: Sendable, Equatable {
        public let set: CorpusSet
        public let found: Int
        public let of: Int

        public init(set: CorpusSet, found: Int, of: Int) {
            self.set = set
            self.found = found
            self.of = of
        }
    }

    /// The batches counted, oldest first.
    public let batches: [CorpusSet]
    public let truePositives: Int
    /// TP, FP and unsure: an unsure finding counts against the rule.
    public let labeled: Int
    /// Per batch that has defects naming the rule, oldest first.
    public let recall: [Recall]

    public init(batches: [CorpusSet], truePositives: Int, labeled: Int, recall: [Recall]) {
        self.batches = batches
        self.truePositives = truePositives
        self.labeled = labeled
        self.recall = recall
    }

    public var precision: Double? { labeled == 0 ? nil : Double(truePositives) / Double(labeled) }

    public var measuredTier: RuleTier { RuleTier.measured(truePositives: truePositives, labeled: labeled) }

    /// `firstLooks`: each batch's evaluation at first look. `since`: the first batch whose first
    /// look counts (the rule changed before it); nil counts every batch.
    public static func measure(_ rule: String, since: CorpusSet?, firstLooks: [CorpusSet: AccuracyEvaluation]) -> FirstLookFigures {
        let batches = firstLooks.keys.filter { batch in batch.isEvaluation && since.map { batch >= $0 } ?? true }.sorted()
        var truePositives = 0, labeled = 0
        var recall: [Recall] = []
        for batch in batches {
            guard let row = firstLooks[batch]?.rows.first(where: { $0.rule == rule }) else { continue }
            truePositives += row.tp
            labeled += row.tp + row.fp + row.unsure
            if row.defects > 0 { recall.append(Recall(set: batch, found: row.defectsFound, of: row.defects)) }
        }
        return FirstLookFigures(batches: batches, truePositives: truePositives, labeled: labeled, recall: recall)
    }
}
