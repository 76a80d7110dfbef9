import Foundation

/// Runs the built `previewlint` binary the way a user does, capturing what it prints.
struct CommandResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

enum CommandRunner {
    /// The binary next to the test bundle, built by `swift build` / `swift test`.
    static var binary: String {
        var folder = URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("previewlint").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return root.appendingPathComponent(".build/debug/previewlint").path
    }

    /// Runs previewlint, or `executable` when given.
    static func run(_ arguments: [String], in directory: String, stdin: String? = nil, environment: [String: String] = [:], executable: String? = nil) throws -> CommandResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable ?? binary)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        // Read both pipes concurrently so a large report never blocks the child.
        nonisolated(unsafe) var errData = Data()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errData = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return CommandResult(
            status: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self)
        )
    }
}

/// A throwaway repository on disk: write files, run the tool in it, delete it afterwards.
final class TemporaryRepository {
    let path: String

    init(_ files: [String: String] = [:]) throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("previewlint-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (relative, text) in files { try write(relative, text) }
    }

    func write(_ relative: String, _ text: String) throws {
        let url = URL(fileURLWithPath: path).appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func run(_ arguments: String..., stdin: String? = nil) throws -> CommandResult {
        try CommandRunner.run(arguments, in: path, stdin: stdin)
    }

    /// Sets every file's modification time an hour back: a file just written is read again on the
    /// next run (`FileStamps.racyWindow`), one written before is known by its stamp.
    func backdate() throws {
        let hourAgo = Date(timeIntervalSinceNow: -3600)
        for relative in FileManager.default.subpaths(atPath: path) ?? [] {
            let full = path + "/" + relative
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue else {
                continue
            }
            try FileManager.default.setAttributes([.modificationDate: hourAgo], ofItemAtPath: full)
        }
    }

    /// What `lint --quiet` (with `rules` enabled) prints for a repository of `files`, line by line.
    static func lintLines(_ files: [String: String], enabling rules: String...) throws -> [String] {
        let repository = try TemporaryRepository(files)
        let arguments = ["lint", "--quiet"] + rules.flatMap { ["--enable", $0] }
        return try withExtendedLifetime(repository) {
            try CommandRunner.run(arguments, in: repository.path).stdout.split(separator: "\n").map(String.init)
        }
    }

    /// What `formatters --all` prints for a repository of `files`, line by line.
    static func formatterLines(_ files: [String: String]) throws -> [String] {
        try TemporaryRepository(files).run("formatters", "--all").stdout.split(separator: "\n").map(String.init)
    }

    /// The path with symbolic links resolved (/tmp may be a link), as the tool prints it.
    var realPath: String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// Fixture repositories committed under `Tests/Fixtures`.
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures").path

    static func path(_ name: String) -> String {
        root + "/" + name
    }
}
