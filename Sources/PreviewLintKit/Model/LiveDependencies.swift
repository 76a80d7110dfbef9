/// The project's live types: those whose instances do I/O as they are built (`LiveAPI` in an
/// initializer or a stored property's initial value), or build a live type then (a view model that
/// starts its service, a dependency container). Protocols, preview and
/// test stand-ins (`Mock…`, `Preview…`, `Stub…`, `Fake…`) and types declared for DEBUG only are
/// never live: they are what previews should use.
struct LiveDependencies: Sendable {
    /// Why each live type is live, by simple name: `uses URLSession`, `builds a SessionStore, which uses FileManager`.
    let reasons: [String: String]
    /// The types live by their own code, not only by what they hold: building one in a preview is
    /// live whatever it is given (a view model taking a service may be given a mock).
    let liveByThemselves: Set<String>
    /// Instance methods that do I/O when called, by simple type name then method name, with the
    /// API each reaches (`AdhkarSQLiteDatabaseService.getFadail` → `DatabaseQueue`).
    let ioMethods: [String: [String: String]]

    init(files: [FileFacts], isTestOnly: (String) -> Bool) {
        var reasons: [String: String] = [:]
        var declaredKinds: [String: String] = [:]
        var standIns = Set<String>()
        var ioMethods: [String: [String: String]] = [:]
        var apiLists: [String: [String]] = [:]
        for file in files where !isTestOnly(file.path) && !file.isGenerated {
            for type in file.types {
                let name = MemberRecord.simpleName(type.name)
                for method in type.ioMethods where LiveAPI.isLive(method.api) && ioMethods[name]?[method.name] == nil {
                    ioMethods[name, default: [:]][method.name] = method.api
                }
                if !type.isExtension { declaredKinds[name] = type.kind }
                // Stand-ins, and UI (a view controller a UIKit preview shows is what is previewed).
                if Self.isStandIn(name) || ConditionText.requiresAll(type.conditions, oneOf: ["DEBUG"])
                    || type.inherited.contains(where: Self.uiBases.contains) || name.hasSuffix("ViewController") {
                    standIns.insert(name)
                }
                apiLists[name, default: []] += type.liveAPIs
            }
        }
        // An API name the project declares itself (its own `Database`) is the project's type.
        for (name, apis) in apiLists.sorted(by: { $0.key < $1.key }) {
            if let api = apis.first(where: { LiveAPI.isLive($0) && declaredKinds[$0] == nil }) { reasons[name] = "uses \(api)" }
        }
        for (name, methods) in ioMethods { ioMethods[name] = methods.filter { declaredKinds[$0.value] == nil } }
        // An extension of a platform type (`extension URL`) does not make that type the app's dependency.
        for name in reasons.keys where declaredKinds[name] == nil { reasons[name] = nil }
        let direct = Set(reasons.keys)
        // Building a live type when it is built makes a type live in turn (a view model whose
        // initializer starts a service); what it is merely given is the preview's choice.
        var builds: [String: [String]] = [:]
        for file in files where !isTestOnly(file.path) && !file.isGenerated {
            for type in file.types { builds[MemberRecord.simpleName(type.name), default: []] += type.eagerConstructions.map(MemberRecord.simpleName) }
        }
        var changed = true
        while changed {
            changed = false
            for (owner, built) in builds.sorted(by: { $0.key < $1.key }) where reasons[owner] == nil && !standIns.contains(owner) {
                guard let live = built.first(where: { reasons[$0] != nil && !standIns.contains($0) }) else { continue }
                reasons[owner] = "builds a \(live), which \(reasons[live]!)"
                changed = true
            }
        }
        for name in standIns { reasons[name] = nil }
        for (name, kind) in declaredKinds where kind == "protocol" { reasons[name] = nil }
        self.reasons = reasons
        liveByThemselves = direct.intersection(reasons.keys)
        for name in standIns { ioMethods[name] = nil }
        for (name, kind) in declaredKinds where kind == "protocol" { ioMethods[name] = nil }
        // A platform type's extension (`extension FileManager`) is not the app's dependency.
        for name in ioMethods.keys where declaredKinds[name] == nil { ioMethods[name] = nil }
        self.ioMethods = ioMethods
    }

    static let uiBases: Set<String> = [
        "UIViewController", "NSViewController", "UIView", "NSView", "UITableViewController", "UICollectionViewController",
        "UIHostingController", "NSHostingController", "NSWindowController", "NSWindow", "UIWindow",
    ]

    /// Names of types whose instances do work for the app (`SpeechService`, `SyncManager`,
    /// `APIClient`, `SessionStore`): building one in a preview starts that work. Models and view
    /// models built in previews are what is previewed.
    static func namesService(_ name: String) -> Bool {
        ["Service", "Client", "Manager", "Store", "Provider", "Repository", "Loader", "Player", "Recorder", "Engine", "Monitor", "Controller", "Coordinator", "Stack", "Database", "Session", "Fetcher", "Synchronizer", "Tracker"]
            .contains { name.hasSuffix($0) }
    }

    static func isStandIn(_ name: String) -> Bool {
        ["Mock", "Preview", "Stub", "Fake", "Dummy"].contains { name.hasPrefix($0) || name.hasSuffix($0) }
    }
}
