/// The versioned JSON report for editors and scripts; `docs/json-report.md` documents it.
public struct JSONReporter: Reporter {
    public static let name = "json"
    public static let schemaVersion = 1

    public init() {}

    public func render(_ report: LintReport, context: ReportContext) -> String {
        document(report, context: context).rendered() + "\n"
    }

    func document(_ report: LintReport, context: ReportContext) -> JSON {
        let count = { (severity: Severity) in report.violations.count { $0.severity == severity } }
        return .object([
            ("version", .integer(Self.schemaVersion)),
            ("tool", .object([("name", .string("previewlint")), ("version", .string(context.toolVersion))])),
            ("root", .string(report.root)),
            ("summary", .object([
                ("files", .integer(report.fileCount)),
                ("previews", .integer(report.previewCount)),
                ("violations", .integer(report.violations.count)),
                ("errors", .integer(count(.error))),
                ("warnings", .integer(count(.warning))),
                ("notes", .integer(count(.note))),
            ])),
            ("violations", .array(report.violations.map { violation($0, root: report.root, advisory: report.advisoryRules) })),
        ])
    }

    private func violation(_ violation: Violation, root: String, advisory: Set<String>) -> JSON {
        var members: [(String, JSON)] = [
            ("rule", .string(violation.ruleID)),
            ("severity", .string(violation.severity.rawValue)),
            ("message", .string(violation.message)),
            ("file", .string(FilePath.relative(violation.file, to: root))),
            ("range", Self.range(violation.range)),
        ]
        if advisory.contains(violation.ruleID) { members.append(("advisory", .bool(true))) }
        if !violation.related.isEmpty {
            members.append(("related", .array(violation.related.map { related in
                .object([
                    ("file", .string(FilePath.relative(related.file, to: root))),
                    ("range", Self.range(related.range)),
                    ("message", .string(related.message)),
                ])
            })))
        }
        if let fix = violation.fix {
            members.append(("fix", .object([
                ("description", .string(fix.description)),
                ("edits", .array(fix.edits.map { .object([("range", Self.range($0.range)), ("replacement", .string($0.replacement))]) })),
            ])))
        }
        return .object(members)
    }

    static func range(_ range: SourceRange) -> JSON {
        .object([("start", location(range.start)), ("end", location(range.end))])
    }

    static func location(_ location: SourceLocation) -> JSON {
        .object([("line", .integer(location.line)), ("column", .integer(location.column)), ("offset", .integer(location.offset))])
    }
}
