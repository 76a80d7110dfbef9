import AccuracyKit
import ArgumentParser
import Foundation

/// Runs the release binary over the fetched corpus and holds its findings against the labels.
@main
struct AccuracyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "previewlint-accuracy",
        abstract: "Precision and recall of previewlint's rules on the labeled real-world corpus."
    )

    @Option(help: "The folder holding the corpus checkouts, one per repository id.")
    var corpus: String

    @Option(help: "The previewlint binary to measure.")
    var binary = ".build/release/previewlint"

    @Option(help: "The folder with corpus.tsv, labels/, defects.tsv and traps.tsv.")
    var data = "Accuracy"

    @Option(help: "Keep each repository's JSON report in this folder.")
    var reports: String?

    @Option(name: .customLong("repository"), help: "Only these repository ids (repeatable).")
    var only: [String] = []

    @Flag(help: "Rewrite the label files: new findings get '?', vanished ones are marked gone.")
    var update = false

    @Option(help: "Write the accuracy page (docs/accuracy.md) with this run's figures.")
    var writeDoc: String?

    func run() throws {
        let corpusRepositories = try CorpusRepository.load("\(data)/corpus.tsv").filter { only.isEmpty || only.contains($0.id) }
        let defects = try KnownDefect.load("\(data)/defects.tsv").filter { only.isEmpty || only.contains($0.place.repository) }
        let traps = try Trap.load("\(data)/traps.tsv").filter { only.isEmpty || only.contains($0.place.repository) }
        let rules = try ruleList()

        var findings: [Finding] = []
        var labels: [String: [Label]] = [:]
        var commits: [(String, String, String)] = []
        var swiftFiles: [String: Int] = [:]
        for repository in corpusRepositories {
            let root = "\(corpus)/\(repository.id)"
            guard FileManager.default.fileExists(atPath: root) else {
                throw ValidationError("\(root) is missing: run Scripts/fetch-corpus.sh \(corpus)")
            }
            let head = try capture(["git", "-C", root, "rev-parse", "HEAD"]).output.trimmingCharacters(in: .whitespacesAndNewlines)
            if head != repository.commit { commits.append((repository.id, repository.commit, head)) }
            FileHandle.standardError.write(Data("linting \(repository.id)\n".utf8))
            let report = try lint(root, enabling: rules.filter { !$0.enabledByDefault }.map(\.id))
            if let reports {
                try FileManager.default.createDirectory(atPath: reports, withIntermediateDirectories: true)
                try report.write(to: URL(fileURLWithPath: "\(reports)/\(repository.id).json"))
            }
            let repositoryFindings = try Finding.load(report: report, repository: repository.id, root: root)
            if let stray = repositoryFindings.first(where: { $0.file.hasPrefix("/") }) {
                throw ValidationError("\(root): a configuration outside the checkout was used (\(stray.file) is not relative to it); move the corpus out of any folder with a .previewlint.yml")
            }
            findings += repositoryFindings
            swiftFiles[repository.id] = try swiftFileCount(report)
            let labelPath = "\(data)/labels/\(repository.id).tsv"
            labels[repository.id] = FileManager.default.fileExists(atPath: labelPath) ? try Label.load(labelPath, repository: repository.id) : []
        }

        var evaluation = AccuracyEvaluation(findings: findings, labels: labels, defects: defects, traps: traps, rules: rules)
        for (id, expected, found) in commits { evaluation.noteCommit(repository: id, expected: expected, found: found) }
        print(AccuracyTable.text(evaluation), terminator: "")
        print("known defects found: \(evaluation.defectsFoundByDefault.count) of \(defects.count) by the rules on by default, \(evaluation.defectsFound.count) with every rule on; traps clean: \(evaluation.trapsClean) of \(traps.count)")
        if !evaluation.defectsMissed.isEmpty { print("missed: \(evaluation.defectsMissed.joined(separator: ", "))") }
        if evaluation.reworded > 0 { print("\(evaluation.reworded) label(s) matched by place only (message changed; --update rewrites them)") }
        if !evaluation.vanished.isEmpty { print("\(evaluation.vanished.count) finding(s) labeled fp/unsure went away (--update marks them gone)") }

        if update {
            for repository in corpusRepositories {
                let updated = evaluation.updatedLabels[repository.id] ?? []
                try Label.render(updated, repository: repository.id).write(toFile: "\(data)/labels/\(repository.id).tsv", atomically: true, encoding: .utf8)
            }
        }
        if let writeDoc {
            let labelCount = labels.values.reduce(0) { $0 + $1.count }
            let history = try? String(contentsOfFile: "\(data)/history.md", encoding: .utf8)
            let page = AccuracyDocument.render(corpus: corpusRepositories, evaluation: evaluation, defects: defects, traps: traps,
                                               labelCount: labelCount, swiftFiles: swiftFiles, history: history)
            try page.write(toFile: writeDoc, atomically: true, encoding: .utf8)
        }
        guard evaluation.problems.isEmpty else {
            FileHandle.standardError.write(Data(Self.problemReport(evaluation.problems).utf8))
            throw ExitCode(1)
        }
    }

    /// Every problem but unlabeled findings in full, grouped by kind (the worst first), then the
    /// first unlabeled findings: `--update` lists them all in the label files.
    static func problemReport(_ problems: [AccuracyEvaluation.Problem]) -> String {
        let unlabeled = problems.filter { if case .unlabeled = $0 { true } else { false } }
        let others = problems.filter { if case .unlabeled = $0 { false } else { true } }.sorted { $0.rank < $1.rank }
        let shown = others + unlabeled.prefix(40)
        var lines = shown.map { "accuracy: \($0)" }
        if unlabeled.count > 40 { lines.append("accuracy: … and \(unlabeled.count - 40) more unlabeled finding(s)") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Every rule of the binary with whether it is on by default.
    private func ruleList() throws -> [(id: String, enabledByDefault: Bool)] {
        guard FileManager.default.isExecutableFile(atPath: absoluteBinary) else {
            throw ValidationError("\(binary) is not an executable: build it with `swift build -c release --product previewlint`, or name one with --binary")
        }
        let output = try capture([absoluteBinary, "rules", "--format", "json"]).output
        guard let list = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]] else {
            throw ValidationError("\(binary) rules --format json did not print a list")
        }
        return list.compactMap { rule in
            guard let id = rule["id"] as? String, id != "custom_rules" else { return nil }
            return (id, rule["enabled"] as? Bool ?? true)
        }
    }

    private var absoluteBinary: String {
        binary.hasPrefix("/") ? binary : FileManager.default.currentDirectoryPath + "/" + binary
    }

    /// A run as a new user makes it in the repository's folder (no configuration, no cache), with
    /// the rules that are off by default enabled too: their precision is measured and published,
    /// while the overall figures count only the rules on by default.
    private func lint(_ root: String, enabling optIn: [String]) throws -> Data {
        let enable = optIn.flatMap { ["--enable", $0] }
        let result = try capture([absoluteBinary, "lint", "--reporter", "json", "--no-cache", "--quiet"] + enable, directory: root)
        guard result.status == 0 || result.status == 1 else {
            throw ValidationError("previewlint exited with \(result.status) on \(root): \(result.error)")
        }
        return Data(result.output.utf8)
    }

    private func swiftFileCount(_ report: Data) throws -> Int {
        let object = try JSONSerialization.jsonObject(with: report) as? [String: Any]
        return (object?["summary"] as? [String: Any])?["files"] as? Int ?? 0
    }

    private func capture(_ arguments: [String], directory: String? = nil) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        // Standard error goes to a file, so neither pipe can fill up while the other is read.
        let errorPath = FileManager.default.temporaryDirectory.appendingPathComponent("previewlint-accuracy-\(getpid()).err").path
        FileManager.default.createFile(atPath: errorPath, contents: nil)
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
