/// All files' facts, for rules that look across files.
public struct ProjectIndex: Sendable {
    public let files: [FileFacts]
    public let root: String
    /// Types that hold widget or Live Activity state: `TimelineEntry` conformers and the
    /// `ContentState` of `ActivityAttributes` conformers, by every name a call may use.
    public let stateTypeNames: Set<String>
    /// `View` conformers declared in the repository, and its own styles, modifiers and shapes.
    public let viewTypeNames: Set<String>
    /// Methods the repository declares in `extension View`.
    public let viewModifierNames: Set<String>
    /// The project's styles: types conforming to a style protocol and the static members of style
    /// protocol extensions that name them (`.cardNavigationHeader`).
    var styleNames: Set<String> { styleModel.value }
    private let styleModel: BuiltOnce<Set<String>>
    /// Which widgets ship, for the coverage rules.
    var shipping: WidgetShipping { shippingModel.value }
    private let shippingModel: BuiltOnce<WidgetShipping>
    /// The first declaration (not extension) of each type, by simple and qualified name.
    public let typesByName: [String: TypeDeclarationRecord]
    static let renderingProtocols: Set<String> = [
        "View", "ViewModifier", "ButtonStyle", "PrimitiveButtonStyle", "LabelStyle", "ToggleStyle", "Shape",
        "ProgressViewStyle", "GaugeStyle", "TextFieldStyle", "MenuStyle", "UIViewRepresentable", "UIViewControllerRepresentable",
    ]
    /// `Widget` conformers declared in the repository.
    public let widgetTypeNames: Set<String>
    /// The repository's targets, from `TargetDiscovery`.
    public let targets: [Target]
    /// Which targets compile each file, and what platform each target is for.
    let membership: TargetMembership
    public let formatters: FormatterIndex
    /// What previews reach, and which members are fixtures.
    var reachability: FixtureReachability { crossFile.value.reachability }
    /// The models that look across every file's members, built when a rule first asks for one:
    /// the default rules read none of them.
    private let crossFile: BuiltOnce<CrossFileModels>
    /// The project's live types and why they are live.
    var live: LiveDependencies { liveModel.value }
    private let liveModel: BuiltOnce<LiveDependencies>
    /// Which types production code reads each member through, where declarations say.
    var typedReads: TypedReads { typedReadsModel.value }
    private let typedReadsModel: BuiltOnce<TypedReads>
    /// What previews cover of widgets, Live Activities and views.
    public var coverage: PreviewCoverage { crossFile.value.coverage }
    /// Types of the app only previews use.
    var previewOnlyTypes: PreviewOnlyTypes { previewOnlyModel.value }
    private let previewOnlyModel: BuiltOnce<PreviewOnlyTypes>
    /// Which types each type builds in its code.
    var typeGraph: TypeGraph { crossFile.value.typeGraph }
    /// Whether running a member of a type does I/O, across types.
    var effects: MemberEffects { effectsModel.value }
    private let effectsModel: BuiltOnce<MemberEffects>
    /// Members that format the same way, written twice.
    var formattingClones: FormattingClones { crossFile.value.formattingClones }
    /// Each file's index in `files`, by path.
    let fileIndexByPath: [String: Int]
    /// The declared type of each labeled initializer argument, by `Owner(label:)` with the owner's
    /// simple and qualified names.
    var argumentTypes: [String: String] { crossFile.value.argumentTypes }
    /// What each type alias names, by its qualified and simple names.
    var typeAliases: [String: String] { crossFile.value.typeAliases }
    /// Arguments a call may leave out whose default builds a value, by the owner's simple name:
    /// (label, the type the default builds).
    var defaultArguments: [String: [(label: String, builds: String)]] { crossFile.value.defaultArguments }
    /// Answers rules share between files during this run; they depend on this index, so a new
    /// run (a new index) starts without them.
    let memos = RunMemos()
    /// Where answers that outlive a run are kept (the history of copies), when caching is on.
    let cache: FactsCache?
    /// What the files' sources are (`SourceFile.digest`), when whole-project answers may be kept in
    /// `cache`: nil when the caller cannot say.
    let sourceDigest: String?

    public init(files: [FileFacts], root: String, targets: [Target] = [], stringTables: [String] = [], dataModels: [String] = [], sharedFormatters: [String] = [],
                autoFormatters: Bool = true, cache: FactsCache? = nil, sourceDigest: String? = nil) {
        self.files = files
        self.root = root
        self.cache = cache
        self.sourceDigest = sourceDigest
        // The formatter index is the larger half of this serial phase: it is built beside the type maps.
        let (formatters, types) = concurrently(
            { FormatterIndex(files: files, targets: targets, configured: sharedFormatters, automatic: autoFormatters) },
            { Self.typeMaps(files) }
        )
        stateTypeNames = types.states
        viewTypeNames = types.views
        viewModifierNames = Set(files.flatMap(\.viewModifiers))
        styleModel = BuiltOnce { Self.styleNames(files) }
        typesByName = types.byName
        widgetTypeNames = types.widgets
        self.targets = targets
        let membership = TargetMembership(targets, files: files)
        self.membership = membership
        shippingModel = BuiltOnce { WidgetShipping(files: files, targets: targets, membership: membership) }
        let declaredTypes = Set(types.byName.keys)
        let crossFile = BuiltOnce {
            CrossFileModels(files: files, membership: membership, declaredTypes: declaredTypes,
                            dataModels: dataModels, stringTables: stringTables)
        }
        self.crossFile = crossFile
        previewOnlyModel = BuiltOnce {
            PreviewOnlyTypes(files: files, membership: membership,
                             productionKeys: crossFile.value.reachability.productionKeys)
        }
        effectsModel = BuiltOnce { MemberEffects(files: files, isTestOnly: membership.isTestOnly) }
        liveModel = BuiltOnce { LiveDependencies(files: files, isTestOnly: membership.isTestOnly) }
        typedReadsModel = BuiltOnce { TypedReads(files: files, isTestOnly: membership.isTestOnly) }
        self.formatters = formatters
        fileIndexByPath = Dictionary(files.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Where a type is declared (not extended), by simple or qualified name: the first file in path order.
    func declaration(ofType name: String) -> (file: String, range: SourceRange)? {
        for file in files.sorted(by: { $0.path < $1.path }) {
            if let type = file.types.first(where: { !$0.isExtension && ($0.name == name || $0.qualifiedName == name) }) {
                return (file.path, type.range)
            }
        }
        return nil
    }

    private static func typeMaps(_ files: [FileFacts]) -> (states: Set<String>, views: Set<String>, widgets: Set<String>, byName: [String: TypeDeclarationRecord]) {
        var states: Set<String> = [], views: Set<String> = [], widgets: Set<String> = []
        var typesByName: [String: TypeDeclarationRecord] = [:]
        for file in files {
            for type in file.types {
                if !type.isExtension {
                    if typesByName[type.name] == nil { typesByName[type.name] = type }
                    if typesByName[type.qualifiedName] == nil { typesByName[type.qualifiedName] = type }
                }
                if type.inherited.contains("TimelineEntry") { states.insert(type.name); states.insert(type.qualifiedName) }
                if type.inherited.contains("ActivityAttributes") {
                    states.insert("\(type.name).ContentState")
                    states.insert("\(type.qualifiedName).ContentState")
                    states.insert("ContentState")
                }
                if type.inherited.contains(where: renderingProtocols.contains) { views.insert(type.name); views.insert(type.qualifiedName) }
                if type.inherited.contains("Widget") { widgets.insert(type.name); widgets.insert(type.qualifiedName) }
            }
        }
        return (states, views, widgets, typesByName)
    }
}

extension ProjectIndex {
    /// The members of a file that are fixtures (previews reach them, production code does not use
    /// them), in source order, each with whether only tests use it.
    func fixtureMembers(ofFile path: String) -> [(record: MemberRecord, onlyTests: Bool)] {
        guard let fileIndex = fileIndexByPath[path] else { return [] }
        return files[fileIndex].members.indices.compactMap { index in
            let location = MemberLocation(file: fileIndex, member: index)
            guard reachability.fixtures.contains(location) else { return nil }
            return (files[fileIndex].members[index], reachability.testFixtures.contains(location))
        }
    }

    /// Whether production code names a type (`MockStore()`, `let store: MockStore`): then it is no
    /// preview-only stand-in, whatever it is called.
    func isUsedByProduction(type name: String) -> Bool {
        let simple = name.lastIndex(of: ".").map { String(name[name.index(after: $0)...]) } ?? name
        return reachability.productionKeys.contains(ProductionReference.bareKey(simple))
    }

    /// The fixtures a preview reaches, with their files.
    func reachedFixtures(ofPreview previewIndex: Int, inFile path: String) -> [(file: FileFacts, member: MemberRecord)] {
        guard let fileIndex = fileIndexByPath[path] else { return [] }
        return (reachability.reachedByPreview[fileIndex]?[previewIndex] ?? []).compactMap { location in
            reachability.fixtures.contains(location) ? (files[location.file], files[location.file].members[location.member]) : nil
        }
    }

    /// The declared type of the argument a construction or literal is passed as (`SomeView(state:)`
    /// → `Attrs.ContentState`), for the project's own types.
    func declaredType(ofArgument argument: String) -> String? {
        argumentTypes[argument].map(resolvingAliases)
    }

    /// `NowPlayingProvider.Entry` → `NowPlayingEntry` through the project's type aliases.
    func resolvingAliases(_ type: String) -> String {
        Self.resolving(type, aliases: typeAliases)
    }

    static func resolving(_ type: String, aliases: [String: String]) -> String {
        var current = type
        for _ in 0..<4 {
            guard let target = aliases[elementType(current)], target != current else { break }
            current = target
        }
        return current
    }

    /// `SharedPush (Sources/SharedPush/Package.swift)` → `SharedPush`; `Widget Extension` → `Widget_Extension`.
    static func moduleName(ofTarget name: String) -> String {
        let bare = name.range(of: " (").map { String(name[..<$0.lowerBound]) } ?? name
        return bare.replacingOccurrences(of: " ", with: "_").replacingOccurrences(of: "-", with: "_")
    }

    /// Whether the file never reaches a shipping build: every target that compiles it is a test
    /// target or test support. (A file no discovered target lists may still be compiled by one
    /// the project description hides from a static reading, so that alone does not count.)
    func isOutsideShippingTargets(_ path: String) -> Bool {
        membership.isTestOnly(path)
    }

    /// A view declared in the repository only for previews: under `#if DEBUG`, or named as a
    /// Preview…/Mock…/Sample…/Fake… stand-in.
    public func isPreviewOnlyView(_ name: String) -> Bool {
        guard let type = typesByName[name] else { return false }
        if ConditionText.requiresAll(type.conditions, oneOf: ["DEBUG"]) { return true }
        return ["Preview", "Mock", "Sample", "Fake"].contains { name.contains($0) }
    }
}
