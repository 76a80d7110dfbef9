/// Where a rule stands after the accuracy command measured it: the tier its descriptor records,
/// the tier its figures call for, and the figures.
public struct RuleStanding: Sendable, Equatable, CustomStringConvertible {
    public let rule: String
    public let tier: RuleTier
    /// The tier the figures call for; differs from `tier` while the no-change restraint holds it.
    public let measuredTier: RuleTier
    /// Nil for a rule the corpus cannot measure.
    public let figures: FirstLookFigures?
    /// Why the corpus cannot measure the rule (hand-written in its descriptor).
    public let notMeasured: String?

    public init(rule: String, tier: RuleTier, measuredTier: RuleTier, figures: FirstLookFigures?, notMeasured: String?) {
        self.rule = rule
        self.tier = tier
        self.measuredTier = measuredTier
        self.figures = figures
        self.notMeasured = notMeasured
    }

    /// The tier the figures call for is not the recorded one: `--decide-tiers` would apply it.
    public var isHeld: Bool { figures != nil && tier != measuredTier }

    /// `38 of 40 (95%) on eval-1…eval-5`, or why there is no figure.
    public var precisionText: String {
        guard let figures else { return "not measured" }
        guard let precision = figures.precision else { return "no findings on \(Self.span(figures.batches))" }
        return "\(figures.truePositives) of \(figures.labeled) (\(AccuracyTable.percent(precision))) on \(Self.span(figures.batches))"
    }

    /// `eval-1 2/3, eval-5 0/1`, or `none` when no defect of those batches names the rule.
    public var recallText: String {
        guard let figures else { return "not measured" }
        let parts = figures.recall.map { "\($0.set) \($0.found)/\($0.of)" }
        return parts.isEmpty ? "no read-found defects" : parts.joined(separator: ", ")
    }

    public var description: String {
        guard figures != nil else { return "\(rule): \(tier.rawValue) (not measured: \(notMeasured ?? ""))" }
        let held = isHeld ? "; measures \(measuredTier.rawValue), held until --decide-tiers" : ""
        return "\(rule): \(tier.rawValue), precision \(precisionText), recall \(recallText)\(held)"
    }

    static func span(_ batches: [CorpusSet]) -> String {
        guard let first = batches.first, let last = batches.last else { return "no batch" }
        return first == last ? "\(first)" : "\(first)…\(last)"
    }
}
