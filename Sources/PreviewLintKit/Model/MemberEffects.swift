/// Whether running a member of a type does I/O, followed across types: a method that calls an
/// I/O API, or calls a member that does through its own methods, the properties of its type
/// (`service.fetch()` where `service` is a `LiveService`), a type's shared instance
/// (`DownloadManager.shared.chapters()`) or a static method. A receiver typed by a protocol is
/// whatever is injected, so it leads nowhere; stand-ins and test code are never followed.
/// `init` is what building an instance does (its initializer, and what its stored properties'
/// initial values build); `<appear>` what showing a view runs (`.task`, `.onAppear`).
struct MemberEffects: Sendable {
    /// I/O a member does: the API it ends in, and the calls that lead there from the member.
    struct IO: Sendable, Hashable {
        var api: String
        var calls: [String]
    }

    /// By `Type.member` (`Type.static member` for static ones), simple type names.
    private let io: [String: IO]
    private let effects: [String: [MemberEffectRecord]]
    /// Stored properties' and initializer arguments' types, by simple type name then name.
    private let propertyTypes: [String: [String: String]]
    /// What a stored property's initial value builds or takes, by simple type name then name.
    let initialTypes: [String: [String: String]]
    private let staticTypes: [String: [String: String]]
    private let known: Set<String>
    /// Every type the project declares: an I/O API's name among them is the project's own type.
    private let declared: Set<String>

    init(files: [FileFacts], isTestOnly: (String) -> Bool) {
        var effects: [String: [MemberEffectRecord]] = [:]
        var propertyTypes: [String: [String: String]] = [:]
        var initialTypes: [String: [String: String]] = [:]
        var staticTypes: [String: [String: String]] = [:]
        var initAPIs: [String: [String]] = [:]
        var eager: [String: [String]] = [:]
        var kinds: [String: String] = [:]
        var ignored = Set<String>()
        // Two types of one simple name (`ViewModel` nested in two screens) cannot be told apart by it.
        var ambiguous = Set<String>()
        for file in files where !isTestOnly(file.path) && !file.isGenerated {
            for type in file.types {
                let name = MemberRecord.simpleName(type.name)
                if !type.isExtension {
                    if kinds[name] != nil { ambiguous.insert(name) }
                    kinds[name] = type.kind
                }
                if LiveDependencies.isStandIn(name) || ConditionText.requiresAll(type.conditions, oneOf: ["DEBUG"]) { ignored.insert(name) }
                effects[name, default: []] += type.memberEffects
                initAPIs[name, default: []] += type.liveAPIs
                eager[name, default: []] += type.eagerConstructions.map(MemberRecord.simpleName)
            }
            for argument in file.argumentTypes where !argument.isComputed {
                let owner = MemberRecord.simpleName(argument.owner)
                let type = MemberRecord.simpleName(ProjectIndex.elementType(argument.defaultBuilds ?? argument.type))
                if propertyTypes[owner]?[argument.label] == nil { propertyTypes[owner, default: [:]][argument.label] = type }
                if let initial = argument.initialType, initialTypes[owner]?[argument.label] == nil {
                    initialTypes[owner, default: [:]][argument.label] = MemberRecord.simpleName(initial)
                }
            }
            for member in file.members where member.kind == .property && !member.owner.isEmpty {
                guard let type = member.valueType else { continue }
                staticTypes[String(member.ownerName), default: [:]][member.name] = MemberRecord.simpleName(ProjectIndex.elementType(type))
            }
        }
        for (name, kind) in kinds where kind == "protocol" { ignored.insert(name) }
        ignored.formUnion(ambiguous)
        // An API name the project declares itself (its own `Database`) is the project's type.
        let declared = Set(kinds.keys)
        self.declared = declared
        let isAPI = { (name: String) in LiveAPI.isLive(name) && !declared.contains(name) }
        // A platform type's extension (`extension URLSession`) is not the app's code.
        for name in effects.keys where kinds[name] == nil { ignored.insert(name) }
        for name in ignored { effects[name] = nil }
        self.effects = effects
        self.propertyTypes = propertyTypes
        self.initialTypes = initialTypes
        self.staticTypes = staticTypes
        let known = Set(kinds.keys).subtracting(ignored)
        self.known = known

        var io: [String: IO] = [:]
        for (type, list) in effects {
            for effect in list { if let api = effect.apis.first(where: isAPI) { io[Self.key(type, effect.name, effect.isStatic)] = IO(api: api, calls: []) } }
        }
        for (type, apis) in initAPIs where !ignored.contains(type) {
            if let api = apis.first(where: isAPI) { io[Self.key(type, "init", false)] = IO(api: api, calls: []) }
        }
        // Callers learn what their callees do, until nothing changes: each round adds at least one member.
        var changed = true
        while changed {
            changed = false
            for (type, list) in effects.sorted(by: { $0.key < $1.key }) {
                for effect in list where io[Self.key(type, effect.name, effect.isStatic)] == nil {
                    guard let found = Self.firstIO(of: effect.calls, owner: type, isStatic: effect.isStatic, io: io,
                                                   resolve: { Self.resolve($0, owner: type, isStatic: effect.isStatic, propertyTypes, staticTypes, known, declared) })
                    else { continue }
                    io[Self.key(type, effect.name, effect.isStatic)] = found
                    changed = true
                }
            }
            // Building an instance builds what its stored properties' initial values build.
            for (type, built) in eager.sorted(by: { $0.key < $1.key }) where io[Self.key(type, "init", false)] == nil && !ignored.contains(type) {
                guard let live = built.first(where: { io[Self.key($0, "init", false)] != nil }), let inner = io[Self.key(live, "init", false)] else { continue }
                io[Self.key(type, "init", false)] = IO(api: inner.api, calls: ["\(live)()"] + inner.calls)
                changed = true
            }
        }
        self.io = io
    }

    static func key(_ type: String, _ member: String, _ isStatic: Bool) -> String {
        isStatic ? "\(type).static \(member)" : "\(type).\(member)"
    }

    /// The I/O building an instance of `type` does.
    func initializerIO(of type: String) -> IO? { io[Self.key(type, "init", false)] }

    /// The I/O a call on a receiver (`AppManager.shared`, a type's static method) does, as a
    /// preview or fixture makes it.
    func io(ofCall receiver: String, method: String) -> IO? {
        let chain = receiver.split(separator: ".").map(String.init)
        guard let target = Self.resolve(chain, owner: "", isStatic: true, propertyTypes, staticTypes, known, declared) else { return nil }
        return Self.io(of: target, method: method, call: "\(receiver).\(method)()", io: io)
    }

    /// The I/O a view's on-appear closures do when a preview shows it, through what the view
    /// holds by itself: its own methods, shared instances, and the properties it fills with an
    /// initial value that the preview does not pass (`passed`). What the preview passes, and
    /// what is injected (an environment object, a required argument), the preview chose.
    func appearIO(of view: String, passed: Set<String>) -> IO? {
        let own = Set((initialTypes[view] ?? [:]).keys).subtracting(passed)
        let given = Set((propertyTypes[view] ?? [:]).keys).subtracting(own)
        return evaluate(view, member: MemberEffectRecord.appear, isStatic: false, given: given, depth: 0)
    }

    /// A member of `owner` evaluated with some of its properties left out; its own methods are
    /// evaluated the same way, a few calls deep.
    private func evaluate(_ owner: String, member: String, isStatic: Bool, given: Set<String>, depth: Int) -> IO? {
        let calls = (effects[owner] ?? []).filter { $0.name == member && $0.isStatic == isStatic }.flatMap(\.calls)
        if let api = (effects[owner] ?? []).filter({ $0.name == member && $0.isStatic == isStatic }).flatMap(\.apis).first(where: { LiveAPI.isLive($0) && !declared.contains($0) }) {
            return IO(api: api, calls: [])
        }
        for call in calls {
            let (receiver, method) = Self.split(call)
            if receiver.isEmpty {
                guard depth < 4, let inner = evaluate(owner, member: method, isStatic: isStatic, given: given, depth: depth + 1) else { continue }
                return IO(api: inner.api, calls: ["\(method)()"] + inner.calls)
            }
            let chain = receiver.split(separator: ".").map(String.init)
            guard let root = chain.first, !given.contains(root),
                  let target = Self.resolve(chain, owner: owner, isStatic: isStatic, propertyTypes, staticTypes, known, declared),
                  let found = Self.io(of: target, method: method, call: "\(receiver).\(method)()", io: io) else { continue }
            return found
        }
        return nil
    }

    /// What a receiver names: an I/O API's object, or a project type (its static side or an instance).
    enum Target: Hashable {
        case api(String)
        case type(String, isStatic: Bool)
    }

    private static func io(of target: Target, method: String, call: String, io: [String: IO]) -> IO? {
        switch target {
        case .api(let api):
            guard LiveAPI.isLive(api), api != "FileManager" || LiveAPI.fileManagerWrites.contains(method) else { return nil }
            return IO(api: api, calls: [call])
        case .type(let type, let isStatic):
            guard let inner = io[key(type, method, isStatic)] else { return nil }
            return IO(api: inner.api, calls: [call] + inner.calls)
        }
    }

    private static func firstIO(of calls: [String], owner: String, isStatic: Bool, io: [String: IO],
                                resolve: ([String]) -> Target?) -> IO? {
        for call in calls {
            let (receiver, method) = split(call)
            let target: Target? = receiver.isEmpty ? .type(owner, isStatic: isStatic) : resolve(receiver.split(separator: ".").map(String.init))
            guard let target, let found = Self.io(of: target, method: method, call: receiver.isEmpty ? "\(method)()" : "\(receiver).\(method)()", io: io)
            else { continue }
            return found
        }
        return nil
    }

    static func split(_ call: String) -> (receiver: String, method: String) {
        guard let bar = call.firstIndex(of: "|") else { return ("", call) }
        return (String(call[..<bar]), String(call[call.index(after: bar)...]))
    }

    /// `service.container` from `owner`, `DownloadManager.shared`, `Self.cache`: what the chain
    /// of names reaches, or nil where a name is a local, a protocol or unknown.
    static func resolve(_ chain: [String], owner: String, isStatic: Bool, _ propertyTypes: [String: [String: String]],
                        _ staticTypes: [String: [String: String]], _ known: Set<String>, _ declared: Set<String>) -> Target? {
        guard let first = chain.first else { return nil }
        var current: (type: String, isStatic: Bool)
        if first == "Self" {
            current = (owner, true)
        } else if known.contains(first) {
            current = (first, true)
        } else if LiveAPI.names.contains(first), !declared.contains(first) {
            return .api(first)
        } else if PreviewSyntax.looksLikeTypeName(first) {
            return nil
        } else {
            guard !isStatic, let type = propertyTypes[owner]?[first] else { return nil }
            current = (type, false)
        }
        for name in chain.dropFirst() {
            if LiveAPI.names.contains(current.type), !declared.contains(current.type) { return .api(current.type) }
            if current.isStatic, LiveAPI.sharedInstanceNames.contains(name) {
                current.isStatic = false
            } else if let type = (current.isStatic ? staticTypes : propertyTypes)[current.type]?[name] {
                current = (type, false)
            } else {
                return nil
            }
        }
        if LiveAPI.names.contains(current.type), !declared.contains(current.type) { return .api(current.type) }
        return known.contains(current.type) ? .type(current.type, isStatic: current.isStatic) : nil
    }
}
