/// Where a display value lives: a property of a type, a parameter of a function or initializer,
/// what a function returns, an enum case's payload, or a local of one scope.
struct Slot: Hashable, Sendable, Comparable, Codable {
    enum Kind: String, Hashable, Sendable, Codable {
        case property, parameter, returned, payload, local
    }

    var kind: Kind
    /// The qualified type (empty for globals); for a local or a closure, `file#scope`.
    var owner: String
    /// A property's or case's name, a function's signature, a local's name.
    var name: String
    /// A parameter's or payload's label; a local's ordinal among its scope's locals of its name;
    /// the element of a returned tuple.
    var label: String = ""

    /// What a closure written in code gives back (`file#scope`'s `closure`).
    var isClosureResult: Bool { kind == .returned && owner.contains("#") }

    /// How messages and `previewlint provenance` name it.
    var description: String {
        let type = owner.contains("#") ? "" : owner
        let prefix = type.isEmpty ? "" : type + "."
        switch kind {
        case .property: return prefix + name
        case .parameter: return owner.contains("#") ? "a closure's \(label)" : "\(prefix)\(name) \(label):"
        case .returned:
            if owner.contains("#") { return "a closure's result" }
            // An element of a returned tuple (`TupleElements`).
            return label.isEmpty ? "\(prefix)\(name)'s result" : "\(prefix)\(name)'s \(label)"
        case .payload: return "\(prefix)\(name)(\(label):)"
        case .local: return "local \(name)"
        }
    }

    /// By owner, name, label, then kind. Field by field rather than as a tuple: the graph sorts
    /// every slot of the project once a run, and building two tuples per comparison copied them.
    static func < (lhs: Slot, rhs: Slot) -> Bool {
        if lhs.owner != rhs.owner { return lhs.owner < rhs.owner }
        if lhs.name != rhs.name { return lhs.name < rhs.name }
        if lhs.label != rhs.label { return lhs.label < rhs.label }
        return lhs.kind.rawValue < rhs.kind.rawValue
    }
}

/// Where a value written into a slot comes from.
enum ValueSource: Hashable, Sendable, Codable {
    case slot(Slot)
    /// Text production formats from values; what formats it.
    case formatting(String)
    /// A literal or localized text.
    case literal(String)
    /// A number's digits as they are (`String(count)`): no formatting, and only digits.
    case digits
    /// Nothing the source says: a parameter nobody passes, a decoded payload, an API's result.
    case unknown
}
