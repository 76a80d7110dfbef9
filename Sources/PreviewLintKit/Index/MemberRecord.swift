/// A static member of a type or extension, or a global: what a preview reaches when it names
/// `Attrs.previewState`, `.sample`, `XMother.make()` or `previewItems`, and so what can be a fixture
/// whatever it is called.
public struct MemberRecord: Codable, Sendable, Hashable {
    public enum Kind: String, Codable, Sendable {
        case property
        case function
    }

    /// The enclosing type as written (`Attrs.ContentState`, the extended `Foo.Bar`); empty for a global.
    public var owner: String
    public var name: String
    public var kind: Kind
    /// The whole declaration.
    public var range: SourceRange
    /// `#if` conditions around it, outermost first.
    public var conditions: [String] = []
    /// Its declared type, the type its value constructs, or a function's return type, as written.
    public var valueType: String?
    /// Whether the declaration gives it a value: computed, or an initial value other than `nil`,
    /// `[]` or `[:]`. A stored `static var lastEntries: [Entry] = []` that code fills as it runs is
    /// a cache, not a sample.
    public var holdsValue = true

    /// `Attrs.ContentState` → `ContentState`: how references name the owner.
    public var ownerName: Substring {
        owner.lastIndex(of: ".").map { owner[owner.index(after: $0)...] } ?? owner[...]
    }

    /// `Attrs.ContentState` → `ContentState`.
    static func simpleName(_ type: String) -> String {
        type.lastIndex(of: ".").map { String(type[type.index(after: $0)...]) } ?? type
    }
}

/// The declared type of a labeled argument a type's initializers take (its stored properties for
/// the memberwise initializer, and its `init`s' parameters): what `.init(…)` or `.preview` in that
/// argument stands for.
public struct ArgumentTypeRecord: Codable, Sendable, Hashable {
    /// The type as declared (`Attrs.ContentState`), qualified by its enclosing types.
    public var owner: String
    public var label: String
    public var type: String
    /// The type its default value builds (`loader: FilmLoader = NetworkFilmLoader()`, a `var`
    /// stored property's initial value for the memberwise initializer): what a call without the
    /// argument builds.
    public var defaultBuilds: String?
    /// For a stored property with an initial value (`let` or `var`): the type that value builds
    /// (`@StateObject var model = MainViewModel()`) or the shared instance it takes
    /// (`PurchaseManager.shared` → `PurchaseManager`): what an instance holds without being given it.
    public var initialType: String?
    /// A computed property (`var daylightDuration: TimeInterval { … }`): no initializer takes it,
    /// but reading it gives a value of its type, as a stored one does.
    public var isComputed = false
}

/// `typealias Entry = NowPlayingEntry` in `NowPlayingProvider`: what `NowPlayingProvider.Entry` names.
public struct TypeAliasRecord: Codable, Sendable, Hashable {
    /// Qualified by the enclosing types: `NowPlayingProvider.Entry`.
    public var name: String
    public var type: String
}
