import Foundation

/// A place in a corpus repository: a file (alternatives separated by `|`) and where in it, either
/// text that the violating line contains (empty: any line of the file) or spans of lines
/// `L12-18` at the pinned commit (`L12-18|L40-44`: one part per file, in the same order; a part
/// may list several spans of its file, `L12-18,L90`). With one part per file, a part may be text
/// where the others are spans (`label.text = …|L14-21`).
public struct CorpusPlace: Sendable, Equatable {
    public let repository: String
    public let files: [String]
    public let lineContains: String
    /// The spans of each file when the place is given by lines (for a single file, every span
    /// written); empty when it is given by text.
    public let spans: [[ClosedRange<Int>]]
    /// Where parts mix text and spans: each file's text (empty for a file given by spans).
    public let texts: [String]

    public init(repository: String, files: [String], line: String, source: String) throws {
        self.repository = repository
        self.files = files
        let parts = line.split(separator: "|").map(String.init)
        let spans = parts.compactMap(Self.spans)
        if !spans.isEmpty, spans.count < parts.count {
            guard parts.count == files.count else {
                throw TSV.Failure(
                    description: "\(source): \(parts.count) parts of text and line spans for \(files.count) files")
            }
            self.spans = parts.map { Self.spans($0) ?? [] }
            texts = parts.map { Self.spans($0) == nil ? $0 : "" }
            lineContains = ""
        } else if !parts.isEmpty, spans.count == parts.count {
            guard spans.count == files.count || spans.count == 1 || files.count == 1 else {
                throw TSV.Failure(description: "\(source): \(spans.count) line spans for \(files.count) files")
            }
            self.spans = spans.count == 1 || files.count == 1
                ? Array(repeating: spans.flatMap { $0 }, count: files.count) : spans
            texts = []
            lineContains = ""
        } else {
            self.spans = []
            texts = []
            lineContains = line
        }
    }

    /// `L12-18,L40`: every span must read, or the part is no list of spans.
    static func spans(_ text: String) -> [ClosedRange<Int>]? {
        let spans = text.split(separator: ",").map { span(String($0).trimmingCharacters(in: .whitespaces)) }
        guard !spans.isEmpty, spans.allSatisfy({ $0 != nil }) else { return nil }
        return spans.compactMap { $0 }
    }

    /// `L12` or `L12-18`.
    static func span(_ text: String) -> ClosedRange<Int>? {
        guard text.hasPrefix("L") else { return nil }
        let bounds = text.dropFirst().split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
        guard let first = bounds.first ?? nil, bounds.count <= 2 else { return nil }
        let last = bounds.count == 2 ? bounds[1] : first
        guard let last, last >= first else { return nil }
        return first...last
    }

    /// `naming`: the place was written for the finding's rule by name, so a claim about the whole
    /// file answers it wherever the reader put it (a trap for any rule is about its line).
    public func matches(_ finding: Finding, naming: Bool = true) -> Bool {
        guard finding.repository == repository, files.contains(finding.file) else { return false }
        if finding.isAboutWholeFile, naming { return true }
        // A file named twice (two places in one file, `A.swift|A.swift` with `L3-5|L40-44`): either span.
        if !spans.isEmpty {
            return files.indices.contains { index in
                guard files[index] == finding.file else { return false }
                if let text = text(ofFile: index) { return finding.lineText.contains(Finding.normalizedLine(text)) }
                return spans[index].contains { $0.contains(finding.line) }
            }
        }
        return lineContains.isEmpty || finding.lineText.contains(Finding.normalizedLine(lineContains))
    }

    /// A defect's place is also found by a finding reported at the member it is cited inside
    /// (`DeclarationBody`); a trap is not, as a finding about a member says nothing of each line.
    public func isInside(_ finding: Finding) -> Bool {
        if matches(finding) { return true }
        guard finding.repository == repository, files.contains(finding.file), let body = finding.body else {
            return false
        }
        if spans.isEmpty { return body.contains(lineContains) }
        // As in `matches`: each file's own spans.
        return files.indices.contains { index in
            guard files[index] == finding.file else { return false }
            if let text = text(ofFile: index) { return body.contains(text) }
            return spans[index].contains { body.contains($0) }
        }
    }

    /// The text the place gives for the file at `index` where parts mix text and spans.
    private func text(ofFile index: Int) -> String? {
        texts.indices.contains(index) && !texts[index].isEmpty ? texts[index] : nil
    }

    static func load(_ row: TSV.Row, path: String) throws -> CorpusPlace {
        try CorpusPlace(repository: row["repo"], files: row["file"].split(separator: "|").map(String.init),
                        line: row["line"], source: "\(path):\(row.lineNumber)")
    }
}
