/// A `// previewlint:…` comment.
public struct SuppressionCommand: Codable, Sendable, Hashable {
    public enum Kind: String, Codable, Sendable {
        case disable
        case enable
        case disableNext = "disable:next"
        case disableThis = "disable:this"
        case disableFile = "disable-file"
    }

    public var kind: Kind
    /// The rules it names; empty means every rule (`all`, or none given for `disable-file`).
    public var ruleIDs: [String]
    public var range: SourceRange
    public var reason: String?

    public func covers(_ ruleID: String) -> Bool {
        ruleIDs.isEmpty || ruleIDs.contains(ruleID)
    }

    /// Parses the text of one comment; nil when it is not a previewlint command.
    static func parse(comment: String, range: SourceRange) -> SuppressionCommand? {
        var body = Substring(comment)
        if body.hasPrefix("//") { body = body.dropFirst(2) } else if body.hasPrefix("/*") {
            body = body.dropFirst(2)
            if body.hasSuffix("*/") { body = body.dropLast(2) }
        } else {
            return nil
        }
        body = body.drop { $0 == " " || $0 == "\t" || $0 == "/" }
        guard body.hasPrefix("previewlint:") else { return nil }
        body = body.dropFirst("previewlint:".count)

        var reason: String?
        if let dash = body.range(of: " - ") {
            reason = body[dash.upperBound...].trimmed
            body = body[..<dash.lowerBound]
        }
        let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }).map(String.init)
        guard let first = words.first, let kind = Kind(rawValue: first) else { return nil }
        var ids = Array(words.dropFirst())
        if ids.contains("all") { ids = [] }
        if ids.isEmpty && kind != .disableFile && !body.contains("all") {
            // `// previewlint:disable` with no rule names nothing; keep it so it is reported as superfluous.
            ids = [""]
        }
        return SuppressionCommand(kind: kind, ruleIDs: ids, range: range, reason: reason)
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and newlines.
    var trimmed: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = first, let last = last else { return "" }
        // Most texts have nothing to trim: no reversing and copying then.
        if !isSpace(first) && !isSpace(last) { return String(self) }
        return String(self.drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
