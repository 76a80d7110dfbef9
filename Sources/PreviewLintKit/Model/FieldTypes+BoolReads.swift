/// A field of a type the project does not declare (a package's `EVStatus.charging`) is a `Bool`
/// where every read of it decides something: a condition of `if`, `guard` or `?:`, a side of `&&`
/// or `||`, the operand of `!`. Swift takes nothing else there.
extension FieldTypes {
    static func boolRead(_ parameter: BehaviourParameter,
                         in formatter: LoweredFormatter) -> (type: String, field: String?)? {
        guard let (root, fields, _) = FieldPath.deferred(parameter.typeName), !fields.isEmpty,
              case .statements(let statements) = formatter.body else { return nil }
        let name = parameter.name
        var reads = 0, decisions = 0
        formatter.visitExpressions { expression in
            switch expression {
            case .name(name): reads += 1
            case .not(.name(name)), .conditional(.name(name), _, _): decisions += 1
            case .binary(let operation, let lhs, let rhs) where operation == .and || operation == .or:
                decisions += [lhs, rhs].filter { $0 == .name(name) }.count
            default: break
            }
        }
        decisions += testedConditions(of: name, in: statements)
        guard reads > 0, decisions == reads else { return nil }
        return ("Bool", ([root] + fields.map(FieldPath.plain)).joined(separator: "."))
    }

    /// How many clauses of `if`/`guard` conditions and `case … where` tests are `name` alone.
    private static func testedConditions(of name: String, in statements: [BehaviourStatement]) -> Int {
        let isName = { (clause: BehaviourCondition.Clause) in
            if case .test(.name(name)) = clause { true } else { false }
        }
        return statements.reduce(0) { count, statement in
            switch statement {
            case .branch(let condition, let then, let otherwise):
                return count + condition.clauses.filter(isName).count
                    + testedConditions(of: name, in: then) + testedConditions(of: name, in: otherwise)
            case .guardElse(let condition, let otherwise):
                return count + condition.clauses.filter(isName).count + testedConditions(of: name, in: otherwise)
            case .choose(_, let cases):
                return count + cases.reduce(0) { sum, switchCase in
                    let tested = switchCase.guardExpression == .name(name) ? 1 : 0
                    return sum + tested + testedConditions(of: name, in: switchCase.body)
                }
            case .declare, .assign, .return:
                return count
            }
        }
    }
}
