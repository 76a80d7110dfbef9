/// One self-contained page to read a run: totals, a table of the rules that fired, and the
/// findings grouped by file with the line of code each points at. No script, no fetched style
/// or font: it reads the same offline and with JavaScript off.
public struct HTMLReporter: Reporter {
    public static let name = "html"

    public init() {}

    public func render(_ report: LintReport, context: ReportContext) -> String {
        let count = { (severity: Severity) in report.violations.count { $0.severity == severity } }
        var html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        // The page promises to run no script and fetch nothing; the browser holds it to that.
        html += "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'\">\n"
        html += "<title>previewlint: \(plural(report.violations.count, "finding"))</title>\n"
        html += "<style>\n\(Self.style)</style>\n</head>\n<body>\n<header>\n<h1>previewlint report</h1>\n"
        html += "<p class=\"totals\">\(plural(report.fileCount, "file")) · \(plural(report.previewCount, "preview")) · "
        html += "<span class=\"error\">\(plural(count(.error), "error"))</span> · "
        html += "<span class=\"warning\">\(plural(count(.warning), "warning"))</span> · "
        html += "<span class=\"note\">\(plural(count(.note), "note"))</span></p>\n"
        html += "<p class=\"meta\">previewlint \(escape(context.toolVersion)) · <code>\(escape(report.root))</code></p>\n</header>\n<main>\n"
        if report.violations.isEmpty {
            html += "<p class=\"clean\">No findings.</p>\n"
        } else {
            html += rulesTable(report.violations)
            html += findings(report)
        }
        return html + "</main>\n</body>\n</html>\n"
    }

    private func rulesTable(_ violations: [Violation]) -> String {
        var html = "<section>\n<h2>Rules</h2>\n<table>\n<thead><tr><th>rule</th><th>severity</th><th class=\"number\">findings</th><th class=\"number\">files</th></tr></thead>\n<tbody>\n"
        for (rule, found) in MarkdownReporter.rulesByImportance(violations) {
            let severity = found.map(\.severity).max()!
            let summary = RuleCatalog.descriptor(rule).map { "<div class=\"summary\">\(escape($0.summary))</div>" } ?? ""
            html += "<tr><td>\(ruleLink(rule))\(summary)</td><td><span class=\"badge \(severity.rawValue)\">\(severity.rawValue)</span></td>"
            html += "<td class=\"number\">\(found.count)</td><td class=\"number\">\(Set(found.map(\.file)).count)</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n</section>\n"
    }

    private func findings(_ report: LintReport) -> String {
        var html = "<section>\n<h2>Findings by file</h2>\n"
        var byFile: [(file: String, violations: [Violation])] = []
        for violation in report.violations {
            if byFile.last?.file == violation.file { byFile[byFile.count - 1].violations.append(violation) } else { byFile.append((violation.file, [violation])) }
        }
        for (file, violations) in byFile {
            html += "<details open>\n<summary><code>\(escape(FilePath.relative(file, to: report.root)))</code> <span class=\"count\">\(plural(violations.count, "finding"))</span></summary>\n<ol>\n"
            for violation in violations {
                let start = violation.range.start
                html += "<li>\n<p><span class=\"badge \(violation.severity.rawValue)\">\(violation.severity.rawValue)</span> "
                html += "<span class=\"location\">\(start.line):\(start.column)</span> \(escape(violation.message)) \(ruleLink(violation.ruleID))</p>\n"
                if let source = report.sources[file] { html += code(violation.range, in: source) }
                if !violation.related.isEmpty {
                    html += "<ul class=\"related\">\n" + violation.related.map { related in
                        "<li><code>\(escape(FilePath.relative(related.file, to: report.root))):\(related.range.start.line)</code> \(escape(related.message))</li>\n"
                    }.joined() + "</ul>\n"
                }
                html += "</li>\n"
            }
            html += "</ol>\n</details>\n"
        }
        return html + "</section>\n"
    }

    /// The violation's first line, its range marked (to the end of the line when it spans several).
    private func code(_ range: SourceRange, in source: SourceFile) -> String {
        let line = Array(source.lineText(range.start.line).utf8)
        let from = min(range.start.column - 1, line.count)
        let to = range.end.line == range.start.line ? min(max(range.end.column - 1, from), line.count) : line.count
        let text = { (bytes: ArraySlice<UInt8>) in escape(String(decoding: bytes, as: UTF8.self)) }
        let marked = from < to ? "<mark>\(text(line[from..<to]))</mark>" : ""
        return "<pre><span class=\"line-number\">\(range.start.line)</span>\(text(line[..<from]))\(marked)\(text(line[to...]))</pre>\n"
    }

    private func ruleLink(_ rule: String) -> String {
        "<a class=\"rule\" href=\"\(escape(PreviewLint.documentation(of: rule)))\">\(escape(rule))</a>"
    }

    /// XML's five escapes are HTML's too.
    private func escape(_ text: String) -> String {
        XMLText.escape(text)
    }

    static let style = """
    :root { color-scheme: light; --error: #b42318; --warning: #a15c07; --note: #175cd3; --line: #d0d5dd; }
    body { font: 15px/1.5 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: #1d2939; margin: 0 auto; max-width: 72rem; padding: 1.5rem; }
    h1 { font-size: 1.6rem; margin: 0 0 .25rem; }
    h2 { font-size: 1.2rem; margin: 2rem 0 .75rem; border-bottom: 1px solid var(--line); padding-bottom: .25rem; }
    .totals { font-size: 1.05rem; margin: 0; }
    .meta, .summary, .count, .related { color: #667085; font-size: .9rem; }
    .totals .error { color: var(--error); } .totals .warning { color: var(--warning); } .totals .note { color: var(--note); }
    table { border-collapse: collapse; width: 100%; }
    th, td { text-align: left; padding: .45rem .6rem; border-bottom: 1px solid var(--line); vertical-align: top; }
    th { font-size: .85rem; text-transform: uppercase; letter-spacing: .03em; color: #475467; }
    .number { text-align: right; font-variant-numeric: tabular-nums; }
    .badge { display: inline-block; min-width: 4.2rem; text-align: center; border-radius: 999px; padding: 0 .5rem; font-size: .8rem; font-weight: 600; color: #fff; }
    .badge.error { background: var(--error); } .badge.warning { background: var(--warning); } .badge.note { background: var(--note); }
    details { border: 1px solid var(--line); border-radius: 8px; margin: 0 0 1rem; }
    summary { cursor: pointer; padding: .6rem .8rem; background: #f9fafb; border-radius: 8px; }
    ol { list-style: none; margin: 0; padding: 0 .8rem; }
    ol > li { padding: .6rem 0; border-top: 1px solid #eaecf0; }
    ol > li > p { margin: 0 0 .4rem; }
    .location { font-family: ui-monospace, Menlo, Consolas, monospace; color: #475467; }
    a.rule { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: .9rem; }
    pre { margin: 0; padding: .5rem .75rem; background: #f2f4f7; border-radius: 6px; overflow-x: auto; tab-size: 4; font: 13px/1.45 ui-monospace, Menlo, Consolas, monospace; }
    .line-number { display: inline-block; min-width: 2.5rem; color: #98a2b3; user-select: none; }
    mark { background: #fde68a; border-radius: 2px; }
    .related { margin: .4rem 0 0; padding-left: 1.2rem; }

    """
}
