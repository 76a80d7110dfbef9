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

    /// This copy stayed behind one or more of its copies.
    func drift() -> Finding? {
        var ahead: [(copy: FileFacts, history: CopyPairHistory, fileIsFirst: Bool)] = []
        for copy in differingCopies {
            guard let (history, fileIsFirst) = histories.history(entry.file.path, copy.path),
                  let index = history.ahead, index == (fileIsFirst ? 1 : 0) else { continue }
            ahead.append((copy, history, fileIsFirst))
        }
        guard let lead = ahead.first else { return nil }
        let history = lead.history
        let theirCommits = lead.fileIsFirst ? history.onlySecond : history.onlyFirst
        let ownCommits = lead.fileIsFirst ? history.onlyFirst : history.onlySecond
        let theirUncommitted = lead.fileIsFirst ? history.uncommittedSecond : history.uncommittedFirst
        let partDrifts = lead.fileIsFirst ? history.aheadInSecond : history.aheadInFirst
        let keys = partDrifts.map(\.key)
        let other = FilePath.relative(lead.copy.path, to: project.root)

        var message = "this copy stayed behind \(membership.describe(lead.copy.path, root: project.root)): "
        if let matched = history.lastMatched, ownCommits.isEmpty, !theirCommits.isEmpty || theirUncommitted {
            message += "\(other) changed in \(Self.commits(theirCommits, uncommitted: theirUncommitted)) since the copies last matched on \(matched.date), this copy in none"
        } else {
            let commits = Array(Set(partDrifts.flatMap(\.commits))).sorted { $0.time < $1.time }
            let since = partDrifts.map(\.lastAlike).min { $0.time < $1.time }
            message += "since the parts below were last alike in both copies (\(since?.date ?? "?")), \(other) changed them in "
            message += Self.commits(commits.filter { $0.id != "uncommitted" }, uncommitted: commits.contains { $0.id == "uncommitted" })
            message += ownCommits.isEmpty ? " and this copy did not change"
                : ownCommits.count == 1 ? " and this copy's one commit of its own left them alone"
                : " and this copy's \(ownCommits.count) commits of its own left them alone"
        }
        let parts = keys.isEmpty ? staticDifferences(against: lead.copy) : keys.map { DeclarationKeys.describe($0) + " differs" }
        if !parts.isEmpty { message += "; " + Self.list(parts) }
        let lines = firstDifference(against: lead.copy, key: keys.first)
        if let lines { message += "; " + LineComparison.describe(lines, other: FilePath.name(lead.copy.path)) }
        if ahead.count > 1 {
            message += "; also behind " + ahead.dropFirst().map { FilePath.relative($0.copy.path, to: project.root) }.joined(separator: ", ")
        }
        let related = ahead.map { copy in
            RelatedLocation(file: copy.copy.path, range: lines.map { range(line: $0.their.line, of: copy.copy.path) } ?? DivergedTargetCopyRule.topOfFile,
                            message: "the copy that moved on, in \(membership.describe(copy.copy.path, root: project.root))")
        }
        return Finding(message: message, range: lines.map { range(line: $0.own.line, of: entry.file.path) } ?? DivergedTargetCopyRule.topOfFile, related: related)
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
        parts += their.order.filter { own[$0] == nil }.map { "\(DeclarationKeys.describe($0)) missing in this copy" }
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

    private func staticDifferences(against copy: FileFacts) -> [String] {
        CopyDifference(entry.file, others: [copy]) { membership.platformRelation(entry.file.path, $0.path) }.descriptions
    }

    /// The first lines that differ, inside the part `key` names when there is one, else in the whole files.
    private func firstDifference(against copy: FileFacts, key: String?) -> (own: (line: Int, text: String), their: (line: Int, text: String))? {
        guard let ownText = histories.text(of: entry.file.path), let theirText = histories.text(of: copy.path) else { return nil }
        let ownSpan = key.flatMap { Self.lines(of: $0, in: entry.file.copy) }, theirSpan = key.flatMap { Self.lines(of: $0, in: copy.copy) }
        return LineComparison.firstDifference(ownText, ownSpan, theirText, theirSpan)
    }

    /// The lines of the declaration or member a key names.
    static func lines(of key: String, in copy: CopyFacts) -> ClosedRange<Int>? {
        let parts = key.components(separatedBy: " › ")
        guard let declaration = copy.declarations.first(where: { $0.signature == parts[0] }) else { return nil }
        guard parts.count == 2 else { return declaration.lines }
        return declaration.members.first { $0.name == parts[1] }?.lines ?? declaration.lines
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

/// Two texts compared line by line, whitespace around lines, blank lines and comment lines left out:
/// the first line of each that the other does not have anywhere (moved lines are no difference).
enum LineComparison {
    static func firstDifference(_ a: String, _ aSpan: ClosedRange<Int>?, _ b: String, _ bSpan: ClosedRange<Int>?)
        -> (own: (line: Int, text: String), their: (line: Int, text: String))? {
        let aLines = meaningful(a, aSpan), bLines = meaningful(b, bSpan)
        let aTexts = Set(aLines.map(\.text)), bTexts = Set(bLines.map(\.text))
        let own = aLines.first { !bTexts.contains($0.text) }
        let their = bLines.first { !aTexts.contains($0.text) }
        guard own != nil || their != nil else { return nil }
        // A line only one copy has: the other is shown at its first line of the part, with no text.
        let ownLine = own.map { ($0.line, shorten($0.text)) } ?? (aLines.first?.line ?? 1, "")
        let theirLine = their.map { ($0.line, shorten($0.text)) } ?? (bLines.first?.line ?? 1, "")
        return (ownLine, theirLine)
    }

    /// "first difference: `a` here, `b` in Other.swift", or the line only one copy has.
    static func describe(_ lines: (own: (line: Int, text: String), their: (line: Int, text: String)), other: String) -> String {
        if lines.own.text.isEmpty { return "first difference: `\(lines.their.text)` in \(other) is not in this copy" }
        if lines.their.text.isEmpty { return "first difference: `\(lines.own.text)` here is not in \(other)" }
        return "first difference: `\(lines.own.text)` here, `\(lines.their.text)` in \(other)"
    }

    private static func meaningful(_ text: String, _ span: ClosedRange<Int>?) -> [(line: Int, text: String)] {
        var out: [(line: Int, text: String)] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            if let span, !span.contains(number) { continue }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("//") || trimmed.hasPrefix("import ") { continue }
            out.append((number, trimmed))
        }
        return out
    }

    private static func shorten(_ text: String) -> String {
        text.count <= 80 ? text : String(text.prefix(77)) + "…"
    }
}
