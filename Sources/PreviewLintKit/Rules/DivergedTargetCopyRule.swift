/// `diverged_target_copy`: copies of a file kept in several targets whose contents drifted apart.
/// Each copy gets a violation at its first differing declaration, listing every declaration that differs.
public struct DivergedTargetCopyRule: Rule {
    public static let id = "diverged_target_copy"
    let configuration: RuleConfiguration
    let finder: TargetCopyFinder

    public init(configuration: RuleConfiguration, project: ProjectConfiguration) throws(ConfigurationError) {
        self.configuration = configuration
        finder = try TargetCopyFinder(configuration: configuration, project: project)
    }

    public func checkProject(_ project: ProjectIndex) -> [Violation] {
        let membership = TargetMembership(project.targets)
        var violations: [Violation] = []
        for group in finder.groups(in: project, membership: membership) where !group.isIdentical {
            let differences = group.members.map { member in
                CopyDifference(member, others: group.members.filter { $0.path != member.path })
            }
            for (index, member) in group.members.enumerated() {
                let others = group.members.indices.filter { $0 != index }
                let related = others.map { other in
                    RelatedLocation(
                        file: group.members[other].path,
                        range: differences[other].firstDifference ?? Self.topOfFile,
                        message: "copy in \(membership.describe(group.members[other].path, root: project.root))"
                    )
                }
                let copies = others.map { membership.describe(group.members[$0].path, root: project.root) }.joined(separator: ", ")
                let message = "this copy has diverged from \(copies): \(differences[index].descriptions.joined(separator: "; "))"
                violations.append(configuration.violation(message, in: member.path, at: differences[index].firstDifference ?? Self.topOfFile, related: related))
            }
        }
        return violations
    }

    static let topOfFile = SourceRange(start: SourceLocation(line: 1, column: 1, offset: 0), end: SourceLocation(line: 1, column: 1, offset: 0))
}
