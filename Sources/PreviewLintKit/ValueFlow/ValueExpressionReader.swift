import SwiftSyntax

/// Reads an expression of the syntax tree into a `ValueExpression`. Closures are not read here:
/// `closureScope` gives the scope their statements are recorded in.
struct ValueExpressionReader {
    let lines: LineTable
    let closureScope: (ClosureExprSyntax) -> Int
    /// The stacks of one read, empty between reads and kept for the next: a reader reads every
    /// statement of a file, and growing new stacks each time was a good part of its allocations.
    private var spare = Building()

    init(lines: LineTable, closureScope: @escaping (ClosureExprSyntax) -> Int) {
        self.lines = lines
        self.closureScope = closureScope
    }

    mutating func read(_ expression: ExprSyntax) -> ValueExpression {
        var building = takeSpare()
        _ = add(expression, to: &building)
        keepSpare(&building)
        return building.result
    }

    /// Part of a sequence (`b ?? c` of `a = b ?? c`) read as the sequence of those elements would be,
    /// in place: a sequence built of them was a detached tree, copied for each assignment.
    mutating func read(sequence elements: [ExprSyntax]) -> ValueExpression {
        var building = takeSpare()
        let node = building.open(at: lines.location(at: elements[0].positionAfterSkippingLeadingTrivia.utf8Offset))
        let (kind, text) = readSequence(elements, to: &building)
        building.close(node, kind: kind, text: text)
        keepSpare(&building)
        return building.result
    }

    private mutating func takeSpare() -> Building {
        var building = Building()
        swap(&building.children, &spare.children)
        swap(&building.names, &spare.names)
        return building
    }

    private mutating func keepSpare(_ building: inout Building) {
        building.children.removeAll(keepingCapacity: true)
        building.names.removeAll(keepingCapacity: true)
        swap(&building.children, &spare.children)
        swap(&building.names, &spare.names)
    }

    /// An expression being read, and the children and names of the nodes still open: a node's
    /// runs go into the pools once its children are read, so that each run is contiguous.
    private struct Building {
        var result = ValueExpression()
        var children: [Int] = []
        var names: [String] = []

        /// A node still open: its index, and where its children and names start on the stacks.
        struct Open {
            let index: Int, childMark: Int, nameMark: Int
        }

        /// Appends a node at `start`, open until `close`.
        mutating func open(at start: SourceLocation) -> Open {
            result.records.append(ValueExpression.Record(
                kind: .other, line: Int32(start.line), column: Int32(start.column), offset: Int32(start.offset)
            ))
            return Open(index: result.records.count - 1, childMark: children.count, nameMark: names.count)
        }

        /// Gives the node its kind and text, and its children and names their runs in the pools.
        mutating func close(_ node: Open, kind: ValueExpression.Kind, text: String) {
            let index = node.index, childMark = node.childMark, nameMark = node.nameMark
            result.records[index].kind = kind
            result.records[index].text = text
            if childMark < children.count {
                result.records[index].firstChild = Int32(result.links.count)
                result.records[index].childCount = Int32(children.count - childMark)
                result.links += children[childMark...]
                children.removeSubrange(childMark...)
            }
            if nameMark < names.count {
                result.records[index].firstName = Int32(result.names.count)
                result.records[index].nameCount = Int32(names.count - nameMark)
                result.names += names[nameMark...]
                names.removeSubrange(nameMark...)
            }
        }
    }

    /// Adds the node for `expression` (and its children) and returns its index.
    private func add(_ expression: ExprSyntax, to building: inout Building) -> Int {
        let node = building.open(at: lines.location(at: expression.positionAfterSkippingLeadingTrivia.utf8Offset))
        let index = node.index
        var kind = ValueExpression.Kind.other
        var text = ""
        func child(_ expression: ExprSyntax) {
            building.children.append(add(expression, to: &building))
        }
        switch expression.kind {
        case .stringLiteralExpr:
            let literal = expression.cast(StringLiteralExprSyntax.self)
            var segment = ""
            var interpolated = false
            for part in literal.segments {
                if let piece = part.as(StringSegmentSyntax.self) {
                    segment += piece.content.text
                } else if let value = part.as(ExpressionSegmentSyntax.self) {
                    guard let first = value.expressions.first else { continue }
                    building.names.append(segment)
                    segment = ""
                    interpolated = true
                    let inner = add(first.expression, to: &building)
                    // `\(x, format: …)`, `\(x, specifier:)`: the value is formatted in place.
                    let formatted = value.expressions.count > 1
                    building.children.append(formatted ? wrapFormatted(inner, in: &building.result) : inner)
                }
            }
            if interpolated {
                kind = .interpolation
                building.names.append(segment)
            } else {
                kind = .literal
                text = segment
                building.result.records[index].range = Int32(building.result.ranges.count)
                building.result.ranges.append(lines.range(
                    from: literal.positionAfterSkippingLeadingTrivia.utf8Offset,
                    to: literal.endPositionBeforeTrailingTrivia.utf8Offset
                ))
            }
        case .integerLiteralExpr, .floatLiteralExpr:
            kind = .number
            text = expression.sourceText
        case .booleanLiteralExpr:
            kind = .bool
            text = expression.sourceText
        case .nilLiteralExpr:
            kind = .nil
        case .declReferenceExpr:
            kind = .reference
            building.names.append(expression.cast(DeclReferenceExprSyntax.self).baseName.text)
        case .memberAccessExpr:
            let member = expression.cast(MemberAccessExprSyntax.self)
            building.names.append(member.declName.baseName.text)
            if let base = member.base {
                kind = .member
                child(base)
            } else {
                kind = .implicitMember
            }
        case .functionCallExpr:
            let call = expression.cast(FunctionCallExprSyntax.self)
            kind = .call
            child(call.calledExpression)
            for argument in call.arguments {
                building.names.append(argument.label?.text ?? "_")
                child(argument.expression)
            }
            if let closure = call.trailingClosure {
                building.names.append(ValueParameter.trailingClosure)
                child(ExprSyntax(closure))
            }
            for extra in call.additionalTrailingClosures {
                building.names.append(extra.label.text)
                child(ExprSyntax(extra.closure))
            }
        case .closureExpr:
            kind = .closure
            building.result.records[index].scope = Int32(closureScope(expression.cast(ClosureExprSyntax.self)))
        case .sequenceExpr:
            (kind, text) = readSequence(Array(expression.cast(SequenceExprSyntax.self).elements), to: &building)
        case .ternaryExpr:
            let ternary = expression.cast(TernaryExprSyntax.self)
            kind = .either
            child(ternary.thenExpression)
            child(ternary.elseExpression)
        case .ifExpr, .switchExpr:
            kind = .either
            Self.branchValues(of: expression).forEach(child)
        case .keyPathExpr:
            let keyPath = expression.cast(KeyPathExprSyntax.self)
            kind = .keyPath
            for component in keyPath.components {
                if let property = component.component.as(KeyPathPropertyComponentSyntax.self) {
                    building.names.append(property.declName.baseName.text)
                }
            }
            if let root = keyPath.root { text = root.sourceText }
        case .arrayExpr:
            kind = .array
            for element in expression.cast(ArrayExprSyntax.self).elements { child(element.expression) }
        case .tupleExpr where expression.cast(TupleExprSyntax.self).elements.count > 1:
            kind = .tuple
            for element in expression.cast(TupleExprSyntax.self).elements {
                building.names.append(element.label?.text ?? "")
                child(element.expression)
            }
        case .forceUnwrapExpr, .optionalChainingExpr, .tryExpr, .awaitExpr, .tupleExpr, .asExpr, .inOutExpr:
            // The value of the one expression inside.
            if let inner = Self.innerExpression(expression) {
                building.result.records.removeLast()
                return add(inner, to: &building)
            }
        case .genericSpecializationExpr:
            building.result.records.removeLast()
            return add(expression.cast(GenericSpecializationExprSyntax.self).expression, to: &building)
        default:
            break
        }
        building.close(node, kind: kind, text: text)
        return index
    }

    /// A node that holds `inner` formatted in place: where `inner` starts, with it as its child.
    private func wrapFormatted(_ inner: Int, in result: inout ValueExpression) -> Int {
        var wrapper = result.records[inner]
        wrapper.kind = .formattedInPlace
        wrapper.text = ""
        wrapper.firstName = 0
        wrapper.nameCount = 0
        wrapper.range = -1
        wrapper.firstChild = Int32(result.links.count)
        wrapper.childCount = 1
        result.links.append(inner)
        result.records.append(wrapper)
        return result.records.count - 1
    }

    /// `a ?? b`, `c ? a : b`, `a + b`, arithmetic: the parser leaves operators unfolded. The kind
    /// and text of the node; its operands and operators go on `building`'s open runs.
    private func readSequence(_ elements: [ExprSyntax], to building: inout Building) -> (ValueExpression.Kind, String) {
        if let position = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), let last = elements.last {
            let ternary = elements[position].cast(UnresolvedTernaryExprSyntax.self)
            building.children.append(add(ternary.thenExpression, to: &building))
            building.children.append(add(last, to: &building))
            return (.either, "")
        }
        let operators = elements.compactMap { $0.as(BinaryOperatorExprSyntax.self)?.operator.text }
        guard !operators.isEmpty else { return (.other, "") }
        let kind: ValueExpression.Kind
        if operators.allSatisfy({ $0 == "??" }) {
            kind = .either
        } else if operators.allSatisfy({ $0 == "+" }) {
            kind = .concatenation
        } else {
            kind = .operation
        }
        for operand in elements where !operand.is(BinaryOperatorExprSyntax.self) {
            building.children.append(add(operand, to: &building))
        }
        guard kind == .operation else { return (kind, "") }
        building.names += operators
        return (kind, operators[0])
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
