/// GitLab Code Quality: the Code Climate issue format, from which merge requests show the findings
/// a change adds or resolves.
public struct CodeClimateReporter: Reporter {
    public static let name = "codeclimate"

    public init() {}

    public func render(_ report: LintReport, context: ReportContext) -> String {
        var occurrences: [String: Int] = [:]
        let issues = report.violations.map { violation -> JSON in
            let path = FilePath.relative(violation.file, to: report.root)
            // GitLab matches issues across commits by fingerprint, so it leaves out the line number:
            // rule, file and the violating line's text (spaces collapsed, as the baseline keys it),
            // and which occurrence of that text this is. An edit elsewhere in the file keeps it.
            let lineText = report.sources[violation.file].map { Baseline.normalizedLine(violation.range.start.line, of: $0) } ?? ""
            let key = "\(violation.ruleID)\u{0}\(path)\u{0}\(lineText)"
            let occurrence = occurrences[key, default: 0]
            occurrences[key] = occurrence + 1
            return .object([
                ("type", .string("issue")),
                ("check_name", .string(violation.ruleID)),
                ("description", .string(violation.message)),
                ("categories", .array([.string("Style")])),
                ("severity", .string(Self.severity(violation.severity))),
                ("fingerprint", .string(SHA256.hex("\(key)\u{0}\(occurrence)"))),
                ("location", .object([
                    ("path", .string(path)),
                    ("lines", .object([("begin", .integer(violation.range.start.line)), ("end", .integer(violation.range.end.line))])),
                ])),
            ])
        }
        return JSON.array(issues).rendered() + "\n"
    }

    /// Code Climate's scale is info, minor, major, critical, blocker; an error fails the run, so it is critical.
    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "critical"
        case .warning: "major"
        case .note: "info"
        }
    }
}
