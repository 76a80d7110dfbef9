import SwiftSyntax

/// The formatting part of the one walk: candidate formatter functions with the shapes they return,
/// every `String(format:)` and interpolation, and the calls that tell who uses a formatter.
/// `FactsCollector` forwards the nodes; this class only keeps state between them.
final class FormatterCollector {
    static let displayReturnTypes: Set<String> = ["String", "Text", "AttributedString", "LocalizedStringKey", "String?"]
    /// Text a member makes, alone or beside other values (`(String, Decimal)?`, `(text: String, color: Color)`).
    static func makesText(_ type: TypeSyntax?) -> Bool {
        guard let type else { return false }
        if displayReturnTypes.contains(type.sourceText) { return true }
        guard let tuple = (type.as(OptionalTypeSyntax.self)?.wrappedType ?? type).as(TupleTypeSyntax.self),
              tuple.elements.count > 1 else { return false }
        return tuple.elements.contains { displayReturnTypes.contains($0.type.sourceText) }
    }
    static let numericTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "CGFloat", "TimeInterval", "Decimal", "Float80",
    ]
    static let numericConversions: Set<String> = ["Int", "Double", "Float", "CGFloat", "Int64", "Int32", "abs", "round", "floor", "ceil", "max", "min"]
    static let arithmeticOperators: Set<String> = ["+", "-", "*", "/", "%"]
    /// Common SwiftUI modifiers and collection methods: never formatters, and too frequent to record.
    static let modifierNames: Set<String> = [
        "padding", "font", "foregroundColor", "foregroundStyle", "frame", "background", "overlay", "onAppear",
        "map", "filter", "first", "append", "contains", "sorted", "reduce", "compactMap", "forEach", "joined",
    ]

    private let lines: LineTable
    private(set) var functions: [FunctionRecord] = []
    private(set) var uses: [FormatUseRecord] = []
    private(set) var calls: [CallRecord] = []
    /// Each call shape is recorded once per preview/widget context.
    private struct CallKey: Hashable {
        var signature: String
        var inPreview: Bool
        var inWidget: Bool
        var unshown: Bool
    }

    private var seenCalls: Set<CallKey> = []

    /// Every enclosing function: its signature, and for display-returning free/static ones the record being built.
    private struct OpenFunction {
        /// The declaration: its signature is spelled only for the few functions that enclose a recorded use.
        var declaration: FunctionDeclSyntax
        var node: SyntaxIdentifier
        var record: FunctionRecord?
        var parameters: Set<String>
        var numericNames: Set<String>
    }

    private var open: [OpenFunction] = []
    /// The numeric stored properties of each enclosing type (`let value: Double`).
    private var typeNumerics: [Set<String>] = []

    init(lines: LineTable) {
        self.lines = lines
    }

    // MARK: Functions

    func enterFunction(_ node: FunctionDeclSyntax, typeNames: [String]) {
        let parameters = node.signature.parameterClause.parameters
        let names = parameters.map { ($0.secondName ?? $0.firstName).text }
        // `filter` on a syntax collection rebuilds the tree up to the root: map to values first.
        let numeric = Set(parameters.compactMap { Self.numericTypes.contains($0.type.sourceText) ? ($0.secondName ?? $0.firstName).text : nil })
        var record: FunctionRecord?
        let returnType = node.signature.returnClause?.type.sourceText ?? ""
        let isStatic = PreviewSyntax.isStatic(node.modifiers)
        if Self.displayReturnTypes.contains(returnType) {
            let qualified = typeNames.isEmpty ? node.name.text : "\(typeNames.joined(separator: ".")).\(node.name.text)"
            let signature = node.callSignature
            record = FunctionRecord(
                signature: typeNames.isEmpty ? signature : "\(typeNames.joined(separator: ".")).\(signature)",
                qualifiedName: qualified, name: node.name.text, parameterNames: names, returnType: returnType,
                range: lines.range(of: node.name), shapes: [], formatsParameters: false,
                isFreeOrStatic: typeNames.isEmpty || isStatic
            )
        }
        open.append(OpenFunction(declaration: node, node: node.id, record: record, parameters: Set(names), numericNames: numeric))
    }

    func enterType(_ members: MemberBlockItemListSyntax) {
        var numeric = Set<String>()
        for member in members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let type = binding.typeAnnotation?.type.sourceText, Self.numericTypes.contains(type) else { continue }
                numeric.insert(name)
            }
        }
        typeNumerics.append(numeric)
    }

    func leaveType() {
        typeNumerics.removeLast()
    }

    func leaveFunction(_ node: FunctionDeclSyntax) {
        guard open.last?.node == node.id, let closed = open.popLast() else { return }
        if let record = closed.record { functions.append(record) }
    }

    func variable(_ node: VariableDeclSyntax) {
        guard !open.isEmpty else { return }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let holdsNumber = binding.typeAnnotation.map { Self.numericTypes.contains($0.type.sourceText) }
                ?? binding.initializer.map { isNumeric($0.value, known: open[open.count - 1].numericNames) } ?? false
            if holdsNumber { open[open.count - 1].numericNames.insert(name) }
        }
    }

    func memberAccess(_ node: MemberAccessExprSyntax) {
        if node.declName.baseName.text == "formatted" { markFormatting() }
    }

    // MARK: Strings

    func stringLiteral(_ node: StringLiteralExprSyntax, inPreview: Bool, inWidget: Bool) {
        if let call = formatCall(of: node), let format = PreviewSyntax.plainText(of: node) {
            let shape = FormatShapeDeriver.shape(ofFormat: format, range: lines.range(of: node))
            let values = call.arguments.dropFirst().flatMap { Self.memberChains(in: $0.expression) }
            record(.stringFormat, shape: shape, range: lines.range(of: call), values: values, arithmetic: call.arguments.dropFirst().contains { Self.hasArithmetic($0.expression) }, sink: Self.sink(of: call), inPreview: inPreview, inWidget: inWidget)
            addShape(shape, formats: true)
            return
        }
        let interpolations = node.segments.compactMap { $0.as(ExpressionSegmentSyntax.self) }
        guard !interpolations.isEmpty else {
            // Only a returned literal is a shape, and only inside a formatter being built.
            if open.last?.record != nil, isReturned(node), let text = PreviewSyntax.plainText(of: node), !text.isEmpty {
                addShape(FormatShapeDeriver.shape(ofInterpolation: [.text(text)], range: lines.range(of: node)), formats: false)
            }
            return
        }
        let range = lines.range(of: node)
        let known = (open.last?.numericNames ?? []).union(typeNumerics.last ?? [])
        var segments: [FormatShapeDeriver.Segment] = []
        var expressions: [ExprSyntax] = []
        for segment in node.segments {
            if let text = segment.as(StringSegmentSyntax.self) {
                segments.append(.text(text.content.text))
            } else if let expression = segment.as(ExpressionSegmentSyntax.self)?.expressions.first?.expression {
                segments.append(isNumeric(expression, known: known) ? .number : .other)
                expressions.append(expression)
            }
        }
        let shape = FormatShapeDeriver.shape(ofInterpolation: segments, range: range)
        // The formatted values, the arithmetic and the sink are read only for interpolations that can be
        // recorded: most of a file's are plain `"\(name)"` outside previews and widgets.
        if shape.isDistinctive || inPreview || inWidget {
            record(
                .interpolation, shape: shape, range: range, values: expressions.flatMap { Self.memberChains(in: $0) },
                arithmetic: expressions.contains(where: Self.hasArithmetic), sink: Self.sink(of: node), inPreview: inPreview, inWidget: inWidget
            )
        }
        if open.last?.record != nil, isReturned(node) {
            let parameters = open[open.count - 1].parameters
            let usesParameter = expressions.contains { $0.tokens(viewMode: .sourceAccurate).contains { parameters.contains($0.text) } }
            addShape(shape, formats: usesParameter)
        }
    }

    private func record(_ kind: FormatUseRecord.Kind, shape: FormatShape, range: SourceRange, values: [String], arithmetic: Bool, sink: String?, inPreview: Bool, inWidget: Bool) {
        // Keep what some rule can use: distinctive shapes anywhere, anything formatted in widgets and previews.
        guard shape.isDistinctive || ((inPreview || inWidget) && (!values.isEmpty || arithmetic)) else { return }
        uses.append(FormatUseRecord(
            kind: kind, shape: shape, range: range, enclosingFunction: open.last.map { $0.declaration.callSignature },
            formattedValues: values, hasArithmetic: arithmetic, inPreview: inPreview, inWidget: inWidget, sink: sink
        ))
    }

    private func addShape(_ shape: FormatShape, formats: Bool) {
        guard let index = open.lastIndex(where: { $0.record != nil }), index == open.count - 1 else { return }
        open[index].record?.shapes.append(shape)
        if formats { open[index].record?.formatsParameters = true }
    }

    private func markFormatting() {
        if let index = open.indices.last, open[index].record != nil { open[index].record?.formatsParameters = true }
    }

    // MARK: Calls

    func call(_ node: FunctionCallExprSyntax, inPreview: Bool, inWidget: Bool) {
        // Runs for every call of the file: the cheap tests on the called name come first,
        // strings are built only for calls that are recorded.
        let callee = node.calledExpression
        let reference = callee.as(DeclReferenceExprSyntax.self)
        let member = reference == nil ? callee.as(MemberAccessExprSyntax.self) : nil
        guard let last = reference?.baseName.text ?? member?.declName.baseName.text else { return }
        if !open.isEmpty, last.hasSuffix("Formatter") { markFormatting() }
        // `String(format: localized, value)` with a localized template: formatting, though no literal shows the shape.
        if !open.isEmpty, last == "String" || last == "localizedStringWithFormat", node.arguments.first?.label?.text == "format" || last != "String" { markFormatting() }
        guard let initial = last.utf8.first,
              initial < 0x80 ? (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(initial) : last.first?.isLowercase == true,
              !Self.modifierNames.contains(last) else { return }
        let name: String
        if let member {
            if let base = member.base, let type = PreviewSyntax.typeName(base) {
                name = "\(type).\(last)"
            } else {
                // An instance method (`context.state.formattedTime()`): by name only, marked with a leading dot.
                name = "." + last
            }
        } else {
            name = last
        }
        let signature = CallSignature.spell(name, labels: node.arguments.lazy.map { $0.label?.text ?? "_" })
        if let index = open.indices.last, open[index].record != nil {
            let plain = CallSignature.spell(last, labels: node.arguments.lazy.map { $0.label?.text ?? "_" })
            if !(open[index].record?.callees.contains(plain) ?? true) { open[index].record?.callees.append(plain) }
        }
        let sink = Self.sink(of: node)
        let unshown = (Self.isInterpolated(node) && FormatUseRecord.isLogSink(sink)) || Self.spokenSinks.contains(sink ?? "")
        guard seenCalls.insert(CallKey(signature: signature, inPreview: inPreview, inWidget: inWidget, unshown: unshown)).inserted else { return }
        var record = CallRecord(signature: signature, range: lines.range(of: node), inPreview: inPreview, inWidget: inWidget)
        record.unshown = unshown
        calls.append(record)
    }

    // MARK: Reading expressions

    /// SwiftUI's accessibility text: spoken by VoiceOver (`"2 minutes, 5 seconds"` where the screen
    /// shows `"2:05"`), not shown.
    static let spokenSinks: Set<String> = ["accessibilityLabel", "accessibilityValue", "accessibilityHint"]

    /// Inside a string literal's interpolation, within its statement: part of a message.
    static func isInterpolated(_ node: some SyntaxProtocol) -> Bool {
        var child = Syntax(node)
        while let parent = child.parent, !parent.is(CodeBlockItemSyntax.self) {
            if parent.is(ExpressionSegmentSyntax.self) { return true }
            child = parent
        }
        return false
    }

    /// The last name of the innermost call whose argument holds `node`, within its statement.
    static func sink(of node: some SyntaxProtocol) -> String? {
        var child = Syntax(node)
        while let parent = child.parent, !parent.is(CodeBlockItemSyntax.self) {
            if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id != child.id {
                let callee = call.calledExpression
                if let member = callee.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
                return callee.sourceText
            }
            child = parent
        }
        return nil
    }

    /// `String(format: "…", …)` around a literal that is its first argument.
    private func formatCall(of literal: StringLiteralExprSyntax) -> FunctionCallExprSyntax? {
        guard let argument = literal.parent?.as(LabeledExprSyntax.self), argument.label?.text == "format",
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
              call.calledExpression.sourceText == "String" else { return nil }
        return call
    }

    /// Returned explicitly, or the last expression of a body (an implicit return).
    private func isReturned(_ node: some SyntaxProtocol) -> Bool {
        guard !open.isEmpty else { return false }
        if node.parent?.is(ReturnStmtSyntax.self) == true { return true }
        guard let item = node.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self) else { return false }
        return list.last?.id == item.id
    }

    private func isNumeric(_ expression: ExprSyntax, known: Set<String>) -> Bool {
        if expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self) { return true }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return known.contains(reference.baseName.text) }
        if let call = expression.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return Self.numericConversions.contains(callee.baseName.text)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return isNumeric(only.expression, known: known)
        }
        if expression.is(InfixOperatorExprSyntax.self) || expression.is(SequenceExprSyntax.self) { return Self.hasArithmetic(expression) }
        return false
    }

    static func hasArithmetic(_ expression: ExprSyntax) -> Bool {
        expression.tokens(viewMode: .sourceAccurate).contains { token in
            if case .binaryOperator(let text) = token.tokenKind { return arithmeticOperators.contains(text) }
            return false
        }
    }

    /// `context.state.secondsElapsed` and other dotted chains of names inside an expression.
    static func memberChains(in expression: ExprSyntax) -> [String] {
        var chains: [String] = []
        var current: [String] = []
        var expectingName = true
        func flush() {
            if current.count >= 2 { chains.append(current.joined(separator: ".")) }
            current = []
        }
        for token in expression.tokens(viewMode: .sourceAccurate) {
            var isName = token.tokenKind == .keyword(.`self`)
            if case .identifier = token.tokenKind { isName = true }
            if isName && expectingName {
                current.append(token.text)
                expectingName = false
            } else if token.tokenKind == .period && !current.isEmpty && !expectingName {
                expectingName = true
            } else {
                flush()
                if isName { current = [token.text] }
                expectingName = !isName
            }
        }
        flush()
        return chains
    }
}
