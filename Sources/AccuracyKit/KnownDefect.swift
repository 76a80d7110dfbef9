import Foundation

/// A real defect found by reading the code, not by running the tool, and the rules that should
/// report it. Recall is the share of these that a finding of one of the rules lands on.
public struct KnownDefect: Sendable, Equatable {
    public let id: String
    public let rules: [String]
    public let place: CorpusPlace
    public let description: String

    public init(id: String, rules: [String], place: CorpusPlace, description: String) {
        self.id = id
        self.rules = rules
        self.place = place
        self.description = description
    }

    public func isFound(in findings: [Finding]) -> Bool {
        findings.contains { rules.contains($0.rule) && place.isInside($0) }
    }

    public static func load(_ path: String) throws -> [KnownDefect] {
        try TSV.read(path, required: ["id", "repo", "rules", "file", "line", "description"]).map { row in
            KnownDefect(id: row["id"], rules: row["rules"].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) },
                        place: try CorpusPlace.load(row, path: path),
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
        findings.filter { (rules.contains("*") || rules.contains($0.rule)) && place.matches($0, naming: rules.contains($0.rule)) }
    }

    public static func load(_ path: String) throws -> [Trap] {
        try TSV.read(path, required: ["id", "repo", "rules", "file", "line", "description"]).map { row in
            Trap(id: row["id"], rules: row["rules"].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) },
                 place: try CorpusPlace.load(row, path: path),
                 description: row["description"])
        }
    }
}
