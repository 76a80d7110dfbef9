/// `diverged_target_copy`: copies of a file kept in several targets whose contents drifted apart.
/// Each copy that drifted gets one violation at its first differing declaration, listing every
/// declaration that differs and relating every copy of it.
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
        let allCopies = finder.copies(in: project, membership: membership)
        var differences: [String: CopyDifference] = [:]
        for entry in allCopies {
            differences[entry.file.path] = CopyDifference(entry.file, others: entry.copies) { membership.platformRelation(entry.file.path, $0.path) }
        }
        var violations: [Violation] = []
        // Copies that differ only in access modifiers and attributes have one shape.
        for entry in allCopies where entry.copies.contains(where: { $0.copy.shapeHash != entry.file.copy.shapeHash }) {
            guard let difference = differences[entry.file.path], difference.hasDrifted else { continue }
            let related = entry.copies.map { copy in
                RelatedLocation(file: copy.path, range: differences[copy.path]?.firstDifference ?? Self.topOfFile,
                                message: "copy in \(membership.describe(copy.path, root: project.root))")
            }
            let copies = entry.copies.map { membership.describe($0.path, root: project.root) }.joined(separator: ", ")
            let message = "this copy has diverged from \(copies): \(difference.descriptions.joined(separator: "; "))"
            violations.append(configuration.violation(message, in: entry.file.path, at: difference.firstDifference ?? Self.topOfFile, related: related))
        }
        return violations
    }

    static let topOfFile = SourceRange(start: SourceLocation(line: 1, column: 1, offset: 0), end: SourceLocation(line: 1, column: 1, offset: 0))
}
