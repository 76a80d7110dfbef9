/// The edits of the code actions that silence a rule with a suppression comment (`SuppressionCommand`),
/// as LSP text edits: lines 0-based, characters in UTF-16 units.
enum SuppressionEdit {
    /// `// previewlint:disable:next RULE` above the 1-based `line`, indented like it. A disable:next
    /// comment already there gets the rule instead: a second comment above it would silence only the first.
    static func onLine(_ line: Int, rule: String, in text: String) -> JSON {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let index = line - 1
        if index > 0, let end = extensibleCommandEnd(lines[index - 1], kind: .disableNext) {
            return insertion(" \(rule)", line: index - 1, character: end)
        }
        let indentation = index < lines.count ? lines[index].prefix { $0 == " " || $0 == "\t" } : ""
        return insertion("\(indentation)// previewlint:\(SuppressionCommand.Kind.disableNext.rawValue) \(rule)\n", line: index, character: 0)
    }

    /// `// previewlint:disable-file RULE` as the first line, or the rule added to such a line already there.
    static func inFile(rule: String, in text: String) -> JSON {
        let first = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)[0]
        if let end = extensibleCommandEnd(first, kind: .disableFile) {
            return insertion(" \(rule)", line: 0, character: end)
        }
        return insertion("// previewlint:\(SuppressionCommand.Kind.disableFile.rawValue) \(rule)\n", line: 0, character: 0)
    }

    /// Where a rule id can be appended to a line that is only a `// previewlint:KIND id…` comment
    /// naming rules and giving no reason (an id after the reason would be part of the reason).
    private static func extensibleCommandEnd(_ line: Substring, kind: SuppressionCommand.Kind) -> Int? {
        let content = line.trimmed
        let prefix = "// previewlint:\(kind.rawValue) "
        guard content.hasPrefix(prefix), !content.contains(" - "), !content.dropFirst(prefix.count).trimmed.isEmpty else { return nil }
        let leading = line.prefix { $0 == " " || $0 == "\t" }
        return leading.utf16.count + content.utf16.count
    }

    private static func insertion(_ newText: String, line: Int, character: Int) -> JSON {
        let position: JSON = .object([("line", .integer(line)), ("character", .integer(character))])
        return .object([("range", .object([("start", position), ("end", position)])), ("newText", .string(newText))])
    }
}
