import Foundation

/// One file and the files in other targets that are copies of it (their contents are mostly the
/// same), or that the configuration's `groups:` lists with it.
struct TargetCopies: Sendable {
    var file: FileFacts
    /// Sorted by path.
    var copies: [FileFacts]
    /// The configuration's `copies:` lists the file: its copies must stay identical.
    var declared = false

    /// Declared a copy by the configuration or by a comment of its own.
    var isDeclaredCopy: Bool { declared || file.copyNote != nil }

    var isIdentical: Bool {
        copies.allSatisfy { $0.copy.normalizedHash == file.copy.normalizedHash }
    }
}

/// The options `diverged_target_copy` and `identical_target_copy` share, and the grouping they drive.
struct TargetCopyFinder: Sendable {
    let ignore: [Glob]
    let minimumTokens: Int
    /// Percent of the smaller file's fingerprints the other must hold, for files with the same name
    /// or primary type, and for files with different names (copies adapted by renaming).
    let minimumSimilarity: Int
    let minimumSimilarityOtherNames: Int
    let includeTestTargets: Bool
    /// Whether files of targets built for different platforms (an iOS and a macOS app) are
    /// compared where no history tells drift from adaptation: such copies are mostly adapted to
    /// each platform by design. History judges them either way, and a phone app and its own watch
    /// app are compared either way.
    let acrossPlatforms: Bool
    /// Root-relative paths of each explicit group.
    let explicitGroups: [[String]]
    /// The configuration's `copies:` groups.
    let declaredGroups: [[Glob]]
    /// Whether the repository's history is read to tell drift from adaptation.
    let readsHistory: Bool

    /// A fingerprint held by more files than this is boilerplate (`var body: some View {`), not
    /// evidence of copying; skipping it keeps the pair count linear in the number of files.
    static let commonFingerprintLimit = 12

    init(configuration: RuleConfiguration, project: ProjectConfiguration) {
        ignore = configuration.strings("ignore").map(Glob.init)
        minimumTokens = configuration.integer("min_tokens")
        minimumSimilarity = configuration.integer("min_similarity")
        minimumSimilarityOtherNames = configuration.integer("min_similarity_other_names")
        includeTestTargets = configuration.bool("include_test_targets")
        acrossPlatforms = configuration.bool("across_platforms")
        explicitGroups = configuration.strings("groups").map { entry in
            entry.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        declaredGroups = project.copies.map { $0.patterns.map(Glob.init) }
        // `identical_target_copy` shares the grouping and has no history to read.
        readsHistory = configuration.descriptor.options.contains { $0.name == "history" } ? configuration.bool("history") : true
    }

    /// What the grouping depends on, so the two rules that use it compute it once per run.
    private var memoKey: String { "\(pairKey)|\(pairsAcrossPlatforms)" }

    /// What the copied pairs depend on: the two rules differ only in the pairs across platforms
    /// they keep, so they compare the candidates once.
    private var pairKey: String {
        "\(ignore.map(\.pattern))|\(minimumTokens)|\(minimumSimilarity)|\(minimumSimilarityOtherNames)|"
            + "\(includeTestTargets)|\(explicitGroups)|\(declaredGroups.map { $0.map(\.pattern) })"
    }

    /// Pairs across platforms are found when history may judge them or the option asks for them.
    private var pairsAcrossPlatforms: Bool { acrossPlatforms || readsHistory }

    /// The copies a comparison can judge: a pair of targets built for different platforms only
    /// where `hasHistory` says the history tells drift from adaptation, unless `across_platforms`
    /// asks for them. Entries left with no copies are dropped.
    func judgeable(_ entries: [TargetCopies], membership: TargetMembership,
                   hasHistory: (String, String) -> Bool = { _, _ in false }) -> [TargetCopies] {
        guard !acrossPlatforms else { return entries }
        return entries.compactMap { entry in
            var kept = entry
            kept.copies = entry.copies.filter { !membership.crossesPlatforms(entry.file.path, $0.path) || hasHistory(entry.file.path, $0.path) }
            return kept.copies.isEmpty ? nil : kept
        }
    }

    /// Every file that has copies, with them, sorted by path.
    func copies(in project: ProjectIndex, membership: TargetMembership) -> [TargetCopies] {
        project.memos.memo("target-copies", of: [TargetCopies].self).value(for: memoKey) {
            computeCopies(in: project, membership: membership)
        }
    }

    private func computeCopies(in project: ProjectIndex, membership: TargetMembership) -> [TargetCopies] {
        var byPath: [String: FileFacts] = [:]
        for file in project.files { byPath[FilePath.relative(file.path, to: project.root)] = file }

        var copiesOf: [String: [String: FileFacts]] = [:]
        var files: [String: FileFacts] = [:]
        func link(_ a: FileFacts, _ b: FileFacts) {
            files[a.path] = a
            files[b.path] = b
            copiesOf[a.path, default: [:]][b.path] = b
            copiesOf[b.path, default: [:]][a.path] = a
        }
        var explicitMembers = Set<String>()
        var declared = Set<String>()
        let relativePaths = byPath.keys.sorted()
        let declaredMembers = declaredGroups.map { globs in relativePaths.filter { path in globs.contains { $0.matches(path) } } }
        for paths in explicitGroups + declaredMembers {
            let members = paths.compactMap { byPath[$0] }
            explicitMembers.formUnion(members.map(\.path))
            for (index, member) in members.enumerated() { for other in members[(index + 1)...] { link(member, other) } }
        }
        // Both say these files must stay identical.
        for paths in explicitGroups + declaredMembers { declared.formUnion(paths.compactMap { byPath[$0]?.path }) }

        let candidates = project.files.filter {
            isCandidate($0, root: project.root, membership: membership) && !explicitMembers.contains($0.path)
        }.sorted { $0.path < $1.path }
        let (pairs, acrossApps) = copiedPairs(candidates, project: project, membership: membership)
        for (a, b) in pairs { link(candidates[a], candidates[b]) }
        // Separate apps for different platforms are adapted to each by design, as `judgeable` says.
        let sameKind = acrossApps.map { (candidates[$0.0], candidates[$0.1]) }
            .filter { !membership.crossesPlatforms($0.0.path, $0.1.path) }
        for (a, b) in maintainedTogether(sameKind, project: project) { link(a, b) }
        return copiesOf.keys.sorted().map { path in
            TargetCopies(file: files[path]!, copies: copiesOf[path]!.values.sorted { $0.path < $1.path }, declared: declared.contains(path))
        }
    }

    /// The candidates' pairs that are copies, and those that are copies in separate apps (see
    /// `maintainedTogether`), kept between runs: they depend only on the files' fingerprints, names
    /// and targets, and comparing every candidate pair was a quarter of a warm run.
    private func copiedPairs(_ candidates: [FileFacts], project: ProjectIndex,
                             membership: TargetMembership) -> (copies: [(Int, Int)], acrossApps: [(Int, Int)]) {
        let compute = {
            let pairs = CopyPairSearch.candidatePairs(candidates, commonLimit: Self.commonFingerprintLimit,
                                                      sameNameLimit: Self.sameNameLimit)
            let targets = candidates.map { Set(membership.targets(of: $0.path)) }
            let names = candidates.map { FilePath.name($0.path) }
            return CopyPairSearch.judged(pairs) { a, b -> [Int]? in
                guard targets[a].isDisjoint(with: targets[b]) else { return nil }
                return isCopy(candidates[a], candidates[b], sameFileName: names[a] == names[b], membership: membership)
                    .map { [a, b, $0 ? 1 : 0] }
            }
        }
        let marked = project.memos.memo("copy-pairs-marked", of: [[Int]].self).value(for: pairKey) { () -> [[Int]] in
            guard let cache = project.cache, candidates.count >= 2 else { return compute() }
            var material = pairKey + "\0" + Target.digest(of: project.targets)
            for file in candidates {
                let fingerprints = file.copy.fingerprints.withUnsafeBytes { XXH64.hash($0) }
                material += "\0\(file.path)\0\(fingerprints)\0\(file.copy.primaryType ?? "")"
            }
            return cache.value([[Int]].self, kind: "copy-pairs-marked", material: material, compute: compute)
        }
        let kept = marked.filter { pair in
            guard pair.count == 3, pair[..<2].allSatisfy(candidates.indices.contains) else { return false }
            let (a, b) = (candidates[pair[0]].path, candidates[pair[1]].path)
            return pairsAcrossPlatforms || !membership.crossesPlatforms(a, b)
        }
        let pair = { (marked: [Int]) in (marked[0], marked[1]) }
        return (kept.filter { $0[2] == 0 }.map(pair), kept.filter { $0[2] == 1 }.map(pair))
    }

    /// Copies in apps no one project describes together (`TargetMembership.areIndependentApps`) that
    /// history shows edited in step: a commit changed them beyond whitespace and comments and they
    /// still agreed after it. Sample apps written from one template are not; an app's second
    /// edition (a Swift Playgrounds copy of the app) is, and each such edit is one made twice.
    private func maintainedTogether(_ pairs: [(FileFacts, FileFacts)],
                                    project: ProjectIndex) -> [(FileFacts, FileFacts)] {
        guard readsHistory, !pairs.isEmpty else { return [] }
        let histories = CopyHistories(root: project.root, pairs: pairs, cache: project.cache)
        return pairs.filter { a, b in
            histories.history(a.path, b.path)?.history.editedInStep == true
        }
    }

    private func isCandidate(_ file: FileFacts, root: String, membership: TargetMembership) -> Bool {
        // A generator writes the same shapes into every file it makes (SwiftGen's string tables), and
        // a build manifest describes its own module: neither is ever a copy of another.
        guard !membership.targets(of: file.path).isEmpty, file.copy.tokenCount >= minimumTokens, !file.isGenerated,
              !Self.isBuildManifest(file.path) else { return false }
        if !includeTestTargets && membership.isTestOnly(file.path) { return false }
        let relative = FilePath.relative(file.path, to: root)
        return !ignore.contains { $0.matches(relative) }
    }

    /// `Package.swift` (and `Package@swift-6.0.swift`), Tuist's `Project.swift`, `Workspace.swift`,
    /// `Tuist.swift` and the files of its `Tuist/` folder.
    static func isBuildManifest(_ path: String) -> Bool {
        let name = FilePath.name(path)
        if ["Package.swift", "Project.swift", "Workspace.swift", "Tuist.swift"].contains(name) { return true }
        if name.hasPrefix("Package@swift-") && name.hasSuffix(".swift") { return true }
        return path.contains("/Tuist/")
    }

    /// More files of one name than this (`View.swift`, `Constants.swift` in every module) are
    /// compared through their fingerprints only.
    static let sameNameLimit = 40

    /// Copies, of two files no target compiles both of (the caller checks: two similar files of one
    /// target are siblings written from one template, not a copy made for another target): most of the
    /// smaller file is in the other (containment of fingerprints), with a higher bar when neither
    /// the file names nor the primary types agree. A few shared fingerprints prove nothing
    /// (`extension String {` and a one-line helper), so copies also share a minimum number of
    /// them, more for renamed ones. Nil when not copies; true for copies in separate apps that no
    /// one project describes together, which history must show kept alike (`maintainedTogether`).
    /// Pairs across platforms are `copiedPairs`' to drop, for the rule that does not keep them.
    private func isCopy(_ a: FileFacts, _ b: FileFacts, sameFileName: Bool, membership: TargetMembership) -> Bool? {
        guard Self.areCopies(a, b, sameFileName: sameFileName, similarity: minimumSimilarity,
                             similarityOtherNames: minimumSimilarityOtherNames) else { return nil }
        return membership.areIndependentApps(a.path, b.path)
    }

    static func areCopies(_ a: FileFacts, _ b: FileFacts, similarity: Int = defaultSimilarity,
                          similarityOtherNames: Int = defaultSimilarityOtherNames) -> Bool {
        areCopies(a, b, sameFileName: FilePath.name(a.path) == FilePath.name(b.path), similarity: similarity,
                  similarityOtherNames: similarityOtherNames)
    }

    /// `areCopies` with whether the files' names agree told by the caller, who knows them.
    static func areCopies(_ a: FileFacts, _ b: FileFacts, sameFileName: Bool, similarity: Int,
                          similarityOtherNames: Int) -> Bool {
        let sameName = sameFileName || (a.copy.primaryType != nil && a.copy.primaryType == b.copy.primaryType)
        // What the sizes alone rule out (they share at most the smaller's fingerprints), told
        // before the comparison: most pairs a shared fingerprint proposes end here.
        let counts = (a.copy.fingerprints.count, b.copy.fingerprints.count)
        let fewest = min(counts.0, counts.1), most = max(counts.0, counts.1)
        guard fewest >= (sameName ? minimumSharedFingerprints : minimumSharedFingerprintsOtherNames),
              sameFileName || fewest * 100 >= most * similarity else { return false }
        let (shared, smaller) = overlap(a.copy.fingerprints, b.copy.fingerprints)
        guard shared >= (sameName ? minimumSharedFingerprints : minimumSharedFingerprintsOtherNames) else { return false }
        guard shared * 100 >= smaller * (sameName ? similarity : similarityOtherNames) else { return false }
        // Files of different names that share their first type (a test file and the one-type stub
        // it also declares) are copies only when the larger is mostly the smaller too.
        if !sameFileName { return shared * 100 >= most * similarity }
        return true
    }

    /// The descriptors' defaults of `min_similarity` and `min_similarity_other_names`.
    static let defaultSimilarity = 50
    static let defaultSimilarityOtherNames = 80
    static let minimumSharedFingerprints = 2
    static let minimumSharedFingerprintsOtherNames = 40

    /// Shared fingerprints over the smaller set's size.
    static func containment(_ a: [UInt64], _ b: [UInt64]) -> Double {
        let (shared, smaller) = overlap(a, b)
        return smaller == 0 ? 0 : Double(shared) / Double(smaller)
    }

    static func overlap(_ a: [UInt64], _ b: [UInt64]) -> (shared: Int, smaller: Int) {
        var i = 0, j = 0, shared = 0
        while i < a.count && j < b.count {
            if a[i] == b[j] { shared += 1; i += 1; j += 1 } else if a[i] < b[j] { i += 1 } else { j += 1 }
        }
        return (shared, min(a.count, b.count))
    }
}
