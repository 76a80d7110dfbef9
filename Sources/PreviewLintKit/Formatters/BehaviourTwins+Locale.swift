/// Formatters equal on every row at en_US that part at de_DE (`DisplayLocale`): a platform style
/// against a pattern written out (`.medium` against `"MMM d, y"`), or two styles that happen to
/// spell alike in en_US, show one value two ways to every user outside the US.
extension BehaviourTwins {
    /// Each place of one de_DE spelling of an en_US profile against the lead of every other spelling
    /// (objects too: agreeing on every input pairs them, not a few outputs that happen to match).
    static func localeDisagreements(_ profiled: [(place: FormattingClones.Place, profile: BehaviourProfile)],
                                    copies: CopiedFiles, origins: FieldOrigins?) -> [Disagreement] {
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
                    for (a, b) in pairs where a.place.file != b.place.file && !fixesLocale(a) && !fixesLocale(b) {
                        guard case .disagreement(var parted)? = compare(a, b, agreed: a.profile.knownCount,
                                                                         atOtherLocale: true) else { continue }
                        parted.agreesInEnglish = true
                        parted.choosesTwoStyles = [a, b].allSatisfy { entry in
                            entry.place.record.behaviour.map(choosesLocalizedStyles) ?? false
                        }
                        let group = indices.map { profiled[$0] }
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

    private static func fixesLocale(_ entry: (place: FormattingClones.Place, profile: BehaviourProfile)) -> Bool {
        var fixed = false
        entry.place.record.behaviour?.visitExpressions { expression in
            switch expression {
            case .foundation(.date(let pattern), _): fixed = fixed || pattern.isLocaleFixed
            case .builtin(.formatDate(_, _, let localeFixed), _): fixed = fixed || localeFixed
            default: break
            }
        }
        return fixed
    }

    /// Whether every date the formatter writes is a platform style, preset or template (one de_DE
    /// has a pattern of its own for), rather than a pattern written out or a fixed locale.
    static func choosesLocalizedStyles(_ formatter: LoweredFormatter) -> Bool {
        var styles = 0, written = false
        formatter.visitExpressions { expression in
            switch expression {
            case .foundation(.date(let pattern), _):
                if pattern.german != nil, !pattern.isLocaleFixed { styles += 1 } else { written = true }
            case .builtin(.formatDate(let template, _, let fixed), _):
                if template, !fixed { styles += 1 } else { written = true }
            default:
                break
            }
        }
        return styles > 0 && !written
    }
}

