import Foundation

/// `preview_hardcoded_format`: string literals in previews and fixtures that contain formatted
/// output, for fields the app formats itself.
public struct PreviewHardcodedFormatRule: Rule {
    public static let id = "preview_hardcoded_format"
    let configuration: RuleConfiguration
    let shapes: [OutputShape]
    let guards: [OutputShape]
    let includeTestTargets: Bool
    let callerFormatted: Bool
    /// What produces a literal's text: a formatter of the project, a shape of the lexicon, or nothing.
    private enum Outcome: Sendable {
        case formatter(SharedFormatter, FormatShape)
        case shape(Int, String)
        case none
    }
    /// Calls whose string arguments are names or identifiers, never displayed values.
    static let nonDisplayArguments: Set<String> = [
        "Image(systemName:)", "Label(systemImage:)", ".previewDisplayName", ".accessibilityIdentifier", "Image",
        "Color", ".tag", "UUID(uuidString:)", "URL(string:)",
    ]
    /// Argument labels that name identifiers, keys, addresses and versions.
    static let nonDisplayLabelEndings = ["id", "ids", "identifier", "key", "url", "uri", "path", "version", "build", "token", "hash", "code", "email"]

    public init(configuration: RuleConfiguration, project: ProjectConfiguration) throws(ConfigurationError) {
        self.configuration = configuration
        shapes = try OutputShape.compile(configuration.map("shapes"), rule: configuration.id, option: "shapes", wholeWord: true, project: project)
        guards = try OutputShape.compile(configuration.map("guards"), rule: configuration.id, option: "guards", wholeWord: false, project: project)
        includeTestTargets = configuration.bool("test_targets")
        callerFormatted = configuration.bool("caller_formatted")
    }

    public func check(_ file: FileContext, in project: ProjectIndex) -> [Violation] {
        let previewScopes = file.facts.previews.map(\.range)
        // Fixtures of test targets are test doubles, not preview data.
        let fixtureScopes = includeTestTargets || !project.membership.isTestOnly(file.path) ? fixtureScopes(of: file, in: project) : []
        var violations: [Violation] = []
        var reported: Set<Int> = []
        // Per distinct literal text, for the whole run: literals repeat across previews.
        let outcomes = project.memos.memo(Self.id, of: Outcome.self)
        for literal in file.facts.literals where literal.isString && !reported.contains(literal.range.start.offset) {
            guard previewScopes.contains(where: { $0.contains(literal.range) }) || fixtureScopes.contains(where: { $0.contains(literal.range) }),
                  !isName(literal, in: file.facts) else { continue }
            let text = literal.text.trimmed
            let outcome = outcomes.value(for: text) { self.outcome(of: text, project: project) }
            let provenance = project.field(of: literal, in: file.facts).flatMap { project.provenance(ofField: $0) }
            // A generic label/value row's sample text stands for any value, not for one formatter.
            if provenance?.isGenericSlot == true { continue }
            switch outcome {
            case .formatter(let formatter, let shape):
                // A field production code only hands on (payload text, a server's string) takes any sample.
                if let provenance, provenance.formattedAt == nil, provenance.isPassedThrough { continue }
                reported.insert(literal.range.start.offset)
                let origin = "\(FilePath.relative(formatter.file, to: project.root)):\(shape.range.start.line)"
                violations.append(configuration.violation(
                    "\"\(literal.text)\" hard-codes the output of \(formatter.signature) (\(origin)); pass a state through it instead",
                    in: file.path, at: literal.range,
                    related: [RelatedLocation(file: formatter.file, range: shape.range, message: "\(formatter.signature) produces \"\(shape.source)\" here")]
                ))
            case .shape(let index, let value):
                // Formatted-looking text duplicates logic where the field's own type formats it from
                // raw values (an initializer or factory the preview bypasses). A field its callers
                // hand formatted text takes text by design, unless the sample is not what their
                // formatting makes (`"10 mg/dl"` where production writes `"\(value) mg/dL"`).
                if let formattedAt = provenance?.formattedInOwnTypeAt ?? (callerFormatted ? provenance?.formattedAt : nil) {
                    reported.insert(literal.range.start.offset)
                    let place = "\(FilePath.relative(formattedAt.file, to: project.root)):\(formattedAt.range.start.line)"
                    let inOwnType = provenance?.formattedInOwnTypeAt != nil
                    let claim = inOwnType ? "of a field its own type formats from raw values at \(place); build the preview through that path with a sample value instead"
                        : "of a field production code formats at \(place); build it from a state value with the app's formatting instead"
                    violations.append(configuration.violation(
                        "\"\(literal.text)\" hard-codes formatted output (\(shapes[index].description) \"\(value)\") \(claim)",
                        in: file.path, at: literal.range,
                        related: [RelatedLocation(file: formattedAt.file, range: formattedAt.range, message: inOwnType ? "the type formats this field here" : "production code formats this field here")]
                    ))
                } else if let miss = provenance?.productionShapes.first(where: { Self.isNearMiss(text, of: $0.shape) }) {
                    reported.insert(literal.range.start.offset)
                    let place = "\(FilePath.relative(miss.file, to: project.root)):\(miss.shape.range.start.line)"
                    violations.append(configuration.violation(
                        "\"\(literal.text)\" is not what production makes of this field: \(place) formats it as \"\(miss.shape.source)\"; write the sample as that formatting would, or build it from a value",
                        in: file.path, at: literal.range,
                        related: [RelatedLocation(file: miss.file, range: miss.shape.range, message: "production formats this field here")]
                    ))
                }
            case .none:
                continue
            }
        }
        return violations
    }

    /// Where preview data is written outside previews: fixture types (Mother objects, Preview…/Mock…
    /// stand-ins, PreviewProviders) and the members previews reach that production code does not use.
    private func fixtureScopes(of file: FileContext, in project: ProjectIndex) -> [SourceRange] {
        let types = file.facts.fixtures.filter { $0.kind == .mother || $0.kind == .previewType || $0.kind == .previewProvider }.map(\.range)
        return types + project.fixtureMembers(ofFile: file.path).map(\.range)
    }

    private func outcome(of text: String, project: ProjectIndex) -> Outcome {
        // Colors, identifiers, versions and the like are no displayed output, whoever formats them.
        guard !guards.contains(where: { $0.firstMatch(in: text) != nil }) else { return .none }
        // The project's own formatters first: their output is what the literal stands in for.
        if let producer = project.formatters.producer(of: text) { return .formatter(producer.formatter, producer.shape) }
        for (index, shape) in shapes.enumerated() {
            if let value = shape.firstMatch(in: text) { return .shape(index, value) }
        }
        return .none
    }

    /// Text with the same words and symbols as a production shape (case, spaces and numbers aside)
    /// that the shape cannot produce: the sample drifted from the app's formatting.
    static func isNearMiss(_ text: String, of shape: FormatShape) -> Bool {
        // A value placeholder (a number, or a value the code does not type) and words around it.
        guard shape.numericPlaceholders + shape.textPlaceholders == 1, !shape.isAddressLike else { return false }
        let whole = text.trimmingCharacters(in: .whitespaces)
        if whole.range(of: "^(?:\(shape.pattern))$", options: .regularExpression) != nil { return false }
        func skeleton(_ value: String) -> String {
            value.lowercased().filter { !$0.isWhitespace && !$0.isNumber && !".,-+".contains($0) }
        }
        let expected = skeleton(shape.literalText)
        return !expected.isEmpty && skeleton(whole) == expected
    }

    /// Preview names, system image names and identifiers are labels, not displayed values.
    private func isName(_ literal: LiteralRecord, in facts: FileFacts) -> Bool {
        if let owner = literal.argumentOf {
            // `.previewDevice("iPhone 15 Pro")`, `.previewDisplayName(…)`: how the canvas shows the preview, not what it shows.
            if Self.nonDisplayArguments.contains(owner) || owner.hasPrefix(".preview") { return true }
            if owner.hasSuffix(":)"), let open = owner.lastIndex(of: "(") {
                let label = owner[owner.index(after: open)..<owner.index(owner.endIndex, offsetBy: -2)].lowercased()
                if Self.nonDisplayLabelEndings.contains(where: { label.hasSuffix($0) }) { return true }
            }
        }
        return facts.previews.contains { $0.range.start.line == literal.range.start.line && $0.name == literal.text && literal.argumentOf == nil }
    }
}

/// A regular expression for one shape of formatted text, matched against a whole literal.
struct OutputShape: @unchecked Sendable {
    // NSRegularExpression is immutable and thread-safe once built.
    let name: String
    let expression: NSRegularExpression
    var description: String { name.replacingAll("_", with: " ") }

    /// The matched text, if any.
    func firstMatch(in text: String) -> String? {
        guard let match = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
              let range = Range(match.range, in: text) else { return nil }
        return String(text[range])
    }

    /// `wholeWord`: the shape may not start or end inside a word or a number ("12:30" in "112:305" is not a time).
    static func compile(_ entries: [NamedString], rule: String, option: String, wholeWord: Bool, project: ProjectConfiguration) throws(ConfigurationError) -> [OutputShape] {
        var shapes: [OutputShape] = []
        for entry in entries {
            let pattern = wholeWord ? "(?<![\\p{L}\\p{N}_.,])(?:\(entry.value))(?![\\p{L}\\p{N}_])" : entry.value
            do {
                shapes.append(OutputShape(name: entry.name, expression: try NSRegularExpression(pattern: pattern)))
            } catch {
                throw ConfigurationError(path: project.configurationPath ?? ConfigurationLoader.fileName, mark: YAMLMark(line: 1, column: 1), "rules.\(rule).\(option).\(entry.name) is not a valid regular expression: \(entry.value)")
            }
        }
        return shapes
    }
}
