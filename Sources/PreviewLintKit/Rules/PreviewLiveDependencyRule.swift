/// `preview_live_dependency`: previews that construct or reach live dependencies instead of mocks.
public struct PreviewLiveDependencyRule: Rule {
    public static let id = "preview_live_dependency"
    let configuration: RuleConfiguration
    let patterns: [(name: String, expression: NSRegularExpressionBox)]

    public init(configuration: RuleConfiguration, project: ProjectConfiguration) throws(ConfigurationError) {
        self.configuration = configuration
        let entries = configuration.map("live_patterns")
        let compiled = try NSRegularExpressionBox.compile(entries.map(\.value), rule: configuration.id, option: "live_patterns", project: project)
        patterns = zip(entries.map(\.name), compiled).map { ($0, $1) }
    }

    public func check(_ file: FileContext, in project: ProjectIndex) -> [Violation] {
        var violations: [Violation] = []
        // Per distinct reference text: the index of the first live pattern it matches, if any.
        let matches = project.memos.memo(Self.id, of: Int?.self)
        for preview in file.facts.previews {
            var uses: [(text: String, range: SourceRange)] = file.facts.references(in: preview.range).map { ($0.text + ($0.isConstruction ? "(" : ""), $0.range) }
            uses += file.facts.constructions(in: preview.range).map { ($0.callee + "(", $0.range) }
            uses.sort { $0.range.start.offset < $1.range.start.offset }
            var reported: Set<Int> = []
            for use in uses where !reported.contains(use.range.start.offset) {
                // Test doubles and the app's own UI never match; the answer is the same for every use of a text.
                let match = matches.value(for: use.text) {
                    guard !isTestDouble(use.text), !isRenderedUI(use.text, project: project) else { return nil }
                    return patterns.firstIndex { $0.expression.matchesWhole(use.text) }
                }
                guard let index = match else { continue }
                let pattern = patterns[index]
                reported.insert(use.range.start.offset)
                let shown = use.text.hasSuffix("(") ? use.text + "…)" : use.text
                violations.append(configuration.violation(
                    "\(shown) in a preview reaches a live dependency (pattern '\(pattern.name)'); inject a mock or a preview model instead",
                    in: file.path, at: use.range))
            }
        }
        return violations
    }

    /// The app's own views and widgets are what a preview renders, not dependencies it reaches:
    /// `LiveActivityView(…)` or `LiveScoreWidget()` match `Live…` by name only.
    private func isRenderedUI(_ text: String, project: ProjectIndex) -> Bool {
        guard text.hasSuffix("(") else { return false }
        let type = String(text.dropLast())
        return project.viewTypeNames.contains(type) || project.widgetTypeNames.contains(type)
    }

    /// `MockAPIClient`, `PreviewService`, `APIClientMock` are what previews should use.
    private func isTestDouble(_ text: String) -> Bool {
        // The first dotted component without parentheses, as bytes (this runs for every distinct reference).
        let type = text.utf8.prefix { $0 != UInt8(ascii: ".") }.filter { $0 != UInt8(ascii: "(") }
        return Self.doubleAffixes.contains { type.starts(with: $0) || type.reversed().starts(with: $0.reversed()) }
    }

    private static let doubleAffixes = ["Mock", "Preview", "Stub", "Fake"].map { Array($0.utf8) }
}
