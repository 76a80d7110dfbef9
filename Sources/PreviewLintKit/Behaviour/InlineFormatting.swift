import SwiftSyntax

/// Which expressions format values into text by themselves, outside any formatting member: a
/// `String(format:)`, a `.formatted(…)`, a formatter's `string(from:)` (or `fromByteCount:`,
/// `localizedString(from:…)`), SwiftUI's `Text(value, style:)`, `Text(value, format:)` and
/// `Text("\(value, specifier: "%.1f")")`, or an interpolation that computes what it shows
/// (`"\(seconds / 60) min"`, `"\(String(format: "%.1f", km)) km"`) or is chosen by comparing the
/// value (`days == 1 ? "1 day" : "\(days) days"`). A plain interpolation (`"\(count) items"`)
/// shows its input as Swift prints it: nothing to repeat.
enum InlineFormatting {
    static func formats(_ call: FunctionCallExprSyntax) -> Bool {
        if let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            // `Text(date, style: .time)`, `Text(value, format: .percent)`: SwiftUI formats the value.
            if callee == "Text", call.arguments.count == 2, ["style", "format"].contains(call.arguments.last?.label?.text ?? "") { return true }
            // `String(Int(progress * 100)) + "%"`: a computed value printed, as `"\(Int(progress * 100))%"` is.
            if callee == "String", call.arguments.count == 1, let argument = call.arguments.first,
               [nil, "describing"].contains(argument.label?.text), computes(argument.expression) { return true }
            return callee == "String" && call.arguments.first?.label?.text == "format"
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil else { return false }
        switch member.declName.baseName.text {
        case "formatted": return true
        case "string": return ["from", "for", "fromByteCount"].contains(call.arguments.first?.label?.text ?? "")
        // `NumberFormatter.localizedString(from:number:)`, `formatter.localizedString(for:relativeTo:)`.
        case "localizedString": return call.arguments.count == 2 && ["from", "for"].contains(call.arguments.first?.label?.text ?? "")
        default: return false
        }
    }

    static func formats(_ literal: StringLiteralExprSyntax) -> Bool {
        let interpolates = literal.segments.contains { segment in
            if case .expressionSegment = segment { true } else { false }
        }
        guard interpolates else { return false }
        return isChosenByComparison(literal) || isChosenByBranch(literal) || literal.segments.contains { segment in
            guard case .expressionSegment(let interpolation) = segment else { return false }
            // `Text("\(km, specifier: "%.1f") km")`: a key's value given a printf format, or a
            // formatter object (`"\(entry.date, formatter: formatter)"`).
            return interpolation.expressions.contains { ["specifier", "formatter"].contains($0.label?.text) }
                || interpolation.expressions.contains { item in
                    computes(item.expression) || readsFormattedLocal(item.expression, in: literal)
                }
        }
    }

    /// `"\(dateString) (\(relativeString))"` of `let dateString = formatter.string(from: date)`: text
    /// made of formatted locals is formatting of what they format, written in pieces.
    private static func readsFormattedLocal(_ expression: ExprSyntax, in literal: StringLiteralExprSyntax) -> Bool {
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              case .local(let item)? = InlineScope.source(of: name, at: Syntax(literal)),
              let variable = item.item.as(VariableDeclSyntax.self), variable.bindings.count == 1,
              var value = variable.bindings.first?.initializer?.value else { return false }
        if let tried = value.as(TryExprSyntax.self) { value = tried.expression }
        if let call = value.as(FunctionCallExprSyntax.self) { return formats(call) }
        // `formatter.string(from: date) ?? ""`
        if let sequence = value.as(SequenceExprSyntax.self), let call = sequence.elements.first?.as(FunctionCallExprSyntax.self),
           sequence.elements.count == 3, Array(sequence.elements)[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
            return formats(call)
        }
        return false
    }

    /// Arithmetic, rounding (`Int(latency)`, `x.rounded()`, `ceil(x)`), a formatting call, or words
    /// chosen by comparing the value (`"\(n) \(n == 1 ? "day" : "days")"`) anywhere in the
    /// interpolated expression. (`Int(n)` of an Int prints it as is: its outputs say so.)
    private static func computes(_ expression: ExprSyntax) -> Bool {
        expression.tokens(viewMode: .sourceAccurate).contains { token in
            if case .binaryOperator(let op) = token.tokenKind { return ["/", "%", "*"].contains(op) || comparisons.contains(op) }
            let next = token.nextToken(viewMode: .sourceAccurate)?.tokenKind
            if next == .leftParen, roundings.contains(token.text) { return true }
            return token.text == "formatted" || (token.text == "format" && next == .colon)
        }
    }

    private static let roundings: Set<String> = [
        "Int", "Int64", "Int32", "UInt", "rounded", "lround", "round", "ceil", "floor",
    ]

    private static let comparisons: Set<String> = ["==", "!=", "<", ">", "<=", ">="]

    /// A branch of `minutes == 0 ? "now" : "\(minutes)m"`: the value decides the words shown.
    private static func isChosenByComparison(_ literal: StringLiteralExprSyntax) -> Bool {
        var node = Syntax(literal).parent
        if node?.is(UnresolvedTernaryExprSyntax.self) == true { node = node?.parent }
        guard node?.is(ExprListSyntax.self) == true, let sequence = node?.parent?.as(SequenceExprSyntax.self) else { return false }
        var condition = true
        for element in sequence.elements {
            if element.is(UnresolvedTernaryExprSyntax.self) { condition = false }
            if condition, let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text, comparisons.contains(op) { return true }
        }
        return false
    }

    /// The whole value a formatting expression is part of (`minutes == 0 ? "now" : "\(minutes)m"`,
    /// `a + " km"`, or the assignment `label.text = a + " km"`, whose value is what is assigned);
    /// nil when it is inside a larger formatting expression, which stands for it.
    static func value(around expression: ExprSyntax) -> ExprSyntax? {
        var node = Syntax(expression)
        var value = expression
        // The value grows through operators and parentheses, up to the first argument or assignment.
        var growing = true
        while let parent = node.parent, continuesExpression(parent) {
            if let call = parent.as(FunctionCallExprSyntax.self), formats(call) { return nil }
            if let literal = parent.as(StringLiteralExprSyntax.self), formats(literal) { return nil }
            if growing, let sequence = parent.as(SequenceExprSyntax.self) {
                // `label.text = a + b`: the whole assignment, whose assigned value is lowered.
                value = ExprSyntax(sequence)
                growing = !isAssignment(sequence)
            } else if growing, let tuple = parent.as(TupleExprSyntax.self), tuple.elements.count == 1, value.id == tuple.elements.first?.expression.id {
                value = ExprSyntax(tuple)
            } else if !passesValue(parent) {
                growing = false
            }
            node = parent
        }
        if isParsedBack(value) { return nil }
        if let assigned = branchAssignment(of: value) { return assigned.statement }
        let text = shownByText(value) ?? value
        let shown = textsJoined(around: text) ?? text
        // What a closure called in place returns is that call's value (`let label: Text = { switch … }()`).
        if let call = calledInPlace(returning: shown) { return Self.value(around: ExprSyntax(call)) }
        return shown
    }

    /// `Text("\(km) km")`: the literal is a localized key there, not a `String` (a Double in it
    /// shows six decimals), so the value is the `Text` made of it.
    private static func shownByText(_ value: ExprSyntax) -> ExprSyntax? {
        guard value.is(StringLiteralExprSyntax.self), let argument = value.parent?.as(LabeledExprSyntax.self), argument.label == nil,
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
              call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Text" else { return nil }
        return ExprSyntax(call)
    }

    /// `Text(minutes.description) + Text(" \(minutes > 1 ? "mins" : "min")")`: texts joined by `+`
    /// show as one, so the formatting is the whole join.
    private static func textsJoined(around text: ExprSyntax) -> ExprSyntax? {
        guard isTextCall(text), let list = text.parent?.as(ExprListSyntax.self),
              let sequence = list.parent?.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count >= 3, elements.count % 2 == 1 else { return nil }
        for (index, element) in elements.enumerated() {
            let isPlus = element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+"
            guard index % 2 == 1 ? isPlus : isTextCall(element) else { return nil }
        }
        return ExprSyntax(sequence)
    }

    private static func isTextCall(_ expression: ExprSyntax) -> Bool {
        let callee = expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)
        return callee?.baseName.text == "Text"
    }

    /// Text handed straight to a number's initializer (`Int(formatter.string(from: date))!`) is
    /// computed with, never shown.
    private static func isParsedBack(_ value: ExprSyntax) -> Bool {
        guard let call = value.parent?.parent?.parent?.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
              let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return BehaviourType(typeName: callee).map { $0 != .string } ?? false
    }

    /// Nodes between an operand and the operation or parentheses that take its value.
    private static func passesValue(_ node: Syntax) -> Bool {
        if node.is(ExprListSyntax.self) || node.is(UnresolvedTernaryExprSyntax.self) { return true }
        if node.is(LabeledExprListSyntax.self) { return node.parent?.is(TupleExprSyntax.self) == true }
        if node.is(LabeledExprSyntax.self) { return node.parent?.parent?.is(TupleExprSyntax.self) == true }
        return false
    }

    /// Nodes an expression continues through: operands, arguments, interpolations. A closure, a
    /// statement or a declaration ends it.
    private static func continuesExpression(_ node: Syntax) -> Bool {
        if node.is(ClosureExprSyntax.self) { return false }
        return node.is(ExprSyntax.self) || node.is(ExprListSyntax.self) || node.is(LabeledExprSyntax.self) || node.is(LabeledExprListSyntax.self)
            || node.is(StringLiteralSegmentListSyntax.self) || node.is(ExpressionSegmentSyntax.self)
    }

    static func isAssignment(_ sequence: SequenceExprSyntax) -> Bool {
        sequence.elements.contains { element in
            if element.is(AssignmentExprSyntax.self) { return true }
            return element.as(BinaryOperatorExprSyntax.self).map { assigns($0.operator.text) } ?? false
        }
    }

    /// `+=`, `-=`: an operator that assigns (`==` and `<=` compare).
    static func assigns(_ op: String) -> Bool {
        op.hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains(op)
    }
}
