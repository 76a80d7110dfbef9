import Foundation

/// Read-only `git` commands on the linted repository: the `git` on PATH, run without a shell and
/// never with anything from the repository as the program.
enum Git {
    struct Failure: Error, Sendable, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// The output of `git -C folder arguments…`; `input` is written to its standard input.
    static func run(_ arguments: [String], in folder: String, input: Data? = nil) throws(Failure) -> Data {
        guard let executable = executable else {
            throw Failure(message: "git was not found on PATH")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-C", folder] + arguments
        var environment = ProcessInfo.processInfo.environment
        // No pager, no prompt, no locale-dependent output, no optional locks on the user's index.
        environment["GIT_PAGER"] = "cat"
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["GIT_OPTIONAL_LOCKS"] = "0"
        environment["LC_ALL"] = "C"
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        let standardInput = input.map { _ in Pipe() }
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = standardInput ?? FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw Failure(message: "cannot run \(executable): \(error.localizedDescription)")
        }
        nonisolated(unsafe) var errorData = Data()
        // Standard error and input on their own threads, so neither pipe can fill up and block git.
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errorData = errors.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        if let input, let standardInput {
            group.enter()
            DispatchQueue.global().async {
                standardInput.fileHandleForWriting.write(input)
                try? standardInput.fileHandleForWriting.close()
                group.leave()
            }
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let reason = String(decoding: errorData, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw Failure(message: "git \(arguments.first ?? "") failed: \(reason.isEmpty ? "exit \(process.terminationStatus)" : reason)")
        }
        return data
    }

    static func text(_ arguments: [String], in folder: String) throws(Failure) -> String {
        String(decoding: try run(arguments, in: folder), as: UTF8.self)
    }

    static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = FilePath.join(String(folder), "git")
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()
}
