/// What the history of two copies of a file says about their differences. Over every commit that
/// changed either copy on any branch that reached HEAD, it finds the states in which the copies
/// agreed (apart from whitespace, comments, imports, access modifiers and attributes). Copies that
/// never agreed were adapted when the later one was made. For copies that did, each part (a
/// member of a type, or a top-level declaration) that differs today has drifted when a change
/// reached it in one copy alone after it last agreed (a commit not in the history of any state
/// where it agreed) and the other copy made no change of its own to it: a part both copies
/// changed on their own is maintained apart in each target. Whatever the merge shape, a branch's
/// own commits are read, so copies made alike on a feature branch and changed apart there drifted
/// even when they reach the main line in one merge. Commits that change both copies are
/// maintenance of both.
struct CopyPairHistory: Sendable, Codable {
    /// The latest state in which the whole copies agreed; nil when they never did.
    let lastMatched: HistoryCommit?
    /// The first commit in which both copies existed.
    let created: HistoryCommit
    /// Commits not in a state where the copies agreed (all of them, when they never did) that
    /// changed only the first / only the second copy, oldest first.
    let onlyFirst: [HistoryCommit]
    let onlySecond: [HistoryCommit]
    /// Whether the working tree holds changes to the copy that are not committed.
    let uncommittedFirst: Bool
    let uncommittedSecond: Bool
    /// Parts that differ today and that a change reached in one copy alone since they last agreed,
    /// the other copy leaving them alone.
    let drifts: [PartDrift]
    /// A commit since both existed changed a copy beyond whitespace and comments, and the copies agreed
    /// after it: they are edited in step.
    var editedInStep = false

    struct PartDrift: Sendable, Codable {
        let key: String
        /// The latest state in which the part agreed in both copies.
        let lastAlike: HistoryCommit
        /// The commits since then that changed the part in the first copy alone / in the second alone.
        let first: [HistoryCommit]
        let second: [HistoryCommit]
        /// The part before and after the latest of those commits, in the copy it changed: what a
        /// message shows of the change the other copy lacks.
        let firstChange: PartChange?
        let secondChange: PartChange?
    }

    struct PartChange: Sendable, Codable {
        let before: String?
        let after: String?
    }

    /// Parts the first copy moved on in (the second stayed behind), and the reverse.
    var aheadInFirst: [PartDrift] { drifts.filter { !$0.first.isEmpty } }
    var aheadInSecond: [PartDrift] { drifts.filter { !$0.second.isEmpty } }

    var hasDrifted: Bool { !drifts.isEmpty }

    /// Which copy moved on while the other stayed behind: 0 the first, 1 the second, nil when
    /// neither did or each moved on in some part.
    var ahead: Int? {
        let first = !aheadInFirst.isEmpty, second = !aheadInSecond.isEmpty
        return first == second ? nil : first ? 0 : 1
    }

    /// The history from the states of both copies (read commits and, last, the working tree when it
    /// differs); nil when the copies never existed side by side in one of them. `history(states)`
    /// answers, for a set of states, whether a state is one of them or in their history;
    /// `differing` are the parts that differ today, with whether copies that both lack the part agree.
    static func read(_ states: [PairState], versions: PairVersions, history: ([PairState]) -> (PairState) -> Bool,
                     differing: [(key: String, absenceAgrees: Bool)]) -> CopyPairHistory? {
        let comparable = states.filter { $0.first != nil && $0.second != nil }
        guard let created = comparable.min(by: { $0.commit.time < $1.commit.time }) else { return nil }
        let agreed = comparable.filter { versions.agree($0.first, $0.second) }
        let inAgreed = history(agreed)
        let changes = states.filter { !$0.isMerge && !inAgreed($0) }
        let onlyFirst = Self.distinct(changes.filter { versions.changed($0, first: true) && !versions.changed($0, first: false) }, first: true)
        let onlySecond = Self.distinct(changes.filter { versions.changed($0, first: false) && !versions.changed($0, first: true) }, first: false)

        // Copies that never agreed were adapted when the later one was made: whatever each target
        // did to them since continues that adaptation.
        var drifts: [PartDrift] = []
        // Every part agreed where the copies did; only the states since can change that, so only
        // their versions are parsed.
        let since = states.filter { !inAgreed($0) }
        let latestAgreed = agreed.max { $0.commit.time < $1.commit.time }
        for (key, absenceAgrees) in agreed.isEmpty ? [] : differing {
            // A part the copies lacked when they last agreed is one's own growth, unless lacking it agrees.
            let hadPart = absenceAgrees || latestAgreed.map { versions.part(key, $0.first) != nil } ?? false
            let alike = (hadPart ? agreed : []) + since.filter { state in
                guard state.first != nil, state.second != nil else { return false }
                let first = versions.part(key, state.first), second = versions.part(key, state.second)
                return first == second && (first != nil || absenceAgrees)
            }
            guard let lastAlike = alike.max(by: { $0.commit.time < $1.commit.time }) else { continue }
            let inAlike = history(alike)
            let later = since.filter { !$0.isMerge && !inAlike($0) }
            let first = later.filter { versions.changedPart(key, $0, first: true) && !versions.changedPart(key, $0, first: false) }
            let second = later.filter { versions.changedPart(key, $0, first: false) && !versions.changedPart(key, $0, first: true) }
            // A part each copy changed on its own is maintained apart in each target; a part only
            // one copy changed on its own left the other behind.
            guard first.isEmpty != second.isEmpty else { continue }
            let change = { (states: [PairState], first: Bool) -> PartChange? in
                guard let latest = states.max(by: { $0.commit.time < $1.commit.time }) else { return nil }
                let (before, after) = first ? (latest.firstBefore, latest.first) : (latest.secondBefore, latest.second)
                return PartChange(before: before.flatMap { versions.partText(key, $0) }, after: after.flatMap { versions.partText(key, $0) })
            }
            drifts.append(PartDrift(key: key, lastAlike: lastAlike.commit, first: Self.distinct(first, first: true), second: Self.distinct(second, first: false),
                                    firstChange: change(first, true), secondChange: change(second, false)))
        }
        let working = states.last { $0.node == nil }
        let editedInStep = agreed.contains { state in
            state.commit != created.commit
                && (versions.changed(state, first: true) || versions.changed(state, first: false))
        }
        return CopyPairHistory(
            lastMatched: agreed.max(by: { $0.commit.time < $1.commit.time })?.commit, created: created.commit,
            onlyFirst: onlyFirst, onlySecond: onlySecond,
            uncommittedFirst: working.map { versions.changed($0, first: true) } ?? false,
            uncommittedSecond: working.map { versions.changed($0, first: false) } ?? false,
            drifts: drifts, editedInStep: editedInStep
        )
    }

    /// The commits of `states`, a change made twice (a commit cherry-picked to another branch) once.
    private static func distinct(_ states: [PairState], first: Bool) -> [HistoryCommit] {
        var seen = Set<[PairState.Version?]>()
        return states.sorted { $0.commit.time < $1.commit.time }.compactMap { state in
            let change = first ? [state.firstBefore, state.first] : [state.secondBefore, state.second]
            return seen.insert(change).inserted ? state.commit : nil
        }
    }
}

/// Both copies after one commit (or in the working tree), and before that commit's own change.
struct PairState {
    enum Version: Hashable {
        case blob(String)
        case now(Int)
    }

    var commit: HistoryCommit
    /// Index in the commit graph; nil for the working tree.
    var node: Int?
    /// The commit the other copy's version comes from, when it grew in a separate repository.
    var alongside: Int?
    var isMerge: Bool
    var first: Version?
    var second: Version?
    var firstBefore: Version?
    var secondBefore: Version?
}

/// What the versions of two copies hold: their text without whitespace and comments, and their parts.
struct PairVersions {
    let normalizedText: (PairState.Version) -> [UInt8]?
    /// The version's tokens without imports, attributes and access modifiers (`SourceShape`).
    let shape: (PairState.Version) -> [UInt8]?
    let keys: (PairState.Version) -> DeclarationKeys?
    /// The lines of the part a key names, as written in the version.
    let partText: (String, PairState.Version) -> String?

    func normalized(_ version: PairState.Version?) -> [UInt8]? {
        version.flatMap(normalizedText)
    }

    /// Two versions agree when their texts are the same apart from whitespace, comments, imports,
    /// access modifiers and attributes (what a module's copy adds), read from the text without
    /// parsing: every version of a long history is compared.
    func agree(_ first: PairState.Version?, _ second: PairState.Version?) -> Bool {
        guard let first, let second else { return false }
        if first == second { return true }
        guard let a = normalized(first), let b = normalized(second) else { return false }
        return a == b || shape(first) == shape(second)
    }

    /// The part's hash; nil where the copy or the part is missing.
    func part(_ key: String, _ version: PairState.Version?) -> String? {
        version.flatMap(keys)?[key]
    }

    /// Whether the state's own commit changed the copy beyond whitespace and comments.
    func changed(_ state: PairState, first: Bool) -> Bool {
        let before = first ? state.firstBefore : state.secondBefore, after = first ? state.first : state.second
        return before != after && normalized(before) != normalized(after)
    }

    func changedPart(_ key: String, _ state: PairState, first: Bool) -> Bool {
        let before = first ? state.firstBefore : state.secondBefore, after = first ? state.first : state.second
        return before != after && part(key, before) != part(key, after)
    }
}
