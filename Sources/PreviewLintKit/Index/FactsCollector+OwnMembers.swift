import SwiftSyntax

/// Names production code reads that the file's own declarations decide: a bare `name` inside a
/// type that declares `name` is that type's member, and `engine.name` where the type declares
/// `engine` with a type is a member of that type. Both are resolved once the walk is over (a
/// member may be declared below its use); what stays open is kept by name alone, as before.
extension FactsCollector {
    /// A property or method the member block of the type being walked declares, with the type a
    /// property is declared to hold where its declaration says.
    func noteOwnMember(_ name: String, type: String?) {
        guard !qualifiedOwners.isEmpty else { return }
        if let type {
            ownReads.memberTypes[owner, default: [:]][name] = type
        } else if ownReads.memberTypes[owner]?[name] == nil {
            ownReads.memberTypes[owner, default: [:]][name] = ""
        }
    }

    func noteOwnProperties(_ node: VariableDeclSyntax) {
        guard node.parent?.is(MemberBlockItemSyntax.self) == true else { return }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let type = Self.declaredType(binding, attributes: node.attributes)
            noteOwnMember(name, type: type.map { locals.bound(of: $0) ?? $0 })
        }
    }

    /// A bare name in production code inside a type; false when there is no type to resolve it in.
    func deferBareName(_ name: String) -> Bool {
        guard !qualifiedOwners.isEmpty else { return false }
        ownReads.pending.append(PendingRead(owner: owner, prefixes: ownerKeyPrefixes, path: nil, name: name,
                                        inPlaceholder: placeholderDepth > 0))
        return true
    }

    /// `engine.name`, `self.engine.name`, `engine?.current.name` in production code: a typed read
    /// when a parameter or local of a declared type holds the receiver, deferred when the enclosing
    /// type's property may (`resolvePendingReads`); false when neither says, or code binds the name
    /// to a value of no declared type.
    func deferPropertyRead(_ base: ExprSyntax, name: String) -> Bool {
        guard placeholderDepth == 0 else { return false }
        // `self.name`: the type's own member, as a bare `name` is.
        if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { return deferBareName(name) }
        guard let (throughSelf, path) = Self.readPath(base) else { return false }
        if !throughSelf {
            switch locals.binding(of: path[0]) {
            case .typed(let type):
                ownReads.typed.insert(TypedMemberRead(receiver: ([type] + path.dropFirst()).joined(separator: "."), member: name))
                return true
            case .untyped: return false
            case .none: break
            }
        }
        guard !qualifiedOwners.isEmpty else { return false }
        ownReads.pending.append(PendingRead(owner: owner, prefixes: ownerKeyPrefixes, path: path, name: name, inPlaceholder: false))
        return true
    }

    /// The keys and typed reads of the deferred reads, now that the file's declarations are known.
    func resolvePendingReads() {
        var typed = ownReads.typed
        for read in ownReads.pending {
            let declared = ownReads.memberTypes[read.owner]?[read.property ?? read.name]
            let note = { (key: UInt64) in
                if read.inPlaceholder { self.placeholderNames.insert(key) } else { self.productionNames.insert(key) }
            }
            if let path = read.path {
                if let type = declared, !type.isEmpty {
                    typed.insert(TypedMemberRead(receiver: ([type] + path.dropFirst()).joined(separator: "."), member: read.name))
                } else {
                    note(ProductionReference.valueMemberKey(read.name))
                }
            } else if declared != nil {
                // The type's own member (or a local shadowing it): no global, no outer type's member.
                for prefix in read.prefixes.last ?? [] { note(ProductionReference.key(ownerPrefix: prefix, name: read.name)) }
            } else {
                note(ProductionReference.bareKey(read.name))
                // Every enclosing type's: a nested type calls its outer types' static members bare
                // (`render(time)` in `extension Card { struct Row }` is `Card.render`).
                for prefixes in read.prefixes {
                    for prefix in prefixes { note(ProductionReference.key(ownerPrefix: prefix, name: read.name)) }
                }
            }
        }
        facts.typedReads = typed.sorted { ($0.member, $0.receiver) < ($1.member, $1.receiver) }
    }

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
                guard member.declName.argumentNames == nil, case .identifier(let name) = member.declName.baseName.tokenKind,
                      !PreviewSyntax.looksLikeTypeName(name) else { return nil }
                path.insert(name, at: 0)
                expression = next
                continue
            }
            guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return nil }
            if reference.baseName.tokenKind == .keyword(.self) { return path.isEmpty ? nil : (true, path) }
            guard case .identifier(let name) = reference.baseName.tokenKind, !PreviewSyntax.looksLikeTypeName(name) else { return nil }
            return (false, [name] + path)
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
        for case .attribute(let attribute) in attributes where attribute.attributeName.trimmedDescription == "Environment" {
            guard case .argumentList(let arguments)? = attribute.arguments, arguments.count == 1,
                  let member = arguments.first?.expression.as(MemberAccessExprSyntax.self),
                  member.declName.baseName.tokenKind == .keyword(.self), let base = member.base else { continue }
            return PreviewSyntax.typeName(base)
        }
        guard let value = binding.initializer?.value else { return nil }
        if let built = builtType(value) { return built }
        if let member = value.as(MemberAccessExprSyntax.self), let base = member.base, let type = PreviewSyntax.typeName(base),
           case .identifier(let name) = member.declName.baseName.tokenKind, !PreviewSyntax.looksLikeTypeName(name) {
            return type + "." + name
        }
        return nil
    }

    /// `Engine`, `Engine?`, `Engine!`, `Module.Engine`: the named type; nil for others. A generic one
    /// (`StoreOf<Feature>`, `Binding<Value>`) may hand reads on to what it wraps (dynamic member
    /// lookup): its members are not all its own.
    static func namedType(_ type: TypeSyntax) -> String? {
        if let optional = type.as(OptionalTypeSyntax.self) { return namedType(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return namedType(unwrapped.wrappedType) }
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil {
            let name = identifier.name.text
            return PreviewSyntax.looksLikeTypeName(name) ? name : nil
        }
        if let member = type.as(MemberTypeSyntax.self), member.genericArgumentClause == nil, let base = namedType(member.baseType) {
            return base + "." + member.name.text
        }
        return nil
    }
}

/// Reads resolved against the file's own declarations once the walk is over (`resolvePendingReads`).
struct OwnReads {
    var pending: [PendingRead] = []
    var typed = Set<TypedMemberRead>()
    /// Each type's declared members by owner and name, with the type a property holds, or "".
    var memberTypes: [String: [String: String]] = [:]
}

/// A read waiting for the file's declarations.
struct PendingRead {
    /// The innermost type's qualified name and the key prefixes of every enclosing type.
    var owner: String
    var prefixes: [[UInt64]]
    /// The property of `owner` the member is read through, then the members read on it
    /// (`engine.current.name`: `engine`, `current`); nil for a bare name.
    var path: [String]?
    var property: String? { path?.first }
    var name: String
    var inPlaceholder: Bool
}
