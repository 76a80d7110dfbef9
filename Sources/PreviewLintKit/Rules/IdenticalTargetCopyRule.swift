/// `identical_target_copy`: copies of a file kept in several targets that are still identical;
/// one shared file (target membership or a shared module) cannot drift.
public struct IdenticalTargetCopyRule: Rule {
    public static let id = "identical_target_copy"
    let configuration: RuleConfiguration
    let finder: TargetCopyFinder

    public init(configuration: RuleConfiguration, project: ProjectConfiguration) throws(ConfigurationError) {
        self.configuration = configuration
        finder = TargetCopyFinder(configuration: configuration, project: project)
    }

    public func checkProject(_ project: ProjectIndex) -> [Violation] {
        let membership = project.membership
        var violations: [Violation] = []
        // A file naming its own module's bundle means another bundle in each module: no one file can
        // serve them. Copies declared (`copies:`, a "keep in sync" header) are kept on purpose, and
        // `diverged_target_copy` guards them.
        for entry in finder.judgeable(finder.copies(in: project, membership: membership), membership: membership)
        where entry.isIdentical && !entry.file.copy.namesOwnModule && !entry.isDeclaredCopy {
            let related = entry.copies.map {
                RelatedLocation(file: $0.path, range: DivergedTargetCopyRule.topOfFile, message: "copy in \(membership.describe($0.path, root: project.root))")
            }
            let copies = entry.copies.map { membership.describe($0.path, root: project.root) }.joined(separator: ", ")
            let message = "this file is an identical copy of \(copies); share one file between the targets (target membership or a shared module) so the copies cannot drift"
            violations.append(configuration.violation(message, in: entry.file.path, at: DivergedTargetCopyRule.topOfFile, related: related))
        }
        return violations
    }
}
