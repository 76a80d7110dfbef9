/// What the history of two copies of a file says about their differences. Walking the commits that
/// changed either copy, oldest first, it finds the last commit after which the copies agreed
/// (apart from whitespace and comments) and, for each part (a member of a type, or a top-level
/// declaration) that differs today, the last commit after which that part agreed. A change that
/// reached one copy and not the other is drift: since they (or the part) last agreed, commits
/// that touched only one copy changed it, and none that touched only the other did. Commits that
/// changed both copies are maintenance of both; parts that never agreed were adapted when the
/// copy was made.
struct CopyPairHistory: Sendable, Codable {
    /// The last commit after which the whole copies agreed; nil when they never did.
    let lastMatched: HistoryCommit?
    /// The commit that made the later copy.
    let created: HistoryCommit
    /// Commits since the copies last agreed (else since the later was made) that changed only the
    /// first / only the second copy, oldest first.
    let onlyFirst: [HistoryCommit]
    let onlySecond: [HistoryCommit]
    /// Whether the working tree holds changes to the copy that are not committed.
    let uncommittedFirst: Bool
    let uncommittedSecond: Bool
    /// Parts that differ today and that only commits of the first / of the second copy changed
    /// since the part last agreed, with those commits.
    let aheadInFirst: [PartDrift]
    let aheadInSecond: [PartDrift]

    struct PartDrift: Sendable, Codable {
        let key: String
        /// When the part last agreed in both copies.
        let lastAlike: HistoryCommit
        let commits: [HistoryCommit]
    }

    /// Which copy moved on while the other stayed behind: 0 the first, 1 the second, nil when
    /// neither did or both did (copies maintained apart).
    var ahead: Int? {
        if lastMatched != nil {
            if !onlyFirst.isEmpty && onlySecond.isEmpty { return 0 }
            if !onlySecond.isEmpty && onlyFirst.isEmpty { return 1 }
        }
        if !aheadInFirst.isEmpty && aheadInSecond.isEmpty { return 0 }
        if !aheadInSecond.isEmpty && aheadInFirst.isEmpty { return 1 }
        return nil
    }

    /// The history of two paths (relative to the checkout's top); nil when the two never existed
    /// side by side in a commit (one is not committed yet).
    /// `contents`: normalized text of each blob of the histories; `now`: each copy's normalized
    /// text and parts today; `parts`: the parts of a past version, by blob id.
    static func read(_ first: String, _ second: String, histories: FileHistories,
                     normalized: (String) -> [UInt8]?, parts: (String) -> DeclarationKeys?,
                     now: (first: (normalized: [UInt8], keys: DeclarationKeys), second: (normalized: [UInt8], keys: DeclarationKeys))) -> CopyPairHistory? {
        let firstChanges = histories.changes[first] ?? [], secondChanges = histories.changes[second] ?? []
        let events = Set(firstChanges.map(\.commit) + secondChanges.map(\.commit)).sorted()
        var states: [State] = []
        var blobFirst: String?, blobSecond: String?
        var i = 0, j = 0
        for commit in events {
            var touchedFirst = false, touchedSecond = false
            while i < firstChanges.count, firstChanges[i].commit <= commit { blobFirst = firstChanges[i].blob; touchedFirst = true; i += 1 }
            while j < secondChanges.count, secondChanges[j].commit <= commit { blobSecond = secondChanges[j].blob; touchedSecond = true; j += 1 }
            if let blobFirst, let blobSecond {
                states.append(State(commit: histories.commits[commit], first: .blob(blobFirst), second: .blob(blobSecond),
                                    touchedFirst: touchedFirst, touchedSecond: touchedSecond))
            }
        }
        guard let createdState = states.first, let head = states.last else { return nil }
        let headFirst = head.first.normalized(normalized), headSecond = head.second.normalized(normalized)
        let uncommittedFirst = headFirst.map { $0 != now.first.normalized } ?? false
        let uncommittedSecond = headSecond.map { $0 != now.second.normalized } ?? false
        if uncommittedFirst || uncommittedSecond {
            states.append(State(commit: HistoryCommit(id: "uncommitted", time: .max, date: "today", subject: "uncommitted changes"),
                                first: .now(now.first.normalized, now.first.keys), second: .now(now.second.normalized, now.second.keys),
                                touchedFirst: uncommittedFirst, touchedSecond: uncommittedSecond))
        }

        // The whole copies: the last state they agreed in, and the one-sided commits since.
        let matchedIndex = states.lastIndex { state in
            if state.first == state.second { return true }
            guard let a = state.first.normalized(normalized), let b = state.second.normalized(normalized) else { return false }
            return a == b
        }
        let since = (matchedIndex ?? 0) + 1
        let later = states[min(since, states.count)...]
        let onlyFirst = later.filter { $0.touchedFirst && !$0.touchedSecond }.map(\.commit)
        let onlySecond = later.filter { $0.touchedSecond && !$0.touchedFirst }.map(\.commit)

        // The parts that differ today, walked through every state.
        let differing = now.first.keys.order.filter { key in
            guard let a = now.first.keys[key], let b = now.second.keys[key] else { return false }
            return a != b
        }
        var lastAlike: [String: HistoryCommit] = [:]
        var soloFirst: [String: [HistoryCommit]] = [:], soloSecond: [String: [HistoryCommit]] = [:]
        var previousFirst: DeclarationKeys?, previousSecond: DeclarationKeys?
        if !differing.isEmpty {
            for state in states {
                let keysFirst = state.first.keys(parts), keysSecond = state.second.keys(parts)
                for key in differing {
                    let a = keysFirst?[key], b = keysSecond?[key]
                    if let a, a == b {
                        lastAlike[key] = state.commit
                        soloFirst[key] = []
                        soloSecond[key] = []
                        continue
                    }
                    guard lastAlike[key] != nil else { continue }
                    if state.touchedFirst, !state.touchedSecond, previousFirst?[key] != a { soloFirst[key, default: []].append(state.commit) }
                    if state.touchedSecond, !state.touchedFirst, previousSecond?[key] != b { soloSecond[key, default: []].append(state.commit) }
                }
                previousFirst = keysFirst
                previousSecond = keysSecond
            }
        }
        var aheadInFirst: [PartDrift] = [], aheadInSecond: [PartDrift] = []
        for key in differing {
            guard let alike = lastAlike[key] else { continue }
            let a = soloFirst[key] ?? [], b = soloSecond[key] ?? []
            if !a.isEmpty && b.isEmpty { aheadInFirst.append(PartDrift(key: key, lastAlike: alike, commits: a)) }
            if !b.isEmpty && a.isEmpty { aheadInSecond.append(PartDrift(key: key, lastAlike: alike, commits: b)) }
        }
        return CopyPairHistory(
            lastMatched: matchedIndex.map { states[$0].commit }, created: createdState.commit,
            onlyFirst: onlyFirst, onlySecond: onlySecond, uncommittedFirst: uncommittedFirst, uncommittedSecond: uncommittedSecond,
            aheadInFirst: aheadInFirst, aheadInSecond: aheadInSecond
        )
    }

    /// Both copies after one commit.
    private struct State {
        enum Version: Equatable {
            case blob(String)
            case now([UInt8], DeclarationKeys)

            func normalized(_ lookup: (String) -> [UInt8]?) -> [UInt8]? {
                switch self {
                case .blob(let id): lookup(id)
                case .now(let text, _): text
                }
            }

            func keys(_ lookup: (String) -> DeclarationKeys?) -> DeclarationKeys? {
                switch self {
                case .blob(let id): lookup(id)
                case .now(_, let keys): keys
                }
            }
        }

        var commit: HistoryCommit
        var first: Version
        var second: Version
        var touchedFirst: Bool
        var touchedSecond: Bool
    }
}
