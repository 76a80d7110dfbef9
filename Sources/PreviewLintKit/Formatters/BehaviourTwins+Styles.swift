/// A kind of value the project writes in two styles on one side shows no drift when the other side
/// writes it in one of them: the watch's live clock (`"2:05"`) parts from the app's workout summary
/// (`"0:02:05"`), but the app's own live clock writes `"2:05"` too. Two formatters of one field stay
/// a disagreement whatever else the project writes, and so do two that one target's code sees: it
/// has no other side.
extension BehaviourTwins {
    /// `disagreements` without those of no shared field, in targets apart, whose one side's style
    /// the other side already writes in a formatter of its own (not one calling the first, nor a
    /// copy of its file: that is the first again).
    static func withoutStylesSideBySide(_ disagreements: [Disagreement],
                                        profiled: [(place: FormattingClones.Place, profile: BehaviourProfile)],
                                        copies: CopiedFiles) -> [Disagreement] {
        guard disagreements.contains(where: { $0.field == nil && $0.apart }) else { return disagreements }
        let alike = alikePlaces(profiled)
        // Whether a place of the other side writes `place`'s outputs by itself.
        let writtenBeside = { (place: FormattingClones.Place, other: FormattingClones.Place) -> Bool in
            let key = FormattingClones.key(place)
            return (alike[key] ?? []).contains { entry in
                FormattingClones.key(entry.place) != FormattingClones.key(other)
                    && isOnSide(of: other, entry.place)
                    && withoutCallers([(place, entry.profile), entry]).count == 2
                    && FormattingClones.distinct([place, entry.place], copies: copies, overloadsOnly: true).count == 2
            }
        }
        return disagreements.filter { found in
            found.field != nil || !found.apart
                || !(writtenBeside(found.first, found.second) || writtenBeside(found.second, found.first))
        }
    }

    /// Whether `place` is code `other` sees: in one of its targets, or one it can call.
    private static func isOnSide(of other: FormattingClones.Place, _ place: FormattingClones.Place) -> Bool {
        !place.targets.isDisjoint(with: other.targets) || FormattingClones.canCall(place, from: other)
    }

    /// For each place, the other formatters with outputs equal to one of its profiles on every row.
    private static func alikePlaces(_ profiled: [(place: FormattingClones.Place, profile: BehaviourProfile)])
        -> [String: [(place: FormattingClones.Place, profile: BehaviourProfile)]] {
        let formatters = profiled.filter { !$0.place.record.isFormatterObject && $0.profile.surrounding == nil }
        var byKey: [BehaviourProfile.ProfileKey: [Int]] = [:]
        for (index, entry) in formatters.enumerated() { byKey[entry.profile.key, default: []].append(index) }
        var alike: [String: [(place: FormattingClones.Place, profile: BehaviourProfile)]] = [:]
        for indices in byKey.values where (2...largestGroup).contains(indices.count) {
            for index in indices {
                let key = FormattingClones.key(formatters[index].place)
                for other in indices where FormattingClones.key(formatters[other].place) != key {
                    alike[key, default: []].append(formatters[other])
                }
            }
        }
        return alike
    }
}
