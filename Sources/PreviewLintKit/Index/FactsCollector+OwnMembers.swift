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
        if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return deferBareName(name)
        }
        guard let (throughSelf, path) = Self.readPath(base) else { return false }
        if !throughSelf {
            switch locals.binding(of: path[0]) {
            case .typed(let type):
                ownReads.typed.insert(TypedMemberRead(receiver: Self.receiver(type, path), member: name))
                return true
            case .untyped, .elements: return false
            case .none: break
            }
        }
        guard !qualifiedOwners.isEmpty else { return false }
        ownReads.pending.append(PendingRead(owner: owner, prefixes: ownerKeyPrefixes, path: path, name: name,
                                            inPlaceholder: false))
        return true
    }

    /// The keys and typed reads of the deferred reads, now that the file's declarations are known.
    func resolvePendingReads() {
        var typed = ownReads.typed, keys: [UInt64] = [], placeholderKeys: [UInt64] = []
        for read in ownReads.pending {
            let declared = ownReads.memberTypes[read.owner]?[read.property ?? read.name]
            if let path = read.path {
                if let type = declared, !type.isEmpty {
                    typed.insert(TypedMemberRead(receiver: Self.receiver(type, path), member: read.name))
                } else {
                    keys.append(ProductionReference.valueMemberKey(read.name))
                }
                continue
            }
            // The type's own member (or a local shadowing it): no global, no outer type's member.
            // Otherwise every enclosing type's: a nested type calls its outer types' static members
            // bare (`render(time)` in `extension Card { struct Row }` is `Card.render`).
            let owners = declared != nil ? read.prefixes.suffix(1) : read.prefixes[...]
            var found = declared != nil ? [] : [ProductionReference.bareKey(read.name)]
            for prefixes in owners {
                for prefix in prefixes { found.append(ProductionReference.key(ownerPrefix: prefix, name: read.name)) }
            }
            if read.inPlaceholder { placeholderKeys += found } else { keys += found }
        }
        productionNames.formUnion(keys)
        placeholderNames.formUnion(placeholderKeys)
        facts.typedReads = typed.sorted { ($0.member, $0.receiver) < ($1.member, $1.receiver) }
    }

    /// `Engine` read through `engine.current`: `Engine.current`, which the model resolves. A Live
    /// Activity's `context.state` is its attributes' `ContentState`.
    static func receiver(_ type: String, _ path: [String]) -> String {
        if path.count > 1, let attributes = ActivityContext.attributes(of: type),
           let member = ActivityContext.memberType(path[1], attributes: attributes) {
            return ([member] + path.dropFirst(2)).joined(separator: ".")
        }
        return ([type] + path.dropFirst()).joined(separator: ".")
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
