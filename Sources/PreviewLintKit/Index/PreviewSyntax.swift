import SwiftSyntax

/// Reading previews, fixtures and state out of syntax nodes: the shapes SwiftUI and WidgetKit use.
enum PreviewSyntax {
    /// Builds the record of a `#Preview` macro in any of its forms.
    static func macroPreview(
        arguments: LabeledExprListSyntax, trailingClosure: ClosureExprSyntax?,
        additionalClosures: MultipleTrailingClosureElementListSyntax, range: SourceRange,
        states: [StateExpression]
    ) -> PreviewRecord {
        var record = PreviewRecord(range: range, kind: .view)
        for argument in arguments {
            let label = argument.label?.text
            switch label {
            case nil:
                // A name computed by an expression (`#Preview(Stance.forced.info)`) is a name too,
                // told apart from the others by what it is written as.
                if record.name == nil, let literal = argument.expression.as(StringLiteralExprSyntax.self) {
                    record.name = plainText(of: literal) ?? literal.sourceText
                } else if record.name == nil {
                    record.name = argument.expression.sourceText
                }
            case "as":
                if let presentation = liveActivityPresentation(argument.expression) {
                    record.presentation = presentation
                    record.kind = .liveActivity
                } else {
                    record.family = enumCaseName(argument.expression)
                    record.kind = .widgetTimeline
                }
            case "using":
                record.activityAttributes = rootType(of: argument.expression)
            case "timelineProvider", "provider":
                record.kind = .widgetProvider
            case "widget":
                if let closure = argument.expression.as(ClosureExprSyntax.self) { record.rootType = rootType(of: closure.statements) }
            case "timeline":
                record.kind = .widgetTimeline
            case "contentStates":
                record.kind = .liveActivity
            default:
                break
            }
        }
        for closure in additionalClosures {
            switch closure.label.text {
            case "timeline": record.kind = .widgetTimeline
            case "contentStates": record.kind = .liveActivity
            default: break
            }
        }
        record.states = states
        if let trailingClosure {
            record.rootType = rootType(of: trailingClosure.statements)
            record.previewableCount = trailingClosure.statements.count { item in
                item.item.as(VariableDeclSyntax.self)?.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.sourceText == "Previewable" } ?? false
            }
        }
        return record
    }

    /// The `timeline:` and `contentStates:` closures, trailing or passed as arguments
    /// (`#Preview(as: .systemSmall, widget: { W() }, timeline: { … })`).
    static func stateClosures(_ closures: MultipleTrailingClosureElementListSyntax, arguments: LabeledExprListSyntax) -> [ClosureExprSyntax] {
        // `filter` on a syntax collection builds a new tree up to the root; filter plain values instead.
        let trailing = closures.compactMap { stateLabels.contains($0.label.text) ? $0.closure : nil }
        let passed = arguments.compactMap { argument in
            argument.label.map { stateLabels.contains($0.text) } == true ? argument.expression.as(ClosureExprSyntax.self) : nil
        }
        return trailing + passed
    }

    private static let stateLabels: Set<String> = ["timeline", "contentStates"]

    /// `.content` → `content`; `.dynamicIsland(.compact)` → `dynamic_island_compact`.
    static func liveActivityPresentation(_ expression: ExprSyntax) -> String? {
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil, member.declName.baseName.text == "content" {
            return "content"
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
           let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "dynamicIsland" {
            let region = call.arguments.first.flatMap { enumCaseName($0.expression) } ?? "expanded"
            return "dynamic_island_\(region)"
        }
        return nil
    }

    /// `.systemSmall` → `systemSmall`; `WidgetFamily.systemSmall` → `systemSmall`.
    static func enumCaseName(_ expression: ExprSyntax) -> String? {
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }

    /// A name or a chain of names (`families`, `Self.families`, `Widget.Constants.families`), else nil.
    static func referenceText(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, let owner = referenceText(base) else { return nil }
        return "\(owner).\(member.declName.baseName.text)"
    }

    /// The text of a string literal without interpolations, else nil.
    static func plainText(of literal: StringLiteralExprSyntax) -> String? {
        var text = ""
        for segment in literal.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
            text += plain.content.text
        }
        return text
    }

    /// The text of a string literal with each interpolation written `\(…)`.
    static func displayText(of literal: StringLiteralExprSyntax) -> String {
        literal.segments.map { segment in
            segment.as(StringSegmentSyntax.self)?.content.text ?? "\\(…)"
        }.joined()
    }

    /// The view or widget type a body renders, looking through modifiers. A top-level `return` is the
    /// body's value (it turns the view builder off), so set-up statements before it (`session.start()`,
    /// `model.count = 3`) are skipped; without one, the first expression that names a type is the root.
    static func rootType(of statements: CodeBlockItemListSyntax) -> String? {
        if let returned = statements.lazy.compactMap({ $0.item.as(ReturnStmtSyntax.self)?.expression }).first {
            return rootType(of: returned)
        }
        for item in statements {
            if let expression = item.item.as(ExprSyntax.self), let root = rootType(of: expression) { return root }
            if let root = branchRootType(item.item) { return root }
        }
        return nil
    }

    /// `#if os(iOS) A() #else B() #endif` and `if #available(…) { A() }` render their first branch.
    private static func branchRootType(_ item: CodeBlockItemSyntax.Item) -> String? {
        if let conditional = item.as(IfConfigDeclSyntax.self),
           case .statements(let statements) = conditional.clauses.first?.elements {
            return rootType(of: statements)
        }
        let branch = item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) ?? item.as(ExprSyntax.self)?.as(IfExprSyntax.self)
        return branch.flatMap { rootType(of: $0.body.statements) }
    }

    static func rootType(of expression: ExprSyntax) -> String? {
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return rootType(of: call.calledExpression)
        }
        if let macro = expression.as(MacroExpansionExprSyntax.self) {
            return "#" + macro.macroName.text
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return nil }
            if let typeName = typeName(base), looksLikeTypeName(member.declName.baseName.text) {
                return "\(typeName).\(member.declName.baseName.text)"
            }
            if member.declName.baseName.text == "init", let typeName = typeName(base) { return typeName }
            return rootType(of: base)
        }
        return typeName(expression)
    }

    /// The value name a modifier chain starts from (`attributes` of `attributes.previewContext(…)`,
    /// `attributes` of `Self.attributes.previewContext(…)`).
    static func chainRootName(_ expression: ExprSyntax) -> String? {
        var current = expression
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) { current = call.calledExpression; continue }
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.text == "Self" || reference.baseName.text == "self" {
                    return member.declName.baseName.text
                }
                current = base
                continue
            }
            return current.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
    }

    /// `Foo`, `Foo.Bar` or `Foo<T>` when the expression names a type.
    static func typeName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return looksLikeTypeName(name) ? name : nil
        }
        if let specialized = expression.as(GenericSpecializationExprSyntax.self) {
            return typeName(specialized.expression)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, let baseName = typeName(base),
           looksLikeTypeName(member.declName.baseName.text) {
            return "\(baseName).\(member.declName.baseName.text)"
        }
        return nil
    }

    /// `Entry`, and also `iVarsomWidget` or `eBayCard`: a brand written lowercase keeps the type's next word
    /// capitalized, while functions and values read `makeView`, `entry`.
    static func looksLikeTypeName(_ name: String) -> Bool {
        // ASCII names answer from their bytes; `Character` properties are Unicode table lookups.
        var ascii = name.utf8.makeIterator()
        if let first = ascii.next(), first < 0x80 {
            func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
            func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
            if isUpper(first) { return true }
            guard isLower(first) else { return false }
            let second = ascii.next()
            if second == nil || second! < 0x80 { return second.map(isUpper) ?? false }
        }
        guard let first = name.first else { return false }
        if first.isUppercase { return true }
        return first.isLowercase && name.dropFirst().first?.isUppercase == true
    }

    /// The views of a `PreviewProvider`'s `previews` body: each top-level expression, looking into a
    /// lone `Group { … }`, and into the first branch of an `if #available(…)` or `#if` (the others
    /// are fallbacks or other platforms, as `rootType` reads them). A body that returns is no view
    /// builder: what it returns is the preview, and the statements before it set up state
    /// (`state.value = 2` is no view).
    static func providerSubPreviews(_ statements: CodeBlockItemListSyntax) -> [ExprSyntax] {
        if let returned = statements.lazy.compactMap({ $0.item.as(ReturnStmtSyntax.self)?.expression }).first {
            return singleGroupExpanded([returned])
        }
        var expressions: [ExprSyntax] = []
        for item in statements {
            if let expression = item.item.as(ExprSyntax.self), isAssignment(expression) {
                continue
            } else if let branch = item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) ?? item.item.as(ExprSyntax.self)?.as(IfExprSyntax.self) {
                expressions += providerSubPreviews(branch.body.statements)
            } else if let conditional = item.item.as(IfConfigDeclSyntax.self), case .statements(let inner) = conditional.clauses.first?.elements {
                expressions += providerSubPreviews(inner)
            } else if let expression = item.item.as(ExprSyntax.self) {
                expressions.append(expression)
            }
        }
        return singleGroupExpanded(expressions)
    }

    /// A lone `Group { … }` of several views stands for them.
    private static func singleGroupExpanded(_ expressions: [ExprSyntax]) -> [ExprSyntax] {
        guard expressions.count == 1, let group = expressions[0].as(FunctionCallExprSyntax.self),
              group.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Group",
              let closure = group.trailingClosure else { return expressions }
        let inner = providerSubPreviews(closure.statements)
        return inner.count > 1 ? inner : expressions
    }

    /// `state.value = 2`: an assignment, no view.
    static func isAssignment(_ expression: ExprSyntax) -> Bool {
        guard let infix = expression.as(InfixOperatorExprSyntax.self) else { return false }
        return infix.operator.is(AssignmentExprSyntax.self)
    }

    /// Whether an argument is a literal value: strings without interpolation, numbers, booleans,
    /// `nil`, `-1`, enum cases like `.small`, and arrays or dictionaries of those.
    static func isLiteral(_ expression: ExprSyntax) -> Bool {
        if let string = expression.as(StringLiteralExprSyntax.self) { return plainText(of: string) != nil }
        if expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)
            || expression.is(BooleanLiteralExprSyntax.self) || expression.is(NilLiteralExprSyntax.self) {
            return true
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) { return isLiteral(prefix.expression) }
        // `URL(string: "https://…")!`: the same constant unwrapped.
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) { return isLiteral(unwrapped.expression) }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.base == nil || member.sourceText == "Date.now" }
        if let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil {
            // A fresh identifier or the current date is no sample data, and does not make two copies differ.
            if call.arguments.isEmpty, let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, ["UUID", "Date"].contains(name) {
                return true
            }
            // A model built from literals inside another (`Run(laps: [Lap(meters: 400)])`) is literal data too.
            return constructedType(call) != nil && !call.arguments.isEmpty && call.arguments.allSatisfy { isLiteral($0.expression) }
        }
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.allSatisfy { isLiteral($0.expression) } }
        if let dictionary = expression.as(DictionaryExprSyntax.self) {
            guard case .elements(let elements) = dictionary.content else { return true }
            return elements.allSatisfy { isLiteral($0.key) && isLiteral($0.value) }
        }
        return false
    }

    /// Whether an argument writes sample data inline: a string, number or boolean literal, also negated or
    /// inside an array or dictionary. `nil`, `[]` and `.loading` carry none: `.loading` reads the same as a
    /// named fixture (`.previewLoading`), and absence is not sample data.
    static func carriesLiteralValue(_ expression: ExprSyntax) -> Bool {
        if let string = expression.as(StringLiteralExprSyntax.self) { return plainText(of: string) != nil }
        if expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)
            || expression.is(BooleanLiteralExprSyntax.self) {
            return true
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) { return carriesLiteralValue(prefix.expression) }
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.contains { carriesLiteralValue($0.expression) } }
        if let dictionary = expression.as(DictionaryExprSyntax.self), case .elements(let elements) = dictionary.content {
            return elements.contains { carriesLiteralValue($0.key) || carriesLiteralValue($0.value) }
        }
        return false
    }

    /// How many sample values an argument writes: strings and numbers (a boolean alone switches a
    /// state, it does not describe one), counted one by one through negation, arrays, dictionaries
    /// and models built inline.
    static func dataValues(in expression: ExprSyntax) -> Int {
        if let string = expression.as(StringLiteralExprSyntax.self) { return plainText(of: string) != nil ? 1 : 0 }
        if expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self) { return 1 }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) { return dataValues(in: prefix.expression) }
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.reduce(0) { $0 + dataValues(in: $1.expression) } }
        if let dictionary = expression.as(DictionaryExprSyntax.self), case .elements(let elements) = dictionary.content {
            return elements.reduce(0) { $0 + dataValues(in: $1.key) + dataValues(in: $1.value) }
        }
        if let call = expression.as(FunctionCallExprSyntax.self), constructedType(call) != nil {
            return call.arguments.reduce(0) { $0 + dataValues(in: $1.expression) }
        }
        return 0
    }

    /// The callee of a construction: a type name (`Entry`, `Attrs.ContentState`) or `.init`.
    static func constructedType(_ call: FunctionCallExprSyntax) -> String? {
        let callee = call.calledExpression
        if let name = typeName(callee) { return name }
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" {
            guard let base = member.base else { return ".init" }
            return typeName(base)
        }
        return nil
    }

    /// The names a declaration group inherits from or conforms to.
    static func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { $0.type.sourceText } ?? []
    }

    /// `PreviewTextGenerator: TextGenerator`, `MockFilmLoader: FilmLoader`, `MockAuthService: AuthServiceProtocol`:
    /// a Preview…/Mock… type standing in for the protocol it is named after (seed 004). `PreviewRecord: Codable`
    /// merely starts with the word and is not one.
    static func isPreviewDouble(_ name: String, inherited: [String]) -> Bool {
        for prefix in ["Preview", "Mock"] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            guard rest.first?.isUppercase == true else { continue }
            if inherited.contains(where: { $0 == rest || $0.hasPrefix(rest) }) { return true }
        }
        return false
    }

    static let plainValueTypes: Set<String> = [
        "String", "Int", "Double", "Float", "CGFloat", "Bool", "CGSize", "CGPoint", "CGRect", "TimeInterval",
        "LocalizedStringKey", "LocalizedStringResource",
    ]

    /// `static let previewCellId = "cell"`, `static var preview: String`, `static let previewSize: CGFloat = 150`:
    /// constants of a "preview" feature, not sample data for previews.
    static func holdsPlainValue(_ node: VariableDeclSyntax) -> Bool {
        guard let binding = node.bindings.first else { return false }
        if let type = binding.typeAnnotation?.type.sourceText { return plainValueTypes.contains(type) }
        guard let value = binding.initializer?.value else { return false }
        if value.is(StringLiteralExprSyntax.self) || value.is(IntegerLiteralExprSyntax.self)
            || value.is(FloatLiteralExprSyntax.self) || value.is(BooleanLiteralExprSyntax.self) { return true }
        if let call = value.as(FunctionCallExprSyntax.self), let type = typeName(call.calledExpression) { return plainValueTypes.contains(type) }
        return false
    }

    /// `nil`, `[]`, `[:]`: an initial value that holds nothing yet.
    static func isEmptyValue(_ value: ExprSyntax) -> Bool {
        if value.is(NilLiteralExprSyntax.self) { return true }
        if let array = value.as(ArrayExprSyntax.self) { return array.elements.isEmpty }
        if let dictionary = value.as(DictionaryExprSyntax.self), case .colon = dictionary.content { return true }
        return false
    }

    /// The statements of a computed property's getter: `var x: T { … }` or its `get { … }`.
    static func getterStatements(of binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        switch binding.accessorBlock?.accessors {
        case .getter(let items): items
        case .accessors(let accessors): accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        case nil: nil
        }
    }

    static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }
}
