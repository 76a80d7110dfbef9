import Foundation

/// Violations accepted as they are today, so a CI gate reports only new ones.
/// Entries are keyed by file, rule, the violating line's text and the message — never by line
/// number — and counted, so unrelated edits that shift lines keep them matching.
public struct Baseline: Sendable, Equatable {
    public static let formatVersion = 1

    public struct Entry: Sendable, Hashable, Comparable {
        /// Relative to the configuration root, so the file survives a checkout in another folder.
        public var file: String
        public var ruleID: String
        /// The violating line with surrounding space trimmed and inner runs of space collapsed.
        public var lineText: String
        public var message: String

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.ruleID, lhs.lineText, lhs.message) < (rhs.file, rhs.ruleID, rhs.lineText, rhs.message)
        }
    }

    public var counts: [Entry: Int]

    public init(counts: [Entry: Int] = [:]) {
        self.counts = counts
    }

    /// Records `violations`; `sources` holds the text of every file that has one.
    public init(violations: [Violation], sources: [String: SourceFile], root: String) {
        var counts: [Entry: Int] = [:]
        for violation in violations {
            counts[Self.entry(for: violation, sources: sources, root: root), default: 0] += 1
        }
        self.counts = counts
    }

    public var violationCount: Int { counts.values.reduce(0, +) }

    /// The violations the baseline does not cover, in their original order, and how many it hid.
    /// Each entry hides at most its count of matching violations: a new copy of an old problem shows.
    public func filter(_ violations: [Violation], sources: [String: SourceFile], root: String) -> (kept: [Violation], hidden: Int) {
        var remaining = counts
        var kept: [Violation] = []
        for violation in violations {
            let entry = Self.entry(for: violation, sources: sources, root: root)
            if let count = remaining[entry], count > 0 {
                remaining[entry] = count - 1
            } else {
                kept.append(violation)
            }
        }
        return (kept, violations.count - kept.count)
    }

    static func entry(for violation: Violation, sources: [String: SourceFile], root: String) -> Entry {
        Entry(
            file: FilePath.relative(violation.file, to: root),
            ruleID: violation.ruleID,
            lineText: sources[violation.file].map { normalizedLine(violation.range.start.line, of: $0) } ?? "",
            message: violation.message
        )
    }

    static func normalizedLine(_ line: Int, of source: SourceFile) -> String {
        source.lineText(line).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }

    // MARK: File format

    /// Sorted JSON: the file diffs cleanly in code review.
    public func rendered() -> String {
        let entries = counts.keys.sorted().map { entry -> JSON in
            .object([
                ("file", .string(entry.file)),
                ("rule", .string(entry.ruleID)),
                ("line", .string(entry.lineText)),
                ("message", .string(entry.message)),
                ("count", .integer(counts[entry]!)),
            ])
        }
        return JSON.object([
            ("version", .integer(Self.formatVersion)),
            ("tool", .string("previewlint \(PreviewLint.version)")),
            ("entries", .array(entries)),
        ]).rendered() + "\n"
    }

    public func write(to path: String) throws(AtomicFile.WriteError) {
        try AtomicFile.write(rendered(), to: path)
    }

    /// Reads a baseline file; `.unreadable` is an I/O problem, `.invalid` a file that is not a baseline.
    public static func read(_ path: String) throws(BaselineError) -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            let reason = FileManager.default.fileExists(atPath: path) ? "cannot read the file (permission denied?)" : "no such file; create it with 'previewlint lint --write-baseline \(FilePath.name(path))'"
            throw .unreadable(path: path, reason: reason)
        }
        return try parse(data, path: path)
    }

    static func parse(_ data: Data, path: String) throws(BaselineError) -> Baseline {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw .invalid(path: path, reason: "not valid JSON (\(JSONProblem.describe(error)))")
        }
        guard let document = object as? [String: Any] else {
            throw .invalid(path: path, reason: "expected a JSON object with 'version' and 'entries'")
        }
        guard let version = document["version"] as? Int, version == formatVersion else {
            throw .invalid(path: path, reason: "unsupported baseline version \(document["version"].map { "\($0)" } ?? "(missing)"); this previewlint reads version \(formatVersion)")
        }
        guard let items = document["entries"] as? [Any] else {
            throw .invalid(path: path, reason: "'entries' must be a list")
        }
        var counts: [Entry: Int] = [:]
        for (index, item) in items.enumerated() {
            guard let fields = item as? [String: Any],
                  let file = fields["file"] as? String, let rule = fields["rule"] as? String,
                  let line = fields["line"] as? String, let message = fields["message"] as? String,
                  let count = fields["count"] as? Int, count > 0 else {
                throw .invalid(path: path, reason: "entry \(index + 1) needs 'file', 'rule', 'line', 'message' (strings) and a positive 'count'")
            }
            counts[Entry(file: file, ruleID: rule, lineText: line, message: message), default: 0] += count
        }
        return Baseline(counts: counts)
    }
}

public enum BaselineError: Error, Sendable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case invalid(path: String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "\(path): error: cannot read the baseline: \(reason)"
        case .invalid(let path, let reason): "\(path): error: not a previewlint baseline: \(reason)"
        }
    }
}

/// Foundation's JSON errors carry their position only in a debug description.
enum JSONProblem {
    static func describe(_ error: Error) -> String {
        let info = (error as NSError).userInfo
        return (info["NSDebugDescription"] as? String) ?? (error as NSError).localizedDescription
    }
}
