import Foundation

/// Two formatters whose one input is the same field of the project's types
/// (`DraftItem.totalDistanceMeters`, read by two cards) format one value: they are compared whatever
/// texts they share, where formatters of numbers alike are paired only by outputs they agree on.
extension BehaviourTwins {
    /// The field a place formats, when it formats that field alone (settings and flags aside).
    static func onlyField(_ place: FormattingClones.Place) -> String? {
        let values = (place.record.behaviour?.parameters ?? []).filter { !$0.isSetting && $0.type != .bool }
        guard values.count == 1, let field = values[0].source, !field.isEmpty else { return nil }
        return field
    }

    /// Pairs of indices into `distinctive`, in different files, formatting one field; a field more
    /// than `commonOutput` places format is a convention, not one value shown twice.
    static func sameFieldPairs(_ distinctive: [(place: FormattingClones.Place, profile: BehaviourProfile)])
        -> [(pair: [Int], field: String)] {
        var byField: [String: [Int]] = [:]
        for (index, entry) in distinctive.enumerated() where entry.profile.held.isEmpty {
            if let field = onlyField(entry.place) { byField[field, default: []].append(index) }
        }
        var pairs: [(pair: [Int], field: String)] = []
        for field in byField.keys.sorted() {
            let indices = byField[field]!
            guard indices.count <= commonOutput else { continue }
            for (position, a) in indices.enumerated() {
                for b in indices[(position + 1)...] where distinctive[a].place.file != distinctive[b].place.file
                    && mayPair(distinctive[a].place, distinctive[b].place) {
                    pairs.append(([a, b], field))
                }
            }
        }
        return pairs
    }

    /// Whether two texts show one value alike but for spelling or precision: the same numbers
    /// (`NumberContent`), each equal at the coarser of the two precisions (`"0.1 km"` and
    /// `"0.12 km"`, `"2:05"` and `"2m 5s"`, `"21:05"` and `"9:05 PM"`), and neither is the other with
    /// words around it (a caption is where it is shown, not how). A date shown as a time in one place
    /// and as a day in another is two things shown.
    static func showsAlike(_ x: String, _ y: String) -> Bool {
        guard !x.contains(y), !y.contains(x), let a = NumberContent.numbersWithPlaces(in: x),
              let b = NumberContent.numbersWithPlaces(in: y), !a.isEmpty, a.count == b.count else { return false }
        return zip(a, b).allSatisfy { p, q in
            let scale = pow(10, Double(min(p.places, q.places)))
            return (p.value * scale).rounded() == (q.value * scale).rounded()
        }
    }
}
