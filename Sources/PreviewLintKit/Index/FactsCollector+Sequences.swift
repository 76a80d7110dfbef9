import SwiftSyntax

/// What a loop or a closure given to a collection binds: an element of the sequence, typed by
/// what the sequence's declaration says (`for step in steps`, `ForEach(engine.steps) { step in }`,
/// `steps.map { $0.label }` with `let steps: [Step]`). A sequence the declarations do not type
/// leaves its elements untyped, read by name as before.
extension FactsCollector {
    /// `for step in steps`: the loop variable, in a scope of the loop's own.
    func enterLoop(_ node: ForStmtSyntax) {
        locals.open()
        guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return }
        locals.bind(name, elementBinding(of: node.sequence))
    }

    /// A closure's scope; `$0` and `$1` of a closure given to a collection are its elements.
    func enterClosureScope(_ node: ClosureExprSyntax) {
        locals.open()
        guard node.signature == nil, let sequence = Self.sequence(of: node) else { return }
        let element = elementBinding(of: sequence)
        for name in ["$0", "$1"] { locals.bind(name, element) }
    }

    /// What the closure's parameter is from the call the closure is given to: ActivityKit's
    /// `context`, or an element of the collection whose method or `ForEach` takes the closure.
    func contextBinding(of closure: Syntax?, _ parameter: some SyntaxProtocol) -> LocalBinding? {
        guard let closure = closure?.as(ClosureExprSyntax.self) else { return nil }
        if let sequence = Self.sequence(of: closure) { return elementBinding(of: sequence) }
        guard parameter.parent?.children(viewMode: .sourceAccurate).first?.id == parameter.id,
              let context = ActivityContext.type(ofParameterOf: closure) else { return nil }
        return .typed(context)
    }

    /// An element of `sequence`: of a local or parameter declared as a collection, or of a
    /// property the model types (`Engine.steps.[]`, the element of `Engine.steps`).
    func elementBinding(of sequence: ExprSyntax) -> LocalBinding {
        guard let (throughSelf, path) = Self.readPath(sequence) else { return .untyped }
        if !throughSelf {
            switch locals.binding(of: path[0]) {
            case .elements(let element): return path.count == 1 ? .typed(element) : .untyped
            case .typed(let type): return .typed(Self.receiver(type, path) + "." + Self.elementMark)
            case .untyped: return .untyped
            case .none: break
            }
        }
        guard !qualifiedOwners.isEmpty else { return .untyped }
        return .typed(([owner] + path).joined(separator: ".") + "." + Self.elementMark)
    }

    /// In a receiver, an element of the collection the path before it holds.
    static let elementMark = "[]"

    /// The collection whose elements each parameter of `closure` is: the receiver of `map`,
    /// `filter`, `sorted(by:)`… or the data of `ForEach`/`List`; nil for any other closure.
    static func sequence(of closure: ClosureExprSyntax) -> ExprSyntax? {
        var node = Syntax(closure).parent
        while let current = node, !current.is(FunctionCallExprSyntax.self) {
            guard current.is(LabeledExprSyntax.self) || current.is(LabeledExprListSyntax.self)
                    || current.is(MultipleTrailingClosureElementSyntax.self)
                    || current.is(MultipleTrailingClosureElementListSyntax.self) else { return nil }
            node = current.parent
        }
        guard let call = node?.as(FunctionCallExprSyntax.self) else { return nil }
        if let method = call.calledExpression.as(MemberAccessExprSyntax.self),
           elementMethods.contains(method.declName.baseName.text) {
            return method.base
        }
        guard let view = call.calledExpression.as(DeclReferenceExprSyntax.self),
              ["ForEach", "List"].contains(view.baseName.text),
              let data = call.arguments.first, data.label == nil else { return nil }
        return data.expression
    }

    /// The standard library's methods that hand each closure parameter an element.
    private static let elementMethods: Set<String> = [
        "map", "compactMap", "flatMap", "forEach", "filter", "first", "last", "contains", "allSatisfy",
        "sorted", "min", "max", "drop", "prefix", "firstIndex", "lastIndex", "partition",
    ]
}
