import Foundation

/// The commits that changed some files, on every branch that reached HEAD (not only the
/// first-parent line), with the ancestry between them: read with one `git log --full-history`
/// over all the files, so the history is walked once per run. Two copies made alike on a feature
/// branch and then changed apart there reach the main line in one merge already different; only
/// the branch's own commits show they once agreed.
struct CommitGraph: Sendable {
    var commits: [HistoryCommit] = []
    /// Each commit's parents among the read commits (git's parent rewriting: the nearest read
    /// ancestor along each parent), so ancestry between read commits is git's.
    var parents: [[Int]] = []
    var isMerge: [Bool] = []
    /// Path relative to the checkout's top → the read commits that changed it, with the blob
    /// before and after (nil where the file did not exist). A merge's change is against its first parent.
    var changes: [String: [Change]] = [:]
    /// For commits read from a repository merged in as a subfolder: the path each file had there.
    var formerPaths: [Int: [String: String]] = [:]
    private var index: [String: Int] = [:]

    struct Change: Sendable {
        var commit: Int
        var old: String?
        var new: String?
    }

    /// The path `path` had in `commit` (its own, unless the commit is from a merged-in repository).
    func path(_ path: String, in commit: Int) -> String {
        formerPaths[commit]?[path] ?? path
    }

    static func read(_ paths: [String], top: String) throws(Git.Failure) -> CommitGraph {
        var graph = try log(paths, from: "HEAD", top: top)
        try graph.addMergedRepositories(top: top)
        return graph
    }

    /// Whether each read commit is `commits` or one of their ancestors.
    func ancestorsOrSelf(of starts: [Int]) -> [Bool] {
        var marked = Array(repeating: false, count: commits.count)
        var stack = starts
        while let next = stack.popLast() {
            guard !marked[next] else { continue }
            marked[next] = true
            stack.append(contentsOf: parents[next])
        }
        return marked
    }

    private static func log(_ paths: [String], from revision: String, top: String) throws(Git.Failure) -> CommitGraph {
        var graph = CommitGraph()
        guard !paths.isEmpty else { return graph }
        // Every branch that reached `revision`: merges are diffed against their first parent, and
        // merges that join nothing the paths care about are left out (their commits' ancestry stays).
        let arguments = ["log", "--full-history", "--simplify-merges", "--parents", "--topo-order", "--reverse",
                         "--diff-merges=first-parent", "--no-renames", "--raw", "--no-abbrev", "-z",
                         "--format=%x1e%H%x1f%P%x1f%ct%x1f%cs%x1f%s", revision, "--"] + paths
        let output = try Git.run(arguments, in: top)
        for record in output.split(separator: 0x1e, omittingEmptySubsequences: true) { graph.add(record) }
        graph.resolveParents()
        return graph
    }

    /// Parent ids read before their commits are known become indices (topological order puts
    /// parents first; a parent outside the read commits is dropped).
    private var pendingParents: [[String]] = []

    private mutating func resolveParents() {
        parents = pendingParents.map { ids in ids.compactMap { index[$0] } }
    }

    /// `H␟parents␟time␟date␟subject␀\n:mode mode old new S␀path␀…`
    private mutating func add(_ record: Data.SubSequence) {
        let fields = record.split(separator: 0, omittingEmptySubsequences: false)
        guard let header = fields.first else { return }
        let parts = header.split(separator: 0x1f, maxSplits: 4, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        guard parts.count == 5, let time = Int(parts[2]) else { return }
        let position = commits.count
        index[parts[0]] = position
        commits.append(HistoryCommit(id: parts[0], time: time, date: parts[3], subject: parts[4]))
        let parentIDs = parts[1].split(separator: " ").map(String.init)
        pendingParents.append(parentIDs)
        isMerge.append(parentIDs.count >= 2)
        var cursor = 1
        while cursor + 1 < fields.count {
            let meta = String(decoding: fields[cursor], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            let path = String(decoding: fields[cursor + 1], as: UTF8.self)
            cursor += 2
            let columns = meta.split(separator: " ")
            guard meta.hasPrefix(":"), columns.count >= 5 else { continue }
            let blob = { (text: Substring) -> String? in text.allSatisfy { $0 == "0" } ? nil : String(text) }
            changes[path, default: []].append(Change(commit: position, old: blob(columns[2]), new: blob(columns[3])))
        }
    }

    /// A file a merge added (a repository merged in as a subfolder) has its earlier history on the
    /// merged side, under the path without the subfolder: it is read from there too, and the
    /// merge's read parents gain that history's last commits.
    private mutating func addMergedRepositories(top: String) throws(Git.Failure) {
        var added: [(path: String, merge: Int)] = []
        for (path, list) in changes {
            guard let first = list.min(by: { $0.commit < $1.commit }), first.old == nil, first.new != nil else { continue }
            added.append((path, first.commit))
        }
        guard !added.isEmpty else { return }
        let adding = Array(Set(added.map(\.merge))).sorted()
        // The commits' own parents: a merge whose other side holds none of the paths under their
        // names today has that side pruned from its read parents.
        let listing = try Git.text(["log", "--no-walk=unsorted", "--format=%H %P"] + adding.map { commits[$0].id }, in: top)
        var otherParents: [String: [String]] = [:]
        for line in listing.split(separator: "\n") {
            let ids = line.split(separator: " ").map(String.init)
            if ids.count >= 3 { otherParents[ids[0]] = Array(ids.dropFirst(2)) }
        }
        for commit in adding where otherParents[commits[commit].id] != nil { isMerge[commit] = true }
        added = added.filter { isMerge[$0.merge] }
        var candidates: [(path: String, merge: Int, side: String, inner: String)] = []
        for (path, merge) in added.sorted(by: { $0.path < $1.path }) {
            let components = path.split(separator: "/")
            for side in otherParents[commits[merge].id] ?? [] {
                for drop in 1..<max(components.count, 1) { candidates.append((path, merge, side, components.dropFirst(drop).joined(separator: "/"))) }
            }
        }
        guard !candidates.isEmpty else { return }
        let query = candidates.map { "\($0.side):\($0.inner)" }.joined(separator: "\n") + "\n"
        let answers = String(decoding: try Git.run(["cat-file", "--batch-check"], in: top, input: Data(query.utf8)), as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false)
        var resolved = Set<String>()
        var sides: [String: (merge: Int, renaming: [String: String])] = [:]
        for (candidate, answer) in zip(candidates, answers) where answer.hasSuffix(" blob") || answer.contains(" blob ") {
            guard !resolved.contains(candidate.path) else { continue }
            resolved.insert(candidate.path)
            sides[candidate.side, default: (candidate.merge, [:])].renaming[candidate.inner] = candidate.path
        }
        // Each side's history read at once (they are independent `git log`s, which ran one after
        // another at the end of a run), then grafted in order.
        let ordered = sides.sorted(by: { $0.key < $1.key })
        let logs = parallelMap(ordered.count, jobs: ordered.count) { position in
            Result { () throws(Git.Failure) -> CommitGraph in
                try Self.log(ordered[position].value.renaming.keys.sorted(), from: ordered[position].key, top: top)
            }
        }
        for (side, log) in zip(ordered, logs) {
            graft(try log.get(), renaming: side.value.renaming, into: side.value.merge)
        }
    }

    /// Adds a merged-in repository's history below `merge`, its paths renamed to today's.
    private mutating func graft(_ side: CommitGraph, renaming: [String: String], into merge: Int) {
        var hasChild = Array(repeating: false, count: side.commits.count)
        for list in side.parents { for parent in list { hasChild[parent] = true } }
        let former = Dictionary(uniqueKeysWithValues: renaming.map { ($0.value, $0.key) })
        var global: [Int] = []
        for (position, commit) in side.commits.enumerated() {
            if let known = index[commit.id] {
                global.append(known)
                continue
            }
            let new = commits.count
            global.append(new)
            index[commit.id] = new
            commits.append(commit)
            parents.append(side.parents[position].map { global[$0] })
            isMerge.append(side.isMerge[position])
            formerPaths[new] = former
        }
        for position in side.commits.indices where !hasChild[position] && !parents[merge].contains(global[position]) {
            parents[merge].append(global[position])
        }
        for (inner, list) in side.changes {
            guard let path = renaming[inner] else { continue }
            changes[path, default: []].append(contentsOf: list.map { Change(commit: global[$0.commit], old: $0.old, new: $0.new) })
        }
    }
}
