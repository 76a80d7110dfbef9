import ArgumentParser
import Foundation
import PreviewLintKit

extension Severity: ExpressibleByArgument {}
extension Profile: ExpressibleByArgument {}

/// What CI cares about: which violations count (changed files, baseline) and when the run fails.
struct LintGate {
    var baseline: Baseline?
    var writeBaselinePath: String?
    var changedFiles: Set<String>?
    var quiet = false

    /// Lints, keeps the violations in changed files, records or applies the baseline.
    /// Returns the report and how many violations the baseline hid.
    mutating func lint(_ linter: Linter, _ request: LintRequest) throws -> (LintReport, Int) {
        var report = linter.lint(request)
        if let changedFiles {
            report.violations = report.violations.filter { changedFiles.contains($0.file) }
        }
        if let path = writeBaselinePath {
            let recorded = Baseline(violations: report.violations, sources: report.sources, root: report.root)
            do {
                try? FileManager.default.createDirectory(atPath: FilePath.parent(path), withIntermediateDirectories: true)
                try recorded.write(to: path)
            } catch {
                printError(error.description)
                throw ExitCode(ExitStatus.io)
            }
            let count = recorded.violationCount
            if !quiet { printError("Wrote \(count) \(count == 1 ? "violation" : "violations") to the baseline \(path).") }
            baseline = recorded
        }
        guard let baseline else { return (report, 0) }
        let (kept, hidden) = baseline.filter(report.violations, sources: report.sources, root: report.root)
        report.violations = kept
        return (report, hidden)
    }
}

extension LintCommand {
    func validateGate() throws {
        if strict, let failLevel, failLevel != .warning {
            throw ValidationError("--strict means --fail-level warning; give one of them")
        }
        if let maxWarnings, maxWarnings < 0 { throw ValidationError("--max-warnings must be 0 or more") }
        if fix && useStdin { throw ValidationError("--fix rewrites files; it cannot be used with --use-stdin") }
        if fix && writeBaseline != nil { throw ValidationError("--fix and --write-baseline go in separate runs: fix first, then record the rest") }
        if noCache && cachePath != nil { throw ValidationError("--no-cache and --cache-path contradict each other") }
    }

    func makeGate(configuration: Configuration, currentDirectory: String) throws -> LintGate {
        var gate = LintGate(quiet: quiet)
        if let changedSince {
            do {
                gate.changedFiles = try ChangedFiles.since(changedSince, in: configuration.root)
            } catch {
                printError(error.description)
                throw ExitCode(ExitStatus.usage)
            }
        }
        if let writeBaseline {
            gate.writeBaselinePath = FilePath.absolute(writeBaseline, relativeTo: currentDirectory)
            return gate
        }
        let path = baseline.map { FilePath.absolute($0, relativeTo: currentDirectory) }
            ?? configuration.baseline.map { FilePath.absolute($0, relativeTo: configuration.root) }
        if let path {
            do {
                gate.baseline = try Baseline.read(path)
            } catch {
                printError(error.description)
                if case .unreadable = error { throw ExitCode(ExitStatus.io) }
                throw ExitCode(ExitStatus.usage)
            }
        }
        return gate
    }

    /// The cache is keyed by the rules' settings and the configuration file's exact text.
    func makeCache(configuration: Configuration, ruleSet: RuleSet, currentDirectory: String) -> FactsCache? {
        guard !noCache else { return nil }
        let directory = cachePath.map { FilePath.absolute($0, relativeTo: currentDirectory) } ?? FactsCache.defaultDirectory()
        let configurationText = configuration.path.flatMap { FileManager.default.contents(atPath: $0) }.map { String(decoding: $0, as: UTF8.self) } ?? ""
        return FactsCache(directory: directory, configuration: ruleSet.fingerprint + "\n" + configurationText)
    }

    /// Applies fix-its until none is left (fixes that overlapped wait for the next pass), then
    /// returns the final report. Prints what changed.
    func applyFixes(_ gate: LintGate, _ linter: Linter, _ request: LintRequest, _ first: LintReport) throws -> (LintReport, Int, [FileProblem]) {
        var gate = gate
        var report = first
        var hidden = 0
        var fixed: [String: Int] = [:]
        var problems: [FileProblem] = []
        for pass in 0..<Self.maximumFixPasses {
            if pass > 0 { (report, hidden) = try gate.lint(linter, request) }
            // A file that changed underneath stays untouched for the whole run.
            let refused = Set(problems.map(\.path))
            let outcome = FixApplier.apply(report.violations.filter { !refused.contains($0.file) }, sources: report.sources)
            problems += outcome.problems
            fixed.merge(outcome.fixed, uniquingKeysWith: +)
            if outcome.fixCount == 0 { break }
            if pass == Self.maximumFixPasses - 1 { (report, hidden) = try gate.lint(linter, request) }
        }
        if !quiet {
            let total = fixed.values.reduce(0, +)
            let context = ReportContext(currentDirectory: FileManager.default.currentDirectoryPath)
            for path in fixed.keys.sorted() {
                printError("\(context.displayPath(path)): fixed \(fixed[path]!) \(fixed[path]! == 1 ? "violation" : "violations")")
            }
            printError(total == 0 ? "Nothing to fix." : "Fixed \(total) \(total == 1 ? "violation" : "violations") in \(fixed.count) \(fixed.count == 1 ? "file" : "files").")
        }
        return (report, hidden, problems)
    }

    /// Fixes that overlapped an applied one get another pass; a rule whose fix never converges stops here.
    static let maximumFixPasses = 5

    /// Findings of rules only the profile added count toward no failure, neither the failing level
    /// (--fail-level, --strict) nor --max-warnings.
    func isFailing(_ report: LintReport) -> Bool {
        let level = failLevel ?? (strict ? .warning : .error)
        let counted = report.violations.filter { !report.advisoryRules.contains($0.ruleID) }
        var failing = counted.contains { $0.severity >= level }
        let warnings = counted.count { $0.severity == .warning }
        if let maxWarnings, warnings > maxWarnings {
            printError("error: \(warnings) warnings, more than --max-warnings \(maxWarnings)")
            failing = true
        }
        return failing
    }
}
