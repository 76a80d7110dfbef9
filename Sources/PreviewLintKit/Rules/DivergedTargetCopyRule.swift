/// `diverged_target_copy`: copies of a file kept in several targets whose contents drifted apart.
/// Each copy gets one violation at its first differing declaration, listing every declaration that
/// differs and relating every other copy of its group.
public struct DivergedTargetCopyRule: Rule {
    public static let id = "diverged_target_copy"
    let configuration: RuleConfiguration
    let finder: TargetCopyFinder

    public init(configuration: RuleConfiguration, project: ProjectConfiguration) throws(ConfigurationError) {
        self.configuration = configuration
        finder = TargetCopyFinder(configuration: configuration, project: project)
    }

    public func checkProject(_ project: ProjectIndex) -> [Violation] {
        let membership = project.membership
        var violations: [Violation] = []
        // Copies that differ only in access modifiers and attributes have one shape.
        for group in finder.groups(in: project, membership: membership) where Set(group.members.map(\.copy.shapeHash)).count > 1 {
            let differences = group.members.map { member in
                CopyDifference(member, others: group.members.filter { $0.path != member.path }) { membership.onDifferentPlatforms(member.path, $0.path) }
            }
            for (member, difference) in zip(group.members, differences) where !difference.descriptions.isEmpty {
                let others = group.members.indices.filter { group.members[$0].path != member.path }
                let related = others.map { index in
                    RelatedLocation(file: group.members[index].path, range: differences[index].firstDifference ?? Self.topOfFile,
                                    message: "copy in \(membership.describe(group.members[index].path, root: project.root))")
                }
                let copies = others.map { membership.describe(group.members[$0].path, root: project.root) }.joined(separator: ", ")
                let message = "this copy has diverged from \(copies): \(difference.descriptions.joined(separator: "; "))"
                violations.append(configuration.violation(message, in: member.path, at: difference.firstDifference ?? Self.topOfFile, related: related))
            }
        }
        return violations
    }

    static let topOfFile = SourceRange(start: SourceLocation(line: 1, column: 1, offset: 0), end: SourceLocation(line: 1, column: 1, offset: 0))
}
