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

    /// The answers for every pair, from one `git log` and one `git cat-file`; nil when git failed.
    private static func read(_ wanted: [(FileFacts, FileFacts)], paths: Set<String>, relative: [String: String], texts: [String: String],
                             top: String) -> [PairKey: CopyPairHistory?]? {
        do {
            let histories = try FileHistories.read(relative.values.sorted(), top: top)
            let blobs = Set(histories.changes.values.joined().compactMap(\.blob))
            let contents = try BlobReader.read(blobs, top: top)
            // Each past version is normalized and parsed once, however many pairs it is part of.
            var normalized: [String: [UInt8]] = [:]
            var parts: [String: DeclarationKeys] = [:]
            func normalize(_ blob: String) -> [UInt8]? {
                if let known = normalized[blob] { return known }
                guard let text = contents[blob] else { return nil }
                let value = SourceNormalization.normalized(text)
                normalized[blob] = value
                return value
            }
            func parse(_ blob: String) -> DeclarationKeys? {
                if let known = parts[blob] { return known }
                guard let text = contents[blob] else { return nil }
                let value = DeclarationKeys(Linter.facts(of: SourceFile(path: "", text: text)).copy)
                parts[blob] = value
                return value
            }
            var answers: [PairKey: CopyPairHistory?] = [:]
            for (first, second) in wanted {
                let key = PairKey(first: first.path, second: second.path)
                guard answers[key] == nil, let a = relative[first.path], let b = relative[second.path] else { continue }
                let now = (
                    first: (normalized: SourceNormalization.normalized(texts[first.path] ?? ""), keys: DeclarationKeys(first.copy)),
                    second: (normalized: SourceNormalization.normalized(texts[second.path] ?? ""), keys: DeclarationKeys(second.copy))
                )
                answers[key] = CopyPairHistory.read(a, b, histories: histories, normalized: normalize, parts: parse, now: now)
            }
            return answers
        } catch {
            return nil
        }
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
