import SwiftSyntax

/// `switch` over ints, doubles, strings, Booleans and enum cases (`.mgdl`): literal values, ranges (`0..<60`, `...59`,
/// `3600...`), `let s where …`, `_` and `default`.
extension BodyLowerer {
    mutating func choose(_ switchExpression: SwitchExprSyntax,
                         sink: Sink?) throws(LoweringFailure) -> [BehaviourStatement] {
        let subject = try lower(switchExpression.subject)
        var cases: [BehaviourSwitchCase] = []
        // Each case starts from the formatters as they were before the switch (`BranchFormatters`).
        let start = (formatters, formatterRevisions)
        var ends: [(formatters: [String: FormatterSetup], revisions: [String: Int])] = []
        branchDepth += 1
        defer { branchDepth -= 1 }
        for element in switchExpression.cases {
            guard case .switchCase(let switchCase) = element else { throw LoweringFailure("has #if inside a switch") }
            let statements = switchCase.statements
            let isBreak = statements.count == 1 && statements.first?.item.as(BreakStmtSyntax.self) != nil
            switch switchCase.label {
            case .default:
                (formatters, formatterRevisions) = start
                let body = isBreak ? [] : try nested(statements, sink: sink)
                ends.append((formatters, formatterRevisions))
                cases.append(BehaviourSwitchCase(patterns: [.anything], body: body))
            case .case(let label):
                for item in label.caseItems {
                    let (pattern, bound) = try pattern(item.pattern)
                    let binding: [String: BehaviourType?] = bound.map { [$0: BehaviourType?.none] } ?? [:]
                    var guardExpression: BehaviourExpression?
                    if let whereClause = item.whereClause {
                        let saved = locals
                        locals.merge(binding) { $1 }
                        defer { locals = saved }
                        guardExpression = try lower(whereClause.condition)
                    }
                    (formatters, formatterRevisions) = start
                    let body = isBreak ? [] : try nested(statements, sink: sink, binding: binding)
                    ends.append((formatters, formatterRevisions))
                    cases.append(BehaviourSwitchCase(patterns: [pattern], guardExpression: guardExpression, body: body))
                }
            }
        }
        (formatters, formatterRevisions) = start
        return chooseFormatters(subject, cases: cases, ends: ends)
    }

    /// A case pattern and the name it binds, if any.
    private func pattern(_ pattern: PatternSyntax) throws(LoweringFailure) -> (BehaviourPattern, String?) {
        if pattern.is(WildcardPatternSyntax.self) { return (.anything, nil) }
        if let binding = pattern.as(ValueBindingPatternSyntax.self),
           let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            return (.binding(name), name)
        }
        // `case let .openVpn(transport)`: the names inside bind.
        if let binding = pattern.as(ValueBindingPatternSyntax.self), let expression = binding.pattern.as(ExpressionPatternSyntax.self)?.expression,
           let payload = try payloadPattern(expression, binds: true) {
            return payload
        }
        guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else {
            throw LoweringFailure("matches \(pattern.sourceText.prefix(40))")
        }
        if let payload = try payloadPattern(expression, binds: false) { return payload }
        if let sequence = expression.as(SequenceExprSyntax.self),
           case .binary(let op, .operand(let lower), .operand(let upper)) = try FoldedExpression.fold(sequence), op == "..<" || op == "..." {
            return (.range(lower: try constant(lower), upper: try constant(upper), includesUpper: op == "..."), nil)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "..<" || prefix.operator.text == "..." {
            return (.range(lower: nil, upper: try constant(prefix.expression), includesUpper: prefix.operator.text == "..."), nil)
        }
        if let postfix = expression.as(PostfixOperatorExprSyntax.self), postfix.operator.text == "..." {
            return (.range(lower: try constant(postfix.expression), upper: nil, includesUpper: true), nil)
        }
        return (.value(try constant(expression)), nil)
    }

    /// `.openVpn(let transport)`, `.openVpn(_)`, `.openVpn(.udp)` (`binds`: a bare name binds, as
    /// inside `case let`); nil for anything but a case with one payload.
    private func payloadPattern(_ expression: ExprSyntax, binds: Bool) throws(LoweringFailure) -> (BehaviourPattern, String?)? {
        guard let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.base == nil, call.trailingClosure == nil else { return nil }
        let name = member.declName.baseName.text
        guard call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil else {
            throw LoweringFailure("matches \(expression.sourceText.prefix(40))")
        }
        let inner = argument.expression
        if inner.is(DiscardAssignmentExprSyntax.self) { return (.payload(name, .anything), nil) }
        if binds, let bound = inner.as(DeclReferenceExprSyntax.self)?.baseName.text ?? inner.as(PatternExprSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            return (.payload(name, .binding(bound)), bound)
        }
        if let written = inner.as(PatternExprSyntax.self)?.pattern.as(ValueBindingPatternSyntax.self),
           let bound = written.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            return (.payload(name, .binding(bound)), bound)
        }
        if let value = inner.as(MemberAccessExprSyntax.self), value.base == nil { return (.payload(name, .value(.enumCase(value.declName.baseName.text))), nil) }
        throw LoweringFailure("matches \(expression.sourceText.prefix(40))")
    }

    /// A literal, `nil`, a constant of the enclosing type, or an enum case.
    private func constant(_ expression: ExprSyntax) throws(LoweringFailure) -> BehaviourValue {
        // `case nil:` of a switch over an optional.
        if expression.is(NilLiteralExprSyntax.self) { return .none }
        if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? Self.staticMemberName(expression),
           let value = context.constants[name] {
            return value
        }
        // `.mgdl`: a case of the enum switched on, typed by the setting's input after the walk.
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil { return .enumCase(member.declName.baseName.text) }
        return try LiteralReader.value(of: expression)
    }

    /// `Self.limit`, `Timer.limit`: the member's name.
    static func staticMemberName(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base?.sourceText,
              base == "Self" || base == "self" || base.first?.isUppercase == true else { return nil }
        return member.declName.baseName.text
    }
}
