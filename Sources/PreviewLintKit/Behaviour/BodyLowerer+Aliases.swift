import SwiftSyntax

/// A name bound to a field of a value that is only ever read through (`guard let progress =
/// task.progress` and then `progress.completedUnitCount`): the object is no value the IR models,
/// but the fields read through it are inputs like any path (`task.progress.completedUnitCount`).
/// An optional it unwraps is taken as present: the rows tried are those where it is, and what the
/// code does without it is not claimed.
extension BodyLowerer {
    /// The field path `name = value` stands for, when `value` is a plain path and every use of
    /// `name` in `scope` reads a field through it (`name.field`, no call, no builtin property); nil
    /// otherwise, the binding lowered as a value. `unwraps`: an `if let`/`guard let` binding.
    func alias(_ name: String, value: ExprSyntax?, unwraps: Bool, scope: () -> [Syntax]) -> FieldPath? {
        guard let member = value?.as(MemberAccessExprSyntax.self), var path = FieldPath.written(member) else { return nil }
        guard !isLocal(path.text), !isLocal(StoredInputs.prefix + path.text) else { return nil }
        if !isLocal(path.root), let outer = aliases[path.root] { path = FieldPath(root: outer.root, fields: outer.fields + path.fields) }
        guard Self.isReadThrough(name, in: scope()) else { return nil }
        if unwraps { path.fields[path.fields.count - 1] += FieldPath.unwrapMark }
        return path
    }

    /// `guard let model` (or `= model`) of a stored property of the project's own type: the name
    /// stands for the stored value, present, when every use in `scope` reads a field through it.
    func storedAlias(_ name: String, value: ExprSyntax?, scope: () -> [Syntax]) -> FieldPath? {
        guard value == nil || value?.as(DeclReferenceExprSyntax.self)?.baseName.text == name, !isLocal(name), !isLocal(StoredInputs.prefix + name),
              let stored = context.storedTypes[name], BehaviourType(typeName: stored) == nil else { return nil }
        let type = stored.hasSuffix("?") ? String(stored.dropLast()) : stored
        guard FieldPath.mayDeclareFields(type), Self.isReadThrough(name, in: scope()) else { return nil }
        return FieldPath(root: name, fields: [])
    }

    /// `guard let evStatus` of a computed property of the type that only reads a field path
    /// (`context.state.status.evStatus`): the name stands for that field, present, when every use in
    /// `scope` reads a field through it.
    func propertyAlias(_ name: String, value: ExprSyntax?, scope: () -> [Syntax]) -> FieldPath? {
        guard value == nil || value?.as(DeclReferenceExprSyntax.self)?.baseName.text == name, !isLocal(name),
              !isLocal(StoredInputs.prefix + name), var path = context.pathProperties[name],
              Self.isReadThrough(name, in: scope()) else { return nil }
        path.fields[path.fields.count - 1] += FieldPath.unwrapMark
        return path
    }

    /// The project type `name = value` makes when `value` is not modelled but names the type it
    /// makes (`Solar(for: date)`, `cond ? yesterday : Solar(…)`, `cached ?? Solar(…)`), and every
    /// use of `name` in `scope` reads a field through it, optional chaining allowed; nil otherwise.
    func opaqueType(of name: String, value: ExprSyntax, scope: () -> [Syntax]) -> String? {
        guard let type = Self.madeType(value), Self.isReadThrough(name, in: scope(), chaining: true) else { return nil }
        return type
    }

    /// The type an initializer call makes, or each branch of a choice between values that one of
    /// them makes (Swift gives both branches one type).
    private static func madeType(_ value: ExprSyntax) -> String? {
        if let call = value.as(FunctionCallExprSyntax.self) {
            var called = call.calledExpression
            if let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base { called = base }
            guard let type = called.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true,
                  BehaviourType(typeName: type) == nil, FieldPath.mayDeclareFields(type) else { return nil }
            return type
        }
        if let ternary = value.as(TernaryExprSyntax.self) {
            return madeType(ternary.thenExpression) ?? madeType(ternary.elseExpression)
        }
        if let sequence = value.as(SequenceExprSyntax.self), let folded = try? FoldedExpression.fold(sequence) {
            switch folded {
            case .ternary(_, let then, let otherwise): return madeType(then) ?? made(otherwise)
            case .binary("??", let lhs, let rhs): return made(lhs) ?? made(rhs)
            default: return nil
            }
        }
        return nil
    }

    private static func made(_ folded: FoldedExpression) -> String? {
        if case .operand(let expression) = folded { return madeType(expression) }
        return nil
    }

    /// A read `alias.field…` as the path it stands for; nil when `path` starts at no alias.
    func throughAlias(_ path: FieldPath) -> FieldPath? {
        guard !isLocal(path.root), let alias = aliases[path.root] else { return nil }
        return FieldPath(root: alias.root, fields: alias.fields + path.fields)
    }

    /// The statements after `node`'s own in the block that holds it: where a name it binds is in scope.
    static func rest(after node: some SyntaxProtocol) -> [Syntax] {
        guard let item = node.parent?.as(CodeBlockItemSyntax.self) ?? node.parent?.parent?.as(CodeBlockItemSyntax.self),
              let list = item.parent?.as(CodeBlockItemListSyntax.self) else { return [] }
        // Not `list.filter`: filtering a syntax collection builds a new tree up to the file's root.
        return list.compactMap { $0.position > item.position ? Syntax($0) : nil }
    }

    /// Whether `name` is used in `scope`, and only as the base of a field read (`name?.field` too
    /// when `chaining`).
    private static func isReadThrough(_ name: String, in scope: [Syntax], chaining: Bool = false) -> Bool {
        var reads = 0
        for node in scope {
            for token in node.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(name) {
                guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
                var base = Syntax(reference)
                if chaining, let chain = reference.parent?.as(OptionalChainingExprSyntax.self) { base = Syntax(chain) }
                guard let member = base.parent?.as(MemberAccessExprSyntax.self), member.base?.id == base.id,
                      property(member.declName.baseName.text) == nil,
                      member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != member.id else { return false }
                reads += 1
            }
        }
        return reads > 0
    }
}
