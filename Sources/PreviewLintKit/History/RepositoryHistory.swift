import Foundation

/// One commit of the history of some files.
struct HistoryCommit: Sendable, Hashable, Codable {
    /// The full commit id.
    var id: String
    /// Committer time, seconds since 1970: the order commits are walked in.
    var time: Int
    /// `2025-03-29`.
    var date: String
    var subject: String

    var shortID: String { String(id.prefix(7)) }
}

/// Where the history of the linted files can be read from, or why it cannot.
enum HistoryAvailability: Sendable, Equatable {
    /// The top folder of the git checkout that holds the linted folder.
    case available(top: String)
    case unavailable(reason: String)

    static func of(root: String) -> HistoryAvailability {
        guard Git.executable != nil else { return .unavailable(reason: "git is not on PATH") }
        guard let answer = try? Git.text(["rev-parse", "--is-shallow-repository", "--show-toplevel"], in: root) else {
            return .unavailable(reason: "the repository is not a git checkout")
        }
        let lines = answer.split(separator: "\n").map(String.init)
        guard lines.count == 2 else { return .unavailable(reason: "git could not say where the checkout's top is") }
        if lines[0] == "true" { return .unavailable(reason: "the checkout is shallow (fetch the whole history, e.g. fetch-depth: 0)") }
        return .available(top: lines[1])
    }
}

/// The blob each `commit:path` names (nil where the file is not in that commit), read in one
/// `git cat-file --batch-check`.
enum TreeLookup {
    static func blobs(_ queries: [String], top: String) throws(Git.Failure) -> [String: String] {
        guard !queries.isEmpty else { return [:] }
        let output = try Git.run(["cat-file", "--batch-check"], in: top, input: Data((queries.joined(separator: "\n") + "\n").utf8))
        let answers = String(decoding: output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        var found: [String: String] = [:]
        // `<id> blob <size>` per blob; `<query> missing` for one that is not there.
        for (query, answer) in zip(queries, answers) {
            let columns = answer.split(separator: " ")
            if columns.count == 3, columns[1] == "blob" { found[query] = String(columns[0]) }
        }
        return found
    }
}

/// Blobs' contents, read in one `git cat-file --batch`.
enum BlobReader {
    static func read(_ ids: Set<String>, top: String) throws(Git.Failure) -> [String: String] {
        guard !ids.isEmpty else { return [:] }
        let sorted = ids.sorted()
        let output = try Git.run(["cat-file", "--batch"], in: top, input: Data((sorted.joined(separator: "\n") + "\n").utf8))
        var contents: [String: String] = [:]
        var cursor = output.startIndex
        // `<id> blob <size>\n<content>\n` per blob; `<id> missing\n` for one that is not there.
        while cursor < output.endIndex, let newline = output[cursor...].firstIndex(of: 0x0a) {
            let header = String(decoding: output[cursor..<newline], as: UTF8.self).split(separator: " ")
            cursor = output.index(after: newline)
            guard header.count == 3, header[1] == "blob", let size = Int(header[2]) else { continue }
            let end = output.index(cursor, offsetBy: size, limitedBy: output.endIndex) ?? output.endIndex
            contents[String(header[0])] = String(decoding: output[cursor..<end], as: UTF8.self)
            cursor = end < output.endIndex ? output.index(after: end) : end
        }
        return contents
    }
}
