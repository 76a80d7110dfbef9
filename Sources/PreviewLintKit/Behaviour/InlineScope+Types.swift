import SwiftSyntax

/// The type a value has as the source declares it, without a type checker: a name's declaration
/// (`InlineScope.source`), a path of fields from it (`blockInfo.extras?.totalFees`, typed after
/// the walk), an element of a collection (`entry.data[index]`), a cast (`as? Int64`), a
/// conversion or a literal. Unknown stays nil.
extension InlineScope {
    /// How many declarations one lookup follows (`let b = a`, `let c = b.x`, …) before it gives up.
    private static let deepestLookup = 8

    /// The type of `value`; `site`, where it is written, lets names and paths be looked up.
    static func valueType(_ value: ExprSyntax, at site: Syntax? = nil) -> String? {
        valueType(value, at: site, depth: 0)
    }

    private static func valueType(_ value: ExprSyntax, at site: Syntax?, depth: Int) -> String? {
        guard depth < deepestLookup else { return nil }
        // `try await datasource.getAllPasswords(userId:)` is what the call returns.
        if let tried = value.as(TryExprSyntax.self) { return valueType(tried.expression, at: site, depth: depth) }
        if let awaited = value.as(AwaitExprSyntax.self) { return valueType(awaited.expression, at: site, depth: depth) }
        // `rooms.filter { … }.count`: a collection's count is an `Int`.
        if let member = value.as(MemberAccessExprSyntax.self), member.base != nil,
           member.declName.baseName.text == "count" {
            return "Int"
        }
        if let sequence = value.as(SequenceExprSyntax.self) { return sequenceType(sequence, at: site, depth: depth) }
        if let call = value.as(FunctionCallExprSyntax.self),
           let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            if call.arguments.count == 1, call.arguments.first?.label == nil, BehaviourType(typeName: callee) != nil {
                return callee
            }
            // `max(0, Int(x))`: the standard library's math keeps its arguments' type.
            if ["max", "min", "abs"].contains(callee) {
                return call.arguments.lazy.compactMap { valueType($0.expression, at: site, depth: depth + 1) }.first
            }
        }
        // `Calendar.current.dateComponents([.hour], from: a, to: b)`: the calendar's components.
        if let call = value.as(FunctionCallExprSyntax.self),
           let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.declName.baseName.text == "dateComponents", let base = member.base, isCalendar(base, at: site) {
            return "DateComponents"
        }
        // A call of a function of the project's: its declared return type, known after the walk.
        if let call = value.as(FunctionCallExprSyntax.self), let signature = CallReturn.signature(of: call) {
            return CallReturn.deferredType(signature)
        }
        // `DateFormatter()`, `[Song]()`: what it constructs.
        if let call = value.as(FunctionCallExprSyntax.self),
           let constructed = StoredInputs.constructedType(ExprSyntax(call)) {
            return constructed
        }
        if let parenthesized = value.as(TupleExprSyntax.self), parenthesized.elements.count == 1,
           let inner = parenthesized.elements.first {
            return valueType(inner.expression, at: site, depth: depth)
        }
        if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if value.is(FloatLiteralExprSyntax.self) { return "Double" }
        guard let site else { return nil }
        if let reference = value.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isLowercase == true {
            return declaredType(of: reference.baseName.text, at: site, depth: depth + 1)
        }
        if let subscripted = value.as(SubscriptCallExprSyntax.self), subscripted.arguments.count == 1 {
            return valueType(subscripted.calledExpression, at: site, depth: depth + 1).flatMap(elementOf)
        }
        if value.is(MemberAccessExprSyntax.self) || value.is(OptionalChainingExprSyntax.self)
            || value.is(ForceUnwrapExprSyntax.self) {
            return pathType(value, at: site, depth: depth + 1)
        }
        return nil
    }

    /// Casts, `??` and arithmetic, written as a sequence before folding.
    private static func sequenceType(_ sequence: SequenceExprSyntax, at site: Syntax?, depth: Int) -> String? {
        let elements = Array(sequence.elements)
        // `fileAttributes[.size] as? Int64`: what it is cast to, optional when the cast may fail.
        if elements.count == 3, let cast = elements[1].as(UnresolvedAsExprSyntax.self),
           let type = elements[2].as(TypeExprSyntax.self) {
            return type.type.sourceText + (cast.questionOrExclamationMark?.tokenKind == .postfixQuestionMark ? "?" : "")
        }
        // `blockInfo.extras?.totalFees ?? 0`: what the optional holds, or the fallback's type when
        // that is not a literal (`price ?? 0` may be a Double).
        if elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
            let isLiteral = elements[2].is(IntegerLiteralExprSyntax.self) || elements[2].is(FloatLiteralExprSyntax.self)
            let fallback = isLiteral ? nil : valueType(elements[2], at: site, depth: depth + 1)
            guard let wrapped = valueType(elements[0], at: site, depth: depth + 1) ?? fallback else { return nil }
            return unwrapped(wrapped)
        }
        let operators = elements.compactMap { $0.as(BinaryOperatorExprSyntax.self)?.operator.text }
        guard operators.count * 2 + 1 == elements.count, operators.allSatisfy(["+", "-", "*", "/", "%"].contains),
              let first = elements.first else { return nil }
        let firstType = valueType(first, at: site, depth: depth + 1)
        // `expenseTotal / Double(days)`: both sides of `*`, `/` and `%` have one type (a date only
        // adds), the one a side spells out taken before one known after the walk.
        guard operators.allSatisfy(["*", "/", "%"].contains),
              firstType.flatMap({ BehaviourType(typeName: $0) }) == nil else {
            return firstType
        }
        let spelled = elements.dropFirst().lazy.compactMap { valueType($0, at: site, depth: depth + 1) }
        return spelled.first { BehaviourType(typeName: $0) != nil } ?? firstType ?? spelled.first
    }

    /// The type `name` is declared with where `site` reads it.
    static func declaredType(of name: String, at site: Syntax) -> String? {
        declaredType(of: name, at: site, depth: 0)
    }

    private static func declaredType(of name: String, at site: Syntax, depth: Int) -> String? {
        guard depth < deepestLookup else { return nil }
        switch source(of: name, at: site) {
        case .parameter(let type)?, .stored(let type)?: return type
        case .local(let declaration)?: return bindingType(name, of: declaration, depth: depth + 1)
        case .unwrapped(let value, let statement)?:
            return unwrappedType(of: name, value: value, at: statement, wholeValue: true)
        case .element(let collection, let closure)?: return elementType(of: collection, at: closure)
        case nil: return nil
        }
    }

    /// The type a statement's binding of `name` has: as written, else as its value says.
    static func bindingType(_ name: String, of item: CodeBlockItemSyntax, depth: Int = 0) -> String? {
        guard let variable = item.item.as(VariableDeclSyntax.self) else { return nil }
        for binding in variable.bindings {
            guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { continue }
            return binding.typeAnnotation?.type.sourceText
                ?? binding.initializer.flatMap { valueType($0.value, at: Syntax(item), depth: depth) }
        }
        return nil
    }

    /// The type of a local whose fields are read as inputs: a value of the project's type it takes
    /// from a name, a field, an element or a fallback (`let item = entry.data[index]`, `@Bindable
    /// var state = state`, `jittered ?? center`); nil for a number or date, and for a value it
    /// builds or calls for.
    static func fieldOwnerType(of local: String, declaredBy item: CodeBlockItemSyntax) -> String? {
        guard let type = bindingType(local, of: item) else { return nil }
        if FieldPath.deferred(type) != nil || CallReturn.signature(of: type) != nil { return type }
        let binding = item.item.as(VariableDeclSyntax.self)?.bindings.first {
            $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == local
        }
        let value = binding?.initializer?.value
        let coalesces = value?.as(SequenceExprSyntax.self).map { sequence in
            Array(sequence.elements).dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
        }
        guard let value, value.is(DeclReferenceExprSyntax.self) || value.is(MemberAccessExprSyntax.self)
                || value.is(SubscriptCallExprSyntax.self) || coalesces == true,
              BehaviourType(typeName: type) == nil, FieldPath.mayDeclareFields(type) else { return nil }
        return type
    }

    /// Whether the statement declares a local by calling a function of the project's on the field
    /// path `path` (`let days = app.expiry.numberOfCalendarDays(since: now)` on `app.expiry`).
    static func callsProjectFunction(on path: String, in item: CodeBlockItemSyntax) -> Bool {
        guard let binding = item.item.as(VariableDeclSyntax.self)?.bindings.first, var value = binding.initializer?.value
        else { return false }
        if let tried = value.as(TryExprSyntax.self) { value = tried.expression }
        if let awaited = value.as(AwaitExprSyntax.self) { value = awaited.expression }
        guard let call = value.as(FunctionCallExprSyntax.self), CallReturn.signature(of: call) != nil,
              let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return false }
        let written = receiver.trimmedDescription.filter { $0 != "?" && $0 != "!" }
        return written == FieldPath.plain(path) || written == "self." + FieldPath.plain(path)
    }

    /// `blockInfo.extras?.totalFees`: the field's type, deferred to after the walk (`Block::extras!.totalFees?`);
    /// `self.` left out. Nil when the root's type is unknown or declares no fields.
    private static func pathType(_ value: ExprSyntax, at site: Syntax, depth: Int) -> String? {
        var fields: [String] = []
        var current = value
        var throughOptional = false, chained = false
        while true {
            if let access = current.as(MemberAccessExprSyntax.self), let base = access.base {
                fields.insert(access.declName.baseName.text + (throughOptional ? FieldPath.unwrapMark : ""), at: 0)
                throughOptional = false
                current = base
            } else if let optional = current.as(OptionalChainingExprSyntax.self) {
                (throughOptional, chained) = (true, true)
                current = optional.expression
            } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
                throughOptional = true
                current = forced.expression
            } else {
                break
            }
        }
        guard !fields.isEmpty else { return nil }
        // `repository.ping(ip:)?.latency`: a field of what one of the project's functions returns.
        if let call = current.as(FunctionCallExprSyntax.self), let signature = CallReturn.signature(of: call) {
            if chained { fields[fields.count - 1] += FieldPath.optionalMark }
            let path = (["_"] + fields).joined(separator: ".")
            return FieldPath.deferredType(of: path, through: CallReturn.deferredType(signature))
        }
        guard let reference = current.as(DeclReferenceExprSyntax.self) else { return nil }
        var root = reference.baseName.text
        if reference.baseName.tokenKind == .keyword(.self) {
            root = FieldPath.plain(fields.removeFirst())
            guard !fields.isEmpty || !throughOptional else { return nil }
        }
        guard root.first?.isLowercase == true, var type = declaredType(of: root, at: site, depth: depth) else {
            return nil
        }
        if fields.isEmpty { return type }
        if type.hasSuffix("?") { type.removeLast() }
        let hasFields = FieldPath.deferred(type) != nil || CallReturn.signature(of: type) != nil
            || FieldPath.mayDeclareFields(type)
        guard hasFields else { return nil }
        if chained { fields[fields.count - 1] += FieldPath.optionalMark }
        return FieldPath.deferredType(of: ([root] + fields).joined(separator: "."), through: type)
    }

    /// `Calendar.current`, `Calendar(identifier: .gregorian)`, or a name declared a `Calendar`.
    private static func isCalendar(_ value: ExprSyntax, at site: Syntax?) -> Bool {
        let text = value.trimmedDescription
        if text.hasPrefix("Calendar.") || text.hasPrefix("Calendar(") { return true }
        guard let site, let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return declaredType(of: name, at: site) == "Calendar"
    }

    /// An optional's wrapped type: `Int` of `Int?`, a deferred field read out of its optional.
    static func unwrapped(_ type: String) -> String {
        if FieldPath.deferred(type) != nil {
            let plain = type.hasSuffix(FieldPath.optionalMark) ? String(type.dropLast()) : type
            return plain.hasSuffix(FieldPath.unwrapMark) ? plain : plain + FieldPath.unwrapMark
        }
        return type.hasSuffix("?") ? String(type.dropLast()) : type
    }

    /// `Item` of `[Item]`; `Entry::data[]` of a deferred `Entry::data`; nil for anything else.
    private static func elementOf(_ type: String) -> String? {
        if let element = FieldPath.element(of: type) { return element }
        if CallReturn.signature(of: type) != nil {
            return FieldPath.deferredType(root: type, path: "." + FieldPath.elementMark)
        }
        guard FieldPath.deferred(type) != nil, !type.hasSuffix(FieldPath.unwrapMark),
              !type.hasSuffix(FieldPath.optionalMark) else { return nil }
        return type + FieldPath.elementMark
    }
}
