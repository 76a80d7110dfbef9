/// Turns writes into edges: the slot a write's target names, the sources its value comes from,
/// and, for every call inside the value, each argument into the parameter it fills (an implicit
/// `.init(…)` typed by the slot it goes to).
struct EdgeBuilder {
    let resolver: SlotResolver
    private(set) var edges: [Slot: [ValueFlowGraph.Edge]] = [:]
    /// Whether the writes being added are production code.
    var production = true
    /// The calls of the current write resolved so far: a call's sources and its arguments' edges
    /// both ask for it.
    private let calls = ResolvedCalls()

    init(resolver: SlotResolver) {
        self.resolver = resolver
    }

    /// The edges made since the last call, each slot's in the order they were made.
    mutating func takeEdges() -> [(Slot, ValueFlowGraph.Edge)] {
        defer { edges.removeAll(keepingCapacity: true) }
        return edges.flatMap { slot, made in made.map { (slot, $0) } }
    }

    /// Starts a write, local or property value: what its calls resolve to holds within it alone.
    func beginWrite() {
        calls.targets.removeAll(keepingCapacity: true)
    }

    private final class ResolvedCalls {
        struct Key: Hashable {
            var index: Int
            var expected: String?
        }

        var targets: [Key: CallResolver.Target?] = [:]
    }

    /// The call at `index` of the current write's expression, resolved once.
    func resolvedCall(_ expression: ValueExpression, _ index: Int, in context: SlotResolver.Context,
                      expected: String?) -> CallResolver.Target? {
        let key = ResolvedCalls.Key(index: index, expected: expected)
        if let known = calls.targets[key] { return known }
        let target = CallResolver(resolver: resolver).target(expression, index, in: context, expected: expected)
        calls.targets[key] = .some(target)
        return target
    }

    mutating func add(_ write: ValueWrite, in context: SlotResolver.Context, scope: ValueScope) {
        switch write.kind {
        case .evaluated:
            visitCalls(write.value, 0, expected: nil, in: context)
        case .assignment:
            guard let target = write.target, let resolved = resolver.slot(target, 0, in: context), let slot = resolved.slot else {
                visitCalls(write.value, 0, expected: nil, in: context)
                return
            }
            fill(slot, with: write.value, 0, type: resolved.type, in: context)
        case .returned:
            let expected = scope.returnType.flatMap { resolver.resolveType($0, in: context) }
            guard let slot = returnSlot(of: scope, index: context.scope, file: context.file) else {
                visitCalls(write.value, 0, expected: expected, in: context)
                return
            }
            if slot.kind == .returned, write.value.node(0).kind == .tuple {
                fillElements(of: slot, with: write.value, declared: scope.returnType, in: context)
                return
            }
            fill(slot, with: write.value, 0, type: expected, in: context)
        }
    }

    /// What a scope returns into: a getter its property, a function its result, a closure its own.
    private func returnSlot(of scope: ValueScope, index: Int, file: Int) -> Slot? {
        switch scope.kind {
        case .getter:
            // A computed local (`var label: Key { switch … }` in a function) is that local.
            if scope.parent >= 0, resolver.files[file].valueFlow.scopes[scope.parent].locals.contains(where: { $0.name == scope.name }) {
                return SlotResolver.localSlot(file: file, scope: scope.parent, name: scope.name, ordinal: 0)
            }
            return Slot(kind: .property, owner: scope.owner, name: scope.name)
        case .function: return Slot(kind: .returned, owner: scope.owner, name: scope.name)
        case .closure: return Slot(kind: .returned, owner: "\(file)#\(index)", name: "closure")
        default: return nil
        }
    }

    /// An edge into `slot` from each source of the value, then the value's calls.
    mutating func fill(_ slot: Slot, with expression: ValueExpression, _ index: Int, type: String?, in context: SlotResolver.Context) {
        for (source, range) in sources(expression, index, in: context, expected: type) {
            edges[slot, default: []].append(ValueFlowGraph.Edge(source: source, file: context.file, place: expression.start(index),
                                                                 production: production, literalRange: range))
        }
        visitCalls(expression, index, expected: type, in: context)
    }

    /// An edge into `slot` from each source of the value, leaving its calls to the write that holds them.
    mutating func link(_ slot: Slot, from expression: ValueExpression, in context: SlotResolver.Context) {
        for (source, range) in sources(expression, 0, in: context) {
            edges[slot, default: []].append(ValueFlowGraph.Edge(source: source, file: context.file, place: expression.start(0),
                                                                 production: production, literalRange: range))
        }
    }

    /// Every call in the expression fills its parameters with its arguments.
    private mutating func visitCalls(_ expression: ValueExpression, _ index: Int, expected: String?, in context: SlotResolver.Context) {
        let node = expression.node(index)
        guard node.kind == .call else {
            if node.kind == .operation, node.names.contains(".~"), lens(expression, node, in: context) { return }
            // A choice's values are of the type it is; an array's elements of its element type
            // (`viewModels: [.init(…), .init(…)]` builds `PriceFieldModel`s).
            var inner: String?
            if node.kind == .either { inner = expected }
            if node.kind == .array, let expected, let element = ClosureParameters.element(of: TypeTable.bareType(expected)) {
                inner = resolver.resolveType(element, in: context)
            }
            for child in node.children { visitCalls(expression, child, expected: inner, in: context) }
            return
        }
        if assign(expression, node, in: context) { return }
        if setTitle(expression, node, in: context) { return }
        passToClosure(expression, node, in: context)
        let target = resolvedCall(expression, index, in: context, expected: expected)
        if let receiver = target?.receiver { passReceiver(expression, node, to: receiver, in: context) }
        visitCalls(expression, node.children[0], expected: nil, in: context)
        for (position, child) in node.children.dropFirst().enumerated() {
            bindInput(expression, child, in: context)
            let argument = target.flatMap { position < $0.arguments.count ? $0.arguments[position] : nil }
            if let slot = argument?.slot {
                fill(slot, with: expression, child, type: argument?.type, in: context)
            } else {
                visitCalls(expression, child, expected: argument?.type, in: context)
            }
        }
    }

    /// `TextField("Dose", text: $doseText)`: a binding handed to a call lets the control write what
    /// the user types into the property, an input production does not format.
    private mutating func bindInput(_ expression: ValueExpression, _ index: Int, in context: SlotResolver.Context) {
        guard expression.boundName(index) != nil, let slot = resolver.slot(expression, index, in: context)?.slot else {
            return
        }
        let edge = ValueFlowGraph.Edge(source: .unknown, file: context.file, place: expression.start(index),
                                       production: production, literalRange: nil)
        edges[slot, default: []].append(edge)
    }

    /// `summary.percent.formattedPercentage()`: the method's receiver holds the value called on.
    private mutating func passReceiver(_ expression: ValueExpression, _ call: ValueExpression.Node, to slot: Slot,
                                       in context: SlotResolver.Context) {
        let callee = expression.node(call.children[0])
        guard callee.kind == .member, let receiver = callee.children.first else { return }
        for (source, range) in sources(expression, receiver, in: context) {
            let edge = ValueFlowGraph.Edge(source: source, file: context.file, place: expression.start(receiver),
                                           production: production, literalRange: range)
            edges[slot, default: []].append(edge)
        }
    }

    /// `value.map { … }` on an optional: the closure's parameter holds the value (its calls are
    /// visited with the callee's).
    private mutating func passToClosure(_ expression: ValueExpression, _ call: ValueExpression.Node, in context: SlotResolver.Context) {
        let callee = expression.node(call.children[0])
        guard callee.kind == .member, ["map", "flatMap"].contains(callee.names[0]), let receiver = callee.children.first,
              let closure = call.children.dropFirst().last.map(expression.node), closure.kind == .closure else { return }
        let input = SlotResolver.closureInput(file: context.file, scope: closure.scope)
        for (source, range) in sources(expression, receiver, in: context) {
            edges[input, default: []].append(ValueFlowGraph.Edge(source: source, file: context.file, place: expression.start(receiver),
                                                                  production: production, literalRange: range))
        }
    }

    /// Combine's `publisher.assign(to: \.title, on: object)` and `.assign(to: &$title)`: the
    /// publisher's values fill the property.
    private mutating func assign(_ expression: ValueExpression, _ call: ValueExpression.Node, in context: SlotResolver.Context) -> Bool {
        let callee = expression.node(call.children[0])
        guard callee.kind == .member, callee.names == ["assign"], call.names.first == "to", let publisher = callee.children.first else { return false }
        let destination = call.children[1]
        var slot: SlotResolver.Resolved?
        if expression.node(destination).kind == .keyPath, call.names.count == 2, let object = resolver.slot(expression, call.children[2], in: context),
           let type = object.type {
            slot = memberChain(expression.node(destination).names, from: type)
        } else {
            slot = resolver.slot(expression, destination, in: context)
        }
        guard let target = slot?.slot else { return false }
        fill(target, with: expression, publisher, type: slot?.type, in: context)
        return true
    }

    /// UIKit's `button.setTitle(text, for: .normal)` on a control of the project's own type: the
    /// text fills that type's title as an argument fills a parameter (a preview's
    /// `button.setTitle("3.99€", for: .normal)` and a cell's `setTitle(viewModel.price, …)` meet).
    private mutating func setTitle(_ expression: ValueExpression, _ call: ValueExpression.Node, in context: SlotResolver.Context) -> Bool {
        let callee = expression.node(call.children[0])
        guard callee.kind == .member, callee.names == ["setTitle"], call.names == ["_", "for"], let receiver = callee.children.first,
              let type = resolver.typeOf(expression, receiver, in: context), resolver.table[type] != nil else { return false }
        fill(Slot(kind: .parameter, owner: type, name: "setTitle(_:for:)", label: "title"), with: expression, call.children[1], type: "String", in: context)
        return true
    }

    /// A lens setter: `state |> \.title .~ value`, `\State.title .~ value`.
    private mutating func lens(_ expression: ValueExpression, _ node: ValueExpression.Node, in context: SlotResolver.Context) -> Bool {
        guard let path = node.children.first(where: { expression.node($0).kind == .keyPath }), let value = node.children.last, value != path else { return false }
        let keyPath = expression.node(path)
        var root = keyPath.text.isEmpty ? nil : resolver.resolveType(keyPath.text, in: context)
        if root == nil, let subject = node.children.first, subject != path { root = resolver.typeOf(expression, subject, in: context) }
        guard let root, let target = memberChain(keyPath.names, from: root), let slot = target.slot else { return false }
        fill(slot, with: expression, value, type: target.type, in: context)
        return true
    }

    private func memberChain(_ names: some Collection<String>, from type: String) -> SlotResolver.Resolved? {
        var current = SlotResolver.Resolved(type: type)
        for name in names {
            guard let owner = current.type, let next = resolver.member(name, of: owner, isStatic: false) else { return nil }
            current = next
        }
        return current.slot == nil ? nil : current
    }

    /// Where the text an expression makes comes from; a literal keeps its place. `expected`: the
    /// type the value goes to, which an implicit member (`.custom(…)`) is a case or member of.
    func sources(_ expression: ValueExpression, _ index: Int, in context: SlotResolver.Context, expected: String? = nil) -> [(ValueSource, SourceRange?)] {
        let node = expression.node(index)
        switch node.kind {
        case .literal:
            return [(.literal(node.text), node.range)]
        case .formattedInPlace:
            return [(.formatting("an interpolation with a format"), nil)]
        case .interpolation:
            // Numbers, dates and measures written into text are formatted, and so are a number's
            // digits (`"-\(String(Int(interval)))"`); text joined with text (names, ids, URLs) is
            // the text it joins.
            var joined: [(ValueSource, SourceRange?)] = []
            for child in node.children {
                let parts = sources(expression, child, in: context)
                if parts.contains(where: { if case .formatting = $0.0 { true } else { $0.0 == .digits } })
                    || SlotResolver.isFormattable(resolver.typeOf(expression, child, in: context)) {
                    return [(.formatting("\"\(Self.describe(node))\""), nil)]
                }
                joined += parts.filter { if case .slot = $0.0 { true } else { false } }
            }
            return joined.isEmpty ? [(.unknown, nil)] : joined
        case .reference, .member:
            // `status.detail` of a tuple a function of the project returns: that element.
            if node.kind == .member, let base = node.children.first,
               let element = tupleElement(expression, base, named: node.names[0], in: context) {
                return [(.slot(element), nil)]
            }
            // `key.toString` of an enum that stands for text: the text the value was made with.
            if node.kind == .member, let base = node.children.first, let type = resolver.typeOf(expression, base, in: context),
               resolver.table.textWrappers.contains(type), resolver.table[type]?.properties[node.names[0]].map({ $0.isComputed && TypeTable.isText($0.type) }) == true {
                return sources(expression, base, in: context, expected: type)
            }
            // `"n/a".localized`, a property of the project's that gives its receiver's text back.
            if node.kind == .member, resolver.passThrough.receiverProperties.contains(node.names[0]), let base = node.children.first,
               resolver.typeOf(expression, base, in: context).map(TypeTable.isText) ?? true {
                return sources(expression, base, in: context)
            }
            guard let slot = resolver.slot(expression, index, in: context)?.slot else {
                if let base = TextTransforms.receiver(of: expression, index, in: context, resolver: resolver) { return sources(expression, base, in: context) }
                return [(.unknown, nil)]
            }
            return [(.slot(slot), nil)]
        case .call:
            // `{ guard … else { return nil }; return formatted(…) }()`: a closure called where it is
            // written gives what it returns.
            if node.children.count == 1, let callee = node.children.first.map(expression.node),
               callee.kind == .closure {
                return [(.slot(Slot(kind: .returned, owner: "\(context.file)#\(callee.scope)", name: "closure")), nil)]
            }
            guard let target = resolvedCall(expression, index, in: context, expected: expected) else {
                if let base = TextTransforms.receiver(of: expression, index, in: context, resolver: resolver) { return sources(expression, base, in: context) }
                if let filled = templateFilled(expression, node, expected: expected, in: context) { return filled }
                return [(.unknown, nil)]
            }
            if let position = target.passedArgument, position + 1 < node.children.count {
                return sources(expression, node.children[position + 1], in: context)
            }
            // `String(text)` is that text; `String(number)` its digits, which format nothing (a
            // field only they fill is no formatted one) and write no other text than digits.
            if let position = target.convertedArgument, position + 1 < node.children.count {
                let type = resolver.typeOf(expression, node.children[position + 1], in: context)
                if TypeTable.isText(type) { return sources(expression, node.children[position + 1], in: context) }
                if SlotResolver.isNumber(type) { return [(.digits, nil)] }
            }
            // Text put into a template keeps its own sources, per call; a number is formatted by it.
            if let position = target.filledArgument, position + 1 < node.children.count,
               resolver.typeOf(expression, node.children[position + 1], in: context).map(TypeTable.isText) == true {
                return sources(expression, node.children[position + 1], in: context)
            }
            return target.result.isEmpty ? [(.unknown, nil)] : target.result.map { ($0, nil) }
        case .either:
            return node.children.flatMap { sources(expression, $0, in: context, expected: expected) }
        case .concatenation:
            let parts = node.children.flatMap { sources(expression, $0, in: context) }
            if parts.contains(where: { if case .formatting = $0.0 { true } else { false } }) { return [(.formatting("text joined with formatted text"), nil)] }
            return parts.filter { if case .literal = $0.0 { false } else { true } }
        case .closure:
            return [(.slot(Slot(kind: .returned, owner: "\(context.file)#\(node.scope)", name: "closure")), nil)]
        default:
            return []
        }
    }

    /// The text a call the project does not declare fills in, where text is expected: a generated
    /// string-table accessor (`L10n.activatesOn(date.displayDate)`, whose code is generated at
    /// build time) puts its arguments' text into a template, so the result holds what they hold.
    /// Only arguments that carry values count (slots, formatting); nil when none does.
    private func templateFilled(_ expression: ValueExpression, _ call: ValueExpression.Node, expected: String?,
                                in context: SlotResolver.Context) -> [(ValueSource, SourceRange?)]? {
        guard TypeTable.isText(expected), call.children.count > 1 else { return nil }
        let carried = call.children.dropFirst().flatMap { sources(expression, $0, in: context) }.filter { source, _ in
            switch source {
            case .slot, .formatting: true
            case .literal, .digits, .unknown: false
            }
        }
        return carried.isEmpty ? nil : carried
    }

    /// `\(…) min`: an interpolation with its values elided, as messages quote it.
    static func describe(_ node: ValueExpression.Node) -> String {
        node.names.joined(separator: "\\(…)")
    }
}
