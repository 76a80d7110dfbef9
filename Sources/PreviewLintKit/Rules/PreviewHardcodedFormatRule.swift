import Foundation

/// `preview_hardcoded_format`: string literals in previews and fixtures that look like formatted output.
public struct PreviewHardcodedFormatRule: Rule {
    public static let id = "preview_hardcoded_format"
    let configuration: RuleConfiguration
    let shapes: [OutputShape]
    /// What produces a literal's text: a formatter of the project, a generic shape, or nothing.
    private enum Outcome: Sendable {
        case formatter(SharedFormatter, FormatShape)
        case shape(Int)
        case none
    }
    /// Calls whose string arguments are names or identifiers, never displayed values.
    static let nonDisplayArguments: Set<String> = [
        "Image(systemName:)", "Label(systemImage:)", ".previewDisplayName", ".accessibilityIdentifier", "Image",
        "Color", ".tag", "UUID(uuidString:)", "URL(string:)",
    ]

    public init(configuration: RuleConfiguration, project: ProjectConfiguration) throws(ConfigurationError) {
        self.configuration = configuration
        shapes = try OutputShape.compile(configuration.map("shapes"), rule: configuration.id, project: project)
    }

    public func check(_ file: FileContext, in project: ProjectIndex) -> [Violation] {
        var scopes = file.facts.previews.map(\.range) + file.facts.fixtures.map(\.range)
        scopes.sort { $0.start.offset < $1.start.offset }
        var violations: [Violation] = []
        var reported: Set<Int> = []
        // Per distinct literal text, for the whole run: literals repeat across previews.
        let outcomes = project.memos.memo(Self.id, of: Outcome.self)
        for literal in file.facts.literals where literal.isString && !reported.contains(literal.range.start.offset) {
            guard scopes.contains(where: { $0.contains(literal.range) }), !isName(literal, in: file.facts) else { continue }
            let text = literal.text.trimmed
            let outcome = outcomes.value(for: text) {
                // The project's own formatters first: their output is what the literal stands in for.
                if let producer = project.formatters.producer(of: text) { return .formatter(producer.formatter, producer.shape) }
                return shapes.firstIndex { $0.matches(text) }.map(Outcome.shape) ?? .none
            }
            switch outcome {
            case .formatter(let formatter, let shape):
                reported.insert(literal.range.start.offset)
                let origin = "\(FilePath.relative(formatter.file, to: project.root)):\(shape.range.start.line)"
                violations.append(configuration.violation(
                    "\"\(literal.text)\" hard-codes the output of \(formatter.signature) (\(origin)); pass a state through it instead",
                    in: file.path, at: literal.range,
                    related: [RelatedLocation(file: formatter.file, range: shape.range, message: "\(formatter.signature) produces \"\(shape.source)\" here")]
                ))
            case .shape(let index):
                reported.insert(literal.range.start.offset)
                violations.append(configuration.violation(
                    "\"\(literal.text)\" hard-codes formatted output (\(shapes[index].description)); build it from a state value with the shared formatter instead",
                    in: file.path, at: literal.range
                ))
            case .none:
                continue
            }
        }
        return violations
    }

    /// Preview names and system image names are labels, not displayed values.
    private func isName(_ literal: LiteralRecord, in facts: FileFacts) -> Bool {
        if let owner = literal.argumentOf, Self.nonDisplayArguments.contains(owner) || owner.hasSuffix(".previewDisplayName") { return true }
        return facts.previews.contains { $0.range.start.line == literal.range.start.line && $0.name == literal.text && literal.argumentOf == nil }
    }
}

/// A regular expression for one shape of formatted text, matched against a whole literal.
struct OutputShape: @unchecked Sendable {
    // NSRegularExpression is immutable and thread-safe once built.
    let name: String
    let expression: NSRegularExpression
    var description: String { name.replacingAll("_", with: " ") }

    func matches(_ text: String) -> Bool {
        expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    static func compile(_ entries: [NamedString], rule: String, project: ProjectConfiguration) throws(ConfigurationError) -> [OutputShape] {
        var shapes: [OutputShape] = []
        for entry in entries {
            do {
                shapes.append(OutputShape(name: entry.name, expression: try NSRegularExpression(pattern: "^(?:\(entry.value))$")))
            } catch {
                throw ConfigurationError(path: project.configurationPath ?? ConfigurationLoader.fileName, mark: YAMLMark(line: 1, column: 1), "rules.\(rule).shapes.\(entry.name) is not a valid regular expression: \(entry.value)")
            }
        }
        return shapes
    }
}
