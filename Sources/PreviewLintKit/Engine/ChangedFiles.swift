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
        let top = try git(["rev-parse", "--show-toplevel"], in: folder).trimmed
        let changed = try git(["diff", "--name-only", "--no-renames", "--diff-filter=d", "-z", revision, "--"], in: top)
        let untracked = try git(["ls-files", "--others", "--exclude-standard", "-z"], in: top)
        let names = (changed + untracked).split(separator: "\0").map(String.init)
        return Set(names.map { FilePath.normalize(FilePath.join(top, $0)) })
    }

    private static func git(_ arguments: [String], in folder: String) throws(Failure) -> String {
        guard let executable = findExecutable("git") else {
            throw Failure(message: "git was not found on PATH; install git or lint without --changed-since")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-C", folder] + arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw Failure(message: "cannot run \(executable): \(error.localizedDescription)")
        }
        nonisolated(unsafe) var errorData = Data()
        // Read both pipes at once so a long diff never blocks git.
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errorData = errors.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let reason = String(decoding: errorData, as: UTF8.self).trimmed
            throw Failure(message: "git \(arguments.first ?? "") failed: \(reason.isEmpty ? "exit \(process.terminationStatus)" : reason)")
        }
        return String(decoding: data, as: UTF8.self)
    }

    private static func findExecutable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = FilePath.join(String(folder), name)
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
