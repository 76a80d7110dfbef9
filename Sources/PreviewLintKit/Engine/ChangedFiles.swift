import Foundation

/// The files changed since a git revision (`--changed-since`): committed, staged, unstaged and
/// untracked changes alike, so a pull request's whole diff is covered. Asks the `git` on PATH.
public enum ChangedFiles {
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var message: String
        public var description: String { "error: --changed-since: \(message)" }
    }

    /// Absolute paths of the changed files that still exist.
    public static func since(_ revision: String, in folder: String) throws(Failure) -> Set<String> {
        let top = try git(["rev-parse", "--show-toplevel"], in: folder).trimmingCharacters(in: .whitespacesAndNewlines)
        let changed = try git(["diff", "--name-only", "--no-renames", "--diff-filter=d", "-z", revision, "--"], in: top)
        let untracked = try git(["ls-files", "--others", "--exclude-standard", "-z"], in: top)
        let names = (changed + untracked).split(separator: "\0").map(String.init)
        return Set(names.map { FilePath.normalize(FilePath.join(top, $0)) })
    }

    private static func git(_ arguments: [String], in folder: String) throws(Failure) -> String {
        guard Git.executable != nil else {
            throw Failure(message: "git was not found on PATH; install git or lint without --changed-since")
        }
        do {
            return try Git.text(arguments, in: folder)
        } catch {
            throw Failure(message: error.message)
        }
    }
}
