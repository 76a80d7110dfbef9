import Foundation

/// One public repository of the corpus, pinned to a commit. The repositories live outside the
/// project, checked out as `<corpus folder>/<id>`.
public struct CorpusRepository: Sendable, Equatable {
    public let id: String
    public let url: String
    public let commit: String
    public let layout: String
    public let description: String

    public static func load(_ path: String) throws -> [CorpusRepository] {
        try TSV.read(path, required: ["id", "url", "commit", "layout", "description"]).map { row in
            guard row["commit"].count == 40, row["commit"].allSatisfy(\.isHexDigit) else {
                throw TSV.Failure(description: "\(path):\(row.lineNumber): '\(row["commit"])' is not a 40-digit commit")
            }
            return CorpusRepository(id: row["id"], url: row["url"], commit: row["commit"], layout: row["layout"], description: row["description"])
        }
    }
}
