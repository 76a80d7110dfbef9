import SwiftSyntax

/// Reads an expression of the syntax tree into a `ValueExpression`. Closures are not read here:
/// `closureScope` gives the scope their statements are recorded in.
struct ValueExpressionReader {
    let lines: LineTable
    let closureScope: (ClosureExprSyntax) -> Int
    /// Added to a node's offset: an expression rebuilt from part of a sequence (`a = b ?? c`) is
    /// detached from the tree, its offsets counted from its own start.
    var shift = 0

    func read(_ expression: ExprSyntax) -> ValueExpression {
        var result = ValueExpression()
        _ = add(expression, to: &result)
        return result
    }

    /// Adds the node for `expression` (and its children) and returns its index.
    private func add(_ expression: ExprSyntax, to result: inout ValueExpression) -> Int {
        let index = result.nodes.count
        let start = lines.location(at: shift + expression.positionAfterSkippingLeadingTrivia.utf8Offset)
        result.nodes.append(ValueExpression.Node(kind: .other, line: start.line, column: start.column, offset: start.offset))
        var node = result.nodes[index]
        switch expression.kind {
        case .stringLiteralExpr:
            let literal = expression.cast(StringLiteralExprSyntax.self)
            var segments: [String] = [""]
            var interpolated: [ExprSyntax] = []
            // `\(x, format: …)`, `\(x, specifier:)`: the value is formatted in place.
            var formattedInPlace: [Bool] = []
            for segment in literal.segments {
                if let text = segment.as(StringSegmentSyntax.self) {
                    segments[segments.count - 1] += text.content.text
                } else if let value = segment.as(ExpressionSegmentSyntax.self) {
                    guard let first = value.expressions.first else { continue }
                    interpolated.append(first.expression)
                    formattedInPlace.append(value.expressions.count > 1)
                    segments.append("")
                }
            }
            if interpolated.isEmpty {
                node.kind = .literal
                node.text = segments[0]
                node.range = lines.range(from: shift + literal.positionAfterSkippingLeadingTrivia.utf8Offset, to: shift + literal.endPositionBeforeTrailingTrivia.utf8Offset)
            } else {
                node.kind = .interpolation
                node.names = segments
                node.children = zip(interpolated, formattedInPlace).map { value, formatted in
                    let child = add(value, to: &result)
                    guard formatted else { return child }
                    var wrapper = result.nodes[child]
                    wrapper.kind = .formattedInPlace
                    wrapper.children = [child]
                    wrapper.names = []
                    wrapper.text = ""
                    wrapper.range = nil
                    result.nodes.append(wrapper)
                    return result.nodes.count - 1
                }
            }
        case .integerLiteralExpr, .floatLiteralExpr:
            node.kind = .number
            node.text = expression.sourceText
        case .booleanLiteralExpr:
            node.kind = .bool
            node.text = expression.sourceText
        case .nilLiteralExpr:
            node.kind = .nil
        case .declReferenceExpr:
            node.kind = .reference
            node.names = [expression.cast(DeclReferenceExprSyntax.self).baseName.text]
        case .memberAccessExpr:
            let member = expression.cast(MemberAccessExprSyntax.self)
            node.names = [member.declName.baseName.text]
            if let base = member.base {
                node.kind = .member
                node.children = [add(base, to: &result)]
            } else {
                node.kind = .implicitMember
            }
        case .functionCallExpr:
            let call = expression.cast(FunctionCallExprSyntax.self)
            node.kind = .call
            var children = [add(call.calledExpression, to: &result)]
            var labels: [String] = []
            for argument in call.arguments {
                labels.append(argument.label?.text ?? "_")
                children.append(add(argument.expression, to: &result))
            }
            if let closure = call.trailingClosure {
                labels.append(ValueParameter.trailingClosure)
                children.append(add(ExprSyntax(closure), to: &result))
            }
            for extra in call.additionalTrailingClosures {
                labels.append(extra.label.text)
                children.append(add(ExprSyntax(extra.closure), to: &result))
            }
            node.names = labels
            node.children = children
        case .closureExpr:
            node.kind = .closure
            node.scope = closureScope(expression.cast(ClosureExprSyntax.self))
        case .sequenceExpr:
            readSequence(expression.cast(SequenceExprSyntax.self), into: &node, result: &result)
        case .ternaryExpr:
            let ternary = expression.cast(TernaryExprSyntax.self)
            node.kind = .either
            node.children = [add(ternary.thenExpression, to: &result), add(ternary.elseExpression, to: &result)]
        case .ifExpr, .switchExpr:
            node.kind = .either
            node.children = Self.branchValues(of: expression).map { add($0, to: &result) }
        case .keyPathExpr:
            let keyPath = expression.cast(KeyPathExprSyntax.self)
            node.kind = .keyPath
            node.names = keyPath.components.compactMap { $0.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text }
            if let root = keyPath.root { node.text = root.sourceText }
        case .arrayExpr:
            node.kind = .array
            node.children = expression.cast(ArrayExprSyntax.self).elements.map { add($0.expression, to: &result) }
        case .forceUnwrapExpr, .optionalChainingExpr, .tryExpr, .awaitExpr, .tupleExpr, .asExpr, .inOutExpr:
            // The value of the one expression inside.
            if let inner = Self.innerExpression(expression) {
                result.nodes.removeLast()
                return add(inner, to: &result)
            }
        case .genericSpecializationExpr:
            result.nodes.removeLast()
            return add(expression.cast(GenericSpecializationExprSyntax.self).expression, to: &result)
        default:
            break
        }
        result.nodes[index] = node
        return index
    }

    /// `a ?? b`, `c ? a : b`, `a + b`, arithmetic: the parser leaves operators unfolded.
    private func readSequence(_ sequence: SequenceExprSyntax, into node: inout ValueExpression.Node, result: inout ValueExpression) {
        let elements = Array(sequence.elements)
        if let position = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), let last = elements.last {
            let ternary = elements[position].cast(UnresolvedTernaryExprSyntax.self)
            node.kind = .either
            node.children = [add(ternary.thenExpression, to: &result), add(last, to: &result)]
            return
        }
        let operators = elements.compactMap { $0.as(BinaryOperatorExprSyntax.self)?.operator.text }
        let operands = elements.filter { !$0.is(BinaryOperatorExprSyntax.self) }
        guard !operators.isEmpty else { return }
        if operators.allSatisfy({ $0 == "??" }) {
            node.kind = .either
        } else if operators.allSatisfy({ $0 == "+" }) {
            node.kind = .concatenation
        } else {
            node.kind = .operation
            node.text = operators[0]
            node.names = operators
        }
        node.children = operands.map { add($0, to: &result) }
    }

    static func innerExpression(_ expression: ExprSyntax) -> ExprSyntax? {
        switch expression.kind {
        case .forceUnwrapExpr: expression.cast(ForceUnwrapExprSyntax.self).expression
        case .optionalChainingExpr: expression.cast(OptionalChainingExprSyntax.self).expression
        case .tryExpr: expression.cast(TryExprSyntax.self).expression
        case .awaitExpr: expression.cast(AwaitExprSyntax.self).expression
        case .asExpr: expression.cast(AsExprSyntax.self).expression
        case .inOutExpr: expression.cast(InOutExprSyntax.self).expression
        case .tupleExpr:
            expression.cast(TupleExprSyntax.self).elements.count == 1 ? expression.cast(TupleExprSyntax.self).elements.first?.expression : nil
        default: nil
        }
    }

    /// Whether every branch of an `if` or `switch` ends with a value (an expression giving one), not
    /// with `return` or another statement: only then is it an expression.
    static func givesValueInEveryBranch(_ expression: ExprSyntax) -> Bool {
        func endsWithValue(_ items: CodeBlockItemListSyntax) -> Bool { items.last?.item.is(ExprSyntax.self) == true }
        if let ifExpression = expression.as(IfExprSyntax.self) {
            guard endsWithValue(ifExpression.body.statements) else { return false }
            switch ifExpression.elseBody {
            case .ifExpr(let next): return givesValueInEveryBranch(ExprSyntax(next))
            case .codeBlock(let block): return endsWithValue(block.statements)
            case nil: return false
            }
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            return !switchExpression.cases.isEmpty && switchExpression.cases.allSatisfy { item in
                item.as(SwitchCaseSyntax.self).map { endsWithValue($0.statements) } ?? false
            }
        }
        return true
    }

    /// The values an `if` or `switch` expression's branches end with.
    static func branchValues(of expression: ExprSyntax) -> [ExprSyntax] {
        var values: [ExprSyntax] = []
        func last(_ items: CodeBlockItemListSyntax) {
            if let item = items.last?.item.as(ExprSyntax.self) { values.append(item) }
        }
        if let ifExpression = expression.as(IfExprSyntax.self) {
            last(ifExpression.body.statements)
            switch ifExpression.elseBody {
            case .ifExpr(let next): values += branchValues(of: ExprSyntax(next))
            case .codeBlock(let block): last(block.statements)
            case nil: break
            }
        } else if let switchExpression = expression.as(SwitchExprSyntax.self) {
            for item in switchExpression.cases {
                if let switchCase = item.as(SwitchCaseSyntax.self) { last(switchCase.statements) }
            }
        }
        return values
    }
}
