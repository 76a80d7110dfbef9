/// Rules that keep one of the product's promises together: a reader who lists a defect names the
/// rule they expect, but two rules of one family split the same defect by a detail the reader does
/// not see (whether a copy can call the original; whether the stale copy is still built). A family's
/// recall counts a defect found when a finding of any of its rules lands on the defect's place, at
/// the line it is reported or at a place its message names as another copy (formatting written
/// twice is one claim about two places; the reader names the copy, the report may sit at the
/// original). Per-rule recall is unchanged; this is the promise's figure beside it.
public struct RuleFamily: Sendable, Equatable {
    public let name: String
    public let rules: [String]

    /// The issues' promises: formatting written twice, and copies that drift.
    public static let all = [
        RuleFamily(name: "formatting written twice", rules: ["reimplemented_formatter", "duplicated_formatting", "unshared_formatting"]),
        RuleFamily(name: "copies that drift", rules: ["diverged_target_copy", "unbuilt_copy"]),
    ]

    /// The defects the family's rules were named for, and how many of them a finding of any of its
    /// rules lands on.
    public func recall(defects: [KnownDefect], findings: [Finding]) -> (found: Int, of: Int) {
        let own = defects.filter { !Set($0.rules).isDisjoint(with: rules) }
        return (own.filter { finder(of: $0, in: findings) != nil }.count, own.count)
    }

    /// The rule of the family whose finding lands on a defect named for one of its rules.
    public func finder(of defect: KnownDefect, in findings: [Finding]) -> String? {
        guard !Set(defect.rules).isDisjoint(with: rules) else { return nil }
        return findings.first { finding in
            rules.contains(finding.rule) && finding.namedPlaces.contains(where: { defect.place.isInside($0) })
        }?.rule
    }

    /// `formatting written twice (reimplemented_formatter, …): 4 of 22 read-found defects`
    public func summary(defects: [KnownDefect], findings: [Finding]) -> String? {
        let (found, total) = recall(defects: defects, findings: findings)
        guard total > 0 else { return nil }
        return "\(name) (\(rules.joined(separator: ", "))): \(found) of \(total) read-found defects"
    }
}
