/// `preview_live_dependency`: previews that reach a live dependency instead of a mock or a preview
/// model: a shared instance of a live project type (`SpeechService.shared`, `AppContainer.shared`),
/// a live project type they construct, directly or through the fixtures they reach, and what the
/// configured name patterns match (`URLSession.shared`, `…APIClient`, `Live…`).
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

    public func checkProject(_ project: ProjectIndex) -> [Violation] {
        var violations: [Violation] = []
        var reported = Set<String>()
        // Each piece of code is read for the first preview that runs it only. What a fixture holds does
        // not depend on the preview, and every place it reports is reported once, so a second preview
        // reaching it finds nothing new: read again for each, the rule grew with previews times fixtures.
        var read = Set<String>()
        for file in project.files.sorted(by: { $0.path < $1.path }) {
            for (index, preview) in file.previews.enumerated() {
                let found = scopes(ofPreview: index, preview, in: file, project: project)
                    .filter { read.insert($0.key).inserted }
                    .map { findings(in: $0, project: project) }
                for call in found.flatMap(\.ioCalls) {
                    let key = "\(call.file)#\(call.range.start.offset)"
                    guard reported.insert(key).inserted else { continue }
                    let path = call.through.map { ", which previews reach through \($0)" } ?? ""
                    violations.append(configuration.violation(
                        "\(call.text)() does I/O when called (it uses \(call.api))\(path); give the preview fixed sample data or a preview model instead of running it",
                        in: call.file, at: call.range
                    ))
                }
                for (construction, file, through) in found.flatMap(\.constructions) {
                    guard let (label, built, reason) = liveDefault(of: construction, project: project) else { continue }
                    let key = "\(file)#\(construction.range.start.offset)"
                    guard reported.insert(key).inserted else { continue }
                    let path = through.map { ", which previews reach through \($0)" } ?? ""
                    violations.append(configuration.violation(
                        "\(Self.builtType(construction, project: project))(…) leaves out `\(label):`, whose default builds a live \(built) (it \(reason))\(path); pass a protocol mock or a preview model for it",
                        in: file, at: construction.range
                    ))
                }
                for shown in found.flatMap(\.shown) {
                    guard reported.insert("\(shown.file)#\(shown.range.start.offset)").inserted else { continue }
                    violations.append(configuration.violation(shown.message, in: shown.file, at: shown.range))
                }
                for use in found.flatMap(\.uses) {
                    let key = "\(use.file)#\(use.range.start.offset)"
                    guard !reported.contains(key), let reason = liveReason(use.text, project: project) else { continue }
                    reported.insert(key)
                    let shown = use.text.hasSuffix("(") ? use.text + "…)" : use.text
                    let path = use.through.map { ", which previews reach through \($0)" } ?? ""
                    violations.append(configuration.violation(
                        "\(shown) is \(reason)\(path); give the preview a protocol mock or a preview model instead (inject it, or a `static let preview` instance under #if DEBUG)",
                        in: use.file, at: use.range
                    ))
                }
            }
        }
        return violations
    }

    /// An argument the call leaves out whose default builds a live type of the project.
    private func liveDefault(of construction: ConstructionRecord, project: ProjectIndex) -> (String, String, String)? {
        let type = MemberRecord.simpleName(Self.builtType(construction, project: project))
        guard let defaults = project.defaultArguments[type], !defaults.isEmpty else { return nil }
        let given = Self.labels(of: construction.normalizedText)
        for (label, builds) in defaults where !given.contains(label) {
            let built = MemberRecord.simpleName(builds)
            guard !LiveDependencies.isStandIn(built), let reason = project.live.reasons[built] else { continue }
            return (label, built, reason)
        }
        return nil
    }

    /// `.init(…)` read as the type its argument declares.
    private static func builtType(_ construction: ConstructionRecord, project: ProjectIndex) -> String {
        guard construction.callee == ".init", let argument = construction.argumentOf,
              let declared = project.declaredType(ofArgument: argument) else { return construction.callee }
        return ProjectIndex.elementType(declared)
    }

    /// The labels of a call's own arguments, from its normalized text (`A ( b : 1 , c : D ( e : 2 ) )` → b, c).
    static func labels(of text: String) -> Set<String> {
        guard let open = text.firstIndex(of: "(") else { return [] }
        var labels = Set<String>()
        var depth = 0, current = ""
        for character in text[text.index(after: open)...] {
            switch character {
            case "(", "[", "{": depth += 1; current = ""
            case ")", "]", "}": depth -= 1; current = ""
            case ":" where depth == 0:
                let name = current.trimmingCharacters(in: .whitespaces)
                if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { labels.insert(name) }
                current = ""
            case "," where depth == 0: current = ""
            default: current.append(character)
            }
            if depth < 0 { break }
        }
        return labels
    }

    /// Where a preview's code is: a `PreviewProvider`'s sub-preview also runs the statements of
    /// its `previews` body before it (`let service = Store()`), so the provider type counts.
    static func scope(of preview: PreviewRecord, in file: FileFacts) -> SourceRange {
        guard preview.kind == .provider, let provider = file.fixtures.first(where: {
            $0.kind == .previewProvider && $0.name == preview.providerType && $0.range.contains(preview.range)
        }) else { return preview.range }
        return provider.range
    }

    /// Why a use reaches a live dependency, or nil. The answer is shared by every use of a text.
    func liveReason(_ text: String, project: ProjectIndex) -> String? {
        project.memos.memo(Self.id, of: String?.self).value(for: text) {
            let type = Self.typePart(of: text)
            guard !LiveDependencies.isStandIn(type), !isRenderedUI(type, project: project) else { return nil }
            if let reason = project.live.reasons[MemberRecord.simpleName(type)] {
                if text.hasSuffix("("), !text.contains("."), project.live.liveByThemselves.contains(MemberRecord.simpleName(type)),
                   LiveDependencies.namesService(MemberRecord.simpleName(type)) {
                    return "a live \(MemberRecord.simpleName(type)) the preview builds (it \(reason))"
                }
                if let member = text.split(separator: ".").last.map(String.init), LiveAPI.sharedInstanceNames.contains(member) {
                    // Its first use builds it, whichever member the preview then takes.
                    return "the app's live shared \(MemberRecord.simpleName(type)): its first use builds it, and it \(reason)"
                }
            }
            // The project's own types are judged by what their code does; the name patterns are
            // for what the repository does not hold (frameworks, packages from elsewhere).
            if project.typesByName[type] != nil || project.typesByName[MemberRecord.simpleName(type)] != nil { return nil }
            return patterns.first { $0.expression.matchesWhole(text) }.map { "a live dependency (pattern '\($0.name)')" }
        }
    }

    /// `AppContainer.shared` → `AppContainer`; `SpeechService(` → `SpeechService`.
    private static func typePart(of text: String) -> String {
        let bare = text.hasSuffix("(") ? String(text.dropLast()) : text
        guard bare.contains("."), let dot = bare.lastIndex(of: ".") else { return bare }
        return String(bare[..<dot])
    }

    /// The app's own views and widgets are what a preview renders, not dependencies it reaches:
    /// `LiveActivityView(…)` or `LiveScoreWidget()` match `Live…` by name only.
    private func isRenderedUI(_ type: String, project: ProjectIndex) -> Bool {
        project.viewTypeNames.contains(type) || project.widgetTypeNames.contains(type)
    }
}
