import AccuracyKit
import ArgumentParser
import Foundation

/// Lints one corpus checkout as a new user would: in its folder, no configuration, no cache, with
/// the rules that are off by default enabled too, so their precision is measured as well.
struct CorpusRunner {
    let binary: String
    let corpus: String
    let reports: String?

    struct Run {
        let findings: [Finding]
        let swiftFiles: Int
        /// The checkout's commit; nil when it is not a git checkout.
        let head: String?
    }

    func lint(_ repository: CorpusRepository, enabling optIn: [String]) throws -> Run {
        let root = "\(corpus)/\(repository.id)"
        guard FileManager.default.fileExists(atPath: root) else {
            throw ValidationError("\(root) is missing: run Scripts/fetch-corpus.sh \(corpus)")
        }
        let head = try? Subprocess.capture(["git", "-C", root, "rev-parse", "HEAD"]).output.trimmingCharacters(in: .whitespacesAndNewlines)
        FileHandle.standardError.write(Data("linting \(repository.id)\n".utf8))
        let enable = optIn.flatMap { ["--enable", $0] }
        let result = try Subprocess.capture([binary, "lint", "--reporter", "json", "--no-cache", "--quiet"] + enable, directory: root)
        guard result.status == 0 || result.status == 1 else {
            throw ValidationError("previewlint exited with \(result.status) on \(root): \(result.error)")
        }
        let report = Data(result.output.utf8)
        if let reports {
            try FileManager.default.createDirectory(atPath: reports, withIntermediateDirectories: true)
            try report.write(to: URL(fileURLWithPath: "\(reports)/\(repository.id).json"))
        }
        let findings = try Finding.load(report: report, repository: repository.id, root: root)
        if let stray = findings.first(where: { $0.file.hasPrefix("/") }) {
            throw ValidationError("\(root): a configuration outside the checkout was used (\(stray.file) is not relative to it); move the corpus out of any folder with a .previewlint.yml")
        }
        let object = try JSONSerialization.jsonObject(with: report) as? [String: Any]
        let files = (object?["summary"] as? [String: Any])?["files"] as? Int ?? 0
        return Run(findings: findings, swiftFiles: files, head: head?.isEmpty == false ? head : nil)
    }
}

enum Subprocess {
    static func capture(_ arguments: [String], directory: String? = nil) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        // Standard error goes to a file, so neither pipe can fill up while the other is read.
        let errorPath = FileManager.default.temporaryDirectory.appendingPathComponent("previewlint-accuracy-\(getpid()).err").path
        _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: errorPath) }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle(forWritingAtPath: errorPath)
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errData = FileManager.default.contents(atPath: errorPath) ?? Data()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }
}
