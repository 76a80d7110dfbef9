/// Formatters equal on every row at en_US that part at de_DE (`DisplayLocale`): a platform style
/// against a pattern written out (`.medium` against `"MMM d, y"`), or two styles that happen to
/// spell alike in en_US, show one value two ways to every user outside the US.
extension BehaviourTwins {
    /// Each place of one de_DE spelling of an en_US profile against the lead of every other spelling
    /// (objects too: agreeing on every input pairs them, not a few outputs that happen to match).
    static func localeDisagreements(_ profiled: [(place: FormattingClones.Place, profile: BehaviourProfile)],
                                    copies: CopiedFiles, origins: FieldOrigins?) -> [Disagreement] {
        var byEnglish: [BehaviourProfile.ProfileKey: [Int]] = [:]
        for (index, entry) in profiled.enumerated()
        where entry.profile.surrounding == nil && entry.profile.held.isEmpty {
            var key = entry.profile.key
            key.otherLocale = nil
            byEnglish[key, default: []].append(index)
        }
        let spelling = { (entry: (place: FormattingClones.Place, profile: BehaviourProfile)) in
            dateSpelling(entry.place.record.behaviour)
        }
        var found: [Disagreement] = []
        for indices in byEnglish.values.sorted(by: { firstKey(profiled, $0) < firstKey(profiled, $1) })
        where indices.count <= largestGroup && indices.contains(where: { profiled[$0].profile.otherLocale != nil }) {
            let group = indices.map { profiled[$0] }
            let entries = withoutCallers(group)
            let distinct = FormattingClones.distinct(entries.map(\.place), copies: copies, overloadsOnly: true)
            let kept = Set(distinct.map(FormattingClones.key))
            var spellings: [[BehaviourOutcome]: [(place: FormattingClones.Place, profile: BehaviourProfile)]] = [:]
            for entry in entries where kept.contains(FormattingClones.key(entry.place)) {
                spellings[entry.profile.inOtherLocale.outcomes, default: []].append(entry)
            }
            // Each spelling led by the place others should call, its members after it.
            let groups = spellings.values.map { group in
                FormattingClones.ordered(group.map(\.place)).compactMap { place in
                    group.first { FormattingClones.key($0.place) == FormattingClones.key(place) }
                }
            }.sorted { FormattingClones.key($0[0].place) < FormattingClones.key($1[0].place) }
            // Every place of one spelling against the lead of each other: each is a place to change.
            for (position, first) in groups.enumerated() {
                for second in groups[(position + 1)...] {
                    let pairs = second.map { (first[0], $0) } + first.dropFirst().map { ($0, second[0]) }
                    // A formatter that fixes its locale (`en_US_POSIX`) prints alike everywhere on purpose.
                    for (a, b) in pairs
                    where a.place.file != b.place.file && spelling(a).fixed == 0 && spelling(b).fixed == 0 {
                        guard case .disagreement(var parted)? = compare(a, b, agreed: a.profile.knownCount,
                                                                         atOtherLocale: true) else { continue }
                        parted.agreesInEnglish = true
                        parted.choosesTwoStyles = spelling(a).onlyLocalized && spelling(b).onlyLocalized
                        if let fields = fieldsShown(a, among: group, origins: origins),
                           fields == fieldsShown(b, among: group, origins: origins) {
                            parted.field = fieldsName(fields)
                        }
                        found.append(parted)
                    }
                }
            }
        }
        return found
    }

    /// The fields a place formats, or, for an object, the fields all its readers alike hand it.
    private static func fieldsShown(_ entry: (place: FormattingClones.Place, profile: BehaviourProfile),
                                    among group: [(place: FormattingClones.Place, profile: BehaviourProfile)],
                                    origins: FieldOrigins?) -> [String]? {
        if let own = formattedFields(entry.place, origins: origins) { return own }
        guard entry.place.record.isFormatterObject else { return nil }
        let read = group.filter { FormatterObjects.isRead(entry.place, by: $0.place) }
            .compactMap { formattedFields($0.place, origins: origins) }
        return Set(read).count == 1 ? read.first : nil
    }

    /// How a formatter spells its dates: the platform's styles, presets and templates (de_DE has
    /// patterns of its own for them), patterns written out, and formatters whose locale is fixed.
    struct DateSpelling {
        var localized = 0, written = 0, fixed = 0
        var onlyLocalized: Bool { localized > 0 && written == 0 && fixed == 0 }

        mutating func count(fixed isFixed: Bool, localized isLocalized: Bool) {
            if isFixed { fixed += 1 } else if isLocalized { localized += 1 } else { written += 1 }
        }
    }

    static func dateSpelling(_ formatter: LoweredFormatter?) -> DateSpelling {
        var spelling = DateSpelling()
        formatter?.visitExpressions { expression in
            switch expression {
            case .foundation(.date(let pattern), _):
                spelling.count(fixed: pattern.isLocaleFixed, localized: pattern.german != nil)
            case .builtin(.formatDate(let template, _, let fixed), _):
                spelling.count(fixed: fixed, localized: template)
            default:
                break
            }
        }
        return spelling
    }
}
