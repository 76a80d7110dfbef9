import SwiftSyntax

/// Statements that change a local in place: `text.append(part)` (`text += part`; on anything but
/// text, evaluation stops, unknown) and Foundation's `NSDecimalRound(&result, &value, scale, mode)`.
extension BodyLowerer {
    mutating func mutation(_ expression: ExprSyntax) throws(LoweringFailure) -> [BehaviourStatement]? {
        if let (result, value, scale, mode) = Self.decimalRound(expression), isLocal(result), isLocal(value) {
            // `.plain`: a case of the mode's type, whatever the context would say.
            let access = mode.as(MemberAccessExprSyntax.self)
            let implicit = access.flatMap { $0.base == nil ? $0.declName.baseName.text : nil }
            let modeValue: BehaviourExpression
            if let implicit { modeValue = .literal(.enumCase(implicit)) } else { modeValue = try lower(mode) }
            return [.assign(result, .builtin(.decimalRound, [.name(value), try lower(scale), modeValue]))]
        }
        if let (name, part) = Self.appended(expression), isLocal(name) {
            return [.assign(name, .binary(.add, .name(name), try lower(part)))]
        }
        return nil
    }

    /// The locals `NSDecimalRound` writes and reads, the scale and the mode.
    private static func decimalRound(_ expression: ExprSyntax) -> (String, String, ExprSyntax, ExprSyntax)? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
              call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NSDecimalRound",
              call.arguments.count == 4 else { return nil }
        let arguments = Array(call.arguments)
        let names = arguments.prefix(2).compactMap { argument in
            argument.expression.as(InOutExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
        guard names.count == 2 else { return nil }
        return (names[0], names[1], arguments[2].expression, arguments[3].expression)
    }

    /// The local appended to and what is appended.
    private static func appended(_ expression: ExprSyntax) -> (name: String, part: ExprSyntax)? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "append",
              let name = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
              call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil else { return nil }
        return (name, argument.expression)
    }
}
