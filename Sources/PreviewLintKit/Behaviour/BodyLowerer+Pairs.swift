import SwiftSyntax

/// Two names bound at once: `let (minutes, seconds) = …`.
extension BodyLowerer {
    /// `let (minutes, seconds) = total.quotientAndRemainder(dividingBy: 60)`: two locals, `/` and `%`.
    mutating func quotientAndRemainder(_ binding: PatternBindingSyntax) throws(LoweringFailure) -> [BehaviourStatement]? {
        guard let names = Self.pairNames(binding.pattern), let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "quotientAndRemainder",
              let base = member.base, call.arguments.count == 1, call.arguments.first?.label?.text == "dividingBy",
              let divisor = call.arguments.first?.expression else { return nil }
        let dividend = try lower(base), by = try lower(divisor)
        declare(names.0, type: nil)
        declare(names.1, type: nil)
        return [.declare(names.0, type: nil, value: .binary(.divide, dividend, by)), .declare(names.1, type: nil, value: .binary(.remainder, dividend, by))]
    }

    /// `(a, b)`
    static func pairNames(_ pattern: PatternSyntax) -> (String, String)? {
        guard let tuple = pattern.as(TuplePatternSyntax.self), tuple.elements.count == 2,
              let first = tuple.elements.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let second = tuple.elements.last?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
        return (first, second)
    }
}
