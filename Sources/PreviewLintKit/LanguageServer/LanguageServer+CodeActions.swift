import Foundation

/// Quick fixes for the violations an editor asks about, and reading the positions its requests carry.
extension LanguageServer {
    /// For each violation touching the requested range: its fix-it, then disabling its rule on its
    /// line and in its file with a suppression comment.
    func codeActions(_ params: [String: Any]) -> JSON {
        guard let uri = Self.uri(params), let document = documents[uri],
              let range = params["range"] as? [String: Any],
              let start = Self.position(range["start"]), let end = Self.position(range["end"]) else { return .array([]) }
        let positions = UTF16Positions(document.text)
        let from = positions.offset(line: start.line, character: start.character)
        let to = positions.offset(line: end.line, character: end.character)
        var actions: [JSON] = []
        var titles: Set<String> = []
        let add = { (title: String, violation: Violation, preferred: Bool, edits: [JSON]) in
            guard titles.insert(title).inserted else { return }
            actions.append(.object([
                ("title", .string(title)),
                ("kind", .string("quickfix")),
                ("diagnostics", .array([self.diagnostic(violation, positions: positions)])),
                ("isPreferred", .bool(preferred)),
                ("edit", .object([("changes", .object([(uri, .array(edits))]))])),
            ]))
        }
        let touching = document.violations.filter { $0.range.start.offset <= to && from <= $0.range.end.offset }
        for violation in touching {
            if let fix = violation.fix {
                add(fix.description, violation, true, fix.edits.map { .object([("range", positions.range($0.range)), ("newText", .string($0.replacement))]) })
            }
        }
        for violation in touching {
            let rule = violation.ruleID
            add("Disable \(rule) on this line", violation, false, [SuppressionEdit.onLine(violation.range.start.line, rule: rule, in: document.text)])
            add("Disable \(rule) in this file", violation, false, [SuppressionEdit.inFile(rule: rule, in: document.text)])
        }
        return .array(actions)
    }

    static func uri(_ params: [String: Any]) -> String? {
        (params["textDocument"] as? [String: Any])?["uri"] as? String
    }

    static func position(_ value: Any?) -> (line: Int, character: Int)? {
        guard let object = value as? [String: Any], let line = object["line"] as? Int, let character = object["character"] as? Int else { return nil }
        return (line, character)
    }
}
