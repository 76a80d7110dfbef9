/// A pull-request comment: a table of the rules that fired, then the findings grouped by file,
/// cut to a length GitHub accepts, with a note of what was left out.
public struct MarkdownReporter: Reporter {
    public static let name = "markdown"
    /// GitHub refuses a comment longer than 65,536 characters; this leaves room for what a bot adds.
    public static let defaultMaximumLength = 60_000

    /// The longest report in UTF-8 bytes (never fewer than characters, whatever the text).
    let maximumLength: Int

    public init(maximumLength: Int = Self.defaultMaximumLength) {
        self.maximumLength = maximumLength
    }

    public func render(_ report: LintReport, context: ReportContext) -> String {
        let count = { (severity: Severity) in report.violations.count { $0.severity == severity } }
        var text = "### previewlint: \(plural(count(.error), "error")), \(plural(count(.warning), "warning")), \(plural(count(.note), "note"))\n\n"
        text += "\(plural(report.fileCount, "file")) and \(plural(report.previewCount, "preview")) linted.\n"
        guard !report.violations.isEmpty else { return text }

        text += "\n| rule | severity | findings | files |\n|---|---|---:|---:|\n"
        for (rule, violations) in Self.rulesByImportance(report.violations) {
            let severities = Set(violations.map(\.severity)).sorted(by: >).map(\.rawValue).joined(separator: "/")
            text += "| [`\(rule)`](\(PreviewLint.documentation(of: rule))) | \(severities) | \(violations.count) | \(Set(violations.map(\.file)).count) |\n"
        }

        // The note at the end needs room too; it is never longer than this.
        let budget = maximumLength - 200
        var shown = 0
        var currentFile: String?
        for violation in report.violations {
            var entry = ""
            if violation.file != currentFile {
                entry += "\n#### \(Self.codeSpan(FilePath.relative(violation.file, to: report.root)))\n\n"
            }
            entry += "- **\(violation.severity.rawValue)** \(violation.range.start.line):\(violation.range.start.column) "
            entry += "\(Self.escape(violation.message)) ([`\(violation.ruleID)`](\(PreviewLint.documentation(of: violation.ruleID))))\n"
            if text.utf8.count + entry.utf8.count > budget { break }
            text += entry
            currentFile = violation.file
            shown += 1
        }
        if shown < report.violations.count {
            let left = report.violations[shown...]
            text += "\n… and \(plural(left.count, "more finding")) in \(plural(Set(left.map(\.file)).count, "file")) not shown "
            text += "(the comment is cut at \(maximumLength) characters).\n"
        }
        return text
    }

    /// Errors first, then the rules with the most findings, then by id.
    static func rulesByImportance(_ violations: [Violation]) -> [(String, [Violation])] {
        Dictionary(grouping: violations, by: \.ruleID).map { ($0.key, $0.value) }.sorted { lhs, rhs in
            let (left, right) = (lhs.1.map(\.severity).max()!, rhs.1.map(\.severity).max()!)
            if left != right { return left > right }
            if lhs.1.count != rhs.1.count { return lhs.1.count > rhs.1.count }
            return lhs.0 < rhs.0
        }
    }

    /// Messages are plain text: what Markdown would read as markup is escaped, and line breaks become spaces.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\", "`", "*", "_", "[", "]", "<", ">", "|", "~": result += "\\\(character)"
            case "\n", "\r", "\r\n": result += " "
            default: result.append(character)
            }
        }
        return result
    }

    /// A code span that holds any text: fenced by more backticks than the text's longest run.
    static func codeSpan(_ text: String) -> String {
        var longest = 0, run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        return longest == 0 ? fence + text + fence : "\(fence) \(text) \(fence)"
    }
}
