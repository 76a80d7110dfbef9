/// Every group of copies of a file kept in several targets, with what each pair of copies is:
/// identical, adapted (differences made when the copy was made, or maintained apart), drifted (a
/// change reached one copy and not the other), declared (a comment says it is a copy), or unknown
/// (no history to tell). What `previewlint copies` prints and `diverged_target_copy` reports from.
public struct CopyInventory: Sendable {
    public enum State: String, Sendable, Comparable {
        case identical, adapted, unknown, drifted, declared

        private var rank: Int { [.identical: 0, .adapted: 1, .unknown: 2, .drifted: 3, .declared: 4][self] ?? 0 }
        public static func < (lhs: State, rhs: State) -> Bool { lhs.rank < rhs.rank }
    }

    public struct Pair: Sendable {
        /// Absolute paths.
        public let first: String
        public let second: String
        public let state: State
        /// Absolute path of the copy that moved on, when the pair drifted.
        public let ahead: String?
        let history: CopyPairHistory?
    }

    public struct Group: Sendable {
        /// Absolute paths, sorted, with their targets.
        public let files: [(path: String, targets: [String])]
        public let pairs: [Pair]
        public var state: State { pairs.map(\.state).max() ?? .identical }
    }

    public let groups: [Group]
    /// Why the history could not be read, when it could not.
    public let historyUnavailable: String?

    /// Copies found with `diverged_target_copy`'s options from `rules`.
    public init(project: ProjectIndex, rules: RuleSet, configuration: Configuration) {
        guard let ruleConfiguration = rules.configurations[DivergedTargetCopyRule.id] else { groups = []; historyUnavailable = nil; return }
        let projectConfiguration = ProjectConfiguration(root: configuration.root, sharedFormatters: configuration.sharedFormatters,
                                                        autoFormatters: configuration.autoFormatters, customRules: [], configurationPath: configuration.path,
                                                        copies: configuration.copies)
        let finder = TargetCopyFinder(configuration: ruleConfiguration, project: projectConfiguration)
        let found = finder.copies(in: project, membership: project.membership)
        let histories = project.copyHistories(of: found, reading: finder.readsHistory)
        let copies = finder.judgeable(found, membership: project.membership) { histories.history($0, $1) != nil }
        historyUnavailable = histories.unavailable
        var facts: [String: FileFacts] = [:]
        var neighbours: [String: [String]] = [:]
        var declared = Set<String>()
        for entry in copies {
            facts[entry.file.path] = entry.file
            neighbours[entry.file.path] = entry.copies.map(\.path)
            if entry.isDeclaredCopy { declared.insert(entry.file.path) }
        }
        var seen = Set<String>()
        var groups: [Group] = []
        for start in neighbours.keys.sorted() where !seen.contains(start) {
            var members: [String] = [], queue = [start]
            seen.insert(start)
            while let path = queue.popLast() {
                members.append(path)
                for next in neighbours[path] ?? [] where !seen.contains(next) { seen.insert(next); queue.append(next) }
            }
            members.sort()
            var pairs: [Pair] = []
            for (index, first) in members.enumerated() {
                for second in members[(index + 1)...] where neighbours[first]?.contains(second) == true {
                    guard let a = facts[first], let b = facts[second] else { continue }
                    pairs.append(Self.pair(a, b, declared: declared.contains(first) || declared.contains(second), histories: histories))
                }
            }
            groups.append(Group(files: members.map { ($0, project.membership.targets(of: $0)) }, pairs: pairs))
        }
        self.groups = groups
    }

    private static func pair(_ a: FileFacts, _ b: FileFacts, declared: Bool, histories: CopyHistories) -> Pair {
        if a.copy.normalizedHash == b.copy.normalizedHash { return Pair(first: a.path, second: b.path, state: .identical, ahead: nil, history: nil) }
        guard let (history, aIsFirst) = histories.history(a.path, b.path) else {
            return Pair(first: a.path, second: b.path, state: declared ? .declared : .unknown, ahead: nil, history: nil)
        }
        let ahead = history.ahead.map { index in (index == 0) == aIsFirst ? a.path : b.path }
        let state: State = declared ? .declared : history.hasDrifted ? .drifted : .adapted
        return Pair(first: a.path, second: b.path, state: state, ahead: ahead, history: history)
    }
}
