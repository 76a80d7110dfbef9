import SwiftSyntax

/// Expressions: literals, names, operators, interpolation, member reads; calls are in `+Calls`.
extension BodyLowerer {
    func lower(_ expression: ExprSyntax) throws(LoweringFailure) -> BehaviourExpression {
        if expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self) || expression.is(BooleanLiteralExprSyntax.self) {
            return .literal(try LiteralReader.value(of: expression))
        }
        if expression.is(NilLiteralExprSyntax.self) { return .literal(.none) }
        if let string = expression.as(StringLiteralExprSyntax.self) { return try interpolation(string) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return try resolve(reference.baseName.text) }
        if let member = expression.as(MemberAccessExprSyntax.self) { return try memberRead(member) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) { return try prefixed(prefix) }
        if let sequence = expression.as(SequenceExprSyntax.self) { return try lower(try FoldedExpression.fold(sequence)) }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            return .conditional(try lower(ternary.condition), try lower(ternary.thenExpression), try lower(ternary.elseExpression))
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
            return try lower(.binary(op.operator.text, .operand(infix.leftOperand), .operand(infix.rightOperand)))
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return try lower(only.expression)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) { return try lowerCall(call) }
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { return .forceUnwrap(try lower(unwrap.expression)) }
        if let subscripted = expression.as(SubscriptCallExprSyntax.self) { return try element(subscripted) }
        throw LoweringFailure("uses \(expression.sourceText.prefix(40))")
    }

    func lower(_ folded: FoldedExpression) throws(LoweringFailure) -> BehaviourExpression {
        switch folded {
        case .operand(let expression):
            return try lower(expression)
        case .ternary(let condition, let then, let otherwise):
            return .conditional(try lower(condition), try lower(then), try lower(otherwise))
        case .cast(let kind, let operand, let type):
            return try cast(kind, try lower(operand), type.sourceText)
        case .binary(let name, let lhs, let rhs):
            guard let op = BehaviourOperator(rawValue: name) else { throw LoweringFailure("uses the operator \(name)") }
            return .binary(op, try lower(lhs), try lower(rhs))
        }
    }

    /// `x as NSNumber` and other bridging casts change nothing; `60 as Double` types a literal.
    private func cast(_ kind: String, _ operand: BehaviourExpression, _ type: String) throws(LoweringFailure) -> BehaviourExpression {
        guard kind == "as" else { throw LoweringFailure("uses \(kind) \(type)") }
        switch type {
        case "NSNumber", "NSString", "CVarArg", "Any", "Int", "String": return operand
        // A Decimal bridged to `NSDecimalNumber` (for a NumberFormatter) is the same number.
        case "NSDecimalNumber": return operand
        case "Decimal": return operand.isLiteralOnly ? .builtin(.toDecimal, [operand]) : operand
        case "Double", "TimeInterval", "CGFloat": return operand.isLiteralOnly ? operand.withDoubleLiterals : operand
        default: throw LoweringFailure("uses as \(type)")
        }
    }

    /// Whether a name or path read bare (`duration`, `entry.date`) is the stored input
    /// `self.<name>`: declared, and its property not shadowed.
    func readsStoredInput(_ path: String) -> Bool {
        let root = String(path.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        return !shadowedProperties.contains(root) && isLocal(StoredInputs.prefix + path)
    }

    /// A parameter or local, or an inlined constant; anything else is read from the context.
    func resolve(_ name: String) throws(LoweringFailure) -> BehaviourExpression {
        if isLocal(name) { return .name(name) }
        if lists[name] != nil { throw LoweringFailure("uses the list \(name) whole") }
        if readsStoredInput(name) { return .name(StoredInputs.prefix + name) }
        // A name bound to a field, read for a builtin property of it (`progress.isEmpty`): the field.
        if let alias = aliases[name], !alias.fields.isEmpty {
            if isLocal(alias.plainText) { return .name(alias.plainText) }
            if readsStoredInput(alias.plainText) { return .name(StoredInputs.prefix + alias.plainText) }
            throw LoweringFailure("reads \(alias.plainText) from its context", missingName: alias.root, missingPath: alias.text)
        }
        // A bare property of the value an extension formats (`isFinite` in `extension TimeInterval`).
        if isLocal("self"), let builtin = Self.property(name) { return .builtin(builtin, [.name("self")]) }
        if let value = context.constants[name] { return .literal(value) }
        if let sibling = siblingProperty(name) { return sibling }
        // A computed property that only reads a field path (`var isCharging: Bool { evStatus.charging }`): that field.
        if let path = context.pathProperties[name], !shadowedProperties.contains(name) {
            if isLocal(path.text) { return .name(path.text) }
            if readsStoredInput(path.text) { return .name(StoredInputs.prefix + path.text) }
            throw LoweringFailure("reads \(path.text) from its context", missingName: path.root, missingPath: path.text)
        }
        throw LoweringFailure("reads \(name) from its context", missingName: name)
    }

    /// `asMmolL` or `self.asMmolL` in another member of `extension Decimal`: that member, run on `self`.
    private func siblingProperty(_ name: String) -> BehaviourExpression? {
        guard isLocal("self"), context.acceptsProjectCalls,
              context.computedProperties.contains(name) else { return nil }
        return .call(BehaviourLibrary.receiverPrefix + name, [.name("self")])
    }

    private func memberRead(_ member: MemberAccessExprSyntax) throws(LoweringFailure) -> BehaviourExpression {
        let name = member.declName.baseName.text
        // `.mgdl`: a case of the enum it is compared with; typed by the setting's input after the walk.
        guard let base = member.base else { return .literal(.enumCase(name)) }
        // The characters of text written here (`String(countdown).count > 5`); a field's count is an input.
        if name == "count", Self.isText(base) { return .builtin(.text(.length), [try lower(base)]) }
        if let difference = try calendarDifference(member) { return difference }
        if let calendar = deviceCalendarValue(ExprSyntax(member)) { return calendar }
        // `comparator?.daylightDuration` of a local the body makes but does not model: an optional input.
        if let chain = base.as(OptionalChainingExprSyntax.self), let root = chain.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           !isLocal(root), aliases[root] != nil, opaqueLocals[root] != nil {
            let read = FieldPath(root: root, fields: [name])
            if isLocal(read.text) { return .name(read.text) }
            throw LoweringFailure("reads \(read.text) from its context", missingName: root, missingPath: read.text + FieldPath.optionalMark)
        }
        // A field of a value whose type the project declares, given as an input (`entry.date`).
        let path = FieldPath.written(member)
        // A builtin property of a field read through an alias (`model.city.isEmpty`) is read of that field.
        let isBuiltin = Self.property(name) != nil || name == "timeIntervalSinceNow"
        if let path, !isBuiltin, let through = throughAlias(path) {
            // Read through a name that stands for a field (`progress.total` of `task.progress`).
            if isLocal(through.plainText) { return .name(through.plainText) }
            if readsStoredInput(through.plainText) { return .name(StoredInputs.prefix + through.plainText) }
            throw LoweringFailure("reads \(through.plainText) from its context", missingName: through.root, missingPath: through.text)
        }
        if let path, isLocal(path.text) { return .name(path.text) }
        if let path, readsStoredInput(path.text) { return .name(StoredInputs.prefix + path.text) }
        do {
            return try memberValue(member, name: name, base: base)
        } catch {
            // The longest path of fields a missing name is read through, builtin properties aside
            // (`context.state.startTime` of `context.state.startTime.timeIntervalSince1970`, or of
            // `….timeIntervalSinceNow`, its distance from now).
            guard let missing = error.missingName, let path, path.root == missing, !isBuiltin else { throw error }
            throw LoweringFailure("reads \(path.text) from its context", missingName: missing, missingPath: path.text)
        }
    }

    private func memberValue(_ member: MemberAccessExprSyntax, name: String, base: ExprSyntax) throws(LoweringFailure) -> BehaviourExpression {
        let baseText = base.sourceText
        if baseText == "Date", name == "now" { return now }
        if name == "timeIntervalSinceNow", base.is(FunctionCallExprSyntax.self) || !isContextBase(baseText) {
            return .binary(.subtract, .builtin(.secondsSince1970, [try lower(base)]), .builtin(.secondsSince1970, [now]))
        }
        if isContextBase(baseText), !base.is(FunctionCallExprSyntax.self) {
            if baseText == "self", isLocal(StoredInputs.prefix + name) { return .name(StoredInputs.prefix + name) }
            if baseText == "self", let sibling = siblingProperty(name) { return sibling }
            if let value = context.constants[name] { return .literal(value) }
            // Another type's constant (`Texts_Common.HIGH`, `Strings.Limits.high`): found among the
            // project's once every file is read. A path through a value (`Unit.mgdl.rawValue`) or a
            // keyword (`T.self`) is no constant's.
            if context.acceptsProjectCalls, let path = FieldPath.writtenFromType(member), ProjectConstant.isPath(path) { return .call(path, []) }
            throw LoweringFailure("reads \(baseText).\(name) from its context", missingName: baseText == "self" ? name : nil)
        }
        let operand = try lower(base)
        // A case's raw text, from the table the project's enums make (`EnumTable.rawValueMember`).
        if name == "rawValue" { return .call(BehaviourLibrary.receiverPrefix + EnumTable.rawValueSignature, [operand]) }
        guard let builtin = Self.property(name) else { throw LoweringFailure("reads .\(name) of \(baseText.prefix(30))") }
        return .builtin(builtin, [operand])
    }

    /// A string literal, or a `String(…)` made here.
    private static func isText(_ expression: ExprSyntax) -> Bool {
        let callee = expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)
        return expression.is(StringLiteralExprSyntax.self) || callee?.baseName.text == "String"
    }

    /// A property of a value the IR models: `date.timeIntervalSince1970`, `x.isFinite`.
    static func property(_ name: String) -> BehaviourBuiltin? {
        switch name {
        case "timeIntervalSince1970": .secondsSince1970
        case "description": .toString
        case "isEmpty": .isEmpty
        case "isFinite": .isFinite
        case "isNaN": .isNaN
        // An `NSNumber`'s (or any number's) value as another number type.
        case "intValue", "int64Value", "int32Value", "uintValue": .toInt
        case "doubleValue", "floatValue": .toDouble
        default: nil
        }
    }

    /// `self`, `Self` or a type name: a member of the enclosing type, not of a value (unless `self`
    /// is the value an extension of `Int`, `TimeInterval`, … formats).
    func isContextBase(_ base: String) -> Bool {
        if isLocal(base) { return false }
        return base == "self" || base == "Self" || base.first?.isUppercase == true
    }

    private func prefixed(_ prefix: PrefixOperatorExprSyntax) throws(LoweringFailure) -> BehaviourExpression {
        switch prefix.operator.text {
        case "-":
            if let literal = try? LiteralReader.value(of: ExprSyntax(prefix)) { return .literal(literal) }
            return .negate(try lower(prefix.expression))
        case "!":
            return .not(try lower(prefix.expression))
        default:
            throw LoweringFailure("uses the operator \(prefix.operator.text)")
        }
    }

    /// A string literal: its text segments and interpolated values. An interpolated optional prints
    /// `Optional(…)`, which is not modelled.
    private func interpolation(_ literal: StringLiteralExprSyntax) throws(LoweringFailure) -> BehaviourExpression {
        if let text = try LiteralReader.plainText(literal) { return .literal(.string(text)) }
        var parts: [BehaviourExpression] = []
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let text):
                parts.append(.literal(.string(try LiteralReader.unescaped(text.content.text))))
            case .expressionSegment(let interpolated):
                guard interpolated.expressions.count == 1, let only = interpolated.expressions.first, only.label == nil else {
                    throw LoweringFailure("interpolates with options \(interpolated.sourceText.prefix(40))")
                }
                let value = try lower(only.expression)
                if case .name(let name) = value, case .optional? = declaredType(of: name) {
                    throw LoweringFailure("interpolates the optional \(name)")
                }
                parts.append(value)
            }
        }
        return .interpolation(parts)
    }
}
