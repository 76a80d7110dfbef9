import Foundation

/// Files that are copies of one another across targets (their contents are mostly the same), or
/// that the configuration's `groups:` says must stay identical.
struct TargetCopyGroup: Sendable {
    /// Sorted by path.
    var members: [FileFacts]

    var isIdentical: Bool {
        Set(members.map(\.copy.normalizedHash)).count == 1
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
    /// Root-relative paths of each explicit group.
    let explicitGroups: [[String]]

    /// A fingerprint held by more files than this is boilerplate (`var body: some View {`), not
    /// evidence of copying; skipping it keeps the pair count linear in the number of files.
    static let commonFingerprintLimit = 12

    init(configuration: RuleConfiguration, project: ProjectConfiguration) {
        ignore = configuration.strings("ignore").map(Glob.init)
        minimumTokens = configuration.integer("min_tokens")
        minimumSimilarity = configuration.integer("min_similarity")
        minimumSimilarityOtherNames = configuration.integer("min_similarity_other_names")
        includeTestTargets = configuration.bool("include_test_targets")
        explicitGroups = configuration.strings("groups").map { entry in
            entry.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
    }

    /// What the grouping depends on, so the two rules that use it compute it once per run.
    private var memoKey: String {
        "\(ignore.map(\.pattern))|\(minimumTokens)|\(minimumSimilarity)|\(minimumSimilarityOtherNames)|\(includeTestTargets)|\(explicitGroups)"
    }

    func groups(in project: ProjectIndex, membership: TargetMembership) -> [TargetCopyGroup] {
        project.memos.memo("target-copy-groups", of: [TargetCopyGroup].self).value(for: memoKey) {
            computeGroups(in: project, membership: membership)
        }
    }

    private func computeGroups(in project: ProjectIndex, membership: TargetMembership) -> [TargetCopyGroup] {
        var byPath: [String: FileFacts] = [:]
        for file in project.files { byPath[FilePath.relative(file.path, to: project.root)] = file }

        var result: [TargetCopyGroup] = []
        var explicitMembers = Set<String>()
        for paths in explicitGroups {
            let members = paths.compactMap { byPath[$0] }
            guard members.count >= 2 else { continue }
            explicitMembers.formUnion(members.map(\.path))
            result.append(TargetCopyGroup(members: members.sorted { $0.path < $1.path }))
        }

        let candidates = project.files.filter {
            isCandidate($0, root: project.root, membership: membership) && !explicitMembers.contains($0.path)
        }.sorted { $0.path < $1.path }
        var components = UnionFind(count: candidates.count)
        for (a, b) in candidatePairs(candidates) where isCopy(candidates[a], candidates[b], membership: membership) {
            components.union(a, b)
        }
        var grouped: [Int: [FileFacts]] = [:]
        for index in candidates.indices { grouped[components.find(index), default: []].append(candidates[index]) }
        for members in grouped.values where members.count >= 2 {
            result.append(TargetCopyGroup(members: members.sorted { $0.path < $1.path }))
        }
        return result.sorted { $0.members[0].path < $1.members[0].path }
    }

    private func isCandidate(_ file: FileFacts, root: String, membership: TargetMembership) -> Bool {
        guard !membership.targets(of: file.path).isEmpty, file.copy.tokenCount >= minimumTokens else { return false }
        if !includeTestTargets && membership.isTestOnly(file.path) { return false }
        let relative = FilePath.relative(file.path, to: root)
        return !ignore.contains { $0.matches(relative) }
    }

    /// The pairs worth comparing, each once: files with the same name or primary type (a small
    /// copy with a change may share few fingerprints), and files that share a fingerprint no more
    /// than a few files hold.
    private func candidatePairs(_ files: [FileFacts]) -> [(Int, Int)] {
        var pairs = Set<Int>()
        func addPairs(_ list: [Int]) {
            for i in list.indices { for j in list.index(after: i)..<list.endIndex { pairs.insert(list[i] * files.count + list[j]) } }
        }
        var holders: [UInt64: [Int]] = [:]
        var sameName: [String: [Int]] = [:]
        for (index, file) in files.enumerated() {
            for fingerprint in file.copy.fingerprints { holders[fingerprint, default: []].append(index) }
            sameName["name:" + FilePath.name(file.path), default: []].append(index)
            if let type = file.copy.primaryType { sameName["type:" + type, default: []].append(index) }
        }
        for list in holders.values where list.count >= 2 && list.count <= Self.commonFingerprintLimit { addPairs(list) }
        for list in sameName.values where list.count >= 2 && list.count <= Self.sameNameLimit { addPairs(list) }
        return pairs.sorted().map { ($0 / files.count, $0 % files.count) }
    }

    /// More files of one name than this (`View.swift`, `Constants.swift` in every module) are
    /// compared through their fingerprints only.
    static let sameNameLimit = 40

    /// Copies: in different targets, and most of the smaller file is in the other (containment of
    /// fingerprints), with a higher bar when neither the file names nor the primary types agree.
    /// A few shared fingerprints prove nothing (`extension String {` and a one-line helper), so
    /// copies also share a minimum number of them, more for renamed ones.
    private func isCopy(_ a: FileFacts, _ b: FileFacts, membership: TargetMembership) -> Bool {
        guard membership.targets(of: a.path) != membership.targets(of: b.path) else { return false }
        return Self.areCopies(a, b, similarity: minimumSimilarity, similarityOtherNames: minimumSimilarityOtherNames)
    }

    static func areCopies(_ a: FileFacts, _ b: FileFacts, similarity: Int = defaultSimilarity, similarityOtherNames: Int = defaultSimilarityOtherNames) -> Bool {
        let sameName = FilePath.name(a.path) == FilePath.name(b.path) || (a.copy.primaryType != nil && a.copy.primaryType == b.copy.primaryType)
        let (shared, smaller) = overlap(a.copy.fingerprints, b.copy.fingerprints)
        guard shared >= (sameName ? minimumSharedFingerprints : minimumSharedFingerprintsOtherNames) else { return false }
        return shared * 100 >= smaller * (sameName ? similarity : similarityOtherNames)
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

/// Disjoint sets of indices, merged by pairs.
private struct UnionFind {
    private var parent: [Int]

    init(count: Int) { parent = Array(0..<count) }

    mutating func find(_ index: Int) -> Int {
        var root = index
        while parent[root] != root { root = parent[root] }
        var node = index
        while parent[node] != root { (node, parent[node]) = (parent[node], root) }
        return root
    }

    mutating func union(_ a: Int, _ b: Int) {
        let (rootA, rootB) = (find(a), find(b))
        if rootA != rootB { parent[max(rootA, rootB)] = min(rootA, rootB) }
    }
}
