import Foundation

/// What the server publishes for one violation: its range in UTF-16 positions, its rule and its related places.
extension LanguageServer {
    func diagnostic(_ violation: Violation, positions: UTF16Positions) -> JSON {
        var members: [(String, JSON)] = [
            ("range", positions.range(violation.range)),
            ("severity", .integer(Self.severityCode(violation.severity))),
            ("code", .string(violation.ruleID)),
            ("codeDescription", .object([("href", .string(PreviewLint.documentation(of: violation.ruleID)))])),
            ("source", .string("previewlint")),
            ("message", .string(violation.message)),
        ]
        let related = violation.related.compactMap { location -> JSON? in
            guard let text = text(of: location.file) else { return nil }
            return .object([
                ("location", .object([
                    ("uri", .string(DocumentURI.uri(location.file))),
                    ("range", UTF16Positions(text).range(location.range)),
                ])),
                ("message", .string(location.message)),
            ])
        }
        if !related.isEmpty { members.append(("relatedInformation", .array(related))) }
        return .object(members)
    }

    static func severityCode(_ severity: Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }

    /// An open buffer's text, else the file's on disk.
    func text(of path: String) -> String? {
        if let document = documents.values.first(where: { $0.path == path }) { return document.text }
        return FileManager.default.contents(atPath: path).flatMap { String(data: $0, encoding: .utf8) }
    }
}
