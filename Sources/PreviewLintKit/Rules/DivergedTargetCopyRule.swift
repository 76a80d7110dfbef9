/// `diverged_target_copy`: copies of a file kept in several targets where a change reached one
/// copy and not the other. With the repository's history, a copy is reported when it stayed
/// behind: its copy changed in commits since the two last agreed (or since the later one was
/// made, for parts both had alike then) and it did not. Copies adapted when they were made, or
/// maintained apart, are not drift. Without history the copies' differences are reported one
/// level lower, saying history was not available.
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
        let found = finder.copies(in: project, membership: membership)
        let histories = project.copyHistories(of: found, reading: finder.readsHistory)
        let all = finder.judgeable(found, membership: membership) { histories.history($0, $1) != nil }
        // Copies that differ only in access modifiers and attributes have one shape.
        let differing = all.filter { entry in entry.copies.contains { $0.copy.shapeHash != entry.file.copy.shapeHash } }
        var violations: [Violation] = []
        // A file that says it is a copy must stay one: any difference is reported, history or not.
        for entry in all where entry.isDeclaredCopy {
            let report = CopyDriftReport(entry: entry, project: project, histories: histories)
            if let declared = report.declaredCopyDifference() {
                violations.append(configuration.violation(declared.message, in: entry.file.path, at: declared.range, related: declared.related))
            }
        }
        let declared = Set(all.filter(\.isDeclaredCopy).map(\.file.path))
        for entry in differing where !declared.contains(entry.file.path) && !entry.copies.contains(where: { declared.contains($0.path) }) {
            let report = CopyDriftReport(entry: entry, project: project, histories: histories)
            if let drift = report.drift() {
                violations.append(configuration.violation(drift.message, in: entry.file.path, at: drift.range, related: drift.related))
            } else if let unconfirmed = report.withoutHistory() {
                violations.append(configuration.violation(unconfirmed.message, in: entry.file.path, at: unconfirmed.range,
                                                          related: unconfirmed.related, severity: configuration.severity.lower))
            }
        }
        return violations
    }

    static let topOfFile = SourceRange(start: SourceLocation(line: 1, column: 1, offset: 0), end: SourceLocation(line: 1, column: 1, offset: 0))
}

extension Severity {
    /// One level lower (a note stays a note): for a claim a rule could not confirm.
    var lower: Severity {
        switch self {
        case .error: .warning
        case .warning, .note: .note
        }
    }
}
