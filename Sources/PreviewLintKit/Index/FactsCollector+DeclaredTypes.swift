import SwiftSyntax

/// What declarations say of a value's type, for typing reads without a type checker: a receiver's
/// path from a name, a property's declared type, a type annotation's named type.
extension FactsCollector {
    /// The names a member is read through, from a bare name or `self` (`engine`, `self.engine`,
    /// `engine?.current!`): whether it starts at `self`, and the names; nil for any other receiver
    /// (a call's result, a type, a literal) or a longer chain than `maximumReadPath`.
    static func readPath(_ base: ExprSyntax) -> (throughSelf: Bool, path: [String])? {
        var expression = base, path: [String] = []
        while path.count <= maximumReadPath {
            while let inner = expression.as(OptionalChainingExprSyntax.self)?.expression
                    ?? expression.as(ForceUnwrapExprSyntax.self)?.expression {
                expression = inner
            }
            if let member = expression.as(MemberAccessExprSyntax.self), let next = member.base {
                guard member.declName.argumentNames == nil,
                      case .identifier(let name) = member.declName.baseName.tokenKind,
                      !PreviewSyntax.looksLikeTypeName(name) else { return nil }
                path.insert(name, at: 0)
                expression = next
                continue
            }
            guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return nil }
            switch reference.baseName.tokenKind {
            case .keyword(.self): return path.isEmpty ? nil : (true, path)
            case .dollarIdentifier(let name): return (false, [name] + path)
            case .identifier(let name) where !PreviewSyntax.looksLikeTypeName(name): return (false, [name] + path)
            default: return nil
            }
        }
        return nil
    }

    /// Reads through longer chains stay reads by name.
    static let maximumReadPath = 3

    /// The type a stored or computed property is declared to hold: its annotation (`Engine?`),
    /// `@Environment(Engine.self)`, or the value it is built as
    /// (`Engine()`, and `Engine.shared` as that static member, which the model resolves). Nil where
    /// none says (a literal, a function's result, a collection or closure type).
    static func declaredType(_ binding: PatternBindingSyntax, attributes: AttributeListSyntax) -> String? {
        if let annotation = binding.typeAnnotation?.type { return namedType(annotation) }
        for case .attribute(let attribute) in attributes
        where attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text == "Environment" {
            guard case .argumentList(let arguments)? = attribute.arguments, arguments.count == 1,
                  let member = arguments.first?.expression.as(MemberAccessExprSyntax.self),
                  member.declName.baseName.tokenKind == .keyword(.self), let base = member.base else { continue }
            return PreviewSyntax.typeName(base)
        }
        guard let value = binding.initializer?.value else { return nil }
        if let built = builtType(value) { return built }
        if let member = value.as(MemberAccessExprSyntax.self), let base = member.base,
           let type = PreviewSyntax.typeName(base), case .identifier(let name) = member.declName.baseName.tokenKind,
           !PreviewSyntax.looksLikeTypeName(name) {
            return type + "." + name
        }
        return nil
    }

    /// `Engine`, `Engine?`, `Engine!`, `Module.Engine`: the named type; nil for others. A generic one
    /// (`StoreOf<Feature>`, `Binding<Value>`) may hand reads on to what it wraps (dynamic member
    /// lookup): its members are not all its own.
    static func namedType(_ type: TypeSyntax) -> String? {
        if let optional = type.as(OptionalTypeSyntax.self) { return namedType(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return namedType(unwrapped.wrappedType)
        }
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            let name = identifier.name.text
            guard let clause = identifier.genericArgumentClause else {
                // `Any` and `AnyObject` (which looks `@objc` members up) may hold a value of any type.
                return PreviewSyntax.looksLikeTypeName(name) && !["Any", "AnyObject"].contains(name) ? name : nil
            }
            // ActivityKit's context says what its members hold (`ActivityContext`).
            guard name == "ActivityViewContext", clause.arguments.count == 1,
                  case .type(let argument) = clause.arguments.first?.argument,
                  let attributes = namedType(argument) else { return nil }
            return ActivityContext.context(of: attributes)
        }
        if let member = type.as(MemberTypeSyntax.self), member.genericArgumentClause == nil,
           let base = namedType(member.baseType) {
            return base + "." + member.name.text
        }
        return nil
    }

    /// `Step` of `[Step]`, `[Step]?`, `Array<Step>`, `Set<Step>`; nil for any other type.
    static func elementType(_ type: TypeSyntax) -> String? {
        if let optional = type.as(OptionalTypeSyntax.self) { return elementType(optional.wrappedType) }
        if let array = type.as(ArrayTypeSyntax.self) { return namedType(array.element) }
        guard let identifier = type.as(IdentifierTypeSyntax.self), ["Array", "Set"].contains(identifier.name.text),
              let clause = identifier.genericArgumentClause, clause.arguments.count == 1,
              case .type(let argument) = clause.arguments.first?.argument else { return nil }
        return namedType(argument)
    }
}
