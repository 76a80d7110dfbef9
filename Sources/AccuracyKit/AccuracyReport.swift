import Foundation

/// The figures of every set of the corpus side by side: the tuning set now, and each evaluation
/// batch at first look (its frozen labels) and now (today's build).
public struct AccuracyReport: Sendable {
    public enum Look: Sendable { case now, firstLook }

    public struct Column: Sendable {
        public let set: CorpusSet
        public let look: Look
        public let evaluation: AccuracyEvaluation
        public let traps: Int

        public init(set: CorpusSet, look: Look, evaluation: AccuracyEvaluation, traps: Int) {
            self.set = set
            self.look = look
            self.evaluation = evaluation
            self.traps = traps
        }

        public var title: String {
            switch look {
            case .firstLook: "\(set) first look"
            case .now: set == .tune ? "tune" : "\(set) now"
            }
        }

        func row(_ rule: String) -> AccuracyEvaluation.RuleRow? {
            rule == AccuracyReport.overallID ? evaluation.overall : evaluation.rows.first { $0.rule == rule }
        }
    }

    static let overallID = "*"
    /// A batch decides a rule's default only with at least this many labeled findings of it.
    public static let decidingFindings = 5
    public static let requiredPrecision = 0.9

    public let rules: [(id: String, enabledByDefault: Bool)]
    public let columns: [Column]

    public init(rules: [(id: String, enabledByDefault: Bool)], columns: [Column]) {
        self.rules = rules
        self.columns = columns.sorted { ($0.set, $0.look == .now ? 1 : 0) < ($1.set, $1.look == .now ? 1 : 0) }
    }

    var ruleIDs: [String] { rules.map(\.id) }

    func isEnabled(_ rule: String) -> Bool {
        rule == Self.overallID || rules.first { $0.id == rule }?.enabledByDefault == true
    }

    /// What each rule's first-look figures allow for its default: the newest batch's, when it has
    /// enough of the rule's findings; else the newest batches together until they have (a batch
    /// with too few findings adds its evidence rather than being ignored).
    public var decisions: [DefaultDecision] {
        let firstLooks = columns.filter { $0.look == .firstLook }.sorted { $0.set > $1.set }
        return rules.map { rule in
            var tp = 0, labeled = 0
            var batches: [CorpusSet] = []
            for column in firstLooks {
                guard let row = column.row(rule.id) else { continue }
                let count = row.tp + row.fp + row.unsure
                guard count > 0 else { continue }
                tp += row.tp
                labeled += count
                batches.append(column.set)
                if labeled >= Self.decidingFindings {
                    return DefaultDecision(rule: rule.id, enabledByDefault: rule.enabledByDefault, batches: batches, truePositives: tp, labeled: labeled)
                }
            }
            return DefaultDecision(rule: rule.id, enabledByDefault: rule.enabledByDefault, batches: [], truePositives: tp, labeled: labeled)
        }
    }
}

/// A rule's default as the first look at an evaluation batch allows it.
public struct DefaultDecision: Sendable, Equatable, CustomStringConvertible {
    public let rule: String
    public let enabledByDefault: Bool
    /// The batches whose first looks decide, newest first; empty while they hold too few findings.
    public let batches: [CorpusSet]
    public let truePositives: Int
    public let labeled: Int

    public var precision: Double { labeled == 0 ? 0 : Double(truePositives) / Double(labeled) }
    /// Whether the figures allow the rule to be on by default; nil while undecided.
    public var allowsDefault: Bool? { batches.isEmpty ? nil : precision >= AccuracyReport.requiredPrecision }
    /// On by default although its first look says it may not be.
    public var violates: Bool { enabledByDefault && allowsDefault == false }

    public var description: String {
        guard !batches.isEmpty else {
            let seen = labeled == 0 ? "none" : "\(truePositives)/\(labeled)"
            return "\(rule): undecided (\(seen) at first look; \(AccuracyReport.decidingFindings) labeled findings decide)"
        }
        let figure = "\(AccuracyTable.percent(precision)) (\(truePositives)/\(labeled)) at first look on \(batches.map(\.description).joined(separator: " + "))"
        switch (enabledByDefault, allowsDefault == true) {
        case (true, true): return "\(rule): on by default, \(figure)"
        case (true, false): return "\(rule): on by default BELOW 90%: \(figure); turn it off"
        case (false, true): return "\(rule): off by default, \(figure): may be turned on"
        case (false, false): return "\(rule): off by default, \(figure)"
        }
    }
}
