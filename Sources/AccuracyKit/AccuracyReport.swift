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
}
