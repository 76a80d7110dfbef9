/// "Did you mean …?" for misspelt keys and rule ids.
enum Suggestion {
    static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(word, candidate)
            if distance <= max(2, candidate.count / 3), distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    static func didYouMean(_ word: String, in candidates: some Sequence<String>) -> String {
        closest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs.utf8), b = Array(rhs.utf8)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
