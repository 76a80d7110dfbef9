/// The tiers and each rule's standing as Markdown, for the accuracy page.
enum TierTable {
    static var markdown: String {
        let minimum = RuleTier.minimumFindings
        return """
        | tier | pooled first-look precision | runs with |
        |---|---|---|
        | `default` | at least \(AccuracyTable.percent(RuleTier.defaultPrecision)) over at least \(minimum) findings | every profile (`--profile default` is the default) |
        | `extended` | at least \(AccuracyTable.percent(RuleTier.extendedPrecision)) over at least \(minimum) findings | `--profile extended` and `--profile all` |
        | `experimental` | the rest | `--profile all` |

        """
    }

    static func standings(_ standings: [RuleStanding]) -> String {
        var text = "| rule | tier | first-look precision | recall at first look |\n|---|---|---|---|\n"
        for standing in standings.sorted(by: { ($0.tier, $0.rule) < ($1.tier, $1.rule) }) {
            var tier = "`\(standing.tier.rawValue)`"
            if standing.isHeld { tier += " (measures `\(standing.measuredTier.rawValue)`)" }
            let precision = standing.figures == nil ? "not measured: \(standing.notMeasured ?? "")" : standing.precisionText
            text += "| `\(standing.rule)` | \(tier) | \(precision) | \(standing.recallText) |\n"
        }
        return text
    }
}
