import Foundation
import SwiftParser
import SwiftSyntax

/// What to lint and how.
public struct LintRequest: Sendable {
    /// Absolute paths of files and folders.
    public var paths: [String]
    /// A buffer to lint as if it were the file at `path` (editors' unsaved text).
    public var standardInput: (path: String, text: String)?
    public var jobs: Int
    public var enable: [String]
    public var disable: [String]

    public init(paths: [String], standardInput: (path: String, text: String)? = nil, jobs: Int = ProcessInfo.processInfo.activeProcessorCount, enable: [String] = [], disable: [String] = []) {
        self.paths = paths
        self.standardInput = standardInput
        self.jobs = jobs
        self.enable = enable
        self.disable = disable
    }
}

/// The result of a run, before any reporter formats it.
public struct LintReport: Sendable {
    public var root: String
    /// Absolute paths of the files linted, sorted.
    public var lintedFiles: [String]
    public var previewCount: Int
    public var violations: [Violation]
    /// Files that could not be linted; they are reported on standard error.
    public var problems: [FileProblem]
    /// Files found (including the ones that could not be read).
    public var discoveredCount: Int
    public var duration: Duration

    public var fileCount: Int { lintedFiles.count }
}

/// The pipeline: discover → read, parse and collect facts (parallel) → project index →
/// rules (parallel per file, then cross-file) → suppression → deterministic order.
public struct Linter: Sendable {
    public let configuration: Configuration
    public let ruleSet: RuleSet

    public init(configuration: Configuration, ruleSet: RuleSet) {
        self.configuration = configuration
        self.ruleSet = ruleSet
    }

    public func lint(_ request: LintRequest) -> LintReport {
        let clock = ContinuousClock()
        let start = clock.now
        var problems: [FileProblem] = []
        let paths: [String]
        if let input = request.standardInput {
            paths = [input.path]
        } else {
            let discovery = FileDiscovery(configuration: configuration).discover(request.paths)
            problems = discovery.problems
            paths = discovery.files
        }

        let analyzed = analyze(paths, request: request)
        var files: [FileContext] = []
        for result in analyzed {
            switch result {
            case .success(let file): files.append(file)
            case .failure(let problem): problems.append(problem)
            }
        }

        let project = ProjectIndex(files: files.map(\.facts), root: configuration.root)
        let violations = check(files, project: project, jobs: request.jobs)
        return LintReport(
            root: configuration.root, lintedFiles: files.map(\.path),
            previewCount: 0,
            violations: violations, problems: problems, discoveredCount: paths.count,
            duration: clock.now - start
        )
    }

    /// Reads, parses and walks each file once.
    func analyze(_ paths: [String], request: LintRequest) -> [Result<FileContext, FileProblem>] {
        let standardInput = request.standardInput.map { UncheckedSendable($0) }
        return parallelMap(paths.count, jobs: request.jobs) { index in
            let path = paths[index]
            let source: Result<SourceFile, FileProblem>
            if let input = standardInput?.value, input.path == path {
                source = .success(SourceFile(path: path, text: input.text))
            } else {
                source = SourceFile.read(path)
            }
            return source.flatMap { file in
                if let reason = NestingScan.problem(in: file.text) {
                    return .failure(FileProblem(path: path, message: "skipped: \(reason)"))
                }
                return .success(FileContext(source: file, facts: Self.facts(of: file)))
            }
        }
    }

    static func facts(of file: SourceFile) -> FileFacts {
        let tree = Parser.parse(source: file.text)
        return FactsCollector.collect(tree, path: file.path, lines: file.lines)
    }

    private func check(_ files: [FileContext], project: ProjectIndex, jobs: Int) -> [Violation] {
        let rules = ruleSet.rules
        let perFile = parallelMap(files.count, jobs: jobs) { index in
            rules.flatMap { $0.check(files[index], in: project) }
        }
        var byFile: [String: [Violation]] = [:]
        for (file, violations) in zip(files, perFile) { byFile[file.path, default: []] += violations }
        for violation in rules.flatMap({ $0.checkProject(project) }) {
            byFile[violation.file, default: []].append(violation)
        }

        var result: [Violation] = []
        let superfluous = ruleSet.rules.first { $0 is SuperfluousDisableRule } as? SuperfluousDisableRule
        for file in files {
            var filter = SuppressionFilter(commands: file.facts.suppressions)
            result += (byFile[file.path] ?? []).filter { !filter.suppresses($0) }
            if let superfluous {
                result += superfluous.violations(for: filter.superfluous(), in: file.path)
            }
        }
        return result.sorted(by: Violation.reportOrder)
    }
}
