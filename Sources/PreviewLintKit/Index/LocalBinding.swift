import SwiftSyntax

/// What a bare name read in code is bound to before the enclosing type's members are looked at:
/// a parameter of the function, initializer or closure around it, or a local declared earlier in
/// an enclosing block (`let engine = Engine()`, `guard let state = …`, `for step in …`). Swift
/// looks there first, so a local shadows the property of that name.
enum LocalBinding: Equatable {
    /// Declared with a type the code names (`state: WatchWorkoutState`, `let engine = Engine()`).
    case typed(String)
    /// Declared as a collection of a named type (`steps: [Step]`): its elements are typed.
    case elements(String)
    /// Bound, but to a value whose type the code does not say (`guard let x = y`, `{ step in }`).
    case untyped
    /// Not bound inside the member: the name is the type's (or an outer scope's).
    case none
}

/// The names the code around the walk binds, innermost scope last, as the walk meets them: a
/// read is typed by what its scopes say before the type's members are looked at. A scope opens
/// at each function, closure and code block; a binding in a condition (`if let x`) is kept for
/// the rest of the enclosing block, which only leaves more reads untyped.
struct LocalScopes {
    private var scopes: [[String: LocalBinding]] = []
    /// The generic parameters of the types and functions around, each with the protocol or class
    /// bounding it (`""` for none), innermost last.
    private var generics: [[String: String]] = []
    /// Whether each type and function around declared generic parameters (a level in `generics`).
    private var declaresGenerics: [Bool] = []
    /// Where the scopes of the innermost type's code begin: an outer member's locals are not its.
    private var barriers: [Int] = [0]

    var isInCode: Bool { scopes.count > barriers[barriers.count - 1] }

    mutating func open() { scopes.append([:]) }
    mutating func close() { scopes.removeLast() }

    mutating func enterType(generics clause: GenericParameterClauseSyntax?) {
        barriers.append(scopes.count)
        enterGenerics(clause)
    }
    mutating func leaveType() {
        barriers.removeLast()
        leaveGenerics()
    }
    mutating func enterGenerics(_ clause: GenericParameterClauseSyntax?) {
        declaresGenerics.append(clause != nil)
        guard let clause else { return }
        var bounds: [String: String] = [:]
        for parameter in clause.parameters {
            bounds[parameter.name.text] = parameter.inheritedType.flatMap(FactsCollector.namedType) ?? ""
        }
        generics.append(bounds)
    }
    mutating func leaveGenerics() {
        if declaresGenerics.removeLast() { generics.removeLast() }
    }

    /// A generic parameter around (`Model` of `View<Model: ModelProtocol>`) as the protocol or class
    /// bounding it, `""` when nothing does or for a type nested in one (`Model.ID`); nil when `type`
    /// is no such parameter.
    func bound(of type: String) -> String? {
        guard !generics.isEmpty else { return nil }
        let name = type.prefix { $0 != "." }
        for level in generics.reversed() {
            if let bound = level[String(name)] { return name.count == type.count ? bound : "" }
        }
        return nil
    }

    /// A parameter or local declared as `type`, a generic parameter as its bound.
    func declared(_ type: String?) -> LocalBinding {
        guard let type else { return .untyped }
        guard let bound = bound(of: type) else { return .typed(type) }
        return bound.isEmpty ? .untyped : .typed(bound)
    }

    /// A parameter or local declared with `type`: a named type, or a collection of one.
    func declared(_ type: TypeSyntax?) -> LocalBinding {
        guard let type else { return .untyped }
        if let named = FactsCollector.namedType(type) { return declared(named) }
        guard let element = FactsCollector.elementType(type), case .typed(let typed) = declared(element) else {
            return .untyped
        }
        return .elements(typed)
    }

    /// Binds `name` in the innermost scope, unless the declaration there already did (`let x = T()`
    /// typed it before its pattern was walked).
    mutating func bind(_ name: String, _ binding: LocalBinding) {
        guard isInCode, scopes[scopes.count - 1][name] == nil else { return }
        scopes[scopes.count - 1][name] = binding
    }

    /// Binds `name` in the innermost scope over what it was bound to there.
    mutating func rebind(_ name: String, _ binding: LocalBinding) {
        guard isInCode else { return }
        scopes[scopes.count - 1][name] = binding
    }

    func binding(of name: String) -> LocalBinding {
        var index = scopes.count - 1
        while index >= barriers[barriers.count - 1] {
            if let found = scopes[index][name] { return found }
            index -= 1
        }
        return .none
    }
}
