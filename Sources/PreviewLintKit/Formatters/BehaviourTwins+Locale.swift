/// Formatters equal on every row at en_US that part at de_DE (`DisplayLocale`): a platform style
/// against a pattern written out (`.medium` against `"MMM d, y"`), or two styles that happen to
/// spell alike in en_US, show one value two ways to every user outside the US.
extension BehaviourTwins {
    /// One disagreement per two de_DE spellings of one en_US profile, told at the first place of
    /// each (objects too: agreeing on every input pairs them, not a few outputs that happen to match).
    static func localeDisagreements(_ profiled: [(place: FormattingClones.Place, profile: BehaviourProfile)],
                                    copies: CopiedFiles) -> [Disagreement] {
        var byEnglish: [BehaviourProfile.ProfileKey: [Int]] = [:]
        for (index, entry) in profiled.enumerated() where entry.profile.surrounding == nil && entry.profile.held.isEmpty {
            var key = entry.profile.key
            key.otherLocale = nil
            byEnglish[key, default: []].append(index)
        }
        var found: [Disagreement] = []
        for indices in byEnglish.values.sorted(by: { firstKey(profiled, $0) < firstKey(profiled, $1) })
        where indices.count <= largestGroup && indices.contains(where: { profiled[$0].profile.otherLocale != nil }) {
            let entries = withoutCallers(indices.map { profiled[$0] })
            let kept = Set(FormattingClones.distinct(entries.map(\.place), copies: copies, overloadsOnly: true).map(FormattingClones.key))
            var spellings: [[BehaviourOutcome]: [(place: FormattingClones.Place, profile: BehaviourProfile)]] = [:]
            for entry in entries where kept.contains(FormattingClones.key(entry.place)) {
                spellings[entry.profile.inOtherLocale.outcomes, default: []].append(entry)
            }
            let leads = spellings.values.compactMap { group in
                FormattingClones.ordered(group.map(\.place)).first.flatMap { lead in
                    group.first { FormattingClones.key($0.place) == FormattingClones.key(lead) }
                }
            }.sorted { FormattingClones.key($0.place) < FormattingClones.key($1.place) }
            for (position, a) in leads.enumerated() {
                for b in leads[(position + 1)...] where a.place.file != b.place.file {
                    guard case .disagreement(var parted)? = compare(a, b, agreed: a.profile.knownCount, atOtherLocale: true) else { continue }
                    parted.agreesInEnglish = true
                    found.append(parted)
                }
            }
        }
        return found
    }
}
