/// The project functions a lowered body calls, by signature: a member that calls another formatter
/// uses it, and outputting the same is then no repetition.
extension LoweredFormatter {
    var calledSignatures: Set<String> {
        guard case .statements(let statements) = body else { return [] }
        var found: Set<String> = []
        for statement in statements { statement.collectCalls(into: &found) }
        return found
    }
}

extension BehaviourStatement {
    func collectCalls(into found: inout Set<String>) {
        switch self {
        case .declare(_, _, let value): value?.collectCalls(into: &found)
        case .assign(_, let value), .return(let value): value.collectCalls(into: &found)
        case .branch(let condition, let then, let otherwise):
            condition.collectCalls(into: &found)
            for statement in then + otherwise { statement.collectCalls(into: &found) }
        case .guardElse(let condition, let otherwise):
            condition.collectCalls(into: &found)
            for statement in otherwise { statement.collectCalls(into: &found) }
        case .choose(let subject, let cases):
            subject.collectCalls(into: &found)
            for switchCase in cases {
                switchCase.guardExpression?.collectCalls(into: &found)
                for statement in switchCase.body { statement.collectCalls(into: &found) }
            }
        }
    }
}

extension BehaviourCondition {
    func collectCalls(into found: inout Set<String>) {
        for clause in clauses {
            switch clause {
            case .test(let expression), .bind(_, let expression): expression.collectCalls(into: &found)
            }
        }
    }
}

extension BehaviourExpression {
    func collectCalls(into found: inout Set<String>) {
        switch self {
        case .literal, .name: break
        case .negate(let operand), .not(let operand), .forceUnwrap(let operand), .foundation(_, let operand):
            operand.collectCalls(into: &found)
        case .binary(_, let lhs, let rhs):
            lhs.collectCalls(into: &found)
            rhs.collectCalls(into: &found)
        case .conditional(let condition, let then, let otherwise):
            for part in [condition, then, otherwise] { part.collectCalls(into: &found) }
        case .builtin(_, let arguments), .interpolation(let arguments), .format(_, let arguments):
            for argument in arguments { argument.collectCalls(into: &found) }
        case .padding(let base, let length, let pad, let start):
            for part in [base, length, pad, start] { part.collectCalls(into: &found) }
        case .call(let signature, let arguments):
            found.insert(signature)
            for argument in arguments { argument.collectCalls(into: &found) }
        }
    }
}
