import SwiftSyntax

/// What a bare name read in code is bound to before the enclosing type's members are looked at:
/// a parameter of the function, initializer or closure around it, or a local declared earlier in
/// an enclosing block (`let engine = Engine()`, `guard let state = …`, `for step in …`). Swift
/// looks there first, so a local shadows the property of that name.
enum LocalBinding: Equatable {
    /// Declared with a type the code names (`state: WatchWorkoutState`, `let engine = Engine()`).
    case typed(String)
    /// Bound, but to a value whose type the code does not say (`guard let x = y`, `{ step in }`).
    case untyped
    /// Not bound inside the member: the name is the type's (or an outer scope's).
    case none

    /// A parameter or local declared as `type` (a generic parameter as its bound).
    static func declared(_ type: TypeSyntax?, at node: Syntax) -> LocalBinding {
        guard let type, let name = FactsCollector.namedType(type) else { return .untyped }
        return named(name, at: node)
    }

    static func named(_ name: String, at node: Syntax) -> LocalBinding {
        guard let bound = FactsCollector.boundingGenericParameter(name, of: node) else { return .typed(name) }
        return bound.isEmpty ? .untyped : .typed(bound)
    }
}

/// The names the code around the walk binds, innermost scope last, as the walk meets them: a
/// read is typed by what its scopes say before the type's members are looked at. A scope opens
/// at each function, closure and code block; a binding in a condition (`if let x`) is kept for
/// the rest of the enclosing block, which only leaves more reads untyped.
struct LocalScopes {
    private var scopes: [[String: LocalBinding]] = []
    /// Where the scopes of the innermost type's code begin: an outer member's locals are not its.
    private var barriers: [Int] = [0]

    var isInCode: Bool { scopes.count > barriers[barriers.count - 1] }

    mutating func open() { scopes.append([:]) }
    mutating func close() { scopes.removeLast() }
    mutating func enterType() { barriers.append(scopes.count) }
    mutating func leaveType() { barriers.removeLast() }

    /// Binds `name` in the innermost scope, unless the declaration there already did (`let x = T()`
    /// typed it before its pattern was walked).
    mutating func bind(_ name: String, _ binding: LocalBinding) {
        guard isInCode, scopes[scopes.count - 1][name] == nil else { return }
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
