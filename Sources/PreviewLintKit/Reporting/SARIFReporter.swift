/// SARIF 2.1.0 for GitHub code scanning and other static-analysis dashboards.
public struct SARIFReporter: Reporter {
    public static let name = "sarif"

    public init() {}

    public func render(_ report: LintReport, context: ReportContext) -> String {
        let ruleIDs = RuleCatalog.ids + Set(report.violations.map(\.ruleID)).subtracting(RuleCatalog.ids).sorted()
        let ruleIndex = Dictionary(uniqueKeysWithValues: ruleIDs.enumerated().map { ($1, $0) })
        let document: JSON = .object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([
                ("tool", .object([("driver", .object([
                    ("name", .string("previewlint")),
                    ("version", .string(context.toolVersion)),
                    ("informationUri", .string("https://github.com/previewlint/previewlint")),
                    ("rules", .array(ruleIDs.map(rule))),
                ]))])),
                ("originalUriBaseIds", .object([("SRCROOT", .object([("uri", .string("file://" + report.root + "/"))]))])),
                ("results", .array(report.violations.map { result($0, ruleIndex: ruleIndex[$0.ruleID] ?? 0, root: report.root, advisory: report.advisoryRules.contains($0.ruleID)) })),
            ])])),
        ])
        return document.rendered() + "\n"
    }

    private func rule(_ id: String) -> JSON {
        guard let descriptor = RuleCatalog.descriptor(id) else {
            return .object([("id", .string(id)), ("shortDescription", .object([("text", .string("Custom rule \(id)"))]))])
        }
        return .object([
            ("id", .string(id)),
            ("name", .string(descriptor.name)),
            ("shortDescription", .object([("text", .string(descriptor.summary))])),
            ("fullDescription", .object([("text", .string(descriptor.rationale))])),
            ("helpUri", .string("\(PreviewLint.documentationURL)/\(id).md")),
            ("defaultConfiguration", .object([("level", .string(level(descriptor.severity)))])),
        ])
    }

    /// `advisory`: the rule runs only because the profile adds it (never fails the run).
    private func result(_ violation: Violation, ruleIndex: Int, root: String, advisory: Bool) -> JSON {
        let path = FilePath.relative(violation.file, to: root)
        return .object([
            ("ruleId", .string(violation.ruleID)),
            ("ruleIndex", .integer(ruleIndex)),
            ("level", .string(level(violation.severity))),
            ("message", .object([("text", .string(violation.message))])),
            ("locations", .array([location(path, violation.range)])),
            ("partialFingerprints", .object([("previewlint/v1", .string(fingerprint(violation, path: path)))])),
        ] + (advisory ? [("properties", .object([("advisory", .bool(true))]))] : []) + (violation.related.isEmpty ? [] : [
            ("relatedLocations", .array(violation.related.enumerated().map { index, related in
                var value = location(FilePath.relative(related.file, to: root), related.range, message: related.message)
                if case .object(var members) = value { members.insert(("id", .integer(index)), at: 0); value = .object(members) }
                return value
            })),
        ]))
    }

    private func location(_ path: String, _ range: SourceRange, message: String? = nil) -> JSON {
        var members: [(String, JSON)] = [
            ("physicalLocation", .object([
                ("artifactLocation", .object([("uri", .string(percentEncoded(path))), ("uriBaseId", .string("SRCROOT"))])),
                ("region", .object([
                    ("startLine", .integer(range.start.line)), ("startColumn", .integer(range.start.column)),
                    ("endLine", .integer(range.end.line)), ("endColumn", .integer(range.end.column)),
                ])),
            ])),
        ]
        if let message { members.append(("message", .object([("text", .string(message))]))) }
        return .object(members)
    }

    /// Stable across line shifts: rule, file and message, not the position.
    private func fingerprint(_ violation: Violation, path: String) -> String {
        SHA256.hex("\(violation.ruleID)\u{0}\(path)\u{0}\(violation.message)")
    }

    private func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    private func percentEncoded(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            let character = Character(Unicode.Scalar(byte))
            if byte < 0x80, character.isLetter || character.isNumber || "/-._~".contains(character) {
                result.append(character)
            } else {
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }
}

extension String {
    func leftPadded(to width: Int, with pad: Character = "0") -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }
}
