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
    let minimumSharedMembers: Int

    public init(configuration: RuleConfiguration, project: ProjectConfiguration) {
        self.configuration = configuration
        ignore = configuration.strings("ignore").map(Glob.init)
        includeTestTargets = configuration.bool("include_test_targets")
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
            guard !targets.isEmpty, includeTestTargets || !membership.isTestOnly(file.path),
                  !ignore.contains(where: { $0.matches(FilePath.relative(file.path, to: project.root)) }) else { continue }
            for declaration in file.copy.declarations where declaration.isFunctionOrType && !declaration.isFilePrivate {
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
                    guard other.targets != definition.targets, !areFileCopies(definition, other, in: project), isSameThing(definition.declaration, other.declaration),
                          let found = CopyDifference.changes(definition.declaration, against: other.declaration,
                                                             platformConstants: membership.onDifferentPlatforms(definition.path, other.path))
                    else { return false }
                    if changes.isEmpty { changes = found }
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

    /// Files that are copies of each other (as `diverged_target_copy` finds them with its default
    /// options), or that share a name: that rule reports them whole.
    private func areFileCopies(_ a: Definition, _ b: Definition, in project: ProjectIndex) -> Bool {
        FilePath.name(a.path) == FilePath.name(b.path) || TargetCopyFinder.areCopies(project.files[a.fileIndex], project.files[b.fileIndex])
    }

    /// Two types of one name are one thing written twice only when one's inheritance clause holds
    /// the other's and they share most of their members; two `FaviconStoring` protocols with
    /// different requirements are not.
    private func isSameThing(_ a: DeclarationFingerprint, _ b: DeclarationFingerprint) -> Bool {
        guard a.kind != "func" else { return true }
        let inheritsA = Set(a.inherits), inheritsB = Set(b.inherits)
        guard inheritsA.isSubset(of: inheritsB) || inheritsB.isSubset(of: inheritsA) else { return false }
        let membersA = Set(a.members.map(\.name)), membersB = Set(b.members.map(\.name))
        if membersA.isEmpty && membersB.isEmpty { return true }
        let smaller = min(membersA.count, membersB.count)
        guard smaller > 0 else { return false }
        return membersA.intersection(membersB).count * 100 >= smaller * minimumSharedMembers
    }
}
