import Foundation

extension TemporaryRepository {
    /// Makes the folder a git checkout with a fixed identity, so commits can be written with dates.
    func initializeGit() throws {
        try git("init", "-q", "-b", "main")
        try git("config", "user.name", "Fixture")
        try git("config", "user.email", "fixture@example.com")
        try git("config", "commit.gpgsign", "false")
    }

    /// Writes `files` and commits everything with the given message and date (`2025-03-29`).
    func commit(_ message: String, date: String, _ files: [String: String]) throws {
        for (path, text) in files { try write(path, text) }
        try git("add", "-A")
        try git("commit", "-q", "-m", message, environment: ["GIT_AUTHOR_DATE": "\(date)T12:00:00Z", "GIT_COMMITTER_DATE": "\(date)T12:00:00Z"])
    }

    /// Merges `branch` into the current branch in a merge commit, even when it could fast-forward.
    func merge(_ branch: String, date: String) throws {
        try git("merge", "-q", "--no-ff", "-m", "Merge \(branch)", branch,
                environment: ["GIT_AUTHOR_DATE": "\(date)T12:00:00Z", "GIT_COMMITTER_DATE": "\(date)T12:00:00Z"])
    }

    /// The short id of HEAD.
    func head() throws -> String {
        try git("rev-parse", "--short=7", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @discardableResult
    func git(_ arguments: String..., environment: [String: String] = [:]) throws -> String {
        let result = try CommandRunner.run(Array(arguments), in: path, environment: environment, executable: "/usr/bin/git")
        guard result.status == 0 else { throw GitFailure(message: "git \(arguments.joined(separator: " ")): \(result.stderr)") }
        return result.stdout
    }

    struct GitFailure: Error { let message: String }
}
