/// Types of the app that only previews use: declared (not `public`) at the top level of a shipping file, outside
/// `#if DEBUG`, built or named by previews, and named by no production, debug-only or test code.
/// Fixture types (PreviewProviders, Mother objects, Preview…/Mock… stand-ins) are
/// `preview_fixture_outside_debug`'s, and so are the functions and static members previews reach.
struct PreviewOnlyTypes: Sendable {
    struct Declaration: Sendable {
        var file: String
        var type: TypeDeclarationRecord
        /// The previews that use it.
        var previews: [PreviewCoverage.PreviewReference]
        /// Named as preview scaffolding (`PreviewWrapper`, `SampleOption`) rather than as app code.
        var isScaffolding: Bool
    }

    let declarations: [Declaration]
    /// Where every type only previews use is declared, by file, scaffolding beside unguarded
    /// previews too: code that runs only for previews, whose text is sample data.
    let sampleTypeRanges: [String: [SourceRange]]

    func declarations(inFile path: String) -> [Declaration] {
        declarations.filter { $0.file == path }
    }

    /// What the system or a framework reaches by conformance, not by name: an `AppIntent` the
    /// system runs, a view controller a storyboard names.
    static let entryPoints: Set<String> = [
        "App", "Widget", "WidgetBundle", "ControlWidget", "AppIntent", "WidgetConfigurationIntent", "AppEntity", "AppEnum",
        "AppShortcutsProvider", "EntityQuery", "TimelineProvider", "AppIntentTimelineProvider", "IntentTimelineProvider",
        "ActivityAttributes", "UIApplicationDelegate", "NSApplicationDelegate", "UIWindowSceneDelegate", "WKApplicationDelegate",
        "NSObject", "PreviewProvider", "XCTestCase",
    ]

    /// Words that name a type as preview scaffolding (and "design time", for design-time data).
    static let scaffoldingWords = ["Preview", "Previews", "Mock", "Sample", "Fake", "Stub", "Dummy", "Demo", "Wrapper", "Harness"]

    init(files: [FileFacts], membership: TargetMembership, productionKeys: Set<UInt64>) {
        // What tests and debug-only code name, also inside tests' global functions and static
        // members (the walk keeps those as scopes previews could reach, not as references).
        var otherKeys = Set<UInt64>()
        for file in files {
            otherKeys.formUnion(file.debugReferences)
            guard membership.isTestOnly(file.path) else { continue }
            otherKeys.formUnion(file.productionReferences)
            for construction in file.constructions where construction.callee != ".init" {
                otherKeys.insert(ProductionReference.bareKey(MemberRecord.simpleName(construction.callee)))
            }
            for reference in file.references {
                let type = reference.text.firstIndex(of: ".").map { String(reference.text[..<$0]) } ?? reference.text
                otherKeys.insert(ProductionReference.bareKey(type))
            }
        }

        // Which previews name each type, by simple name, with each preview's file and guard.
        var users: [String: [(reference: PreviewCoverage.PreviewReference, isDebugOnly: Bool)]] = [:]
        for file in files {
            for preview in file.previews where !preview.conditions.contains(where: { $0 == "false" || $0 == "0" }) {
                var names = Set<String>()
                for construction in file.constructions(in: preview.range) where construction.callee != ".init" {
                    names.insert(MemberRecord.simpleName(construction.callee))
                }
                for reference in file.references(in: preview.range) {
                    guard let dot = reference.text.lastIndex(of: "."), dot != reference.text.startIndex else { continue }
                    names.insert(MemberRecord.simpleName(String(reference.text[..<dot])))
                }
                let user = PreviewCoverage.PreviewReference(
                    file: file.path, range: preview.range, name: preview.name, family: preview.family,
                    presentation: preview.presentation, states: []
                )
                for name in names { users[name, default: []].append((user, preview.isDebugOnly)) }
            }
        }
        // A name declared in several files (a `private struct PreviewWrapper` beside each file's
        // previews) is each file's own.
        var declaringFiles: [String: Set<String>] = [:]
        for file in files {
            for type in file.types where type.qualifiedName == type.name && !type.isExtension { declaringFiles[type.name, default: []].insert(file.path) }
        }

        // A file no target compiles (an orphan the project no longer lists) ships nothing; known
        // only when the repository's targets were found.
        let knowsTargets = files.contains { !membership.targets(of: $0.path).isEmpty }
        let protocols = Set(files.flatMap { $0.types.filter { $0.kind == "protocol" }.map(\.name) })
        var declarations: [Declaration] = []
        var sampleTypeRanges: [String: [SourceRange]] = [:]
        for file in files where !membership.isTestOnly(file.path) && !file.isGenerated && (!knowsTargets || !membership.targets(of: file.path).isEmpty) {
            // A `public` type is API: modules outside the repository may use it.
            for type in file.types where type.qualifiedName == type.name && !type.isExtension && type.kind != "protocol" && !type.isExported {
                guard var previews = users[type.name], !ConditionText.requiresAll(type.conditions, oneOf: ["DEBUG"]),
                      !type.inherited.contains(where: Self.entryPoints.contains),
                      !type.inherited.contains(where: LiveDependencies.uiBases.contains),
                      !file.fixtures.contains(where: { $0.range.start.offset <= type.range.start.offset && type.range.end.offset <= $0.range.end.offset }),
                      // Declared inside a preview's body, it is that preview's own code, as its other statements are.
                      !file.previews.contains(where: { $0.range.contains(type.range) }),
                      !productionKeys.contains(ProductionReference.bareKey(type.name)),
                      !otherKeys.contains(ProductionReference.bareKey(type.name)) else { continue }
                if declaringFiles[type.name, default: []].count > 1 { previews = previews.filter { $0.reference.file == file.path } }
                guard !previews.isEmpty else { continue }
                sampleTypeRanges[file.path, default: []].append(type.range)
                // Scaffolding beside unguarded previews shares their fate: the team does not guard
                // preview code. Beside previews inside `#if DEBUG` it is a slip; app code only
                // previews use is dead either way.
                // So is a stand-in for one of the app's protocols (`EmptySettingsNavigator: SettingsNavigator`).
                let isScaffolding = TargetMembership.words(of: type.name).contains { word in Self.scaffoldingWords.contains { $0.lowercased() == word } }
                    || type.name.lowercased().contains("designtime") || type.inherited.contains(where: protocols.contains)
                if isScaffolding && !previews.allSatisfy(\.isDebugOnly) { continue }
                declarations.append(Declaration(file: file.path, type: type, previews: previews.map(\.reference), isScaffolding: isScaffolding))
            }
        }
        self.sampleTypeRanges = sampleTypeRanges
        self.declarations = declarations.sorted { ($0.file, $0.type.range.start.offset) < ($1.file, $1.type.range.start.offset) }
    }
}
