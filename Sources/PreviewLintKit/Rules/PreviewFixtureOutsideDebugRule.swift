/// `preview_fixture_outside_debug`: preview helpers and fixtures compiled into release builds.
public struct PreviewFixtureOutsideDebugRule: Rule {
    public static let id = "preview_fixture_outside_debug"
    let configuration: RuleConfiguration
    let flags: Set<String>
    let excludedPaths: [Glob]
    let root: String
    /// The `#if` condition fixes wrap fixtures in: `DEBUG`, or the configured conditions joined.
    let condition: String

    public init(configuration: RuleConfiguration, project: ProjectConfiguration) {
        self.configuration = configuration
        flags = Set(configuration.strings("debug_conditions"))
        excludedPaths = configuration.strings("release_excluded_paths").map(Glob.init)
        root = project.root
        condition = configuration.strings("debug_conditions").joined(separator: " || ")
    }

    public func check(_ file: FileContext, in project: ProjectIndex) -> [Violation] {
        // Most files declare no fixture: they need no path matching.
        guard !file.facts.fixtures.isEmpty else { return [] }
        let relative = FilePath.relative(file.path, to: root)
        guard !excludedPaths.contains(where: { $0.matches(relative) }), !project.isOutsideShippingTargets(file.path) else { return [] }
        return file.facts.fixtures.compactMap { fixture in
            guard !ConditionText.requiresAll(fixture.conditions, oneOf: flags) else { return nil }
            return configuration.violation(
                "\(fixture.name) (\(fixture.kind.description)) is compiled into release builds; wrap it in #if \(condition)",
                in: file.path, at: fixture.range, fix: wrap(fixture, condition: condition, lines: file.source.lines)
            )
        }
    }

    /// `#if DEBUG` on its own line before the declaration, `#endif` after it.
    private func wrap(_ fixture: FixtureRecord, condition: String, lines: LineTable) -> Fix {
        let lineStart = lines.location(at: lines.offset(ofLine: fixture.range.start.line))
        let end = fixture.range.end
        return Fix(description: "Wrap \(fixture.name) in #if \(condition) … #endif", edits: [
            TextEdit(range: SourceRange(start: lineStart, end: lineStart), replacement: "\(fixture.indentation)#if \(condition)\n"),
            TextEdit(range: SourceRange(start: end, end: end), replacement: "\n\(fixture.indentation)#endif"),
        ])
    }
}

extension FixtureRecord.Kind {
    var description: String {
        switch self {
        case .mother: "a Mother object"
        case .mock: "a mock factory"
        case .previewMember: "a preview fixture"
        case .previewType: "a preview/mock type"
        case .previewProvider: "a PreviewProvider"
        }
    }
}
