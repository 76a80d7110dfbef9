/// How sure a rule's findings are, from its pooled first-look precision: what decides which
/// profile runs it. `default` runs for everyone, `extended` for users who ask for more,
/// `experimental` only with every rule on.
public enum RuleTier: String, Sendable, CaseIterable, Comparable {
    case `default`
    case extended
    case experimental

    /// A tier needs this many labeled first-look findings; fewer decide nothing.
    public static let minimumFindings = 10
    public static let defaultPrecision = 0.9
    public static let extendedPrecision = 0.75

    /// The tier the figures call for: precision over at least `minimumFindings` labeled findings.
    public static func measured(truePositives: Int, labeled: Int) -> RuleTier {
        guard labeled >= minimumFindings else { return .experimental }
        let precision = Double(truePositives) / Double(labeled)
        if precision >= defaultPrecision { return .default }
        if precision >= extendedPrecision { return .extended }
        return .experimental
    }

    /// The tier to record. Until a batch is run to decide them (`deciding`), what runs by default
    /// does not move: a rule on by default stays there, and one off by default is never promoted
    /// to it (it goes to `extended` at best).
    public static func recorded(measured: RuleTier, current: RuleTier, deciding: Bool) -> RuleTier {
        if deciding { return measured }
        if current == .default { return .default }
        return measured == .default ? .extended : measured
    }

    public static func < (lhs: RuleTier, rhs: RuleTier) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
