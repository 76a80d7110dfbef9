import ArgumentParser
import Foundation
import PreviewLintKit

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Lint Swift files (the default command)."
    )

    @Argument(help: "Files or folders to lint.")
    var paths: [String] = []

    @Option(help: "The configuration file (default: .previewlint.yml in the linted folder or the nearest one above it).")
    var config: String?

    @Option(help: "xcode, json, sarif, github, junit, checkstyle, summary, codeclimate, sonarqube, markdown or html.")
    var reporter: String?

    @Option(help: "Write the report to this file (atomically) instead of standard output.")
    var output: String?

    @Option(help: ArgumentHelp("Write a comment-only Swift file here after linting: the build tool plugin's declared output.", visibility: .hidden))
    var buildStamp: String?

    @Flag(help: "Fail on warnings too (the same as --fail-level warning).")
    var strict = false

    @Option(help: "The lowest severity that fails the run (default: error).")
    var failLevel: Severity?

    @Option(help: "Fail when there are more than this many warnings.")
    var maxWarnings: Int?

    @Option(help: "Hide the violations recorded in this baseline file and report only new ones (default: 'baseline:' in the configuration).")
    var baseline: String?

    @Option(help: "Record the current violations in this baseline file (atomically); they are then hidden.")
    var writeBaseline: String?

    @Option(help: "Report only files changed since this git revision (committed, staged, unstaged or untracked); every file is still indexed for cross-file rules.")
    var changedSince: String?

    @Flag(help: "Apply the fix-its, lint again and report what is left.")
    var fix = false

    @Flag(help: "Parse every file: neither read nor write the cache.")
    var noCache = false

    @Option(help: "The cache folder (default: $XDG_CACHE_HOME/previewlint, else ~/.cache/previewlint).")
    var cachePath: String?

    @Flag(help: "Print nothing but the report and errors.")
    var quiet = false

    @Option(help: "The tiers of rules that run: default, extended or all (default: 'profile:' in the configuration, else default). Rules only the profile adds never fail the run.")
    var profile: Profile?

    @Option(help: "Enable a rule (repeatable).")
    var enable: [String] = []

    @Option(help: "Disable a rule (repeatable).")
    var disable: [String] = []

    @Option(help: "Files processed in parallel (default: the number of cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Flag(help: "Lint the text on standard input as the file given by --stdin-path.")
    var useStdin = false

    @Option(help: "The path of the file whose unsaved text is on standard input.")
    var stdinPath: String?

    @Option(help: "auto, always or never.")
    var color: ColorChoice = .auto

    enum ColorChoice: String, ExpressibleByArgument {
        case auto, always, never
    }

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
        if useStdin && stdinPath == nil { throw ValidationError("--use-stdin needs --stdin-path") }
        if !useStdin && stdinPath != nil { throw ValidationError("--stdin-path goes with --use-stdin") }
        try validateGate()
        if let reporter, Reporters.named(reporter) == nil {
            throw ValidationError("unknown reporter '\(reporter)'; use one of \(Configuration.reporterNames.joined(separator: ", "))")
        }
    }

    func run() throws {
        let currentDirectory = FileManager.default.currentDirectoryPath
        let lintedPaths = (paths.isEmpty ? ["."] : paths).map { FilePath.absolute($0, relativeTo: currentDirectory) }
        // An editor's buffer with no path to lint stands for its file: that file's project is the one.
        let projectPaths = paths.isEmpty && useStdin ? stdinPath.map { [FilePath.absolute($0, relativeTo: currentDirectory)] } ?? lintedPaths : lintedPaths
        let configuration = try loadConfiguration(config, forPaths: projectPaths, quiet: quiet)
        let ruleSet: RuleSet
        do {
            ruleSet = try RuleSet(configuration: configuration, profile: profile, enable: enable, disable: disable)
        } catch {
            printError(error.description)
            throw ExitCode(ExitStatus.usage)
        }

        var request = LintRequest(
            paths: lintedPaths,
            jobs: jobs, enable: enable, disable: disable
        )
        request.cache = makeCache(configuration: configuration, ruleSet: ruleSet, currentDirectory: currentDirectory)
        if !quiet && isatty(STDERR_FILENO) == 1 {
            request.progress = ProgressMeter { FileHandle.standardError.write(Data($0.utf8)) }
        }
        if useStdin, let stdinPath {
            let text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
            request.standardInput = (FilePath.absolute(stdinPath, relativeTo: currentDirectory), text)
        }

        let linter = Linter(configuration: configuration, ruleSet: ruleSet)
        var gate = try makeGate(configuration: configuration, currentDirectory: currentDirectory)
        var (report, hidden) = try gate.lint(linter, request)
        var fixProblems: [FileProblem] = []
        if fix { (report, hidden, fixProblems) = try applyFixes(gate, linter, request, report) }
        request.progress?.finish()
        for problem in report.problems + fixProblems { printError(problem.description) }
        if !quiet { for warning in report.targetWarnings { printError(warning.description) } }
        if report.fileCount == 0 && !report.problems.isEmpty {
            printError("error: no file could be read")
            throw ExitCode(ExitStatus.io)
        }

        let reporterName = reporter ?? configuration.reporter ?? XcodeReporter.name
        let context = ReportContext(
            currentDirectory: currentDirectory,
            absolutePaths: paths.contains { $0.hasPrefix("/") },
            color: output == nil && useColor
        )
        let text = Reporters.named(reporterName)!.render(report, context: context)
        if let output {
            do {
                try AtomicFile.write(text, to: FilePath.absolute(output, relativeTo: currentDirectory))
            } catch {
                printError(error.description)
                throw ExitCode(ExitStatus.io)
            }
        } else {
            FileHandle.standardOutput.write(Data(text.utf8))
        }

        // After the report is out: at most once a day, entries not written for a month are removed.
        if let cache = request.cache { FactsCachePruner.pruneIfDue(FilePath.parent(cache.directory)) }
        if let buildStamp { try writeBuildStamp(buildStamp, currentDirectory: currentDirectory) }
        if !quiet { printError(summaryLine(report) + (hidden > 0 ? " \(hidden) hidden by the baseline." : "")) }
        if !fixProblems.isEmpty { throw ExitCode(ExitStatus.io) }
        if isFailing(report) { throw ExitCode(ExitStatus.violations) }
    }

    private var useColor: Bool {
        switch color {
        case .always: true
        case .never: false
        case .auto: isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        }
    }

    /// `Linted 3 files: 0 errors, 2 warnings, 0 notes.`, and how many of them come from rules only the
    /// profile added, which never fail the run.
    private func summaryLine(_ report: LintReport) -> String {
        let count = { (severity: Severity) in report.violations.count { $0.severity == severity } }
        let files = report.fileCount == 1 ? "1 file" : "\(report.fileCount) files"
        let added = report.violations.count { report.advisoryRules.contains($0.ruleID) }
        let profile = added == 0 ? "" : " \(added) of them from rules the profile adds, which do not fail the run."
        return "Linted \(files): \(count(.error)) errors, \(count(.warning)) warnings, \(count(.note)) notes." + profile
    }
}
