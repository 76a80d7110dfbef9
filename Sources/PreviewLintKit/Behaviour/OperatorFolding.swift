import SwiftSyntax

/// The parser leaves `a + b * c` as a flat sequence; this folds it by Swift's standard precedence
/// groups (the project's own operators are not modelled: a sequence using one is unknown).
indirect enum FoldedExpression {
    case operand(ExprSyntax)
    case binary(String, FoldedExpression, FoldedExpression)
    case ternary(FoldedExpression, ExprSyntax, FoldedExpression)
    /// `as`, `as?`, `as!` and `is` with the type written.
    case cast(String, FoldedExpression, TypeSyntax)

    static func fold(_ sequence: SequenceExprSyntax) throws(LoweringFailure) -> FoldedExpression {
        var folder = Folder(elements: Array(sequence.elements))
        let folded = try folder.expression(minimumPrecedence: 0)
        guard folder.index == folder.elements.count else { throw LoweringFailure("cannot read \(sequence.sourceText.prefix(40))") }
        return folded
    }
}

private struct Folder {
    let elements: [ExprSyntax]
    var index = 0

    enum Operator {
        case binary(String, precedence: Int, rightAssociative: Bool)
        case ternary(ExprSyntax)
        case cast(String, TypeSyntax)

        var precedence: Int {
            switch self {
            case .binary(_, let precedence, _): precedence
            case .ternary: 2
            case .cast: 7
            }
        }
    }

    private static let groups: [(operators: Set<String>, precedence: Int, rightAssociative: Bool)] = [
        (["=", "+=", "-=", "*=", "/=", "%="], 1, true),
        (["||"], 3, false),
        (["&&"], 4, false),
        (["==", "!=", "<", "<=", ">", ">=", "===", "!==", "~="], 5, false),
        (["??"], 6, true),
        (["..<", "..."], 8, false),
        (["+", "-", "&+", "&-", "|", "^"], 9, false),
        (["*", "/", "%", "&*", "&"], 10, false),
        (["<<", ">>"], 11, false),
    ]

    mutating func expression(minimumPrecedence: Int) throws(LoweringFailure) -> FoldedExpression {
        guard index < elements.count else { throw LoweringFailure("incomplete expression") }
        var lhs = FoldedExpression.operand(elements[index])
        index += 1
        while index < elements.count, let op = try operatorAt(index), op.precedence >= minimumPrecedence {
            index += 1
            switch op {
            case .cast(let name, let type):
                index += 1
                lhs = .cast(name, lhs, type)
            case .ternary(let then):
                lhs = .ternary(lhs, then, try expression(minimumPrecedence: op.precedence))
            case .binary(let name, let precedence, let rightAssociative):
                let rhs = try expression(minimumPrecedence: rightAssociative ? precedence : precedence + 1)
                lhs = .binary(name, lhs, rhs)
            }
        }
        return lhs
    }

    private func operatorAt(_ position: Int) throws(LoweringFailure) -> Operator? {
        let element = elements[position]
        if element.is(AssignmentExprSyntax.self) { return .binary("=", precedence: 1, rightAssociative: true) }
        if let ternary = element.as(UnresolvedTernaryExprSyntax.self) { return .ternary(ternary.thenExpression) }
        if let cast = element.as(UnresolvedAsExprSyntax.self), let type = typeAfter(position) {
            return .cast("as" + (cast.questionOrExclamationMark?.text ?? ""), type)
        }
        if element.is(UnresolvedIsExprSyntax.self), let type = typeAfter(position) { return .cast("is", type) }
        if let binary = element.as(BinaryOperatorExprSyntax.self) {
            let name = binary.operator.text
            guard let group = Self.groups.first(where: { $0.operators.contains(name) }) else {
                throw LoweringFailure("uses the operator \(name)")
            }
            return .binary(name, precedence: group.precedence, rightAssociative: group.rightAssociative)
        }
        throw LoweringFailure("cannot read \(element.sourceText.prefix(40))")
    }

    private func typeAfter(_ position: Int) -> TypeSyntax? {
        position + 1 < elements.count ? elements[position + 1].as(TypeExprSyntax.self)?.type : nil
    }
}
