import Foundation

/// What the repository's history says about pairs of copies, read once per run for every pair a
/// rule asks about (one `git log` over all their files, one `git cat-file` for their past texts).
/// Without a usable history (no `.git`, a shallow clone, no git) every answer is nil and
/// `unavailable` says why.
struct CopyHistories: Sendable {
    let unavailable: String?
    /// By `PairKey`; nil values are pairs that never existed side by side in a commit.
    private let pairs: [PairKey: CopyPairHistory?]

    struct PairKey: Hashable, Sendable {
        let first: String
        let second: String
    }

    /// Today's text of each file of the pairs.
    private let texts: [String: String]

    /// The history of two copies, and whether `a` is its first copy.
    func history(_ a: String, _ b: String) -> (history: CopyPairHistory, aIsFirst: Bool)? {
        if let known = pairs[PairKey(first: a, second: b)], let known { return (known, true) }
        if let known = pairs[PairKey(first: b, second: a)], let known { return (known, false) }
        return nil
    }

    func text(of path: String) -> String? { texts[path] }

    /// What a run keeps of the answers: they depend only on the copies' paths and texts (a commit
    /// that touches neither copy changes neither's history).
    private struct Cached: Codable {
        var pairs: [Entry]
        struct Entry: Codable {
            var first: String
            var second: String
            var history: CopyPairHistory?
        }
    }

    /// `pairs`: absolute paths of copies, each with the facts of both files; `reading` false
    /// leaves the history unread; `cache` keeps the answers, keyed by the copies' paths and texts.
    init(root: String, pairs wanted: [(FileFacts, FileFacts)], reading: Bool = true, cache: FactsCache? = nil) {
        let paths = Set(wanted.flatMap { [$0.0.path, $0.1.path] })
        var texts: [String: String] = [:]
        for path in paths { texts[path] = (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
        self.texts = texts
        guard !wanted.isEmpty else { unavailable = nil; pairs = [:]; return }
        guard reading else { unavailable = "history: false in the configuration"; pairs = [:]; return }
        let top: String
        switch HistoryAvailability.of(root: root) {
        case .available(let found): top = found
        case .unavailable(let reason):
            unavailable = reason
            pairs = [:]
            return
        }
        let relative = Dictionary(uniqueKeysWithValues: paths.map { ($0, FilePath.relative($0, to: top)) })
        if let cache {
            var material = top + "\0"
            for (first, second) in wanted { material += first.path + "\0" + second.path + "\0" }
            for path in paths.sorted() { material += path + "\0" + XXH64.hex128(texts[path] ?? "") + "\0" }
            let found = cache.value(Cached?.self, kind: "copy-history", material: material) {
                Self.read(wanted, paths: paths, relative: relative, texts: texts, top: top).map { answers in
                    Cached(pairs: answers.map { Cached.Entry(first: $0.key.first, second: $0.key.second, history: $0.value) })
                }
            }
            guard let found else {
                unavailable = "git could not read the history"
                pairs = [:]
                return
            }
            unavailable = nil
            pairs = Dictionary(found.pairs.map { (PairKey(first: $0.first, second: $0.second), $0.history) }, uniquingKeysWith: { first, _ in first })
            return
        }
        guard let answers = Self.read(wanted, paths: paths, relative: relative, texts: texts, top: top) else {
            unavailable = "git could not read the history"
            pairs = [:]
            return
        }
        unavailable = nil
        pairs = answers
    }

    /// The answers for every pair, from one `git log` over every branch and two `git cat-file`
    /// (the copies' blobs in each commit read, then their texts); nil when git failed.
    private static func read(_ wanted: [(FileFacts, FileFacts)], paths: Set<String>, relative: [String: String], texts: [String: String],
                             top: String) -> [PairKey: CopyPairHistory?]? {
        do {
            let graph = try CommitGraph.read(Array(Set(relative.values)).sorted(), top: top)
            var queries = Set(relative.values.map { "HEAD:" + $0 })
            for (first, second) in wanted {
                guard let a = relative[first.path], let b = relative[second.path] else { continue }
                for change in (graph.changes[a] ?? []) + (graph.changes[b] ?? []) {
                    for path in [a, b] { queries.insert(graph.commits[change.commit].id + ":" + graph.path(path, in: change.commit)) }
                }
            }
            let trees = try TreeLookup.blobs(queries.sorted(), top: top)
            var blobs = Set(trees.values)
            for list in graph.changes.values { for change in list { blobs.formUnion([change.old, change.new].compactMap { $0 }) } }
            let contents = try BlobReader.read(blobs, top: top)
            let versions = Self.versions(contents: contents, texts: texts, facts: wanted)
            var answers: [PairKey: CopyPairHistory?] = [:]
            for (first, second) in wanted {
                let key = PairKey(first: first.path, second: second.path)
                guard answers[key] == nil, let a = relative[first.path], let b = relative[second.path] else { continue }
                let states = Self.states(a, b, graph: graph, trees: trees, now: (versions.now[first.path]!, versions.now[second.path]!), versions: versions.lookup)
                let differing = DeclarationKeys.driftCandidates(DeclarationKeys(first.copy), DeclarationKeys(second.copy))
                answers[key] = CopyPairHistory.read(states, versions: versions.lookup, history: { graph.history(of: $0) }, differing: differing)
            }
            return answers
        } catch {
            return nil
        }
    }

    /// Each version's normalized text and parts, each past version normalized and parsed once
    /// however many pairs it is part of; today's texts as `.now` versions.
    private static func versions(contents: [String: String], texts: [String: String], facts: [(FileFacts, FileFacts)])
        -> (lookup: PairVersions, now: [String: PairState.Version]) {
        var nowIndex: [String: PairState.Version] = [:]
        var nowFacts: [FileFacts] = []
        for file in facts.flatMap({ [$0.0, $0.1] }) where nowIndex[file.path] == nil {
            nowIndex[file.path] = .now(nowFacts.count)
            nowFacts.append(file)
        }
        let nowTexts = nowFacts.map { texts[$0.path] ?? "" }
        final class Memo: @unchecked Sendable {
            var normalized: [PairState.Version: [UInt8]] = [:]
            var shapes: [PairState.Version: [UInt8]] = [:]
            var parts: [PairState.Version: (facts: CopyFacts, keys: DeclarationKeys)] = [:]
        }
        let memo = Memo()
        let text = { (version: PairState.Version) -> String? in
            switch version {
            case .blob(let id): contents[id]
            case .now(let index): nowTexts[index]
            }
        }
        let parts = { (version: PairState.Version) -> (facts: CopyFacts, keys: DeclarationKeys)? in
            if let known = memo.parts[version] { return known }
            let facts: CopyFacts
            switch version {
            case .blob(let id):
                guard let text = contents[id] else { return nil }
                facts = CopyFactsWalker.facts(of: text)
            case .now(let index): facts = nowFacts[index].copy
            }
            let value = (facts, DeclarationKeys(facts))
            memo.parts[version] = value
            return value
        }
        let lookup = PairVersions(
            normalizedText: { version in
                if let known = memo.normalized[version] { return known }
                guard let text = text(version) else { return nil }
                let value = SourceNormalization.normalized(text)
                memo.normalized[version] = value
                return value
            },
            shape: { version in
                if let known = memo.shapes[version] { return known }
                guard let text = text(version) else { return nil }
                let value = SourceShape.of(text)
                memo.shapes[version] = value
                return value
            },
            keys: { parts($0)?.keys },
            partText: { key, version in
                guard let text = text(version), let facts = parts(version)?.facts, case .lines(let range) = CopyDriftReport.span(of: key, in: facts) else { return nil }
                return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                    .filter { range.contains($0.offset + 1) }.map { String($0.element) }.joined(separator: "\n")
            }
        )
        return (lookup, nowIndex)
    }

    /// Both copies after every read commit that changed either, then in the working tree when it
    /// differs from HEAD.
    private static func states(_ a: String, _ b: String, graph: CommitGraph, trees: [String: String],
                               now: (PairState.Version, PairState.Version), versions: PairVersions) -> [PairState] {
        var byCommit: [Int: (first: CommitGraph.Change?, second: CommitGraph.Change?)] = [:]
        for change in graph.changes[a] ?? [] { byCommit[change.commit, default: (nil, nil)].first = change }
        for change in graph.changes[b] ?? [] { byCommit[change.commit, default: (nil, nil)].second = change }
        var states: [PairState] = []
        for (node, change) in byCommit.sorted(by: { $0.key < $1.key }) {
            let id = graph.commits[node].id
            func version(_ change: CommitGraph.Change?, _ path: String) -> (before: PairState.Version?, after: PairState.Version?) {
                if let change { return (change.old.map(PairState.Version.blob), change.new.map(PairState.Version.blob)) }
                let blob = trees[id + ":" + graph.path(path, in: node)].map(PairState.Version.blob)
                return (blob, blob)
            }
            let first = version(change.first, a), second = version(change.second, b)
            // A merge's change against its first parent is its branch's commits, counted there.
            let merge = graph.isMerge[node]
            states.append(PairState(commit: graph.commits[node], node: node, isMerge: merge, first: first.after, second: second.after,
                                    firstBefore: merge ? first.after : first.before, secondBefore: merge ? second.after : second.before))
        }
        states = SeparateHistories.paired(states)
        let head = (trees["HEAD:" + a].map(PairState.Version.blob), trees["HEAD:" + b].map(PairState.Version.blob))
        let working = PairState(commit: HistoryCommit(id: "uncommitted", time: .max, date: "today", subject: "uncommitted changes"), node: nil,
                                isMerge: false, first: now.0, second: now.1, firstBefore: head.0, secondBefore: head.1)
        if versions.changed(working, first: true) || versions.changed(working, first: false) { states.append(working) }
        return states
    }
}

extension CommitGraph {
    /// For a set of states, whether a state is one of them or in their history (the working tree
    /// holds every commit; no commit holds the working tree).
    func history(of states: [PairState]) -> (PairState) -> Bool {
        if states.contains(where: { $0.node == nil }) { return { _ in true } }
        let marked = ancestorsOrSelf(of: states.compactMap(\.node) + states.compactMap(\.alongside))
        return { state in state.node.map { marked[$0] } ?? false }
    }
}

extension ProjectIndex {
    /// The history of every pair of differing copies among `copies`, read once per run.
    func copyHistories(of copies: [TargetCopies], reading: Bool = true) -> CopyHistories {
        var pairs: [(FileFacts, FileFacts)] = []
        for entry in copies {
            for copy in entry.copies where entry.file.path < copy.path && copy.copy.normalizedHash != entry.file.copy.normalizedHash {
                pairs.append((entry.file, copy))
            }
        }
        let key = "\(reading)\n" + pairs.map { $0.0.path + "\0" + $0.1.path }.joined(separator: "\n")
        return memos.memo("copy-histories", of: CopyHistories.self).value(for: key) {
            CopyHistories(root: root, pairs: pairs, reading: reading, cache: cache)
        }
    }
}
