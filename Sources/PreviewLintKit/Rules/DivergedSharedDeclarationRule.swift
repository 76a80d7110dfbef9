import Foundation

/// `diverged_shared_declaration`: the same top-level function or type (name and signature) defined
/// in two targets with different bodies, whatever the files are called. Files with the same name are
/// left to `diverged_target_copy`, which reports them as whole copies.
public struct DivergedSharedDeclarationRule: Rule {
    public static let id = "diverged_shared_declaration"
    let configuration: RuleConfiguration
    let ignore: [Glob]

    public init(configuration: RuleConfiguration, project: ProjectConfiguration) {
        self.configuration = configuration
        ignore = configuration.strings("ignore").map(Glob.init)
    }

    private struct Definition {
        /// The file's path (not its facts: copying them for every declaration of the project was a visible cost).
        var path: String
        var declaration: DeclarationFingerprint
        var targets: [String]
    }

    public func checkProject(_ project: ProjectIndex) -> [Violation] {
        let membership = TargetMembership(project.targets)
        var definitions: [String: [Definition]] = [:]
        for file in project.files {
            let targets = membership.targets(of: file.path)
            guard !targets.isEmpty, !ignore.contains(where: { $0.matches(FilePath.relative(file.path, to: project.root)) }) else { continue }
            for declaration in file.copy.declarations where declaration.isFunctionOrType {
                definitions[declaration.signature, default: []].append(Definition(path: file.path, declaration: declaration, targets: targets))
            }
        }

        var violations: [Violation] = []
        // Only signatures defined at least twice, differently, can diverge: sort those, not every declaration.
        let diverging = definitions.filter { $0.value.count >= 2 && Set($0.value.map(\.declaration.normalizedHash)).count >= 2 }
        for signature in diverging.keys.sorted() {
            let group = diverging[signature]!
            for definition in group {
                let others = group.filter { other in
                    other.declaration.normalizedHash != definition.declaration.normalizedHash
                        && other.targets != definition.targets
                        && FilePath.name(other.path) != FilePath.name(definition.path)
                }
                guard !others.isEmpty else { continue }
                let places = others.map { membership.describe($0.path, root: project.root) }.joined(separator: ", ")
                let related = others.map {
                    RelatedLocation(file: $0.path, range: $0.declaration.range, message: "\(signature) in \(membership.describe($0.path, root: project.root))")
                }
                let changes = CopyDifference.memberChanges(definition.declaration, against: others[0].declaration)
                    .map { $0.replacingOccurrences(of: "this copy", with: "this definition") }
                let detail = changes.isEmpty ? "" : " (\(changes.joined(separator: ", ")))"
                let message = "\(signature) is also defined in \(places) with a different body\(detail); define it once in code both targets share"
                violations.append(configuration.violation(message, in: definition.path, at: definition.declaration.range, related: related))
            }
        }
        return violations
    }
}
