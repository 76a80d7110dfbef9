/// The project's live types: those that do I/O in their own code (`LiveAPI`), or hold or take a live
/// type (a view model built on a live service, a dependency container). Protocols, preview and
/// test stand-ins (`Mock…`, `Preview…`, `Stub…`, `Fake…`) and types declared for DEBUG only are
/// never live: they are what previews should use.
struct LiveDependencies: Sendable {
    /// Why each live type is live, by simple name: `uses URLSession`, `holds store: SessionStore, which uses FileManager`.
    let reasons: [String: String]
    /// The types live by their own code, not only by what they hold: building one in a preview is
    /// live whatever it is given (a view model taking a service may be given a mock).
    let liveByThemselves: Set<String>

    init(files: [FileFacts], isTestOnly: (String) -> Bool) {
        var reasons: [String: String] = [:]
        var declaredKinds: [String: String] = [:]
        var standIns = Set<String>()
        for file in files where !isTestOnly(file.path) && !file.isGenerated {
            for type in file.types {
                let name = MemberRecord.simpleName(type.name)
                if !type.isExtension { declaredKinds[name] = type.kind }
                // Stand-ins, and UI (a view controller a UIKit preview shows is what is previewed).
                if Self.isStandIn(name) || ConditionText.requiresAll(type.conditions, oneOf: ["DEBUG"])
                    || type.inherited.contains(where: Self.uiBases.contains) || name.hasSuffix("ViewController") {
                    standIns.insert(name)
                }
                if reasons[name] == nil, let api = type.liveAPIs.first { reasons[name] = "uses \(api)" }
            }
        }
        // An extension of a platform type (`extension URL`) does not make that type the app's dependency.
        for name in reasons.keys where declaredKinds[name] == nil { reasons[name] = nil }
        let direct = Set(reasons.keys)
        // Holding or taking a live type makes a type live in turn (a view model on a live service).
        var holdings: [String: [(label: String, type: String)]] = [:]
        for file in files where !isTestOnly(file.path) && !file.isGenerated {
            for argument in file.argumentTypes {
                holdings[MemberRecord.simpleName(argument.owner), default: []].append((argument.label, ProjectIndex.elementType(argument.type)))
            }
        }
        var changed = true
        while changed {
            changed = false
            for (owner, held) in holdings.sorted(by: { $0.key < $1.key }) where reasons[owner] == nil {
                guard let (label, type) = held.first(where: { reasons[MemberRecord.simpleName($0.type)] != nil }) else { continue }
                let simple = MemberRecord.simpleName(type)
                reasons[owner] = "holds \(label): \(simple), which \(reasons[simple]!)"
                changed = true
            }
        }
        for name in standIns { reasons[name] = nil }
        for (name, kind) in declaredKinds where kind == "protocol" { reasons[name] = nil }
        self.reasons = reasons
        liveByThemselves = direct.intersection(reasons.keys)
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
