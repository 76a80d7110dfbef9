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
    /// Unsaved editor buffers (absolute path → text) linted instead of the files on disk.
    public var buffers: [String: String] = [:]
    /// Where parsed facts are kept between runs; nil parses every file.
    public var cache: FactsCache?
    /// Told about each file read and parsed (a terminal progress line).
    public var progress: ProgressMeter?
    /// Set, it stops the run early; the report of a cancelled run is partial.
    public var cancellation: LintCancellation?

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
    public var duration: Duration
    /// The text as read of each file that has a violation (for baselines and fix-its).
    public var sources: [String: SourceFile] = [:]
    /// Project descriptions that could not be read while finding the targets.
    public var targetWarnings: [TargetDiscoveryWarning] = []
    /// Rules that run only because the profile adds their tier: their findings never fail the run.
    public var advisoryRules: Set<String> = []

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
        let start = ContinuousClock.now
        if let cache = request.cache { return lintKeepingReport(request, cache: cache, start: start) }
        // Target discovery reads only project descriptions: it runs while the Swift files are found and
        // analyzed, instead of before or after them with a core idle (its own folder walk, and on a warm run
        // of Pocket Casts a third of the work was its project file before targets were cached).
        let configuration = configuration
        let (targets, (found, analyzed)) = concurrently({ TargetDiscovery(configuration: configuration).discover() }) {
            let found = lintedFiles(for: request)
            return (found, analyze(found.paths, request: request, valueFlow: valueFlowReading))
        }
        return report(analyzed, found: found, targets: targets, request: request, start: start)
    }

    /// The report of analyzed files: the project's rules run on their facts.
    func report(_ analyzed: [Result<FileContext, FileProblem>], found: (paths: [String], problems: [FileProblem]),
                targets: TargetDiscovery.Result, request: LintRequest, start: ContinuousClock.Instant) -> LintReport {
        var problems = found.problems
        var files: [FileContext] = []
        for result in analyzed {
            switch result {
            case .success(let file): files.append(file)
            case .failure(let problem): problems.append(problem)
            }
        }

        let violations = request.cancellation?.isCancelled == true ? []
            : check(files, project: projectIndex(
                files.map(\.facts), discovery: targets, cache: request.cache,
                sources: request.cache == nil ? nil : files.map(\.source)
            ), jobs: request.jobs)
        let violating = Set(violations.map(\.file))
        return LintReport(
            root: configuration.root, lintedFiles: files.map(\.path),
            previewCount: files.reduce(0) { $0 + $1.facts.previews.count },
            violations: violations, problems: problems,
            duration: ContinuousClock.now - start,
            sources: Dictionary(uniqueKeysWithValues: files.filter { violating.contains($0.path) }.map { ($0.path, $0.source) }),
            targetWarnings: targets.warnings, advisoryRules: ruleSet.advisoryRules
        )
    }

    /// The files a request lints: its standard input, or what discovery finds under its paths plus its open buffers.
    func lintedFiles(for request: LintRequest) -> (paths: [String], problems: [FileProblem]) {
        if let input = request.standardInput { return ([input.path], []) }
        let discovery = FileDiscovery(configuration: configuration).discover(request.paths)
        return (Array(Set(discovery.files).union(request.buffers.keys)).sorted(), discovery.problems)
    }

    /// The cross-file view of the facts: targets and shared formatters.
    /// Targets (and string tables) are discovered here unless the caller already has them.
    /// `sources`: the files' sources, in the order of `facts`, when whole-project answers may be
    /// kept between runs in `cache` (keyed by them).
    public func projectIndex(_ facts: [FileFacts], discovery: TargetDiscovery.Result? = nil, cache: FactsCache? = nil,
                             sources: [SourceFile]? = nil) -> ProjectIndex {
        let discovery = discovery ?? TargetDiscovery(configuration: configuration).discover()
        // The classes and enums Xcode generates from intent definitions are the project's types too.
        // So are the classes of Objective-C headers, as Swift imports them.
        let generatedSources = IntentDefinitions.sources(discovery.intentDefinitions)
            + ObjCHeaders.sources(discovery.objcHeaders)
        let generated = generatedSources.map { Self.facts(of: $0) }
        return ProjectIndex(
            files: facts + generated, root: configuration.root, targets: discovery.targets, stringTables: discovery.stringTables, dataModels: discovery.dataModels,
            sharedFormatters: configuration.sharedFormatters, autoFormatters: configuration.autoFormatters,
            cache: cache, sourceDigest: sources.map { SourceFile.digest(of: $0 + generatedSources) }
        )
    }

    /// The facts of every file under `paths`, without running rules (`previewlint previews`).
    public func index(_ paths: [String], jobs: Int) -> (files: [FileFacts], problems: [FileProblem]) {
        let discovery = FileDiscovery(configuration: configuration).discover(paths)
        var files: [FileFacts] = []
        var problems = discovery.problems
        for result in analyze(discovery.files, request: LintRequest(paths: paths, jobs: jobs), valueFlow: .all) {
            switch result {
            case .success(let file): files.append(file.facts)
            case .failure(let problem): problems.append(problem)
            }
        }
        return (files, problems)
    }

    /// What the walk gathers of the value-flow facts for the rules that run (nothing when none reads them).
    var valueFlowReading: ValueFlowReading {
        let readers = ruleSet.rules.filter { type(of: $0).readsValueFlow }
        if readers.isEmpty { return .none }
        return readers.contains(where: \.readsValueFlowOfTests) ? .all : .productionAndPreviews
    }

    /// Reads, parses and walks each file once. `reading`: which files' facts include the value-flow
    /// facts (cached apart from those without).
    func analyze(_ paths: [String], request: LintRequest,
                 valueFlow reading: ValueFlowReading) -> [Result<FileContext, FileProblem>] {
        facts(of: read(paths, request: request), request: request, valueFlow: reading)
    }

    /// Each file's text: the request's standard input or open buffer for its path, else the file on disk.
    func read(_ paths: [String], request: LintRequest) -> [Result<SourceFile, FileProblem>] {
        let standardInput = request.standardInput.map { UncheckedSendable($0) }
        let buffers = request.buffers, cancellation = request.cancellation
        return parallelMap(paths.count, jobs: request.jobs) { index in
            let path = paths[index]
            if cancellation?.isCancelled == true { return .failure(FileProblem(path: path, message: "cancelled")) }
            let unsaved = Self.unsavedText(path, standardInput: standardInput?.value, buffers: buffers)
            return unsaved.map { .success($0) } ?? SourceFile.read(path)
        }
    }

    /// The request's unsaved text for `path` (its standard input or an open editor buffer), if it has one.
    static func unsavedText(_ path: String, standardInput: (path: String, text: String)?,
                            buffers: [String: String]) -> SourceFile? {
        if let input = standardInput, input.path == path { return SourceFile(path: path, text: input.text) }
        return buffers[path].map { SourceFile(path: path, text: $0) }
    }

    /// The facts of each file read, parsed and walked or from the cache.
    func facts(of sources: [Result<SourceFile, FileProblem>], request: LintRequest,
               valueFlow reading: ValueFlowReading) -> [Result<FileContext, FileProblem>] {
        let cache = request.cache, progress = request.progress, cancellation = request.cancellation
        return parallelMap(sources.count, jobs: request.jobs) { index in
            defer { progress?.advance(total: sources.count) }
            return sources[index].flatMap { file in
                if cancellation?.isCancelled == true {
                    return .failure(FileProblem(path: file.path, message: "cancelled"))
                }
                let valueFlow = reading.reads(file.text)
                // Only files that pass the nesting scan have facts, so a cached entry needs no second scan.
                guard let cache else { return Self.scannedFacts(of: file, valueFlow: valueFlow).map { FileContext(source: file, facts: $0) } }
                var problem: FileProblem?
                let facts = cache.facts(for: file, variant: valueFlow ? "" : "no-value-flow") {
                    switch Self.scannedFacts(of: file, valueFlow: valueFlow) {
                    case .success(let facts): return facts
                    case .failure(let failure): problem = failure; return nil
                    }
                }
                if let facts { return .success(FileContext(source: file, facts: facts)) }
                return .failure(problem!)
            }
        }
    }

    /// Facts of a file the parser can take; swift-syntax overflows its stack or goes exponential on some nestings.
    static func scannedFacts(of file: SourceFile, valueFlow: Bool = true) -> Result<FileFacts, FileProblem> {
        if let reason = NestingScan.problem(in: file.text) {
            return .failure(FileProblem(path: file.path, message: "skipped: \(reason)"))
        }
        return .success(facts(of: file, valueFlow: valueFlow))
    }

    static func facts(of file: SourceFile, valueFlow: Bool = true) -> FileFacts {
        let tree = Parser.parse(source: file.text)
        return FactsCollector.collect(tree, file: file, valueFlow: valueFlow)
    }

    private func check(_ files: [FileContext], project: ProjectIndex, jobs: Int) -> [Violation] {
        // Rules that build the value-flow graph first: theirs is the longest project task, and begun
        // after the copies' it ran alone at the end while a worker waited on the copies the other built.
        let buildsGraph = { (rule: any Rule) in type(of: rule).readsValueFlow }
        let rules = ruleSet.rules.filter(buildsGraph) + ruleSet.rules.filter { !buildsGraph($0) }
        // Cross-file passes are tasks beside the files' (handed out first, being the longest), not a
        // serial phase after them: on a warm run they were a third of the time with one core idle.
        // One worker more than the jobs: a project task that waits (on `git`, or on a model another
        // task is building) left a core idle while the tasks behind it queued.
        let results = parallelMap(rules.count + files.count, jobs: jobs + 1) { index -> [Violation] in
            if index < rules.count { return rules[index].checkProject(project) }
            // One copy of the file's context for all rules: `files[i]` inside the closure copied (and
            // retained every array of) the facts once per rule.
            let file = files[index - rules.count]
            return rules.flatMap { $0.check(file, in: project) }
        }
        var byFile: [String: [Violation]] = [:]
        for (file, violations) in zip(files, results[rules.count...]) { byFile[file.path, default: []] += violations }
        for violation in results[..<rules.count].joined() {
            byFile[violation.file, default: []].append(violation)
        }

        var result: [Violation] = []
        let superfluous = ruleSet.rules.first { $0 is SuperfluousDisableRule } as? SuperfluousDisableRule
        for file in files {
            var filter = SuppressionFilter(commands: file.facts.suppressions)
            result += (byFile[file.path] ?? []).filter { !filter.suppresses($0) }
            if let superfluous {
                // Only comments that name superfluous_disable can silence it, and they are never superfluous themselves.
                let unused = filter.superfluous().compactMap { entry -> (command: SuppressionCommand, ruleIDs: [String])? in
                    let ids = entry.ruleIDs.filter { $0 != SuperfluousDisableRule.id }
                    return ids.isEmpty && !entry.ruleIDs.isEmpty ? nil : (entry.command, ids)
                }
                result += superfluous.violations(for: unused, in: file.path).filter { violation in
                    !file.facts.suppressions.contains { $0.ruleIDs.contains(SuperfluousDisableRule.id) && SuppressionFilter(commands: [$0]).covers(violation) }
                }
            }
        }
        return result.sorted(by: Violation.reportOrder)
    }
}
