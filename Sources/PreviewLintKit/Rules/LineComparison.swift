import Foundation

/// The lines of a file a comparison covers: all of them, a span (a part of the file), or none (the
/// copy lacks the part; `anchor` is the line a message points at).
enum LineSpan: Equatable {
    case whole
    case lines(ClosedRange<Int>)
    case missing(anchor: Int)
}

/// Two texts compared line by line, whitespace around lines, blank lines and comment lines left
/// out, aligned on their longest common subsequence: the first place they differ, as the first
/// line of each side's hunk there (a side with no line of its own shows where the other's would go).
enum LineComparison {
    typealias Line = (line: Int, text: String)

    static func firstDifference(_ a: String, _ aSpan: LineSpan, _ b: String, _ bSpan: LineSpan) -> (own: Line, their: Line)? {
        let own = meaningful(a, aSpan), their = meaningful(b, bSpan)
        let ownText = own.map(\.text), theirText = their.map(\.text)
        guard ownText != theirText else { return nil }
        var (i, j) = (0, 0)
        while i < own.count, j < their.count, ownText[i] == theirText[j] { i += 1; j += 1 }
        // The hunk that starts here: on each side, the lines up to the next line both keep.
        let (ownHunk, theirHunk) = hunk(Array(ownText[i...]), Array(theirText[j...]))
        let ownLine = ownHunk > 0 ? (own[i].line, shorten(own[i].text)) : (anchor(own, i, aSpan), "")
        let theirLine = theirHunk > 0 ? (their[j].line, shorten(their[j].text)) : (anchor(their, j, bSpan), "")
        return (ownLine, theirLine)
    }

    /// The number of the first meaningful line of the span whose text (trimmed) is `text`.
    static func line(containing text: String, in source: String, _ span: LineSpan) -> Int? {
        guard !text.isEmpty else { return nil }
        return meaningful(source, span).first { shorten($0.text) == text }?.line
    }

    /// The number of the span's first meaningful line (its anchor when it has none).
    static func firstLine(_ source: String, _ span: LineSpan) -> Int {
        anchor(meaningful(source, span), 0, span)
    }

    /// "first difference: `a` here, `b` in Other.swift", or the line only one copy has.
    static func describe(_ lines: (own: Line, their: Line), other: String) -> String {
        if lines.own.text.isEmpty { return "first difference: `\(lines.their.text)` in \(other) is not in this copy" }
        if lines.their.text.isEmpty { return "first difference: `\(lines.own.text)` here is not in \(other)" }
        return "first difference: `\(lines.own.text)` here, `\(lines.their.text)` in \(other)"
    }

    /// How many lines of each side come before the two sides agree again, by their longest common
    /// subsequence (long sides are cut to a window: the first hunk is near their start).
    private static func hunk(_ a: [String], _ b: [String]) -> (Int, Int) {
        let window = 400
        let a = Array(a.prefix(window)), b = Array(b.prefix(window))
        guard !a.isEmpty, !b.isEmpty else { return (a.count, b.count) }
        // suffix[i][j]: the longest common subsequence of a[i...] and b[j...].
        var suffix = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                suffix[i][j] = a[i] == b[j] ? suffix[i + 1][j + 1] + 1 : max(suffix[i + 1][j], suffix[i][j + 1])
            }
        }
        var (i, j) = (0, 0)
        while i < a.count, j < b.count {
            if a[i] == b[j] && suffix[i][j] == suffix[i + 1][j + 1] + 1 { return (i, j) }
            if suffix[i + 1][j] >= suffix[i][j + 1] { i += 1 } else { j += 1 }
        }
        // No line of either side is kept past here: the rest of both is the hunk.
        return (a.count, b.count)
    }

    /// Where a side with no line in the hunk shows: the line its next kept line is on, else the
    /// line after its last, else the span's anchor.
    private static func anchor(_ lines: [Line], _ index: Int, _ span: LineSpan) -> Int {
        if index < lines.count { return lines[index].line }
        if let last = lines.last { return last.line }
        switch span {
        case .missing(let anchor): return anchor
        case .lines(let range): return range.lowerBound
        case .whole: return 1
        }
    }

    private static func meaningful(_ text: String, _ span: LineSpan) -> [Line] {
        if case .missing = span { return [] }
        var out: [Line] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            if case .lines(let range) = span, !range.contains(number) { continue }
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
