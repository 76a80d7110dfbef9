import Foundation

/// One commit of the history of some files.
struct HistoryCommit: Sendable, Hashable, Codable {
    /// The full commit id.
    var id: String
    /// Committer time, seconds since 1970: the order commits are walked in.
    var time: Int
    /// `2025-03-29`.
    var date: String
    var subject: String

    var shortID: String { String(id.prefix(7)) }
}

/// Where the history of the linted files can be read from, or why it cannot.
enum HistoryAvailability: Sendable, Equatable {
    /// The top folder of the git checkout that holds the linted folder.
    case available(top: String)
    case unavailable(reason: String)

    static func of(root: String) -> HistoryAvailability {
        guard Git.executable != nil else { return .unavailable(reason: "git is not on PATH") }
        guard let answer = try? Git.text(["rev-parse", "--is-shallow-repository", "--show-toplevel"], in: root) else {
            return .unavailable(reason: "the repository is not a git checkout")
        }
        let lines = answer.split(separator: "\n").map(String.init)
        guard lines.count == 2 else { return .unavailable(reason: "git could not say where the checkout's top is") }
        if lines[0] == "true" { return .unavailable(reason: "the checkout is shallow (fetch the whole history, e.g. fetch-depth: 0)") }
        return .available(top: lines[1])
    }
}

/// The commits that changed some files, oldest first, and each file's content after each of them:
/// read with one `git log` over all the files, so the history is walked once per run.
struct FileHistories: Sendable {
    var commits: [HistoryCommit] = []
    /// Path relative to the checkout's top → (index in `commits`, blob after that commit; nil when
    /// the commit deleted the file), oldest first.
    var changes: [String: [(commit: Int, blob: String?)]] = [:]
    /// The second parent of each merge commit read, by index in `commits`.
    private var mergedParents: [Int: String] = [:]

    static func read(_ paths: [String], top: String) throws(Git.Failure) -> FileHistories {
        var histories = try log(paths, from: "HEAD", top: top)
        // A file a merge added (a repository merged in as a subfolder) has its earlier history on
        // the merged side, under the path without the subfolder: it is read from there too.
        var earlier: [String: [(path: String, merged: String)]] = [:]
        var candidates: [(path: String, merged: String, inner: String)] = []
        for (path, changes) in histories.changes {
            guard let first = changes.first, first.blob != nil, let merged = histories.mergedParents[first.commit] else { continue }
            let components = path.split(separator: "/")
            for drop in 1..<max(components.count, 1) { candidates.append((path, merged, components.dropFirst(drop).joined(separator: "/"))) }
        }
        if !candidates.isEmpty {
            let query = candidates.map { "\($0.merged):\($0.inner)" }.joined(separator: "\n") + "\n"
            let answers = String(decoding: try Git.run(["cat-file", "--batch-check"], in: top, input: Data(query.utf8)), as: UTF8.self)
                .split(separator: "\n", omittingEmptySubsequences: false)
            var resolved = Set<String>()
            for (candidate, answer) in zip(candidates, answers) where answer.hasSuffix(" blob") || answer.contains(" blob ") {
                guard !resolved.contains(candidate.path) else { continue }
                resolved.insert(candidate.path)
                earlier[candidate.merged, default: []].append((candidate.inner, candidate.path))
            }
        }
        for (merged, paths) in earlier.sorted(by: { $0.key < $1.key }) {
            let side = try log(paths.map(\.path), from: merged, top: top)
            histories.prepend(side, renaming: Dictionary(paths.map { ($0.path, $0.merged) }, uniquingKeysWith: { first, _ in first }))
        }
        if !earlier.isEmpty { histories.sortByTime() }
        return histories
    }

    /// Histories merged from several repositories interleave in time: commits in time order, each
    /// file's changes re-indexed.
    private mutating func sortByTime() {
        let order = commits.indices.sorted { (commits[$0].time, $0) < (commits[$1].time, $1) }
        var newIndex = Array(repeating: 0, count: commits.count)
        for (new, old) in order.enumerated() { newIndex[old] = new }
        commits = order.map { commits[$0] }
        changes = changes.mapValues { list in list.map { (commit: newIndex[$0.commit], blob: $0.blob) }.sorted { $0.commit < $1.commit } }
        mergedParents = Dictionary(uniqueKeysWithValues: mergedParents.map { (newIndex[$0.key], $0.value) })
    }

    private static func log(_ paths: [String], from revision: String, top: String) throws(Git.Failure) -> FileHistories {
        var histories = FileHistories()
        guard !paths.isEmpty else { return histories }
        // The first-parent chain, merges shown against their first parent: a merged branch counts as the one
        // change it made to the mainline (and a merge that brought in a whole repository, as added files).
        let arguments = ["log", "--first-parent", "-m", "--reverse", "--no-renames", "--raw", "--no-abbrev", "-z",
                         "--format=%x1e%H%x1f%ct%x1f%cs%x1f%P%x1f%s", revision, "--"] + paths
        let output = try Git.run(arguments, in: top)
        for record in output.split(separator: 0x1e, omittingEmptySubsequences: true) {
            histories.add(record)
        }
        return histories
    }

    /// `H␟time␟date␟parents␟subject␀\n:mode mode old new S␀path␀…`
    private mutating func add(_ record: Data.SubSequence) {
        let fields = record.split(separator: 0, omittingEmptySubsequences: false)
        guard let header = fields.first else { return }
        let parts = header.split(separator: 0x1f, maxSplits: 4, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        guard parts.count == 5, let time = Int(parts[1]) else { return }
        let index = commits.count
        commits.append(HistoryCommit(id: parts[0], time: time, date: parts[2], subject: parts[4]))
        let parents = parts[3].split(separator: " ")
        if parents.count >= 2 { mergedParents[index] = String(parents[1]) }
        var cursor = 1
        while cursor + 1 < fields.count {
            let meta = String(decoding: fields[cursor], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            let path = String(decoding: fields[cursor + 1], as: UTF8.self)
            cursor += 2
            let columns = meta.split(separator: " ")
            guard meta.hasPrefix(":"), columns.count >= 5 else { continue }
            let blob = String(columns[3])
            changes[path, default: []].append((index, blob.allSatisfy { $0 == "0" } ? nil : blob))
        }
    }

    /// Puts an older history (read under other paths) before this one.
    private mutating func prepend(_ older: FileHistories, renaming: [String: String]) {
        let offset = older.commits.count
        commits = older.commits + commits
        changes = changes.mapValues { $0.map { (commit: $0.commit + offset, blob: $0.blob) } }
        mergedParents = Dictionary(uniqueKeysWithValues: mergedParents.map { ($0.key + offset, $0.value) })
        for (path, list) in older.changes {
            guard let renamed = renaming[path] else { continue }
            changes[renamed] = list + (changes[renamed] ?? [])
        }
    }
}

/// Blobs' contents, read in one `git cat-file --batch`.
enum BlobReader {
    static func read(_ ids: Set<String>, top: String) throws(Git.Failure) -> [String: String] {
        guard !ids.isEmpty else { return [:] }
        let sorted = ids.sorted()
        let output = try Git.run(["cat-file", "--batch"], in: top, input: Data((sorted.joined(separator: "\n") + "\n").utf8))
        var contents: [String: String] = [:]
        var cursor = output.startIndex
        // `<id> blob <size>\n<content>\n` per blob; `<id> missing\n` for one that is not there.
        while cursor < output.endIndex, let newline = output[cursor...].firstIndex(of: 0x0a) {
            let header = String(decoding: output[cursor..<newline], as: UTF8.self).split(separator: " ")
            cursor = output.index(after: newline)
            guard header.count == 3, header[1] == "blob", let size = Int(header[2]) else { continue }
            let end = output.index(cursor, offsetBy: size, limitedBy: output.endIndex) ?? output.endIndex
            contents[String(header[0])] = String(decoding: output[cursor..<end], as: UTF8.self)
            cursor = end < output.endIndex ? output.index(after: end) : end
        }
        return contents
    }
}
