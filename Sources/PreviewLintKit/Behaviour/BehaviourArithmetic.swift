import Foundation

/// Swift's operators on evaluated values: Int arithmetic traps on overflow and on division by zero,
/// `/` truncates toward zero and `%` takes the dividend's sign; Double arithmetic is IEEE.
enum BehaviourArithmetic {
    static func apply(_ op: BehaviourOperator, _ lhs: BehaviourValue, _ rhs: BehaviourValue) throws(EvaluationStop) -> BehaviourValue {
        switch (lhs, rhs) {
        case (.int(let a), .int(let b)):
            return try integer(op, a, b)
        case (.double(let a), .double(let b)):
            return try floating(op, a, b)
        case (.decimal(let a), .decimal(let b)):
            return try decimal(op, a, b)
        case (.string(let a), .string(let b)):
            if op == .add { return .string(a + b) }
            // Opaque text is known equal to itself and to nothing else.
            guard !OpaqueText.contains(a) && !OpaqueText.contains(b) || (a == b && (op == .equal || op == .notEqual)) else {
                throw .unknown("\(op.rawValue) on text a formatter writes")
            }
            return try compare(op, a, b)
        case (.date(let a), .date(let b)):
            return try compare(op, a, b)
        // `start + 60`: a date moved by a number of seconds (`Date + TimeInterval`).
        case (.date(let a), .double(let b)) where op == .add || op == .subtract:
            return .date(op == .add ? a + b : a - b)
        case (.bool(let a), .bool(let b)) where op == .equal || op == .notEqual:
            return .bool((a == b) == (op == .equal))
        case (.enumCase(let a), .enumCase(let b)) where op == .equal || op == .notEqual:
            return .bool((a == b) == (op == .equal))
        case (.none, _), (_, .none):
            guard op == .equal || op == .notEqual else { throw .unknown("\(op.rawValue) on nil") }
            return .bool((lhs == rhs) == (op == .equal))
        default:
            throw .unknown("\(op.rawValue) on \(lhs.sourceText) and \(rhs.sourceText)")
        }
    }

    private static func integer(_ op: BehaviourOperator, _ a: Int, _ b: Int) throws(EvaluationStop) -> BehaviourValue {
        let result: (partialValue: Int, overflow: Bool)
        switch op {
        case .add: result = a.addingReportingOverflow(b)
        case .subtract: result = a.subtractingReportingOverflow(b)
        case .multiply: result = a.multipliedReportingOverflow(by: b)
        case .divide:
            guard b != 0 else { throw .traps("division by zero") }
            result = a.dividedReportingOverflow(by: b)
        case .remainder:
            guard b != 0 else { throw .traps("remainder by zero") }
            result = a.remainderReportingOverflow(dividingBy: b)
        default:
            return try compare(op, a, b)
        }
        guard !result.overflow else { throw .traps("arithmetic overflow in \(a) \(op.rawValue) \(b)") }
        return .int(result.partialValue)
    }

    private static func floating(_ op: BehaviourOperator, _ a: Double, _ b: Double) throws(EvaluationStop) -> BehaviourValue {
        switch op {
        case .add: .double(a + b)
        case .subtract: .double(a - b)
        case .multiply: .double(a * b)
        case .divide: .double(a / b)
        case .remainder: throw .unknown("% on Double")
        default: try compare(op, a, b)
        }
    }

    /// Base-10 arithmetic; dividing by zero gives NaN, which no formatting of a Decimal expects.
    private static func decimal(_ op: BehaviourOperator, _ a: Decimal,
                                _ b: Decimal) throws(EvaluationStop) -> BehaviourValue {
        switch op {
        case .add: return .decimal(a + b)
        case .subtract: return .decimal(a - b)
        case .multiply: return .decimal(a * b)
        case .divide:
            guard !b.isZero else { throw .unknown("divides a Decimal by zero") }
            return .decimal(a / b)
        case .remainder: throw .unknown("% on Decimal")
        default: return try compare(op, a, b)
        }
    }

    private static func compare<T: Comparable>(_ op: BehaviourOperator, _ a: T, _ b: T) throws(EvaluationStop) -> BehaviourValue {
        switch op {
        case .equal: .bool(a == b)
        case .notEqual: .bool(a != b)
        case .less: .bool(a < b)
        case .lessOrEqual: .bool(a <= b)
        case .greater: .bool(a > b)
        case .greaterOrEqual: .bool(a >= b)
        default: throw .unknown("\(op.rawValue) on these operands")
        }
    }

    /// The text `"\(value)"` gives: Swift's own descriptions, the same on every platform.
    static func interpolated(_ value: BehaviourValue) throws(EvaluationStop) -> String {
        switch value {
        case .string(let text): text
        case .int(let number): String(number)
        case .double(let number): "\(number)"
        case .decimal(let number): "\(number)"
        case .bool(let flag): flag ? "true" : "false"
        // An enum case prints its name unless the type describes itself otherwise: not guessed.
        case .date, .none, .enumCase: throw .unknown("interpolates \(value.sourceText)")
        }
    }
}
