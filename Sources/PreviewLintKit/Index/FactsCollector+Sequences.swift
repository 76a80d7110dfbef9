import SwiftSyntax

/// What a loop or a closure given to a collection binds: an element of the sequence, typed by
/// what the sequence's declaration says (`for step in steps`, `ForEach(engine.steps) { step in }`,
/// `steps.map { $0.label }`, `for (index, step) in steps.enumerated()` with `let steps: [Step]`).
/// A sequence the declarations do not type leaves its elements untyped, read by name as before.
extension FactsCollector {
    /// `for step in steps`: the loop variable, in a scope of the loop's own.
    func enterLoop(_ node: ForStmtSyntax) {
        locals.open()
        let (sequence, position) = Self.elements(of: node.sequence)
        var pattern = node.pattern
        if let position {
            guard let tuple = node.pattern.as(TuplePatternSyntax.self), tuple.elements.count == 2 else { return }
            pattern = Array(tuple.elements)[position].pattern
        }
        guard let name = pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return }
        locals.bind(name, elementBinding(of: sequence))
    }

    /// A closure's scope; `$0` and `$1` of a closure given to a collection are its elements.
    func enterClosureScope(_ node: ClosureExprSyntax) {
        locals.open()
        guard node.signature == nil, let (sequence, position) = Self.sequence(of: node), position == nil else { return }
        let element = elementBinding(of: sequence)
        for name in ["$0", "$1"] { locals.bind(name, element) }
    }

    /// What the closure's parameter is from the call the closure is given to: ActivityKit's
    /// `context`, or an element of the collection whose method or `ForEach` takes the closure.
    func contextBinding(of closure: Syntax?, _ parameter: some SyntaxProtocol) -> LocalBinding? {
        guard let closure = closure?.as(ClosureExprSyntax.self) else { return nil }
        let offset = Self.position(of: parameter)
        if let (sequence, position) = Self.sequence(of: closure) {
            return position == nil || position == offset ? elementBinding(of: sequence) : .untyped
        }
        guard offset == 0, let context = ActivityContext.type(ofParameterOf: closure) else { return nil }
        return .typed(context)
    }

    /// An element of `sequence`: of a local or parameter declared as a collection, or of a
    /// property the model types (`Engine.steps.[]`, the element of `Engine.steps`).
    func elementBinding(of sequence: ExprSyntax) -> LocalBinding {
        switch valueBinding(of: sequence) {
        case .elements(let element): return .typed(element)
        case .typed(let type): return .typed(type + "." + Self.elementMark)
        case .untyped, .none: return .untyped
        }
    }

    /// In a receiver, an element of the collection the path before it holds.
    static let elementMark = "[]"

    /// The collection whose elements the parameters of `closure` are, and which parameter is the
    /// element when each is a pair (`enumerated()`): the receiver of `map`, `filter`,
    /// `sorted(by:)`… or the data of `ForEach`/`List`; nil for any other closure.
    static func sequence(of closure: ClosureExprSyntax) -> (ExprSyntax, position: Int?)? {
        guard let call = closure.call else { return nil }
        if let method = call.calledExpression.as(MemberAccessExprSyntax.self),
           elementMethods.contains(method.declName.baseName.text), let base = method.base {
            return elements(of: base)
        }
        guard let view = call.calledExpression.as(DeclReferenceExprSyntax.self),
              ["ForEach", "List"].contains(view.baseName.text),
              let data = call.arguments.first, data.label == nil else { return nil }
        return elements(of: data.expression)
    }

    /// `steps`, `Array(steps)`: the collection itself; `steps.enumerated()`: the collection, whose
    /// elements come second in each pair.
    static func elements(of sequence: ExprSyntax) -> (ExprSyntax, position: Int?) {
        var sequence = sequence
        if let call = sequence.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
           call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Array",
           let only = call.arguments.first, only.label == nil {
            sequence = only.expression
        }
        guard let call = sequence.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
              let method = call.calledExpression.as(MemberAccessExprSyntax.self),
              method.declName.baseName.text == "enumerated", let base = method.base else { return (sequence, nil) }
        return (base, 1)
    }

    /// The standard library's methods that hand each closure parameter an element.
    private static let elementMethods: Set<String> = [
        "map", "compactMap", "flatMap", "forEach", "filter", "first", "last", "contains", "allSatisfy",
        "sorted", "min", "max", "drop", "prefix", "firstIndex", "lastIndex", "partition",
    ]

    /// Which child of its list `node` is.
    private static func position(of node: some SyntaxProtocol) -> Int? {
        guard let parent = node.parent else { return nil }
        for (index, child) in parent.children(viewMode: .sourceAccurate).enumerated() where child.id == node.id {
            return index
        }
        return nil
    }
}
