/// `unbuilt_copy`: a file no target compiles that is a copy of one a target does: a leftover that
/// drifts unseen. Nothing is claimed where the project descriptions leave many files unplaced.
public struct UnbuiltCopyRule: Rule {
    public static let id = "unbuilt_copy"
    let configuration: RuleConfiguration
    let ignore: [Glob]
    let minimumSimilarity: Int
    let minimumTokens: Int

    /// Past this share of unplaced Swift files, the static reading of the targets is incomplete.
    static let unplacedLimit = 5

    public init(configuration: RuleConfiguration, project: ProjectConfiguration) {
        self.configuration = configuration
        ignore = configuration.strings("ignore").map(Glob.init)
        minimumSimilarity = configuration.integer("min_similarity")
        minimumTokens = configuration.integer("min_tokens")
    }

    public func checkProject(_ project: ProjectIndex) -> [Violation] {
        let membership = project.membership
        guard project.targets.contains(where: { $0.kind != .folder }) else { return [] }
        let files = project.files.filter { file in
            !file.isGenerated && !TargetCopyFinder.isBuildManifest(file.path) && file.copy.tokenCount >= minimumTokens
                && !ignore.contains { $0.matches(FilePath.relative(file.path, to: project.root)) }
        }
        let unbuilt = files.filter { membership.targets(of: $0.path).isEmpty }
        guard !unbuilt.isEmpty, unbuilt.count * Self.unplacedLimit < files.count else { return [] }
        let built = files.filter { !membership.targets(of: $0.path).isEmpty && !membership.isTestOnly($0.path) }
        // Only the unbuilt files' fingerprints are looked up: indexing every built file's whole
        // set was a sixth of a warm run on a 4,000-file repository.
        let wanted = Set(unbuilt.flatMap(\.copy.fingerprints))
        var holders: [UInt64: [Int]] = [:]
        var byName: [String: [Int]] = [:]
        for (index, file) in built.enumerated() {
            for fingerprint in file.copy.fingerprints where wanted.contains(fingerprint) { holders[fingerprint, default: []].append(index) }
            byName[FilePath.name(file.path), default: []].append(index)
        }
        var pairs: [(unbuilt: FileFacts, built: FileFacts)] = []
        for file in unbuilt {
            var candidates = Set(byName[FilePath.name(file.path)] ?? [])
            for fingerprint in file.copy.fingerprints {
                guard let list = holders[fingerprint], list.count <= TargetCopyFinder.commonFingerprintLimit else { continue }
                candidates.formUnion(list)
            }
            let copies = candidates.sorted().map { built[$0] }.filter {
                TargetCopyFinder.areCopies(file, $0, similarity: minimumSimilarity)
            }
            // The closest copy: the most of this file's fingerprints in it.
            if let closest = copies.max(by: { TargetCopyFinder.containment(file.copy.fingerprints, $0.copy.fingerprints) < TargetCopyFinder.containment(file.copy.fingerprints, $1.copy.fingerprints) }) {
                pairs.append((file, closest))
            }
        }
        let histories = CopyHistories(root: project.root, pairs: pairs.map { ($0.unbuilt, $0.built) }, cache: project.cache)
        return pairs.map { unbuilt, built in
            let name = membership.describe(built.path, root: project.root)
            var message = "no target compiles this file, yet it is a copy of \(name)"
            if unbuilt.copy.normalizedHash == built.copy.normalizedHash {
                message += ", still identical"
            } else if let (history, unbuiltIsFirst) = histories.history(unbuilt.path, built.path) {
                let moved = unbuiltIsFirst ? history.onlySecond : history.onlyFirst
                let since = history.lastMatched.map { " since they last matched on \($0.date)" } ?? ""
                message += moved.isEmpty ? ", which differs from it" : ", which changed in \(CopyDriftReport.commits(moved, uncommitted: false))\(since) while this file did not"
            } else {
                message += ", which differs from it"
            }
            message += "; delete it, or add it to the targets that need it"
            return configuration.violation(message, in: unbuilt.path, at: Self.topOfFile(unbuilt),
                                           related: [RelatedLocation(file: built.path, range: Self.topOfFile(built), message: "the copy \(name) compiles")])
        }
    }

    /// The file's first declaration past its imports, or its start.
    static func topOfFile(_ file: FileFacts) -> SourceRange {
        (file.copy.declarations.first { $0.kind != "import" } ?? file.copy.declarations.first).map { declaration in
            SourceRange(start: SourceLocation(line: declaration.range.start.line, column: 1, offset: declaration.range.start.offset - declaration.range.start.column + 1),
                        end: declaration.range.end)
        } ?? DivergedTargetCopyRule.topOfFile
    }
}
