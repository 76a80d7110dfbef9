import SwiftSyntax

/// A closure run for each element of a collection (`ForEach(entry.items) { item in … }`,
/// `List(model.rows) { row in … }`, `entry.items.map { item in … }`): its untyped parameter is an
/// element, of the type the collection's declaration gives (`[Item]` → `Item`), so the fields read
/// through it are inputs. Over a binding (`List($model.rows) { $row in … }`) `row` is the element.
extension InlineScope {
    /// The collection `name`, the closure's only untyped parameter, is an element of.
    static func iterated(_ name: String, by closure: ClosureExprSyntax) -> ExprSyntax? {
        guard let parameter = onlyParameter(of: closure), parameter == name || parameter == "$" + name,
              let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self) else { return nil }
        if parameter == name, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           let base = member.base,
           ["map", "compactMap", "forEach", "filter", "first", "contains", "sorted"].contains(member.declName.baseName.text) {
            return base
        }
        if let view = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           ["ForEach", "List"].contains(view),
           let first = call.arguments.first, first.label == nil {
            return first.expression
        }
        return nil
    }

    /// The closure's one untyped parameter (`item` of `{ item in … }`), or `$0` of a closure that
    /// names none and reads no other (`{ Text(String(format: "%.1f", $0)) }`).
    private static func onlyParameter(of closure: ClosureExprSyntax) -> String? {
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?: return list.count == 1 ? list.first?.name.text : nil
        case nil:
            let anonymous = Set(closure.statements.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                if case .dollarIdentifier(let text) = token.tokenKind { return text }
                return nil
            })
            return anonymous == ["$0"] ? "$0" : nil
        default: return nil
        }
    }

    /// `rows`, `model.rows` of the binding `$rows`, `$model.rows` (or of the collection itself).
    private static func collectionPath(_ collection: ExprSyntax) -> (root: String, fields: [String])? {
        if let reference = collection.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return (name.hasPrefix("$") ? String(name.dropFirst()) : name, [])
        }
        guard let member = collection.as(MemberAccessExprSyntax.self),
              let path = FieldPath.written(member, unprojecting: true) else { return nil }
        return (path.root, path.fields)
    }

    /// The type of an element of `collection` at `site`: `Item` for a parameter or stored property
    /// declared `[Item]`, or a field's element typed after the walk (`Entry::items[]`); nil when its
    /// declaration is not such a collection.
    static func elementType(of collection: ExprSyntax, at site: Syntax) -> String? {
        guard let (root, fields) = collectionPath(collection) else { return nil }
        let declared: String
        switch source(of: root, at: site) {
        case .parameter(let type)?, .stored(let type)?: declared = type
        case .local(let declaration)?:
            // A local a project function makes (`let passwords = try await repository.all()`): an
            // element of what that function returns, typed after the walk.
            guard let type = bindings(of: declaration).first(where: { $0.name == root })?.typeName else { return nil }
            if CallReturn.signature(of: type) != nil {
                return FieldPath.deferredType(root: type, path: ([root] + fields).joined(separator: ".") + (fields.isEmpty ? "." : "") + FieldPath.elementMark)
            }
            declared = type
        default: return nil
        }
        guard !fields.isEmpty else { return FieldPath.element(of: declared).flatMap { FieldPath.mayDeclareFields($0) ? $0 : nil } }
        guard FieldPath.mayDeclareFields(declared) else { return nil }
        return FieldPath.deferredType(root: declared, path: ([root] + fields.dropLast() + [fields.last! + FieldPath.elementMark]).joined(separator: "."))
    }
}
