/// The finding `diverged_target_copy` makes about one copy: the copies it stayed behind, with the
/// history's evidence and the first lines that differ; or, when the history cannot tell, what
/// differs today.
struct CopyDriftReport {
    let entry: TargetCopies
    let project: ProjectIndex
    let histories: CopyHistories

    struct Finding {
        var message: String
        var range: SourceRange
        var related: [RelatedLocation]
    }

    private var membership: TargetMembership { project.membership }

    private var differingCopies: [FileFacts] {
        entry.copies.filter { $0.copy.shapeHash != entry.file.copy.shapeHash }
    }

    /// This copy stayed behind one or more of its copies: since a part last agreed in both, a
    /// change reached it in the other copy alone.
    func drift() -> Finding? {
        var behind: [(copy: FileFacts, history: CopyPairHistory, fileIsFirst: Bool, parts: [CopyPairHistory.PartDrift])] = []
        for copy in differingCopies {
            guard let (history, fileIsFirst) = histories.history(entry.file.path, copy.path) else { continue }
            let parts = fileIsFirst ? history.aheadInSecond : history.aheadInFirst
            if !parts.isEmpty { behind.append((copy, history, fileIsFirst, parts)) }
        }
        guard let lead = behind.first else { return nil }
        let history = lead.history
        let theirCommits = lead.fileIsFirst ? history.onlySecond : history.onlyFirst
        let ownCommits = lead.fileIsFirst ? history.onlyFirst : history.onlySecond
        let theirUncommitted = lead.fileIsFirst ? history.uncommittedSecond : history.uncommittedFirst
        let keys = lead.parts.map(\.key)
        let other = FilePath.relative(lead.copy.path, to: project.root)

        var message = "this copy stayed behind \(membership.describe(lead.copy.path, root: project.root)): "
        if let matched = history.lastMatched, ownCommits.isEmpty, !theirCommits.isEmpty || theirUncommitted {
            message += "\(other) changed in \(Self.commits(theirCommits, uncommitted: theirUncommitted)) since the copies last matched on \(matched.date), this copy in none"
        } else {
            let theirs = Self.commitsOf(lead.parts.flatMap { lead.fileIsFirst ? $0.second : $0.first })
            let since = lead.parts.map(\.lastAlike).min { $0.time < $1.time }
            message += "since the parts below were last alike in both copies (\(since?.date ?? "?")), \(other) changed them in "
            message += Self.commits(theirs.filter { $0.id != "uncommitted" }, uncommitted: theirs.contains { $0.id == "uncommitted" })
            message += ownCommits.isEmpty ? " and this copy did not change"
                : ownCommits.count == 1 ? " and this copy's one commit of its own left them alone"
                : " and this copy's \(ownCommits.count) commits of its own left them alone"
        }
        message += "; " + Self.list(keys.map { key in
            let own = Self.part(key, in: entry.file), theirs = Self.part(key, in: lead.copy)
            guard own, theirs, let ownName = Self.memberName(key, in: entry.file.copy), let theirName = Self.memberName(key, in: lead.copy.copy),
                  ownName != theirName else {
                return DeclarationKeys.describe(key) + (!own ? " missing in this copy" : !theirs ? " only in this copy" : " differs")
            }
            // A member keyed by its name alone: each copy's signature.
            let type = key.components(separatedBy: " › ")[0]
            return "\(type): \(ownName) differs (\(theirName) in \(FilePath.name(lead.copy.path)))"
        })
        let theirChange = lead.fileIsFirst ? lead.parts[0].secondChange : lead.parts[0].firstChange
        let lines = theirChange.flatMap { change($0, of: lead.parts[0].key, in: lead.copy) } ?? firstDifference(against: lead.copy, key: keys.first).map { lines in
            (own: lines.own.line, their: lines.their.line, text: LineComparison.describe(lines, other: FilePath.name(lead.copy.path)))
        }
        if let lines { message += "; " + lines.text }
        if behind.count > 1 {
            message += "; also behind " + behind.dropFirst().map { FilePath.relative($0.copy.path, to: project.root) }.joined(separator: ", ")
        }
        let related = behind.map { copy in
            RelatedLocation(file: copy.copy.path, range: lines.map { range(line: $0.their, of: copy.copy.path) } ?? DivergedTargetCopyRule.topOfFile,
                            message: "the copy that moved on, in \(membership.describe(copy.copy.path, root: project.root))")
        }
        return Finding(message: message, range: lines.map { range(line: $0.own, of: entry.file.path) } ?? DivergedTargetCopyRule.topOfFile, related: related)
    }

    /// The first line the other copy's latest one-sided commit changed in a part: what this copy
    /// lacks, with this copy's line that still reads as before (else where the part first differs).
    private func change(_ change: CopyPairHistory.PartChange, of key: String, in copy: FileFacts) -> (own: Int, their: Int, text: String)? {
        guard let after = change.after, let theirText = histories.text(of: copy.path), let ownText = histories.text(of: entry.file.path),
              let (old, changed) = LineComparison.firstDifference(change.before ?? "", .whole, after, .whole) else { return nil }
        // The changed line where it is today in the other copy.
        let theirSpan = Self.span(of: key, in: copy.copy)
        let new = (line: LineComparison.line(containing: changed.text, in: theirText, theirSpan) ?? LineComparison.firstLine(theirText, theirSpan), text: changed.text)
        let other = FilePath.name(copy.path)
        let text = old.text.isEmpty ? "the latest change this copy lacks: `\(new.text)` added in \(other)"
            : new.text.isEmpty ? "the latest change this copy lacks: `\(old.text)` removed in \(other)"
            : "the latest change this copy lacks: `\(old.text)` became `\(new.text)` in \(other)"
        let ownSpan = Self.span(of: key, in: entry.file.copy)
        let ownLine = LineComparison.line(containing: old.text, in: ownText, ownSpan)
            ?? LineComparison.firstDifference(ownText, ownSpan, theirText, theirSpan)?.own.line ?? LineComparison.firstLine(ownText, ownSpan)
        return (ownLine, new.line, text)
    }

    /// Whether a copy has the part a key names.
    private static func part(_ key: String, in file: FileFacts) -> Bool {
        DeclarationKeys(file.copy)[key] != nil
    }

    /// The full name of the member a name-only key stands for in a copy; nil for other keys.
    private static func memberName(_ key: String, in copy: CopyFacts) -> String? {
        let parts = key.components(separatedBy: " › ")
        guard DeclarationKeys.isStemKey(key), parts.count == 2,
              let declaration = copy.declarations.first(where: { $0.signature == parts[0] }) else { return nil }
        return DeclarationKeys.member(parts[1], in: declaration.members)?.name
    }

    /// Commits once each, oldest first.
    private static func commitsOf(_ commits: [HistoryCommit]) -> [HistoryCommit] {
        var seen = Set<String>()
        return commits.sorted { $0.time < $1.time }.filter { seen.insert($0.id).inserted }
    }

    /// The copies differ and no history says how they came to: today's differences, reported as
    /// unconfirmed.
    func withoutHistory() -> Finding? {
        let copies = differingCopies.filter { histories.history(entry.file.path, $0.path) == nil }
        guard !copies.isEmpty else { return nil }
        let difference = CopyDifference(entry.file, others: copies) { membership.platformRelation(entry.file.path, $0.path) }
        guard difference.hasDrifted else { return nil }
        let reason = histories.unavailable ?? "the copies were never committed side by side"
        let names = copies.map { membership.describe($0.path, root: project.root) }.joined(separator: ", ")
        let message = "this copy differs from \(names): \(difference.descriptions.joined(separator: "; ")); history not available (\(reason)), so drift cannot be told from adaptation"
        let related = copies.map { RelatedLocation(file: $0.path, range: DivergedTargetCopyRule.topOfFile, message: "copy in \(membership.describe($0.path, root: project.root))") }
        return Finding(message: message, range: difference.firstDifference ?? DivergedTargetCopyRule.topOfFile, related: related)
    }

    /// The file says it is a copy; every difference from its copies, whitespace and comments aside.
    func declaredCopyDifference() -> Finding? {
        guard entry.isDeclaredCopy else { return nil }
        let copies = entry.copies.filter { $0.copy.normalizedHash != entry.file.copy.normalizedHash }
        guard let copy = copies.first else { return nil }
        let own = DeclarationKeys(entry.file.copy), their = DeclarationKeys(copy.copy)
        var parts = own.order.compactMap { key -> String? in
            guard let theirs = their[key] else { return "\(DeclarationKeys.describe(key)) only in this copy" }
            return theirs == own[key] ? nil : "\(DeclarationKeys.describe(key)) differs"
        }
        let missing = their.order.filter { own[$0] == nil }
        // A note over part of a file ("Copied from …" above one of its extensions) copies that part:
        // what the copy leaves out has not drifted. `copies:` asks for whole files.
        if !entry.declared, parts.isEmpty, !missing.isEmpty { return nil }
        parts += missing.map { "\(DeclarationKeys.describe($0)) missing in this copy" }
        let firstChanged = own.order.first { their[$0] != nil && their[$0] != own[$0] }
        let lines = firstDifference(against: copy, key: firstChanged) ?? firstDifference(against: copy, key: nil)
        var message = entry.file.copyNote.map { "this file says it is a copy (\"\(Self.shorten($0.text))\", line \($0.line)) but differs from " }
            ?? "this file is declared a copy (copies: in the configuration) but differs from "
        message += copies.map { membership.describe($0.path, root: project.root) }.joined(separator: ", ")
        message += parts.isEmpty ? " in access modifiers or attributes" : ": " + Self.list(parts)
        if let lines { message += "; " + LineComparison.describe(lines, other: FilePath.name(copy.path)) }
        let related = copies.map { other in
            RelatedLocation(file: other.path, range: other.path == copy.path ? lines.map { range(line: $0.their.line, of: copy.path) } ?? DivergedTargetCopyRule.topOfFile
                                : DivergedTargetCopyRule.topOfFile,
                            message: "copy in \(membership.describe(other.path, root: project.root))")
        }
        return Finding(message: message, range: range(line: lines?.own.line ?? entry.file.copyNote?.line ?? 1, of: entry.file.path), related: related)
    }

    static func shorten(_ text: String) -> String {
        let flat = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        return flat.count <= 70 ? flat : String(flat.prefix(67)) + "…"
    }

    /// The first lines that differ, inside the part `key` names when there is one, else in the whole files.
    private func firstDifference(against copy: FileFacts, key: String?) -> (own: (line: Int, text: String), their: (line: Int, text: String))? {
        guard let ownText = histories.text(of: entry.file.path), let theirText = histories.text(of: copy.path) else { return nil }
        let ownSpan = key.map { Self.span(of: $0, in: entry.file.copy) } ?? .whole, theirSpan = key.map { Self.span(of: $0, in: copy.copy) } ?? .whole
        return LineComparison.firstDifference(ownText, ownSpan, theirText, theirSpan)
    }

    /// The lines of the declaration or member a key names; for a member the copy lacks, none, shown
    /// at its type's first line.
    static func span(of key: String, in copy: CopyFacts) -> LineSpan {
        let parts = key.components(separatedBy: " › ")
        guard let declaration = copy.declarations.first(where: { $0.signature == parts[0] }) else { return .missing(anchor: 1) }
        guard parts.count == 2 else { return .lines(declaration.lines) }
        return DeclarationKeys.member(parts[1], in: declaration.members).map { .lines($0.lines) } ?? .missing(anchor: declaration.lines.lowerBound)
    }

    static func commits(_ commits: [HistoryCommit], uncommitted: Bool) -> String {
        var text = commits.count == 1 ? "1 commit" : "\(commits.count) commits"
        if let latest = commits.last { text += " (the latest \(latest.shortID) \"\(latest.subject)\")" }
        if uncommitted { text += commits.isEmpty ? " but has uncommitted changes" : " and has uncommitted changes" }
        return text
    }

    static func list(_ parts: [String]) -> String {
        parts.count <= 4 ? parts.joined(separator: ", ") : parts.prefix(4).joined(separator: ", ") + " and \(parts.count - 4) more"
    }

    /// The line's text, whitespace around it left out, in the file at `path`.
    func range(line: Int, of path: String) -> SourceRange {
        guard let text = histories.text(of: path) else {
            return SourceRange(start: SourceLocation(line: line, column: 1, offset: 0), end: SourceLocation(line: line, column: 1, offset: 0))
        }
        let bytes = Array(text.utf8), table = LineTable(text)
        var start = table.offset(ofLine: line), end = table.offset(ofLine: line + 1)
        while start < end, start < bytes.count, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        while end > start, [0x0a, 0x0d, 0x20, 0x09].contains(bytes[end - 1]) { end -= 1 }
        return table.range(from: start, to: end)
    }
}
