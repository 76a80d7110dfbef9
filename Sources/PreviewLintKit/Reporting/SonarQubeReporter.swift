/// SonarQube's generic external issues format (SonarQube Server 10.3 and later, SonarQube Cloud):
/// `sonar.externalIssuesReportPaths` imports it.
public struct SonarQubeReporter: Reporter {
    public static let name = "sonarqube"
    static let engineID = "previewlint"

    public init() {}

    public func render(_ report: LintReport, context: ReportContext) -> String {
        var positions: [String: UTF16Positions] = [:]
        let textRange = { (file: String, range: SourceRange) -> JSON in
            if positions[file] == nil, let source = report.sources[file] { positions[file] = UTF16Positions(source.text) }
            return Self.textRange(range, positions: positions[file])
        }
        let highestSeverity = Dictionary(grouping: report.violations, by: \.ruleID).mapValues { $0.map(\.severity).max()! }
        let rules = highestSeverity.keys.sorted().map { rule($0, severity: highestSeverity[$0]!) }
        let issues = report.violations.map { violation -> JSON in
            var members: [(String, JSON)] = [
                ("ruleId", .string(violation.ruleID)),
                ("primaryLocation", .object([
                    ("message", .string(violation.message)),
                    ("filePath", .string(FilePath.relative(violation.file, to: report.root))),
                    ("textRange", textRange(violation.file, violation.range)),
                ])),
            ]
            if !violation.related.isEmpty {
                members.append(("secondaryLocations", .array(violation.related.map { related in
                    .object([
                        ("message", .string(related.message)),
                        ("filePath", .string(FilePath.relative(related.file, to: report.root))),
                        ("textRange", textRange(related.file, related.range)),
                    ])
                })))
            }
            return .object(members)
        }
        return JSON.object([("rules", .array(rules)), ("issues", .array(issues))]).rendered() + "\n"
    }

    /// Severity is a rule's in this format, not an issue's: the highest its violations have.
    private func rule(_ id: String, severity: Severity) -> JSON {
        let descriptor = RuleCatalog.descriptor(id)
        return .object([
            ("id", .string(id)),
            ("name", .string(descriptor?.name ?? id)),
            ("description", .string(descriptor?.summary ?? "Custom rule \(id), declared under custom_rules: in .previewlint.yml.")),
            ("engineId", .string(Self.engineID)),
            // Every rule enforces a convention of the project's previews, fixtures and formatting.
            ("cleanCodeAttribute", .string("CONVENTIONAL")),
            // `type` and `severity` are deprecated but still read by servers in Standard Experience mode.
            ("type", .string("CODE_SMELL")),
            ("severity", .string(Self.standardSeverity(severity))),
            ("impacts", .array([.object([("softwareQuality", .string("MAINTAINABILITY")), ("severity", .string(Self.impactSeverity(severity)))])])),
        ])
    }

    /// Lines are 1-based; columns are 0-based UTF-16 offsets in the line, given only when the file's
    /// text is at hand and the range is not empty (SonarQube refuses a range that ends where it starts).
    static func textRange(_ range: SourceRange, positions: UTF16Positions?) -> JSON {
        var members: [(String, JSON)] = [("startLine", .integer(range.start.line)), ("endLine", .integer(range.end.line))]
        if let positions, range.end.offset > range.start.offset {
            members.append(("startColumn", .integer(positions.position(at: range.start.offset).character)))
            members.append(("endColumn", .integer(positions.position(at: range.end.offset).character)))
        }
        return .object(members)
    }

    static func standardSeverity(_ severity: Severity) -> String {
        switch severity {
        case .error: "CRITICAL"
        case .warning: "MAJOR"
        case .note: "INFO"
        }
    }

    /// LOW rather than INFO for notes: servers before 10.8 know only LOW, MEDIUM and HIGH.
    static func impactSeverity(_ severity: Severity) -> String {
        switch severity {
        case .error: "HIGH"
        case .warning: "MEDIUM"
        case .note: "LOW"
        }
    }
}
