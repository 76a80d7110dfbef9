import SwiftSyntax

/// Reads a `Widget`'s `body`: the configuration it builds, the views its closures render, the
/// families of its `.supportedFamilies(…)` (also under a postfix `#if os(…)`), and for an
/// `ActivityConfiguration` the presentations its `dynamicIsland:` closure declares.
enum WidgetConfigurationReader {
    static func read(_ node: some DeclGroupSyntax, type: String, range: SourceRange, conditions: [String], lines: LineTable) -> WidgetRecord {
        var record = WidgetRecord(type: type, range: range, conditions: conditions)
        record.isEntryPoint = node.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.sourceText == "main" }
        guard let body = bodyExpression(of: node.memberBlock.members) else { return record }
        readChain(body, condition: nil, into: &record, lines: lines)
        // Views the configuration builds through the widget's own methods (`prepareView(fromEntry:)`).
        let methods = methodBodies(of: node.memberBlock.members)
        var seen = Set<String>()
        var pending = FunctionNames.called(in: Syntax(body))
        while let name = pending.popLast() {
            guard seen.insert(name).inserted, let method = methods[name] else { continue }
            addViews(in: method, to: &record)
            pending += FunctionNames.called(in: method)
        }
        if record.kind == nil, let name = kindReference(in: body) { record.kind = literalMember(name, of: node.memberBlock.members) }
        return record
    }

    /// The expression `var body: some WidgetConfiguration` returns.
    private static func bodyExpression(of members: MemberBlockItemListSyntax) -> ExprSyntax? {
        for member in members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                  binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body" else { continue }
            let statements = PreviewSyntax.getterStatements(of: binding)
            guard let statements else { return nil }
            for item in statements {
                if let returned = item.item.as(ReturnStmtSyntax.self)?.expression { return returned }
                if let expression = item.item.as(ExprSyntax.self) { return expression }
            }
        }
        return nil
    }

    /// Walks a modifier chain from its last modifier down to the configuration it modifies.
    private static func readChain(_ expression: ExprSyntax, condition: String?, into record: inout WidgetRecord, lines: LineTable) {
        var current: ExprSyntax? = expression
        while let node = current {
            if let postfix = node.as(PostfixIfConfigExprSyntax.self) {
                for (clause, clauseCondition) in clauses(of: postfix.config) {
                    guard case .postfixExpression(let modifiers) = clause.elements else { continue }
                    readChain(modifiers, condition: combine(condition, clauseCondition), into: &record, lines: lines)
                }
                current = postfix.base
                continue
            }
            guard let call = node.as(FunctionCallExprSyntax.self) else { return }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text != "init",
               PreviewSyntax.typeName(call.calledExpression) == nil {
                if member.declName.baseName.text == "supportedFamilies", let argument = call.arguments.first?.expression {
                    // From `.supportedFamilies` on: the call's own range starts with the whole chain it modifies.
                    let range = lines.range(from: member.period.positionAfterSkippingLeadingTrivia.utf8Offset, to: call.endPositionBeforeTrailingTrivia.utf8Offset)
                    readFamilies(argument, condition: condition, at: range, into: &record)
                }
                current = member.base
                continue
            }
            readConfiguration(call, into: &record)
            return
        }
    }

    /// Each clause of an `#if` with the condition it stands for (`!(os(watchOS))` for an `#else`).
    static func clauses(of config: IfConfigDeclSyntax) -> [(IfConfigClauseSyntax, String)] {
        config.clauses.map { ($0, ConditionText.clause($0)) }
    }

    private static func combine(_ outer: String?, _ inner: String) -> String {
        outer.map { "\($0) && \(inner)" } ?? inner
    }

    private static func readFamilies(_ argument: ExprSyntax, condition: String?, at range: SourceRange, into record: inout WidgetRecord) {
        var declaration = record.families ?? FamilyDeclaration(range: range)
        if let options = familyOptions(argument, condition: condition) {
            declaration.families += options
        } else {
            // A name the model resolves, or an expression (`Families.forCurrentDevice()`) it cannot.
            declaration.reference = PreviewSyntax.referenceText(argument) ?? argument.sourceText
        }
        record.families = declaration
    }

    /// `[.systemSmall, .accessoryCircular]` as options, nil when the expression is not such a list.
    static func familyOptions(_ expression: ExprSyntax, condition: String?) -> [FamilyOption]? {
        guard let array = expression.as(ArrayExprSyntax.self) else { return nil }
        var options: [FamilyOption] = []
        for element in array.elements {
            guard let member = element.expression.as(MemberAccessExprSyntax.self),
                  member.base == nil || member.base?.sourceText == "WidgetFamily",
                  WidgetFamilyName.known.contains(member.declName.baseName.text) else { return nil }
            options.append(FamilyOption(family: member.declName.baseName.text, condition: condition))
        }
        return options
    }

    private static func readConfiguration(_ call: FunctionCallExprSyntax, into record: inout WidgetRecord) {
        guard let configuration = PreviewSyntax.typeName(call.calledExpression) else { return }
        record.configuration = configuration
        for argument in call.arguments {
            switch argument.label?.text {
            case "kind":
                if let literal = argument.expression.as(StringLiteralExprSyntax.self) { record.kind = PreviewSyntax.plainText(of: literal) }
            case "for":
                // `for: TimerAttributes.self`
                if let member = argument.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self", let base = member.base {
                    record.attributesType = PreviewSyntax.typeName(base)
                }
            case "content":
                if let closure = argument.expression.as(ClosureExprSyntax.self) { readContent(closure, into: &record) }
            default:
                break
            }
        }
        if let closure = call.trailingClosure { readContent(closure, into: &record) }
        for closure in call.additionalTrailingClosures where closure.label.text == "dynamicIsland" {
            readDynamicIsland(closure.closure, into: &record)
        }
        for argument in call.arguments where argument.label?.text == "dynamicIsland" {
            if let closure = argument.expression.as(ClosureExprSyntax.self) { readDynamicIsland(closure, into: &record) }
        }
    }

    /// The bodies of the type's functions, by name.
    private static func methodBodies(of members: MemberBlockItemListSyntax) -> [String: Syntax] {
        var bodies: [String: Syntax] = [:]
        for member in members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body else { continue }
            if bodies[function.name.text] == nil { bodies[function.name.text] = Syntax(body) }
        }
        return bodies
    }

    /// The configuration's content: a widget's entry view, a Live Activity's lock-screen view.
    private static func readContent(_ closure: ClosureExprSyntax, into record: inout WidgetRecord) {
        addViews(in: Syntax(closure), to: &record)
        if record.isLiveActivity {
            add(.content, to: &record)
            record.add(views: viewTypes(in: Syntax(closure)), of: .content)
        }
    }

    /// `DynamicIsland { DynamicIslandExpandedRegion(.leading) { … } } compactLeading: { … } compactTrailing: { … } minimal: { … }`
    private static func readDynamicIsland(_ closure: ClosureExprSyntax, into record: inout WidgetRecord) {
        addViews(in: Syntax(closure), to: &record)
        let island = island(in: Syntax(closure))
        for presentation in island.presentations { add(presentation, to: &record) }
        for region in island.regions where !record.expandedRegions.contains(region) { record.expandedRegions.append(region) }
        for entry in island.views { record.add(views: entry.views, of: entry.presentation) }
        // Built by a function (`makeDynamicIsland(context: context)`): the model reads that one.
        if island.presentations.isEmpty { record.dynamicIslandBuilders = FunctionNames.called(in: Syntax(closure)) }
    }

    /// What the `DynamicIsland`s built under a node declare.
    struct Island {
        var presentations: [LiveActivityPresentation] = []
        var regions: [String] = []
        var views: [PresentationViews] = []
    }

    /// The presentations, expanded regions and views of the `DynamicIsland`s built under `node`.
    static func island(in node: Syntax) -> Island {
        var island = Island()
        var views: [LiveActivityPresentation: [String]] = [:]
        func add(_ presentation: LiveActivityPresentation, _ closure: ClosureExprSyntax?) {
            if !island.presentations.contains(presentation) { island.presentations.append(presentation) }
            guard let closure else { return }
            for type in viewTypes(in: Syntax(closure)) where !views[presentation, default: []].contains(type) { views[presentation, default: []].append(type) }
        }
        for call in Constructions.in(node) {
            let callee = PreviewSyntax.constructedType(call)
            if callee == "DynamicIslandExpandedRegion", let region = call.arguments.first.flatMap({ PreviewSyntax.enumCaseName($0.expression) }) {
                if !island.regions.contains(region) { island.regions.append(region) }
            }
            guard callee == "DynamicIsland" else { continue }
            var closures: [(label: String, closure: ClosureExprSyntax?)] = call.additionalTrailingClosures.map { ($0.label.text, $0.closure) }
            closures += call.arguments.compactMap { argument in argument.label.map { ($0.text, argument.expression.as(ClosureExprSyntax.self)) } }
            if let expanded = call.trailingClosure { closures.append(("expanded", expanded)) }
            for (label, closure) in closures {
                switch label {
                case "expanded": add(.expanded, closure)
                case "compactLeading", "compactTrailing": add(.compact, closure)
                case "minimal": add(.minimal, closure)
                default: break
                }
            }
        }
        island.presentations = LiveActivityPresentation.allCases.filter(island.presentations.contains)
        island.views = island.presentations.map { PresentationViews(presentation: $0, views: views[$0] ?? []) }
        return island
    }

    /// The types a closure builds that may be the project's views (not WidgetKit's containers).
    private static func viewTypes(in node: Syntax) -> [String] {
        var types: [String] = []
        for call in Constructions.in(node) {
            guard let type = PreviewSyntax.constructedType(call), type != ".init", !types.contains(type), !WidgetKitNames.containers.contains(type) else { continue }
            types.append(type)
        }
        return types
    }

    private static func add(_ presentation: LiveActivityPresentation, to record: inout WidgetRecord) {
        guard !record.presentations.contains(presentation) else { return }
        record.presentations.append(presentation)
        record.presentations.sort { LiveActivityPresentation.allCases.firstIndex(of: $0)! < LiveActivityPresentation.allCases.firstIndex(of: $1)! }
    }

    private static func addViews(in node: Syntax, to record: inout WidgetRecord) {
        for type in viewTypes(in: node) where !record.views.contains(type) { record.views.append(type) }
    }

    /// `kind: kind` or `kind: Self.kind`: the member whose literal is the kind.
    private static func kindReference(in body: ExprSyntax) -> String? {
        for call in Constructions.in(Syntax(body)) {
            guard let argument = call.arguments.first(where: { $0.label?.text == "kind" })?.expression else { continue }
            return PreviewSyntax.referenceText(argument).map { String($0.split(separator: ".").last ?? "") }
        }
        return nil
    }

    private static func literalMember(_ name: String, of members: MemberBlockItemListSyntax) -> String? {
        for member in members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                if let literal = binding.initializer?.value.as(StringLiteralExprSyntax.self) { return PreviewSyntax.plainText(of: literal) }
            }
        }
        return nil
    }
}

/// WidgetKit and SwiftUI containers a configuration's closures build around the project's views.
enum WidgetKitNames {
    static let containers: Set<String> = [
        "DynamicIsland", "DynamicIslandExpandedRegion", "Group", "VStack", "HStack", "ZStack", "Text", "Image",
        "Label", "Spacer", "EmptyView", "ViewThatFits", "GeometryReader", "Link", "Button", "Color",
    ]
}

/// The functions called under a node by a bare name or on `self` (`makeIsland(…)`, `self.island(…)`), in order.
final class FunctionNames: SyntaxVisitor {
    private var names: [String] = []

    static func called(in node: Syntax) -> [String] {
        let visitor = FunctionNames(viewMode: .sourceAccurate)
        visitor.walk(node)
        return visitor.names
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let name: String?
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                  member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            name = member.declName.baseName.text
        } else {
            name = nil
        }
        if let name, !PreviewSyntax.looksLikeTypeName(name), !names.contains(name) { names.append(name) }
        return .visitChildren
    }
}

/// Every call in a subtree whose callee is a type (`EntryView(entry:)`, `DynamicIsland { … }`), in source order.
final class Constructions: SyntaxVisitor {
    private var calls: [FunctionCallExprSyntax] = []

    static func `in`(_ node: Syntax) -> [FunctionCallExprSyntax] {
        let visitor = Constructions(viewMode: .sourceAccurate)
        visitor.walk(node)
        return visitor.calls
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if PreviewSyntax.constructedType(node) != nil { calls.append(node) }
        return .visitChildren
    }
}
