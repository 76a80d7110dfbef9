import Foundation
@testable import PreviewLintKit

/// Lints a descriptor example in a throwaway repository and compares the violations of the
/// rule under test with the `↓` markers.
struct ExampleRunner {
    static let marker = "↓"

    struct Position: Hashable, Comparable, CustomStringConvertible {
        var file: String
        var line: Int
        var column: Int

        static func < (lhs: Position, rhs: Position) -> Bool {
            (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
        }

        var description: String { "\(file):\(line):\(column)" }
    }

    struct Outcome {
        var expected: [Position]
        var actual: [Position]
        var messages: [String]
    }

    let descriptor: RuleDescriptor

    /// Ids the rule reports under: its own, or for `custom_rules` each declared custom rule.
    func reportedIDs(configuration: Configuration) -> Set<String> {
        descriptor.id == CustomRulesRule.id ? Set(configuration.customRules.map(\.id)) : [descriptor.id]
    }

    /// Runs `example` after `transform` rewrote each file's text (a variant), or as is.
    func run(_ example: RuleExample, transform: (String, Configuration) -> String = { text, _ in text }) throws -> Outcome {
        let repository = try TemporaryRepository()
        let root = repository.path
        var configuration = Configuration(root: root)
        if let text = example.configuration {
            configuration = try ConfigurationLoader.parse(text, path: root + "/.previewlint.yml", root: root)
        }
        var expected: [Position] = []
        for file in example.files {
            let transformed = transform(file.code, configuration)
            let (code, markers) = Self.removeMarkers(transformed)
            let lines = LineTable(code)
            expected += markers.map { offset in
                let location = lines.location(at: offset)
                return Position(file: file.path, line: location.line, column: location.column)
            }
            try repository.write(file.path, code)
        }
        if let text = example.configuration { try repository.write(".previewlint.yml", text) }

        var settings = configuration.rules[descriptor.id] ?? RuleSettings()
        settings.enabled = true
        configuration.rules[descriptor.id] = settings
        let ruleSet = try RuleSet(configuration: configuration)
        let report = Linter(configuration: configuration, ruleSet: ruleSet).lint(LintRequest(paths: [root], jobs: 1))
        let ids = reportedIDs(configuration: configuration)
        let mine = report.violations.filter { ids.contains($0.ruleID) }
        return Outcome(
            expected: expected.sorted(),
            actual: mine.map { Position(file: FilePath.relative($0.file, to: root), line: $0.range.start.line, column: $0.range.start.column) }.sorted(),
            messages: mine.map(\.message)
        )
    }

    /// The code without markers, and the UTF-8 offset of each marker in it.
    static func removeMarkers(_ text: String) -> (String, [Int]) {
        var code = ""
        var offsets: [Int] = []
        var remainder = Substring(text)
        while let range = remainder.range(of: marker) {
            code += remainder[..<range.lowerBound]
            offsets.append(code.utf8.count)
            remainder = remainder[range.upperBound...]
        }
        code += remainder
        return (code, offsets)
    }

    // MARK: Variants every example must survive.

    /// A first line with a multibyte character shifts lines and byte offsets.
    static func multibytePrefix(_ text: String, _ configuration: Configuration) -> String {
        "// 🎉\n" + text
    }

    /// Inside a block comment nothing is code, so nothing may be reported.
    static func insideComment(_ text: String, _ configuration: Configuration) -> String {
        "/*\n" + text.replacingOccurrences(of: marker, with: "") + "\n*/\n"
    }

    func disabled(_ text: String, _ configuration: Configuration) -> String {
        let ids = reportedIDs(configuration: configuration).sorted()
        let names = ids.isEmpty ? descriptor.id : ids.joined(separator: " ")
        return "// previewlint:disable \(names)\n" + text.replacingOccurrences(of: Self.marker, with: "")
    }
}
