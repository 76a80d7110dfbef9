/// What a lowered body refers to: the project functions it calls, by signature (a member that calls
/// another formatter uses it, and outputting the same is then no repetition), and the names it reads.
extension LoweredFormatter {
    var calledSignatures: Set<String> {
        var found: Set<String> = []
        visitExpressions { expression in
            switch expression {
            // A method called on a value names the extension member's own signature.
            case .call(let signature, _): found.insert(BehaviourLibrary.memberSignature(signature))
            // The keys it may look up, as a literal key's lookup is a call of it.
            case .localizedKey(let parts): found.formUnion(LocalizedKey.candidateKeys(parts).map { LocalizedText.signature(key: $0) })
            case .localized(.literal(.string(let key)), let table, _): found.insert(LocalizedText.signature(key: key, table: table))
            default: break
            }
        }
        return found
    }

    /// The Foundation formatter classes it formats with (`DateComponentsFormatter`): a formatter a
    /// type holds is what one of its members formats with only where the classes match.
    var foundationFormatters: Set<String> {
        var found: Set<String> = []
        visitExpressions { expression in
            guard case .foundation(let format, _) = expression else { return }
            switch format {
            case .date: found.insert("DateFormatter")
            case .dateComponents: found.insert("DateComponentsFormatter")
            case .number: found.insert("NumberFormatter")
            case .configured(let configured): found.insert(configured.formatter)
            case .duration, .durationUnits: break
            }
        }
        return found
    }

    /// Calls `visit` on every expression of its body, outer ones before their parts.
    func visitExpressions(_ visit: (BehaviourExpression) -> Void) {
        guard case .statements(let statements) = body else { return }
        for statement in statements { statement.visitExpressions(visit) }
    }

    /// Whether it formats the current date itself (`formatter.string(from: Date())`), not as a
    /// distance from it (a relative format): the date then is what it formats.
    var formatsCurrentDate: Bool {
        let reads = currentTimeReads
        return reads.pinned && !reads.relative
    }

    /// Whether it reads the current time: its dates are then tried near that instant.
    var readsNow: Bool {
        let reads = currentTimeReads
        return reads.pinned || reads.relative
    }

    /// Whether it reads `Date()` itself, and whether it formats a date relative to now.
    private var currentTimeReads: (pinned: Bool, relative: Bool) {
        var pinned = false, relative = false
        visitExpressions { expression in
            switch expression {
            case .builtin(.now, _): pinned = true
            case .builtin(.calendar(let operation), _) where operation.readsNow: pinned = true
            case .foundation(.configured(let format), _) where format.readsNow: relative = true
            default: break
            }
        }
        return (pinned, relative)
    }
}

extension BehaviourStatement {
    /// The names read anywhere in it.
    func collectNames(into found: inout Set<String>) {
        visitExpressions { if case .name(let name) = $0 { found.insert(name) } }
    }

    /// Calls `visit` on every expression in it, outer ones before their parts.
    func visitExpressions(_ visit: (BehaviourExpression) -> Void) {
        switch self {
        case .declare(_, _, let value): value?.visit(visit)
        case .assign(_, let value), .return(let value): value.visit(visit)
        case .branch(let condition, let then, let otherwise):
            condition.visitExpressions(visit)
            for statement in then + otherwise { statement.visitExpressions(visit) }
        case .guardElse(let condition, let otherwise):
            condition.visitExpressions(visit)
            for statement in otherwise { statement.visitExpressions(visit) }
        case .choose(let subject, let cases):
            subject.visit(visit)
            for switchCase in cases {
                switchCase.guardExpression?.visit(visit)
                for statement in switchCase.body { statement.visitExpressions(visit) }
            }
        }
    }
}

extension BehaviourCondition {
    func visitExpressions(_ visit: (BehaviourExpression) -> Void) {
        for clause in clauses {
            switch clause {
            case .test(let expression), .bind(_, let expression): expression.visit(visit)
            }
        }
    }
}

extension BehaviourExpression {
    func visit(_ visit: (BehaviourExpression) -> Void) {
        visit(self)
        switch self {
        case .literal, .name: break
        case .negate(let operand), .not(let operand), .forceUnwrap(let operand), .foundation(_, let operand):
            operand.visit(visit)
        case .binary(_, let lhs, let rhs):
            lhs.visit(visit)
            rhs.visit(visit)
        case .conditional(let condition, let then, let otherwise):
            for part in [condition, then, otherwise] { part.visit(visit) }
        case .builtin(_, let arguments), .interpolation(let arguments), .format(_, let arguments), .call(_, let arguments):
            for argument in arguments { argument.visit(visit) }
        case .padding(let base, let length, let pad, let start):
            for part in [base, length, pad, start] { part.visit(visit) }
        case .formatOf(let format, let arguments):
            for part in [format] + arguments { part.visit(visit) }
        case .localizedKey(let parts):
            for case let value? in parts.map(\.value) { value.visit(visit) }
        case .localized(let key, _, let fallback):
            key.visit(visit)
            fallback?.visit(visit)
        }
    }
}
