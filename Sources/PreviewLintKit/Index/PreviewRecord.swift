/// One preview, in any of its forms.
public struct PreviewRecord: Codable, Sendable, Hashable {
    public enum Kind: String, Codable, Sendable {
        /// `#Preview { … }`
        case view
        /// `#Preview(as: .systemSmall) { W() } timeline: { … }` (also with `using:` intents)
        case widgetTimeline = "widget_timeline"
        /// `#Preview(as: .systemSmall, timelineProvider: P()) { W() }`
        case widgetProvider = "widget_provider"
        /// `#Preview("n", as: .content, using: A.x) { W() } contentStates: { … }`
        case liveActivity = "live_activity"
        /// One sub-preview of a `PreviewProvider`'s `static var previews`.
        case provider
    }

    public var range: SourceRange
    public var name: String?
    public var kind: Kind
    public var family: String?
    public var presentation: String?
    public var rootType: String?
    /// The attributes type a Live Activity preview is given (`using: TimerAttributes.preview`).
    public var activityAttributes: String?
    /// The type declaring `static var previews`, for provider previews.
    public var providerType: String?
    /// Named fixtures the preview uses (`Attrs.previewState`, `XMother.make()`, `.mocked()`).
    public var fixtures: [String] = []
    /// Timeline entries and content states, as written.
    public var states: [StateExpression] = []
    /// `#if` conditions around the preview, outermost first.
    public var conditions: [String] = []
    public var previewableCount = 0
    /// A hash of what the preview shows, its name left out (a `#Preview`'s traits, arguments and
    /// closures), and how many tokens that is: two previews of one hash show the same thing.
    public var bodyHash = ""
    public var bodyTokenCount = 0
}

/// A timeline entry or content state listed in a widget or Live Activity preview.
public struct StateExpression: Codable, Sendable, Hashable {
    public var text: String
    public var range: SourceRange
}

/// A preview fixture: something that exists to feed previews.
public struct FixtureRecord: Codable, Sendable, Hashable {
    public enum Kind: String, Codable, Sendable {
        /// `enum XMother` (seed 000)
        case mother
        /// `static func mocked()` / `mock…` (seed 003)
        case mock
        /// `static let/var preview…` members
        case previewMember = "preview_member"
        /// `Preview…` / `Mock…` types conforming to a protocol (seed 004)
        case previewType = "preview_type"
        /// A `PreviewProvider` conformer
        case previewProvider = "preview_provider"
    }

    public var range: SourceRange
    public var name: String
    public var kind: Kind
    public var conditions: [String] = []
    /// Where the declaration starts on its line, for wrapping it in `#if DEBUG`.
    public var indentation: String = ""
    /// For Mother types: what seed 000 expects of their shape.
    public var motherShape: MotherShape?
}

/// The facts `mother_object_shape` checks.
public struct MotherShape: Codable, Sendable, Hashable {
    public var declarationKind: String
    public var caseCount: Int
    /// Non-static members (instance methods, stored or computed properties, initializers).
    public var instanceMembers: [NamedRange]
    /// Static factory methods with parameters that have no default value.
    public var parametersWithoutDefaults: [NamedRange]
}

public struct NamedRange: Codable, Sendable, Hashable {
    public var name: String
    public var range: SourceRange
}

/// A literal written inside a preview or a fixture.
public struct LiteralRecord: Codable, Sendable, Hashable {
    public var text: String
    public var range: SourceRange
    /// Whether it is a string (else a number or boolean).
    public var isString: Bool
    /// The call it is an argument of, e.g. `Text` or `Text(verbatim:)`.
    public var argumentOf: String?
}

/// A call that constructs a value, inside a preview or a fixture.
public struct ConstructionRecord: Codable, Sendable, Hashable {
    /// The callee as written: `ContentState`, `Attrs.ContentState`, `.init`.
    public var callee: String
    public var range: SourceRange
    /// The whole call with whitespace and comments normalized away, for finding duplicates.
    public var normalizedText: String
    public var argumentCount: Int
    /// Every argument is a literal (or an array/dictionary of literals, or a unary-minus literal).
    public var allArgumentsLiteral: Bool
    /// How many arguments write a literal value (a string, number or boolean; not `nil`, `[]` or `.case`).
    public var literalArgumentCount: Int
    /// How many sample values its arguments write: strings and numbers, also inside arrays and
    /// models built inline (`episode: Episode(title: "foo", duration: 400)` writes two); a flag
    /// alone is a state's switch.
    public var dataValueCount: Int = 0
    /// Calls that are trailing-closure containers (VStack { … }) have content.
    public var hasTrailingClosure: Bool
    /// The call and label it is an argument of (`SomeView(state:)`): what `.init` constructs there.
    public var argumentOf: String?
}

/// A reference to a type or member inside a preview: `URLSession.shared`, `LiveClient`.
public struct ReferenceRecord: Codable, Sendable, Hashable {
    public var text: String
    public var range: SourceRange
    /// Constructed with a call: `URLSession(configuration:)` has `URLSession` constructed.
    public var isConstruction: Bool
    /// For an implicit member (`.preview`), what says whose member it is: the type the code
    /// around declares (`Snapshot`, `ImplicitMemberContext`) or the labeled argument it is
    /// (`Section(snapshot:)`, typed by the callee's declaration); nil when neither is known.
    public var context: String? = nil
}

/// A type declared in the file, with what it conforms to (for cross-file questions).
public struct TypeDeclarationRecord: Codable, Sendable, Hashable {
    public var name: String
    /// Enclosing type names joined with dots, then the name (`Attrs.ContentState`).
    public var qualifiedName: String
    public var kind: String
    public var inherited: [String]
    public var range: SourceRange
    public var isExtension: Bool
    /// `#if` conditions around the declaration.
    public var conditions: [String] = []
    /// Declared `public`, `open` or `package`: other modules may use it.
    public var isExported = false
    /// The I/O APIs its initializers and stored properties' initial values name (`URLSession`,
    /// `NSPersistentContainer`, `AVAudioEngine`): what makes building one a live dependency (`LiveAPI`).
    public var liveAPIs: [String] = []
    /// The types its initializers and stored properties' initial values build: what it brings to life.
    public var eagerConstructions: [String] = []
    /// Every type its code builds anywhere (its body, methods, closures), by name as written, sorted:
    /// the views a view shows, the objects a type makes.
    public var builtTypes: [String] = []
    /// What its methods, initializers and on-appear closures call, by member name.
    public var memberEffects: [MemberEffectRecord] = []
    /// Its instance methods that do I/O, with the I/O API each reaches, directly or through the
    /// type's own methods it calls (`getFadail` → `DatabaseQueue`), sorted by name.
    public var ioMethods: [IOMethodRecord] = []
    /// An enum's cases, in order, when none carries a payload and none sits inside `#if`: the values
    /// a setting of this type takes (`enum Unit { case mgdl, mmol }`). Empty for anything else.
    public var simpleCases: [String] = []
    /// An enum's cases when some carry one value of a named type (`ike`, `openVpn:OpenVpnTransport`;
    /// `EnumCaseReader`), and its cases' raw texts when it is backed by `String` (`udp=udp`).
    public var payloadCases: [String] = []
    public var rawValues: [String] = []
}

/// An instance method that does I/O when called, and the API it reaches.
public struct IOMethodRecord: Codable, Sendable, Hashable {
    public var name: String
    public var api: String
}

/// A method a preview or fixture calls on a value it built itself (`let service = Store(…)`, then
/// `service.load()`): what the preview makes that value do.
public struct InstanceCallRecord: Codable, Sendable, Hashable {
    /// The type of the value, as constructed (`Store`, `Outer.Store`).
    public var type: String
    public var method: String
    public var range: SourceRange
}

extension PreviewRecord {
    /// The `#if os(…)` / `targetEnvironment(…)` conditions it is compiled under.
    var platformConditions: [String] {
        conditions.filter { $0.contains("os(") || $0.contains("targetEnvironment(") }
    }

    /// Whether the two are never compiled together: one in `#if os(macOS)`, the other in
    /// `#elseif os(tvOS)` or in the `#else` (`!(os(macOS))`). Negated conditions of two platforms
    /// can overlap (`!os(watchOS)` and `!os(macOS)` both build for iOS): not exclusive.
    func excludes(_ other: PreviewRecord) -> Bool {
        let mine = Self.platforms(platformConditions), theirs = Self.platforms(other.platformConditions)
        if !mine.required.isEmpty, !theirs.required.isEmpty, mine.required.isDisjoint(with: theirs.required) { return true }
        return !mine.required.isDisjoint(with: theirs.excluded) || !theirs.required.isDisjoint(with: mine.excluded)
    }

    /// The platforms `os(X)` requires and `!os(X)` / `!(os(X))` excludes, over the `&&` parts of
    /// the conditions; parts joined by `||` say neither.
    private static func platforms(_ conditions: [String]) -> (required: Set<String>, excluded: Set<String>) {
        var required = Set<String>(), excluded = Set<String>()
        for part in conditions.flatMap({ $0.replacingOccurrences(of: " ", with: "").components(separatedBy: "&&") }) where !part.contains("||") {
            var text = Substring(part)
            let negated = text.hasPrefix("!")
            if negated { text = text.dropFirst() }
            while text.hasPrefix("("), text.hasSuffix(")") { text = text.dropFirst().dropLast() }
            guard text.hasPrefix("os("), text.hasSuffix(")"), !text.dropFirst(3).dropLast().contains("(") else { continue }
            let name = String(text.dropFirst(3).dropLast())
            if negated { excluded.insert(name) } else { required.insert(name) }
        }
        return (required, excluded)
    }
}
