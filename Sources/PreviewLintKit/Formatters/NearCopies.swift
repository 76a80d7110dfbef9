/// Formatting members copied from one another and changed since: nearly every token of the
/// shorter recurs, in order, in the longer (a guard or a line added, a name changed), so the two
/// format one value and have begun to drift. Clone detectors call these near-miss clones; they are
/// found here the way such tools find them, by shared runs of tokens, then the longest common
/// subsequence. Two members that differ only in a few constants at the same places (an "episode/"
/// and a "podcast/" link) are different things built alike, not a copy that drifted.
enum NearCopies {
    /// The fewest tokens two members must share in order.
    static let minimumShared = 30
    /// The share of the shorter member's tokens that must recur in the longer one, and of the
    /// longer one's in the shorter (a formatter's few setup lines inside a long function are no copy of it).
    static let minimumContained = 0.8
    static let minimumCovered = 0.6
    /// Tokens per run that index candidates; runs most members contain (`formatter.string(from:`) are boilerplate.
    private static let runLength = 6
    private static let commonRun = 12
    /// Members longer than this are compared by their exact tokens only (the comparison is quadratic).
    private static let longest = 800

    struct Pair {
        var first: Int
        var second: Int
        /// The tokens both have, in order.
        var shared: Int
    }

    /// Pairs of indices into `tokens` that are near copies, in index order.
    static func pairs(_ tokens: [[UInt64]]) -> [Pair] {
        var byRun: [UInt64: [Int]] = [:]
        for (index, sequence) in tokens.enumerated() where sequence.count >= minimumShared && sequence.count <= longest {
            var seen = Set<UInt64>()
            for start in 0...(sequence.count - runLength) {
                var hasher = TokenHasher()
                for token in sequence[start..<(start + runLength)] { hasher.combine(token) }
                let run = hasher.value
                if seen.insert(run).inserted { byRun[run, default: []].append(index) }
            }
        }
        var sharedRuns: [Int: Int] = [:]
        let count = tokens.count
        for members in byRun.values where members.count >= 2 && members.count <= commonRun {
            for (position, a) in members.enumerated() {
                for b in members[(position + 1)...] { sharedRuns[a * count + b, default: 0] += 1 }
            }
        }
        var pairs: [Pair] = []
        for key in sharedRuns.keys.sorted() where sharedRuns[key]! >= 3 {
            let a = key / count, b = key % count
            let shorter = min(tokens[a].count, tokens[b].count), longer = max(tokens[a].count, tokens[b].count)
            guard let shared = nearCopy(tokens[a], tokens[b]), shared >= minimumShared, Double(shared) >= minimumContained * Double(shorter),
                  Double(shared) >= minimumCovered * Double(longer) else { continue }
            pairs.append(Pair(first: a, second: b, shared: shared))
        }
        return pairs
    }

    /// The tokens `a` and `b` share in order, or nil when they are the same or only differ in a few
    /// tokens at the same places (constants or names swapped in one template).
    static func nearCopy(_ a: [UInt64], _ b: [UInt64]) -> Int? {
        guard a != b else { return nil }
        if a.count == b.count, zip(a, b).filter({ $0 != $1 }).count <= 3 { return nil }
        return commonSubsequence(a, b)
    }

    /// Whether two members alike in their code format one thing one way: every branch of one
    /// that sets a formatter up sets it up as a branch of the other does (a copy that gained or
    /// lost a branch is a copy changed since; a formatter set up otherwise in a branch is another
    /// style), and they show mostly the same text where they show two texts or more (other words
    /// are another message built alike). Branches are matched by their settings, not their
    /// place: a copy may have gained a branch before them.
    static func areOneFormatting(_ a: NearCopyFacts, _ b: NearCopyFacts) -> Bool {
        let aBranches = Array(a.settingsByBranch.values), bBranches = Array(b.settingsByBranch.values)
        guard isSubMultiset(aBranches, of: bBranches) || isSubMultiset(bBranches, of: aBranches) else { return false }
        // Two messages of the string tables are two texts, however alike the code around them.
        if !a.keys.isEmpty, !b.keys.isEmpty, shared(a.keys, b.keys) == 0 { return false }
        let fewer = min(a.texts.count, b.texts.count)
        return fewer < 2 || shared(a.texts, b.texts) * 2 >= fewer
    }

    private static func isSubMultiset(_ a: [[UInt64]], of b: [[UInt64]]) -> Bool {
        var counts: [[UInt64]: Int] = [:]
        for element in b { counts[element, default: 0] += 1 }
        for element in a {
            guard let count = counts[element], count > 0 else { return false }
            counts[element] = count - 1
        }
        return true
    }

    /// How many of two multisets' elements they share.
    private static func shared(_ a: [UInt64], _ b: [UInt64]) -> Int {
        var counts: [UInt64: Int] = [:]
        for element in a { counts[element, default: 0] += 1 }
        var shared = 0
        for element in b where counts[element, default: 0] > 0 {
            counts[element]! -= 1
            shared += 1
        }
        return shared
    }

    /// The length of the longest common subsequence, one row at a time.
    static func commonSubsequence(_ a: [UInt64], _ b: [UInt64]) -> Int {
        guard !a.isEmpty, !b.isEmpty else { return 0 }
        var previous = [Int32](repeating: 0, count: b.count + 1)
        var current = previous
        for x in a {
            for (j, y) in b.enumerated() {
                current[j + 1] = x == y ? previous[j] + 1 : max(previous[j + 1], current[j])
            }
            swap(&previous, &current)
        }
        return Int(previous[b.count])
    }
}
