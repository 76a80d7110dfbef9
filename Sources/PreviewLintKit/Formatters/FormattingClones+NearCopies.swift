extension FormattingClones {
    /// Members copied from one another and changed since (`NearCopies`), joined into groups when
    /// copies were copied again, each in the order others should call them. Where both of a pair
    /// are compared by their outputs those decide, not their code; members written token for
    /// token alike are `groups`.
    /// Members whose outputs were found alike or different (`outputs`), and identical copies of
    /// them, are left to that finding, which says more than their code.
    static func nearCopies(_ members: [Place], copies: CopiedFiles,
                           compared outputs: BehaviourTwins.Findings) -> [[Place]] {
        var judged = Set<[String]>()
        // A value handed to Foundation inline is never told as alike: it judges nothing of the member
        // it is written in (`interval.formatted()` in two copied members).
        let platformInline = { (place: Place) in
            place.record.isInline && place.record.behaviour?.isPlatformFormatting == true
        }
        let told = outputs.twins.map { $0.places.filter { !platformInline($0) } }
            + outputs.disagreements.map { [$0.first, $0.second] }
        for places in told {
            for (i, a) in places.enumerated() { for b in places[(i + 1)...] { judged.formUnion(judgedPairs(a, b)) } }
        }
        // Members that only hand values to what they call and show no text of their own are glue.
        let compared = members.filter {
            !$0.record.isInline && $0.record.nearCopy != nil && !$0.record.describesItself && ($0.record.formats || $0.record.writesText)
        }
        var leader = Array(compared.indices)
        func root(_ index: Int) -> Int {
            var index = index
            while leader[index] != index { leader[index] = leader[leader[index]]; index = leader[index] }
            return index
        }
        for pair in NearCopies.pairs(compared.map { $0.record.nearCopy?.tokens ?? [] }) {
            let a = compared[pair.first], b = compared[pair.second]
            // Where both can be run on the grid, their outputs decide; lowered but not runnable
            // (inputs of no modelled kind), their tokens still tell.
            let runnable = { (place: Place) in place.record.behaviour.map(BehaviourProfile.isProfilable) ?? false }
            guard a.record.bodyHash != b.record.bodyHash, !runnable(a) || !runnable(b),
                  NearCopies.areOneFormatting(a.record.nearCopy ?? .init(), b.record.nearCopy ?? .init()),
                  judged.isDisjoint(with: judgedPairs(a, b)),
                  distinct([a, b], copies: copies).count == 2 else { continue }
            leader[root(pair.second)] = root(pair.first)
        }
        var byRoot: [Int: [Place]] = [:]
        for index in compared.indices { byRoot[root(index), default: []].append(compared[index]) }
        return byRoot.keys.sorted().compactMap { key in
            // Copies token for token of one of them are `groups`: one of each body stands for them.
            var bodies = Set<String>()
            let places = ordered(distinct(byRoot[key]!, copies: copies)).filter { bodies.insert($0.record.bodyHash).inserted }
            return places.count >= 2 ? places : nil
        }
    }

    /// The pairs two places are judged by: each the member it is (or is written inline in) or its
    /// body, since an identical copy of a member stands where the member stands.
    static func judgedPairs(_ a: Place, _ b: Place) -> [[String]] {
        func keys(_ place: Place) -> [String] {
            let member = "\(place.file)#\(place.record.owner)#\(baseName(place.record.name))"
            return place.record.bodyHash.isEmpty ? [member] : [member, "body " + place.record.bodyHash]
        }
        let other = keys(b)
        return keys(a).flatMap { x in other.map { [x, $0].sorted() } }
    }
}
