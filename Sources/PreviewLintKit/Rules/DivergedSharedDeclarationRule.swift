import Foundation

/// `diverged_shared_declaration`: the same top-level function or type defined in two targets with
/// different bodies, whatever the files are called. Two declarations are "the same" only when they
/// are of one kind and signature, visible beyond their file, and (for types) have compatible
/// inheritance and mostly the same members; files that are copies of each other are left to
/// `diverged_target_copy`, which reports them whole.
public struct DivergedSharedDeclarationRule: Rule {
    public static let id = "diverged_shared_declaration"
    let configuration: RuleConfiguration
    let ignore: [Glob]
    let includeTestTargets: Bool
    let acrossPlatforms: Bool
    let minimumSharedMembers: Int

    public init(configuration: RuleConfiguration, project: ProjectConfiguration) {
        self.configuration = configuration
        ignore = configuration.strings("ignore").map(Glob.init)
        includeTestTargets = configuration.bool("include_test_targets")
        acrossPlatforms = configuration.bool("across_platforms")
        minimumSharedMembers = configuration.integer("min_shared_members")
    }

    private struct Definition {
        /// The file's index in the project (not its facts: copying them for every declaration of
        /// the project was a visible cost).
        var fileIndex: Int
        var path: String
        var declaration: DeclarationFingerprint
        var targets: [String]
    }

    public func checkProject(_ project: ProjectIndex) -> [Violation] {
        let membership = project.membership
        var definitions: [String: [Definition]] = [:]
        for (fileIndex, file) in project.files.enumerated() {
            let targets = membership.targets(of: file.path)
            guard !targets.isEmpty, !file.isGenerated, includeTestTargets || !membership.isTestOnly(file.path),
                  !ignore.contains(where: { $0.matches(FilePath.relative(file.path, to: project.root)) }) else { continue }
            // Preview providers are each file's own previews, not code two targets share.
            for declaration in file.copy.declarations where declaration.isFunctionOrType && !declaration.isFilePrivate
                && !declaration.inherits.contains("PreviewProvider") {
                definitions[declaration.signature, default: []].append(
                    Definition(fileIndex: fileIndex, path: file.path, declaration: declaration, targets: targets)
                )
            }
        }

        var violations: [Violation] = []
        // Only signatures defined at least twice, differently, can diverge: sort those, not every declaration.
        let diverging = definitions.filter { $0.value.count >= 2 && Set($0.value.map(\.declaration.normalizedHash)).count >= 2 }
        for signature in diverging.keys.sorted() {
            let group = diverging[signature]!
            for definition in group {
                var changes: [String] = []
                let others = group.filter { other in
                    // One target compiling both is a redeclaration the compiler rejects, or two
                    // modules' own types; other platforms' apps adapt their copies by design.
                    guard Set(other.targets).isDisjoint(with: definition.targets), !areModulePrivate(definition, other, membership),
                          acrossPlatforms || !membership.onDifferentPlatforms(definition.path, other.path),
                          !areFileCopies(definition, other, in: project), isSameThing(definition.declaration, other.declaration),
                          let found = CopyDifference.changes(definition.declaration, against: other.declaration,
                                                             platforms: membership.platformRelation(definition.path, other.path)),
                          found.differs
                    else { return false }
                    if changes.isEmpty { changes = found.parts }
                    return true
                }
                guard !others.isEmpty else { continue }
                let places = others.map { membership.describe($0.path, root: project.root) }.joined(separator: ", ")
                let related = others.map {
                    RelatedLocation(file: $0.path, range: $0.declaration.range, message: "\(signature) in \(membership.describe($0.path, root: project.root))")
                }
                let detail = changes.isEmpty ? "" : " (\(changes.map { $0.replacingOccurrences(of: "this copy", with: "this definition") }.joined(separator: ", ")))"
                let message = "\(signature) is also defined in \(places) with a different body\(detail); define it once in code both targets share"
                violations.append(configuration.violation(message, in: definition.path, at: definition.declaration.range, related: related))
            }
        }
        return violations
    }

    /// Two library modules' own internal declarations (each module's `Const`): each module keeps
    /// its helpers to itself, which is not two targets defining one thing.
    private func areModulePrivate(_ a: Definition, _ b: Definition, _ membership: TargetMembership) -> Bool {
        let exported = ["public", "open", "package"]
        guard !exported.contains(a.declaration.access), !exported.contains(b.declaration.access) else { return false }
        return membership.areLibraries(a.targets) && membership.areLibraries(b.targets)
    }

    /// Files that are copies of each other (as `diverged_target_copy` finds them with its default
    /// options), or that share a name: that rule reports them whole.
    private func areFileCopies(_ a: Definition, _ b: Definition, in project: ProjectIndex) -> Bool {
        FilePath.name(a.path) == FilePath.name(b.path) || TargetCopyFinder.areCopies(project.files[a.fileIndex], project.files[b.fileIndex])
    }

    /// Two types of one name are one thing written twice only when one's inheritance clause holds
    /// the other's and most of the members either has are in both; two `FaviconStoring` protocols
    /// with different requirements, or a three-member `Bookmark` protocol and a Core Data one with
    /// a `url` in common, are not.
    private func isSameThing(_ a: DeclarationFingerprint, _ b: DeclarationFingerprint) -> Bool {
        guard a.kind != "func" else { return true }
        let inheritsA = Set(a.inherits), inheritsB = Set(b.inherits)
        guard inheritsA.isSubset(of: inheritsB) || inheritsB.isSubset(of: inheritsA) else { return false }
        let membersA = Set(a.members.map(\.baseName)), membersB = Set(b.members.map(\.baseName))
        if membersA.isEmpty && membersB.isEmpty { return true }
        let all = membersA.union(membersB).count
        return membersA.intersection(membersB).count * 100 >= all * minimumSharedMembers
    }
}
