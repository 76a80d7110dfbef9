import Foundation

/// One violation of a corpus run, with what keys it to a label: the repository, the rule, the file,
/// the violating line's text and the message's stem. Line numbers are not part of the key, so a
/// label survives edits elsewhere in the file.
public struct Finding: Sendable, Equatable {
    public let repository: String
    public let rule: String
    public let file: String
    public let line: Int
    public let lineText: String
    public let message: String
    /// The other places the message names (the report's related locations): the copies a
    /// formatting-twice finding lists beside the place it is reported at.
    public let related: [Related]
    /// The member declared at the finding's line, when one is: a defect cited inside it is found.
    public let body: DeclarationBody?

    public struct Related: Sendable, Equatable {
        public let file: String
        public let line: Int
        public let lineText: String
        public let body: DeclarationBody?

        public init(file: String, line: Int, lineText: String, body: DeclarationBody? = nil) {
            self.file = file
            self.line = line
            self.lineText = lineText
            self.body = body
        }
    }

    public init(repository: String, rule: String, file: String, line: Int, lineText: String, message: String,
                related: [Related] = [], body: DeclarationBody? = nil) {
        self.repository = repository
        self.rule = rule
        self.file = file
        self.line = line
        self.lineText = Finding.normalizedLine(lineText)
        self.message = message
        self.related = related
        self.body = body
    }

    /// The finding as if reported at each place its message names: the place itself first.
    public var namedPlaces: [Finding] {
        [self] + related.map {
            Finding(repository: repository, rule: rule, file: $0.file, line: $0.line, lineText: $0.lineText,
                    message: message, body: $0.body)
        }
    }

    /// Rules whose claim is about a whole file ("no target compiles this file", "these two files
    /// are identical", "this copy stayed behind that one"): the finding sits at one line of the
    /// file, but a reader may place the defect at another difference of the same copies, so any
    /// line of it matches.
    static let wholeFileRules: Set<String> = ["unbuilt_copy", "identical_target_copy", "diverged_target_copy"]

    public var isAboutWholeFile: Bool { Self.wholeFileRules.contains(rule) }

    public var key: LabelKey {
        LabelKey(repository: repository, rule: rule, file: file, lineText: lineText, messageStem: Finding.stem(message))
    }

    /// Whitespace runs become one space, and very long lines are cut, so indentation changes and
    /// tabs do not break a label.
    public static func normalizedLine(_ text: String) -> String {
        let collapsed = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }).joined(separator: " ")
        return collapsed.count > 160 ? String(collapsed.prefix(160)) : collapsed
    }

    /// The message without its numbers (line numbers of related places, counts), cut to a length
    /// that still tells two claims about one line apart.
    public static func stem(_ message: String) -> String {
        var out = ""
        var inDigits = false
        for character in message {
            if character.isASCII, character.isNumber {
                if !inDigits { out.append("#") }
                inDigits = true
            } else {
                inDigits = false
                out.append(character == "\t" || character == "\n" ? " " : character)
            }
        }
        return out.count > 200 ? String(out.prefix(200)) : out
    }

    /// The violations of a previewlint JSON report, with each one's line read from the checkout.
    public static func load(report: Data, repository: String, root: String) throws -> [Finding] {
        guard let object = try JSONSerialization.jsonObject(with: report) as? [String: Any],
              let violations = object["violations"] as? [[String: Any]] else {
            throw TSV.Failure(description: "\(repository): the report is not a previewlint JSON report")
        }
        var sources: [String: String] = [:]
        var lines: [String: [Substring]] = [:]
        var bodies: [String: DeclarationBodies] = [:]
        func source(_ file: String) -> String {
            if let source = sources[file] { return source }
            let path = file.hasPrefix("/") ? file : root + "/" + file
            let source = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            sources[file] = source
            return source
        }
        func text(_ file: String, _ line: Int) -> String {
            if lines[file] == nil {
                lines[file] = source(file).split(separator: "\n", omittingEmptySubsequences: false)
            }
            let fileLines = lines[file] ?? []
            return line >= 1 && line <= fileLines.count ? String(fileLines[line - 1]) : ""
        }
        func body(_ file: String, _ line: Int) -> DeclarationBody? {
            guard file.hasSuffix(".swift") else { return nil }
            if bodies[file] == nil { bodies[file] = DeclarationBodies(source: source(file)) }
            return bodies[file]?[line]
        }
        return violations.compactMap { violation in
            guard let rule = violation["rule"] as? String, let file = violation["file"] as? String,
                  let message = violation["message"] as? String, let line = startLine(violation["range"]) else { return nil }
            let related = (violation["related"] as? [[String: Any]] ?? []).compactMap { place -> Related? in
                guard let file = place["file"] as? String, let line = startLine(place["range"]) else { return nil }
                let lineText = normalizedLine(text(file, line))
                return Related(file: file, line: line, lineText: lineText, body: body(file, line))
            }
            return Finding(repository: repository, rule: rule, file: file, line: line, lineText: text(file, line),
                           message: message, related: related, body: body(file, line))
        }
    }

    private static func startLine(_ range: Any?) -> Int? {
        guard let range = range as? [String: Any], let start = range["start"] as? [String: Any] else { return nil }
        return start["line"] as? Int
    }
}
