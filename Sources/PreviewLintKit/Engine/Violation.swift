/// One finding of one rule, as every reporter sees it.
public struct Violation: Codable, Sendable, Hashable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    /// Absolute path of the file.
    public var file: String
    public var range: SourceRange
    public var related: [RelatedLocation]
    public var fix: Fix?

    public init(
        ruleID: String, severity: Severity, message: String, file: String, range: SourceRange,
        related: [RelatedLocation] = [], fix: Fix? = nil
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.file = file
        self.range = range
        self.related = related
        self.fix = fix
    }

    /// The deterministic order of every report: file, line, column, rule id, then message.
    public static func reportOrder(_ lhs: Violation, _ rhs: Violation) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        if lhs.range.start.line != rhs.range.start.line { return lhs.range.start.line < rhs.range.start.line }
        if lhs.range.start.column != rhs.range.start.column { return lhs.range.start.column < rhs.range.start.column }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        return lhs.message < rhs.message
    }
}

/// Another place that explains a violation (the first copy of a fixture, a formatter's declaration).
public struct RelatedLocation: Codable, Sendable, Hashable {
    public var file: String
    public var range: SourceRange
    public var message: String

    public init(file: String, range: SourceRange, message: String) {
        self.file = file
        self.range = range
        self.message = message
    }
}

/// A mechanical change that resolves a violation.
public struct Fix: Codable, Sendable, Hashable {
    public var description: String
    public var edits: [TextEdit]

    public init(description: String, edits: [TextEdit]) {
        self.description = description
        self.edits = edits
    }
}

public struct TextEdit: Codable, Sendable, Hashable {
    public var range: SourceRange
    public var replacement: String

    public init(range: SourceRange, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}
