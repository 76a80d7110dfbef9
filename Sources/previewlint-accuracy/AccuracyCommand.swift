import AccuracyKit
import ArgumentParser
import Foundation

/// Runs the release binary over the fetched corpus and holds its findings against the labels:
/// the tuning set's, and each evaluation batch's at first look (frozen) and now.
@main
struct AccuracyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "previewlint-accuracy",
        abstract: "Precision and recall of previewlint's rules on the labeled real-world corpus."
    )

    @Option(help: "The folder holding the corpus checkouts, one per repository id (without it, only --write-descriptors runs).")
    var corpus: String?

    @Option(help: "The previewlint binary to measure.")
    var binary = ".build/release/previewlint"

    @Option(help: "The folder with corpus.tsv, labels/, first-look/, defects.tsv and traps.tsv.")
    var data = "Accuracy"

    @Option(help: "Keep each repository's JSON report in this folder.")
    var reports: String?

    @Option(name: .customLong("repository"), help: "Only these repository ids (repeatable).")
    var only: [String] = []

    @Option(name: .customLong("set"), help: "Only the repositories of these sets: tune, eval-1, … (repeatable).")
    var sets: [String] = []

    @Option(help: "The name of the measured build, recorded on new labels (default: this checkout's short commit).")
    var build: String?

    @Flag(help: "Rewrite the label files: new findings get '?', vanished ones are marked gone.")
    var update = false

    @Flag(help: "Write the first-look file of every evaluation repository that has none yet, from this run.")
    var firstLook = false

    @Option(help: "Write the accuracy page (docs/accuracy.md) with this run's figures.")
    var writeDoc: String?

    @Flag(help: "List the known defects this run misses with every rule on, to read where recall is lost.")
    var missed = false

    @Option(name: .customLong("rules"), help: "The folder of the rule descriptors whose tiers and first-look figures --write-descriptors writes.")
    var ruleFolder = "Rules"

    @Flag(help: "Write each rule's tier and first-look figures into its descriptor, from the first-look files.")
    var writeDescriptors = false

    @Flag(help: "Give each rule the tier its figures call for, even when that changes what runs by default (a new batch decides).")
    var decideTiers = false

    func validate() throws {
        if corpus == nil && !writeDescriptors { throw ValidationError("give --corpus, or --write-descriptors to only write the descriptors") }
        if decideTiers && !writeDescriptors { throw ValidationError("--decide-tiers goes with --write-descriptors") }
    }

    func run() throws {
        guard let corpus else {
            for standing in try tierStandings() { print(standing) }
            return
        }
        let all = try CorpusRepository.load("\(data)/corpus.tsv")
        let repositories = all.filter { (only.isEmpty || only.contains($0.id)) && (sets.isEmpty || sets.contains($0.set)) }
        let ids = Set(repositories.map(\.id))
        let defects = try KnownDefect.load("\(data)/defects.tsv").filter { ids.contains($0.place.repository) }
        let traps = try Trap.load("\(data)/traps.tsv").filter { ids.contains($0.place.repository) }
        let rules = try ruleList()
        let build = try self.build ?? checkoutBuild()
        let runner = CorpusRunner(binary: absoluteBinary, corpus: corpus, reports: reports)

        var columns: [AccuracyReport.Column] = []
        var problems: [AccuracyEvaluation.Problem] = []
        var labelCount = 0
        var swiftFiles: [String: Int] = [:]
        let bySet = Dictionary(grouping: repositories) { CorpusSet($0.set)! }
        for (set, members) in bySet.sorted(by: { $0.key < $1.key }) {
            let memberIDs = Set(members.map(\.id))
            let setDefects = defects.filter { memberIDs.contains($0.place.repository) }
            let setTraps = traps.filter { memberIDs.contains($0.place.repository) }
            var findings: [Finding] = []
            var labels: [String: [Label]] = [:]
            var firstLooks: [String: [FirstLookRow]] = [:]
            var commits: [(String, String, String)] = []
            for repository in members {
                let run = try runner.lint(repository, enabling: rules.filter { !$0.enabledByDefault }.map(\.id))
                if let head = run.head, head != repository.commit { commits.append((repository.id, repository.commit, head)) }
                findings += run.findings
                swiftFiles[repository.id] = run.swiftFiles
                let later = try laterLabels(repository.id)
                labelCount += later.count
                guard set.isEvaluation else { labels[repository.id] = later; continue }
                let firstLookPath = FirstLook.path(data: data, set: repository.set, repository: repository.id)
                if !FileManager.default.fileExists(atPath: firstLookPath), firstLook {
                    try writeFirstLook(run.findings, of: repository, to: firstLookPath, build: build, rules: rules)
                }
                let rows = FileManager.default.fileExists(atPath: firstLookPath) ? try FirstLook.load(firstLookPath, repository: repository.id) : []
                if rows.isEmpty, !FileManager.default.fileExists(atPath: firstLookPath) {
                    FileHandle.standardError.write(Data("accuracy: \(repository.id) has no first look yet (--first-look writes it)\n".utf8))
                }
                labelCount += rows.count
                firstLooks[repository.id] = rows
                labels[repository.id] = FirstLook.merged(firstLook: rows, later: later)
            }
            var evaluation = AccuracyEvaluation(findings: findings, labels: labels, defects: setDefects, traps: setTraps, rules: rules, build: build)
            for (id, expected, found) in commits { evaluation.noteCommit(repository: id, expected: expected, found: found) }
            problems += evaluation.problems
            columns.append(.init(set: set, look: .now, evaluation: evaluation, traps: setTraps.count))
            if set.isEvaluation {
                let first = FirstLook.evaluate(firstLooks, defects: setDefects, traps: setTraps, rules: rules)
                problems += first.problems.filter { if case .unlabeled = $0 { true } else { false } }
                columns.append(.init(set: set, look: .firstLook, evaluation: first, traps: setTraps.count))
            }
            if update {
                for repository in members {
                    var updated = evaluation.updatedLabels[repository.id] ?? []
                    if let rows = firstLooks[repository.id] { updated = FirstLook.later(updated: updated, firstLook: rows) }
                    try Label.render(updated, repository: repository.id)
                        .write(toFile: "\(data)/labels/\(repository.id).tsv", atomically: true, encoding: .utf8)
                }
            }
        }

        let report = AccuracyReport(rules: rules, columns: columns)
        print(AccuracyTable.text(report), terminator: "")
        for column in report.columns {
            let evaluation = column.evaluation
            print("\(column.title): known defects found \(evaluation.defectsFoundByDefault.count) of \(evaluation.defectsFound.count + evaluation.defectsMissed.count) by the rules on by default, \(evaluation.defectsFound.count) with every rule on; traps clean \(evaluation.trapsClean) of \(column.traps)")
            for line in evaluation.familyRecall { print("  \(line)") }
            if evaluation.reworded > 0 { print("  \(evaluation.reworded) label(s) matched by place only (message changed; --update rewrites them)") }
            if !evaluation.vanished.isEmpty { print("  \(evaluation.vanished.count) finding(s) labeled fp/unsure went away (--update marks them gone)") }
            guard missed, column.look == .now else { continue }
            let missedIDs = Set(evaluation.defectsMissed)
            for defect in defects where missedIDs.contains(defect.id) {
                let family = evaluation.foundByFamily[defect.id].map { " (found by \($0), of its family)" } ?? ""
                print("  missed \(defect.id) [\(defect.rules.joined(separator: ","))]\(family) \(defect.place.repository) \(defect.place.files.joined(separator: "|")): \(defect.description.prefix(160))")
            }
        }
        let standings = try tierStandings()
        print("tiers at first look:")
        for standing in standings { print("  \(standing)") }
        if let writeDoc {
            let history = try? String(contentsOfFile: "\(data)/history.md", encoding: .utf8)
            let page = AccuracyDocument.render(corpus: repositories, report: report, standings: standings, defects: defects, traps: traps,
                                               labelCount: labelCount, swiftFiles: swiftFiles, history: history)
            try page.write(toFile: writeDoc, atomically: true, encoding: .utf8)
        }
        guard problems.isEmpty else {
            FileHandle.standardError.write(Data(AccuracyProblemReport.render(problems).utf8))
            throw ExitCode(1)
        }
    }

    /// Each rule's tier and figures from every committed first look (the whole corpus, whatever
    /// `--set` chose), written into the descriptors with --write-descriptors.
    private func tierStandings() throws -> [RuleStanding] {
        let ids = try FileManager.default.contentsOfDirectory(atPath: ruleFolder).filter { $0.hasSuffix(".yml") }.map { String($0.dropLast(4)) }
        let firstLooks = try FirstLookBatches.load(data: data, corpus: try CorpusRepository.load("\(data)/corpus.tsv"),
                                                   defects: try KnownDefect.load("\(data)/defects.tsv"), rules: ids)
        return try RuleDescriptorFile.updateFolder(ruleFolder, firstLooks: firstLooks, deciding: decideTiers, write: writeDescriptors)
    }

    /// The labels of findings of later builds (all labels, for the tuning set).
    private func laterLabels(_ repository: String) throws -> [Label] {
        let path = "\(data)/labels/\(repository).tsv"
        return FileManager.default.fileExists(atPath: path) ? try Label.load(path, repository: repository) : []
    }

    private func writeFirstLook(_ findings: [Finding], of repository: CorpusRepository, to path: String, build: String,
                                rules: [(id: String, enabledByDefault: Bool)]) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let text = FirstLook.render(findings, repository: repository.id, build: build,
                                    onByDefault: Set(rules.filter(\.enabledByDefault).map(\.id)))
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        FileHandle.standardError.write(Data("accuracy: wrote the first look of \(repository.id) (\(findings.count) findings) to \(path)\n".utf8))
    }

    /// Every rule of the binary with whether it is on by default.
    private func ruleList() throws -> [(id: String, enabledByDefault: Bool)] {
        guard FileManager.default.isExecutableFile(atPath: absoluteBinary) else {
            throw ValidationError("\(binary) is not an executable: build it with `swift build -c release --product previewlint`, or name one with --binary")
        }
        let output = try Subprocess.capture([absoluteBinary, "rules", "--format", "json"]).output
        guard let list = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]] else {
            throw ValidationError("\(binary) rules --format json did not print a list")
        }
        return list.compactMap { rule in
            guard let id = rule["id"] as? String, id != "custom_rules" else { return nil }
            return (id, rule["enabled"] as? Bool ?? true)
        }
    }

    /// The short commit of the checkout the command runs in, marked when sources are uncommitted.
    private func checkoutBuild() throws -> String {
        let head = try Subprocess.capture(["git", "rev-parse", "--short", "HEAD"]).output.trimmingCharacters(in: .whitespacesAndNewlines)
        let dirty = try Subprocess.capture(["git", "status", "--porcelain", "--", "Sources", "Rules", "Package.swift"]).output
        guard !head.isEmpty else { throw ValidationError("name the measured build with --build (this is not a git checkout)") }
        return dirty.isEmpty ? head : head + "+"
    }

    private var absoluteBinary: String {
        binary.hasPrefix("/") ? binary : FileManager.default.currentDirectoryPath + "/" + binary
    }
}
