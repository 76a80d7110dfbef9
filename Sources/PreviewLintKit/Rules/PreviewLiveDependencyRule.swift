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

    /// A reference or construction a preview makes, where it is and through which fixture.
    private struct Use {
        var text: String
        var range: SourceRange
        var file: String
        var through: String?
    }

    public func checkProject(_ project: ProjectIndex) -> [Violation] {
        var violations: [Violation] = []
        var reported = Set<String>()
        for file in project.files.sorted(by: { $0.path < $1.path }) {
            for (index, preview) in file.previews.enumerated() {
                let all = uses(ofPreview: index, preview, in: file, project: project)
                for call in ioCalls(ofPreview: index, preview, in: file, project: project) {
                    let key = "\(call.file)#\(call.range.start.offset)"
                    guard reported.insert(key).inserted else { continue }
                    let path = call.through.map { ", which previews reach through \($0)" } ?? ""
                    violations.append(configuration.violation(
                        "\(call.text)() does I/O when called (it uses \(call.api))\(path); give the preview fixed sample data or a preview model instead of running it",
                        in: call.file, at: call.range
                    ))
                }
                for (construction, file, through) in constructions(ofPreview: index, preview, in: file, project: project) {
                    guard let (label, built, reason) = liveDefault(of: construction, project: project) else { continue }
                    let key = "\(file)#\(construction.range.start.offset)"
                    guard reported.insert(key).inserted else { continue }
                    let path = through.map { ", which previews reach through \($0)" } ?? ""
                    violations.append(configuration.violation(
                        "\(Self.builtType(construction, project: project))(…) leaves out `\(label):`, whose default builds a live \(built) (it \(reason))\(path); pass a protocol mock or a preview model for it",
                        in: file, at: construction.range
                    ))
                }
                for shown in shown(ofPreview: index, preview, in: file, project: project) {
                    guard reported.insert("\(shown.file)#\(shown.range.start.offset)").inserted else { continue }
                    violations.append(configuration.violation(shown.message, in: shown.file, at: shown.range))
                }
                for use in all {
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

    /// What the preview names and builds, then what the fixtures it reaches name and build.
    private func uses(ofPreview index: Int, _ preview: PreviewRecord, in file: FileFacts, project: ProjectIndex) -> [Use] {
        var uses = Self.uses(in: Self.scope(of: preview, in: file), of: file, through: nil)
        // A fixture named as sample data (`static let preview = Store(inMemory: true)`) is the
        // preview instance the project made; what it builds is what previews should use.
        // A shared instance is reported where the preview names it, not again inside its declaration.
        for (fixtureFile, member) in project.reachedFixtures(ofPreview: index, inFile: file.path)
            where !FixtureReachability.namesSampleData(member.name) && !LiveAPI.sharedInstanceNames.contains(member.name) {
            let name = member.owner.isEmpty ? member.name : "\(member.ownerName).\(member.name)"
            uses += Self.uses(in: member.range, of: fixtureFile, through: name)
        }
        return uses
    }

    /// The constructions a preview makes, and those of the fixtures it reaches.
    private func constructions(ofPreview index: Int, _ preview: PreviewRecord, in file: FileFacts,
                               project: ProjectIndex) -> [(ConstructionRecord, String, String?)] {
        var result = file.constructions(in: Self.scope(of: preview, in: file)).map { ($0, file.path, String?.none) }
        for (fixtureFile, member) in project.reachedFixtures(ofPreview: index, inFile: file.path) where !FixtureReachability.namesSampleData(member.name) {
            let name = member.owner.isEmpty ? member.name : "\(member.ownerName).\(member.name)"
            result += fixtureFile.constructions(in: member.range).map { ($0, fixtureFile.path, name) }
        }
        return result
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

    /// A method a preview runs on a value it built, where that method does I/O.
    private struct IOCall {
        var text: String
        var api: String
        var range: SourceRange
        var file: String
        var through: String?
    }

    private func ioCalls(ofPreview index: Int, _ preview: PreviewRecord, in file: FileFacts, project: ProjectIndex) -> [IOCall] {
        var scopes: [(FileFacts, SourceRange, String?)] = [(file, Self.scope(of: preview, in: file), nil)]
        for (fixtureFile, member) in project.reachedFixtures(ofPreview: index, inFile: file.path) where !FixtureReachability.namesSampleData(member.name) {
            scopes.append((fixtureFile, member.range, member.owner.isEmpty ? member.name : "\(member.ownerName).\(member.name)"))
        }
        var calls: [IOCall] = []
        for (scopeFile, range, through) in scopes {
            for call in scopeFile.instanceCalls(in: range) {
                let type = MemberRecord.simpleName(call.type)
                guard !LiveDependencies.isStandIn(type), let api = project.live.ioMethods[type]?[call.method] else { continue }
                calls.append(IOCall(text: "\(type).\(call.method)", api: api, range: call.range, file: scopeFile.path, through: through))
            }
        }
        return calls
    }

    private static func uses(in range: SourceRange, of file: FileFacts, through: String?) -> [Use] {
        var uses = file.references(in: range).map { Use(text: $0.text + ($0.isConstruction ? "(" : ""), range: $0.range, file: file.path, through: through) }
        uses += file.constructions(in: range).map { Use(text: $0.callee + "(", range: $0.range, file: file.path, through: through) }
        return uses.sorted { $0.range.start.offset < $1.range.start.offset }
    }

    /// Why a use reaches a live dependency, or nil. The answer is shared by every use of a text.
    private func liveReason(_ text: String, project: ProjectIndex) -> String? {
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
