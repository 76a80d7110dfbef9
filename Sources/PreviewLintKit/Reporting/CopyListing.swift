/// `previewlint copies`: every group of copies, its files and targets, what each pair is, and the
/// history's evidence.
public enum CopyListing {
    public static func text(_ inventory: CopyInventory, root: String) -> String {
        var text = ""
        if let reason = inventory.historyUnavailable { text += "history not available: \(reason)\n" }
        for group in inventory.groups {
            text += "\(group.state.rawValue):\n"
            for file in group.files {
                text += "  \(FilePath.relative(file.path, to: root)) (\(file.targets.isEmpty ? "no target" : file.targets.joined(separator: ", ")))\n"
            }
            for pair in group.pairs where pair.state != .identical {
                text += "  \(pair.state.rawValue): \(FilePath.name(pair.first)) ↔ \(FilePath.relative(pair.second, to: root))"
                if let ahead = pair.ahead { text += ", \(FilePath.relative(ahead, to: root)) moved on" }
                text += "\n"
                if let history = pair.history { text += evidence(history, pair: pair, root: root).map { "    \($0)\n" }.joined() }
            }
        }
        let count = inventory.groups.count
        return text + "\(count) group\(count == 1 ? "" : "s") of copies\n"
    }

    static func evidence(_ history: CopyPairHistory, pair: CopyInventory.Pair, root: String) -> [String] {
        var lines: [String] = []
        if let matched = history.lastMatched { lines.append("last matched after \(matched.shortID) \(matched.date) \"\(matched.subject)\"") }
        lines.append("later copy made in \(history.created.shortID) \(history.created.date) \"\(history.created.subject)\"")
        let first = FilePath.relative(pair.first, to: root), second = FilePath.relative(pair.second, to: root)
        lines.append("since then, commits that changed only \(first): \(history.onlyFirst.count); only \(second): \(history.onlySecond.count)")
        for part in history.drifts {
            for (path, commits) in [(first, part.first), (second, part.second)] where !commits.isEmpty {
                lines.append("\(DeclarationKeys.describe(part.key)): changed only in \(path) (\(commits.map(\.shortID).joined(separator: ", "))) since alike after \(part.lastAlike.shortID) \(part.lastAlike.date)")
            }
        }
        return lines
    }

    public static func json(_ inventory: CopyInventory, root: String) -> JSON {
        func commit(_ commit: HistoryCommit) -> JSON {
            .object([("commit", .string(commit.id)), ("date", .string(commit.date)), ("subject", .string(commit.subject))])
        }
        return .object([
            ("version", .integer(1)),
            ("history", inventory.historyUnavailable.map { .object([("available", .bool(false)), ("reason", .string($0))]) } ?? .object([("available", .bool(true))])),
            ("groups", .array(inventory.groups.map { group in
                .object([
                    ("state", .string(group.state.rawValue)),
                    ("files", .array(group.files.map { file in
                        .object([("path", .string(FilePath.relative(file.path, to: root))), ("targets", .array(file.targets.map(JSON.string)))])
                    })),
                    ("pairs", .array(group.pairs.map { pair in
                        var fields: [(String, JSON)] = [
                            ("first", .string(FilePath.relative(pair.first, to: root))), ("second", .string(FilePath.relative(pair.second, to: root))),
                            ("state", .string(pair.state.rawValue)),
                        ]
                        if let ahead = pair.ahead { fields.append(("ahead", .string(FilePath.relative(ahead, to: root)))) }
                        if let history = pair.history {
                            fields.append(("last_matched", history.lastMatched.map(commit) ?? .null))
                            fields.append(("created", commit(history.created)))
                            fields.append(("only_first", .array(history.onlyFirst.map(commit))))
                            fields.append(("only_second", .array(history.onlySecond.map(commit))))
                            let parts = history.aheadInFirst.map { ($0, pair.first, $0.first) } + history.aheadInSecond.map { ($0, pair.second, $0.second) }
                            fields.append(("drifted_parts", .array(parts.map { part, path, commits in
                                .object([("part", .string(DeclarationKeys.describe(part.key))), ("changed_in", .string(FilePath.relative(path, to: root))),
                                         ("last_alike", commit(part.lastAlike)), ("commits", .array(commits.map(commit)))])
                            })))
                        }
                        return .object(fields)
                    })),
                ])
            })),
        ])
    }
}
