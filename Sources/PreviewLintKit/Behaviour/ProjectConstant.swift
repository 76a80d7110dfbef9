import SwiftSyntax

/// A type's constant that other types' formatting reads by path (`Texts_Common.HIGH`,
/// `GlucoseUnits.exchangeRate`): a `static let` holding a literal, or text looked up in the string
/// tables by a literal key (`NSLocalizedString("common_high", tableName: filename, value: "HIGH",
/// comment: "")`, also in a closure called in place). Lowering keeps such a read as a call of its
/// path (`BodyLowerer.memberValue`); evaluation finds the constant or leaves the reader unknown.
/// Kept in the facts as plain fields: a project declares thousands, read on every warm run.
public struct ProjectConstant: Codable, Sendable, Hashable {
    public enum Kind: String, Codable, Sendable { case int, double, bool, string, lookup }

    /// `Texts_Common.HIGH`
    public var path: String
    public var typeName: String?
    public var kind: Kind
    /// The literal's text, or the key a lookup reads.
    public var text: String
    /// A lookup's table (nil: the default one) and default value.
    public var table: String?
    public var fallback: String?

    /// The constant as a function of no input, called by its path.
    var lowered: LoweredFormatter {
        let value: BehaviourExpression = switch kind {
        case .int: .literal(Int(text).map(BehaviourValue.int) ?? .none)
        case .double: .literal(Double(text).map(BehaviourValue.double) ?? .none)
        case .bool: .literal(.bool(text == "true"))
        case .string: .literal(.string(text))
        case .lookup: .localized(.literal(.string(text)), table: table, fallback: fallback.map { .literal(.string($0)) })
        }
        return LoweredFormatter(name: path, signature: path, parameters: [], returnTypeName: typeName, body: .statements([.return(value)]))
    }

    /// The constant `declaration` declares in `owner`, or nil. `context`: the owner's constants,
    /// which a lookup's table name may read.
    static func read(_ declaration: VariableDeclSyntax, owner: String, context: () -> LoweringContext) -> ProjectConstant? {
        guard !owner.isEmpty, declaration.bindingSpecifier.tokenKind == .keyword(.let),
              declaration.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
              declaration.bindings.count == 1, let binding = declaration.bindings.first, binding.accessorBlock == nil,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let written = binding.initializer?.value else { return nil }
        let declared = binding.typeAnnotation?.type.sourceText
        if let declared, BehaviourType(typeName: declared) == nil { return nil }
        let value = calledInPlace(written) ?? written
        var constant = ProjectConstant(path: "\(owner).\(name)", typeName: declared, kind: .string, text: "")
        if let literal = try? LiteralReader.value(of: value) {
            switch literal {
            case .int(let number): (constant.kind, constant.text) = (.int, String(number))
            case .double(let number): (constant.kind, constant.text) = (.double, String(number))
            case .bool(let flag): (constant.kind, constant.text) = (.bool, String(flag))
            case .string(let text): (constant.kind, constant.text) = (.string, text)
            default: return nil
            }
            return constant
        }
        guard let call = value.as(FunctionCallExprSyntax.self), let lookup = try? BodyLowerer(context: context()).localizedLookup(call),
              case .localized(.literal(.string(let key)), let table, let fallback) = lookup else { return nil }
        (constant.kind, constant.text, constant.table) = (.lookup, key, table)
        switch fallback {
        case nil: break
        case .literal(.string(let text))?: constant.fallback = text
        default: return nil
        }
        return constant
    }

    /// A path a constant can have: types, then the constant's name (`Texts_Common.HIGH`).
    static func isPath(_ path: String) -> Bool {
        let parts = path.split(separator: ".")
        guard parts.count >= 2, let name = parts.last, !["self", "Type", "init", "Protocol"].contains(name) else { return false }
        return parts.dropLast().allSatisfy { $0.first?.isUppercase == true }
    }

    /// `e` of `{ return e }()` or `{ e }()`.
    private static func calledInPlace(_ value: ExprSyntax) -> ExprSyntax? {
        guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
              let closure = call.calledExpression.as(ClosureExprSyntax.self), closure.signature == nil,
              closure.statements.count == 1, let item = closure.statements.first?.item else { return nil }
        if let returned = item.as(ReturnStmtSyntax.self) { return returned.expression }
        return item.as(ExprSyntax.self)
    }
}
