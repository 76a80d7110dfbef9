import Foundation

/// A linted file on a run with a cache: read (with its status taken before, nil for a buffer), known
/// by its stamp (`FileStamps`) without being read, or unreadable.
enum StampedText: Sendable {
    case read(SourceFile, digest: String, status: FileStatus?)
    case stamped(path: String, digest: String)
    case unreadable(FileProblem)

    var path: String {
        switch self {
        case .read(let file, _, _): file.path
        case .stamped(let path, _): path
        case .unreadable(let problem): problem.path
        }
    }

    /// What the run's inputs hold of the file (`RunInputs`): its text's digest, or why it was not read.
    var inputDigest: String {
        switch self {
        case .read(_, let digest, _), .stamped(_, let digest): digest
        case .unreadable(let problem): "!" + problem.message
        }
    }
}

extension Linter {
    /// A run with a cache. Files whose status is stamped unchanged are not read; when nothing the
    /// report depends on changed since a run kept its report (`RunInputs`), the report is that one, and
    /// no file's facts are decoded (on a warm run of a 4,000-file repository they were half the time).
    func lintKeepingReport(_ request: LintRequest, cache: FactsCache, start: ContinuousClock.Instant) -> LintReport {
        let configuration = configuration, now = FileStatus.now()
        let stamps = cache.storedValue(FileStamps.self, kind: FileStamps.cacheKind, material: configuration.root)
            ?? FileStamps()
        let ((targets, history), (found, texts)) = concurrently({
            (TargetDiscovery(configuration: configuration).discover(cache: cache),
             RunInputs.historyState(root: configuration.root))
        }) {
            let found = lintedFiles(for: request)
            return (found, readChanged(found.paths, request: request, stamps: stamps))
        }
        let (material, inputStamps) = RunInputs.material(
            root: configuration.root, files: texts.map { ($0.path, $0.inputDigest) },
            discovery: targets, history: history, old: stamps, now: now)
        defer { keepStamps(texts, inputs: inputStamps, old: stamps, now: now, cache: cache) }
        if let kept = cache.storedValue(CachedRun.self, kind: RunInputs.cacheKind, material: material),
           let report = report(kept, texts: texts, found: found, targets: targets, start: start) {
            return report
        }
        let sources = parallelMap(texts.count, jobs: request.jobs) { index -> Result<SourceFile, FileProblem> in
            switch texts[index] {
            case .read(let file, _, _): .success(file)
            case .stamped(let path, _): SourceFile.read(path)
            case .unreadable(let problem): .failure(problem)
            }
        }
        let analyzed = facts(of: sources, request: request, valueFlow: valueFlowReading)
        let report = report(analyzed, found: found, targets: targets, request: request, start: start)
        // A stamped file read now with another text changed after its status was taken: the report is
        // not that of the inputs in `material`.
        let unchanged = zip(texts, sources).allSatisfy { text, source in
            guard case .stamped(_, let digest) = text else { return true }
            return (try? source.get()).map { RunInputs.textDigest($0.text) == digest } ?? false
        }
        if request.cancellation?.isCancelled != true && unchanged {
            let failures = zip(sources, analyzed).compactMap { source, result -> CachedRun.Failure? in
                guard case .success = source, case .failure(let problem) = result else { return nil }
                return CachedRun.Failure(path: problem.path, message: problem.message)
            }
            cache.keep(CachedRun(violations: report.violations, previewCount: report.previewCount, failures: failures),
                       kind: RunInputs.cacheKind, material: material)
        }
        return report
    }

    /// Each file's text, unless its stamp says it is unchanged; its status is taken before it is read.
    private func readChanged(_ paths: [String], request: LintRequest, stamps: FileStamps) -> [StampedText] {
        let standardInput = request.standardInput.map { UncheckedSendable($0) }
        let buffers = request.buffers, cancellation = request.cancellation
        return parallelMap(paths.count, jobs: request.jobs) { index in
            let path = paths[index]
            if cancellation?.isCancelled == true { return .unreadable(FileProblem(path: path, message: "cancelled")) }
            if let file = Self.unsavedText(path, standardInput: standardInput?.value, buffers: buffers) {
                return .read(file, digest: RunInputs.textDigest(file.text), status: nil)
            }
            let status = FileStatus.of(path)
            if let digest = stamps.digest(of: path, status: status) { return .stamped(path: path, digest: digest) }
            switch SourceFile.read(path) {
            case .success(let file): return .read(file, digest: RunInputs.textDigest(file.text), status: status)
            case .failure(let problem): return .unreadable(problem)
            }
        }
    }

    /// The report a run with the same inputs kept, for the files as found now; nil when a file it
    /// reports cannot be read as it was (it changed since its status was taken).
    private func report(_ kept: CachedRun, texts: [StampedText], found: (paths: [String], problems: [FileProblem]),
                        targets: TargetDiscovery.Result, start: ContinuousClock.Instant) -> LintReport? {
        let failed = Dictionary(kept.failures.map { ($0.path, $0.message) }, uniquingKeysWith: { first, _ in first })
        let violating = Set(kept.violations.map(\.file))
        var problems = found.problems
        var linted: [String] = []
        var sources: [String: SourceFile] = [:]
        for text in texts {
            if case .unreadable(let problem) = text { problems.append(problem); continue }
            if let message = failed[text.path] {
                problems.append(FileProblem(path: text.path, message: message))
                continue
            }
            linted.append(text.path)
            guard violating.contains(text.path) else { continue }
            switch text {
            case .read(let file, _, _): sources[file.path] = file
            case .stamped(let path, let digest):
                guard let file = try? SourceFile.read(path).get(), RunInputs.textDigest(file.text) == digest else {
                    return nil
                }
                sources[path] = file
            case .unreadable: break
            }
        }
        return LintReport(
            root: configuration.root, lintedFiles: linted, previewCount: kept.previewCount,
            violations: kept.violations, problems: problems, duration: ContinuousClock.now - start,
            sources: sources, targetWarnings: targets.warnings, advisoryRules: ruleSet.advisoryRules
        )
    }

    /// Stamps every file read from disk on this run, keeps the others' stamps and drops the stamps of
    /// files no longer read; written only when they changed. `inputs`: the other inputs' stamps.
    private func keepStamps(_ texts: [StampedText], inputs: FileStamps, old: FileStamps, now: Int64,
                            cache: FactsCache) {
        var stamps = inputs
        for text in texts {
            switch text {
            case .read(let file, let digest, let status?):
                stamps.stamp(file.path, status: status, digest: digest, now: now)
            case .stamped(let path, _): stamps.entries[path] = old.entries[path]
            default: break
            }
        }
        if stamps != old { cache.keep(stamps, kind: FileStamps.cacheKind, material: configuration.root) }
    }
}
