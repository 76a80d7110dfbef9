import Foundation

/// A place in a corpus repository, given by its file (alternatives separated by `|`) and text that
/// the violating line contains (empty: any line of the file).
public struct CorpusPlace: Sendable, Equatable {
    public let repository: String
    public let files: [String]
    public let lineContains: String

    func matches(_ finding: Finding) -> Bool {
        finding.repository == repository && files.contains(finding.file)
            && (lineContains.isEmpty || finding.lineText.contains(Finding.normalizedLine(lineContains)))
    }
}

/// A real defect found by reading the code, not by running the tool, and the rules that should
/// report it. Recall is the share of these that a finding of one of the rules lands on.
public struct KnownDefect: Sendable, Equatable {
    public let id: String
    public let rules: [String]
    public let place: CorpusPlace
    public let description: String

    public func isFound(in findings: [Finding]) -> Bool {
        findings.contains { rules.contains($0.rule) && place.matches($0) }
    }

    public static func load(_ path: String) throws -> [KnownDefect] {
        try TSV.read(path, required: ["id", "repo", "rules", "file", "line", "description"]).map { row in
            KnownDefect(id: row["id"], rules: row["rules"].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) },
                        place: CorpusPlace(repository: row["repo"], files: row["file"].split(separator: "|").map(String.init), lineContains: row["line"]),
                        description: row["description"])
        }
    }
}

/// Code that looks like a defect and is not; no finding of the listed rules (`*`: any rule) may
/// land on it.
public struct Trap: Sendable, Equatable {
    public let id: String
    public let rules: [String]
    public let place: CorpusPlace
    public let description: String

    public func violations(in findings: [Finding]) -> [Finding] {
        findings.filter { (rules.contains("*") || rules.contains($0.rule)) && place.matches($0) }
    }

    public static func load(_ path: String) throws -> [Trap] {
        try TSV.read(path, required: ["id", "repo", "rules", "file", "line", "description"]).map { row in
            Trap(id: row["id"], rules: row["rules"].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) },
                 place: CorpusPlace(repository: row["repo"], files: row["file"].split(separator: "|").map(String.init), lineContains: row["line"]),
                 description: row["description"])
        }
    }
}
