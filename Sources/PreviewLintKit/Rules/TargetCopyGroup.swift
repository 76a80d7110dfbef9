import Foundation

/// Files that are copies of one another across targets (same file name, or same primary type), or
/// that the configuration's `groups:` says must stay identical.
struct TargetCopyGroup {
    /// Sorted by path.
    var members: [FileFacts]

    var isIdentical: Bool {
        Set(members.map(\.copy.normalizedHash)).count == 1
    }
}

/// The options `diverged_target_copy` and `identical_target_copy` share, and the grouping they drive.
struct TargetCopyFinder {
    enum MatchKey: String, CaseIterable {
        case fileName = "file_name"
        case primaryType = "primary_type"
    }

    let matchBy: [MatchKey]
    let ignore: [Glob]
    let minimumTokens: Int
    let minimumSharedNames: Int
    /// Root-relative paths of each explicit group.
    let explicitGroups: [[String]]

    init(configuration: RuleConfiguration, project: ProjectConfiguration) throws(ConfigurationError) {
        var keys: [MatchKey] = []
        for name in configuration.strings("match_by") {
            guard let key = MatchKey(rawValue: name) else {
                throw ConfigurationError(
                    path: project.configurationPath ?? ConfigurationLoader.fileName, mark: YAMLMark(line: 1, column: 1),
                    "'\(configuration.id).match_by' accepts \(MatchKey.allCases.map(\.rawValue).joined(separator: " and ")), not '\(name)'"
                )
            }
            keys.append(key)
        }
        matchBy = keys
        ignore = configuration.strings("ignore").map(Glob.init)
        minimumTokens = configuration.integer("min_tokens")
        minimumSharedNames = configuration.integer("min_shared_names")
        explicitGroups = configuration.strings("groups").map { entry in
            entry.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
    }

    func groups(in project: ProjectIndex, membership: TargetMembership) -> [TargetCopyGroup] {
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

        var candidates: [String: [FileFacts]] = [:]
        for file in project.files where isCandidate(file, root: project.root, membership: membership) && !explicitMembers.contains(file.path) {
            for key in matchBy {
                switch key {
                case .fileName: candidates["name:" + FilePath.name(file.path), default: []].append(file)
                case .primaryType: if let type = file.copy.primaryType { candidates["type:" + type, default: []].append(file) }
                }
            }
        }
        var seenMemberSets = Set<[String]>()
        for key in candidates.keys.sorted() {
            let members = similarMembers(candidates[key]!.sorted { $0.path < $1.path }, membership: membership)
            guard isCopyGroup(members, membership: membership), seenMemberSets.insert(members.map(\.path)).inserted else { continue }
            result.append(TargetCopyGroup(members: members))
        }
        return result
    }

    private func isCandidate(_ file: FileFacts, root: String, membership: TargetMembership) -> Bool {
        guard !membership.targets(of: file.path).isEmpty, file.copy.tokenCount >= minimumTokens else { return false }
        let relative = FilePath.relative(file.path, to: root)
        return !ignore.contains { $0.matches(relative) }
    }

    /// The files that share at least `minimumSharedNames` percent of their declaration and member
    /// names with a file of another target. Two views that only share a name (an iPhone and a watch
    /// `EpisodeView` written separately) are not copies; a copy that drifted keeps most of its names.
    private func similarMembers(_ members: [FileFacts], membership: TargetMembership) -> [FileFacts] {
        guard members.count >= 2 else { return members }
        let names = members.map(Self.declarationNames)
        return members.indices.filter { index in
            members.indices.contains { other in
                other != index && membership.targets(of: members[other].path) != membership.targets(of: members[index].path)
                    && Self.sharedPercent(names[index], names[other]) >= minimumSharedNames
            }
        }.map { members[$0] }
    }

    static func declarationNames(_ file: FileFacts) -> Set<String> {
        var names = Set<String>()
        for declaration in file.copy.declarations where declaration.kind != "import" {
            names.insert(declaration.signature)
            for member in declaration.members { names.insert(declaration.signature + "." + member.name) }
        }
        return names
    }

    static func sharedPercent(_ a: Set<String>, _ b: Set<String>) -> Int {
        let union = a.union(b).count
        return union == 0 ? 100 : a.intersection(b).count * 100 / union
    }

    /// Two or more files in different targets that share at least one declaration besides imports:
    /// two unrelated `Helpers.swift` are not copies of each other.
    private func isCopyGroup(_ members: [FileFacts], membership: TargetMembership) -> Bool {
        guard members.count >= 2, Set(members.map { membership.targets(of: $0.path) }).count >= 2 else { return false }
        var counts: [String: Int] = [:]
        for member in members {
            for signature in Set(member.copy.declarations.filter { $0.kind != "import" }.map(\.signature)) {
                counts[signature, default: 0] += 1
            }
        }
        return counts.values.contains { $0 >= 2 }
    }
}
