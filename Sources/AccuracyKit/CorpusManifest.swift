import Foundation

/// One public repository of the corpus, pinned to a commit. The repositories live outside the
/// project, checked out as `<corpus folder>/<id>`.
public struct CorpusRepository: Sendable, Equatable {
    public let id: String
    public let url: String
    public let commit: String
    /// `tune` for the repositories the rules are tuned on, `eval-1`, `eval-2`, … for evaluation
    /// batches, each measured at first look before any rule is changed because of it.
    public let set: String
    public let layout: String
    public let description: String

    public init(id: String, url: String, commit: String, set: String, layout: String, description: String) {
        self.id = id
        self.url = url
        self.commit = commit
        self.set = set
        self.layout = layout
        self.description = description
    }

    public static func load(_ path: String) throws -> [CorpusRepository] {
        try TSV.read(path, required: ["id", "url", "commit", "set", "layout", "description"]).map { row in
            guard row["commit"].count == 40, row["commit"].allSatisfy(\.isHexDigit) else {
                throw TSV.Failure(description: "\(path):\(row.lineNumber): '\(row["commit"])' is not a 40-digit commit")
            }
            guard CorpusSet(row["set"]) != nil else {
                throw TSV.Failure(description: "\(path):\(row.lineNumber): set '\(row["set"])' is not tune or eval-N")
            }
            return CorpusRepository(id: row["id"], url: row["url"], commit: row["commit"], set: row["set"],
                                    layout: row["layout"], description: row["description"])
        }
    }
}

/// The tuning set, or an evaluation batch by its number; batches are ordered by number.
public enum CorpusSet: Hashable, Comparable, Sendable, CustomStringConvertible {
    case tune
    case evaluation(Int)

    public init?(_ text: String) {
        if text == "tune" { self = .tune; return }
        guard text.hasPrefix("eval-"), let number = Int(text.dropFirst(5)), number > 0 else { return nil }
        self = .evaluation(number)
    }

    public var description: String {
        switch self {
        case .tune: "tune"
        case .evaluation(let number): "eval-\(number)"
        }
    }

    public var isEvaluation: Bool { self != .tune }
}
