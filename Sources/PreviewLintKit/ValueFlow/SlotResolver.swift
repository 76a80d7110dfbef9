/// Resolves names and member chains of one file's code to types and slots, from what the source
/// declares: locals and parameters of the enclosing scopes, then the enclosing type's members,
/// then globals and type names. What cannot be told is nil: unknown never joins two slots.
/// A class: every call the graph resolves makes a `CallResolver` holding it, and copying a
/// struct of tables cost a retain per table each time.
final class SlotResolver: Sendable {
    let table: TypeTable
    let files: [FileFacts]
    /// Global properties by name (owner empty), with their file.
    let globals: [String: TypeTable.Property]
    /// The type of a closure's first parameter (`$0`) where the call it is passed to tells it:
    /// the element of the collection it maps or iterates.
    let closureParameters: ClosureParameters.ByFile?
    /// Helpers that return their text parameter: each call's text is its own argument's.
    let passThrough: PassThrough
    /// Helpers that put their parameter into a text template: each call handed text holds its own argument's.
    let templateFill: TemplateFill

    /// `helpers`: the pass-through and template helpers, when found beside the table (they do not read it).
    init(table: TypeTable, files: [FileFacts], helpers: (PassThrough, TemplateFill)? = nil) {
        self.table = table
        self.files = files
        (passThrough, templateFill) = helpers ?? (PassThrough(files: files), TemplateFill(files: files))
        var globals: [String: TypeTable.Property] = [:]
        for name in table.types[""]?.properties.keys.sorted() ?? [] { globals[name] = table.types[""]!.properties[name] }
        self.globals = globals
        closureParameters = nil
    }

    private init(_ other: SlotResolver, closureParameters: ClosureParameters.ByFile) {
        table = other.table
        files = other.files
        globals = other.globals
        passThrough = other.passThrough
        templateFill = other.templateFill
        self.closureParameters = closureParameters
    }

    /// This resolver, told the type of each closure's first parameter (`ClosureParameters`, which
    /// finds them with this one).
    func withClosureParameters() -> SlotResolver {
        SlotResolver(self, closureParameters: ClosureParameters.ByFile(files: files, resolver: self))
    }

    /// Where an expression is evaluated: a scope of a file, or a type's property initializers.
    struct Context {
        var file: Int
        /// -1 for a property's initial value.
        var scope: Int
        var owner: String
        var isStatic: Bool
        /// Locals whose initial value is being read (`scope#name`): a name in `let name = name ?? …`
        /// is the outer one.
        var hidden: Set<String> = []
        /// Where in the file the name is read, when known: of two locals of one name in a scope
        /// (`if let temperature = …` in two branches), the one declared last before it.
        var position: Int?
    }

    /// The local of `scope` named `name` that code at `position` reads, with its ordinal among
    /// that scope's locals of the name (its slot's label): the last declared before `position`,
    /// else the last of them.
    static func local(named name: String, in scope: ValueScope,
                      before position: Int?) -> (local: ValueLocal, ordinal: Int)? {
        var found: (local: ValueLocal, ordinal: Int)?, ordinal = 0
        for local in scope.locals where local.name == name {
            defer { ordinal += 1 }
            if let position, let start = local.value.map({ $0.node(0).offset }), start >= position, found != nil {
                break
            }
            // An `if let` binding whose body ended before the name is read: the outer name.
            if let position, let end = local.visibleUntil, position >= end { continue }
            found = (local, ordinal)
        }
        return found
    }

    /// The initial value of the local `name` that code in `context` reads, with the context that
    /// value is read in; nil where a parameter of that name, or no local, is nearer.
    func localValue(named name: String, in context: Context) -> (value: ValueExpression, context: Context)? {
        guard case .local(let local, _, _, let inner)? = binding(of: name, in: context), let value = local.value else {
            return nil
        }
        return (value, inner)
    }

    /// What a name is bound to where code in `context` reads it: the nearest scope's local (with
    /// the context its initial value is read in), closure input or parameter.
    private enum Binding {
        case local(ValueLocal, ordinal: Int, scope: Int, inner: Context)
        case closureInput(scope: Int)
        case parameter(ValueParameter, scope: Int)
    }

    private func binding(of name: String, in context: Context) -> Binding? {
        var scopeIndex = context.scope
        let scopes = files[context.file].valueFlow.scopes
        while scopeIndex >= 0 {
            let scope = scopes[scopeIndex]
            let key = "\(scopeIndex)#\(name)"
            if let (local, ordinal) = Self.local(named: name, in: scope, before: context.position),
               context.hidden.isEmpty || !context.hidden.contains(key) {
                var inner = makeContext(file: context.file, scope: scopeIndex)
                inner.hidden = context.hidden.union([key])
                return .local(local, ordinal: ordinal, scope: scopeIndex, inner: inner)
            }
            // A closure's first parameter holds what the call passes it: `value.map { "⇢ " + $0 }`.
            if scope.kind == .closure, name == "$0" || name == scope.parameters.first?.name {
                return .closureInput(scope: scopeIndex)
            }
            if let parameter = scope.parameters.first(where: { $0.name == name }) {
                return .parameter(parameter, scope: scopeIndex)
            }
            scopeIndex = scope.parent
        }
        return nil
    }

    /// The slot of a scope's local: locals of one name are told apart by their order.
    static func localSlot(file: Int, scope: Int, name: String, ordinal: Int) -> Slot {
        Slot(kind: .local, owner: "\(file)#\(scope)", name: name, label: ordinal == 0 ? "" : String(ordinal))
    }

    /// A resolved value: its type (qualified, or a library type as written) and whether it is the
    /// type itself (`Timer` in `Timer.shared`) rather than an instance.
    struct Resolved {
        var type: String?
        var isMetatype = false
        var slot: Slot?
    }

    func makeContext(file: Int, scope: Int) -> Context {
        let record = files[file].valueFlow.scopes[scope]
        var isStatic = record.isStatic, current = record
        while current.parent >= 0, !isStatic {
            current = files[file].valueFlow.scopes[current.parent]
            isStatic = current.isStatic
        }
        return Context(file: file, scope: scope, owner: record.owner, isStatic: isStatic)
    }

    /// A name as code in `context` reads it.
    func resolve(name: String, in context: Context) -> Resolved? {
        if name == "self" { return Resolved(type: context.owner, isMetatype: context.isStatic) }
        if name == "Self" { return Resolved(type: context.owner, isMetatype: true) }
        // `$title`: a property wrapper's projection stands for the property it projects.
        if name.hasPrefix("$"), let first = name.dropFirst().first, !first.isNumber { return resolve(name: String(name.dropFirst()), in: context) }
        let scopes = files[context.file].valueFlow.scopes
        switch binding(of: name, in: context) {
        case .local(let local, let ordinal, let scopeIndex, let inner):
            let type = local.type.flatMap { resolveType($0, in: context) }
                ?? local.value.flatMap { typeOf($0, 0, in: inner) }
            let slot = Self.localSlot(file: context.file, scope: scopeIndex, name: name, ordinal: ordinal)
            return Resolved(type: type, slot: slot)
        case .closureInput(let scopeIndex):
            let declared = scopes[scopeIndex].parameters.first?.type.flatMap { resolveType($0, in: context) }
            return Resolved(type: declared ?? closureParameters?.type(file: context.file, scope: scopeIndex),
                            slot: Self.closureInput(file: context.file, scope: scopeIndex))
        case .parameter(let parameter, let scopeIndex):
            let scope = scopes[scopeIndex]
            let slot = scope.kind == .closure ? nil
                : parameterSlot(of: scope, label: parameter.label, name: parameter.name)
            return Resolved(type: parameter.type.flatMap { resolveType($0, in: context) }, slot: slot)
        case nil:
            break
        }
        if let member = member(name, of: context.owner, isStatic: context.isStatic) { return member }
        if let global = globals[name] {
            return Resolved(type: global.type.flatMap { resolveType($0, in: context) }, slot: Slot(kind: .property, owner: "", name: name))
        }
        if PreviewSyntax.looksLikeTypeName(name) { return Resolved(type: resolveType(name, in: context) ?? name, isMetatype: true) }
        return nil
    }

    /// A member of a type (a property, or a case without payload), as an instance or the type reads it.
    func member(_ name: String, of type: String, isStatic: Bool) -> Resolved? {
        var owner = type
        while true {
            if let info = table[owner] {
                if let property = info.properties[name], property.isStatic == isStatic || !isStatic {
                    return Resolved(type: property.type.flatMap { resolveType($0, in: owner) }, slot: Slot(kind: .property, owner: owner, name: name))
                }
                if info.cases[name] != nil { return Resolved(type: owner) }
                // A nested type named as a member: `Outer.Inner`.
                if let nested = table.resolve(name, in: owner), nested.hasPrefix(owner + ".") { return Resolved(type: nested, isMetatype: true) }
            }
            // Code in a nested type reads its enclosing types' static members unqualified.
            guard let dot = owner.utf8.lastIndex(of: UInt8(ascii: ".")) else { return nil }
            owner = String(owner[..<dot])
        }
    }

    func resolveType(_ written: String, in context: Context) -> String? {
        resolveType(written, in: context.owner)
    }

    func resolveType(_ written: String, in owner: String) -> String? {
        let bare = TypeTable.bareType(written)
        if bare == "Self" { return owner }
        return table.resolve(bare, in: owner) ?? bare
    }

    /// The slot of a closure's first parameter.
    static func closureInput(file: Int, scope: Int) -> Slot {
        Slot(kind: .parameter, owner: "\(file)#\(scope)", name: "closure", label: "$0")
    }

    func parameterSlot(of scope: ValueScope, label: String, name: String) -> Slot {
        Slot(kind: .parameter, owner: scope.owner, name: scope.name, label: label == "_" ? name : label)
    }

    /// The slot a chain of references and members names (`self.text`, `model.state.title`, `title`).
    func slot(_ expression: ValueExpression, _ index: Int, in context: Context) -> Resolved? {
        let node = expression.node(index)
        switch node.kind {
        case .reference:
            var context = context
            context.position = node.offset
            return resolve(name: node.names[0], in: context)
        case .member:
            let base = slot(expression, node.children[0], in: context)
            if let base, let type = base.type { return member(node.names[0], of: type, isStatic: base.isMetatype) }
            guard base?.isMetatype != true, let owner = table.onlyTextPropertyOwner(node.names[0]) else { return nil }
            // A receiver read from a property declared as another type is not the owner's.
            let receiver = expression.node(node.children[0])
            if receiver.kind == .member, table.declaresOnlyOtherTypes(receiver.names[0], than: owner) { return nil }
            return member(node.names[0], of: owner, isStatic: false)
        default:
            return nil
        }
    }

    /// The type of an expression, where the source tells it.
    func typeOf(_ expression: ValueExpression, _ index: Int, in context: Context) -> String? {
        let node = expression.node(index)
        switch node.kind {
        case .literal, .interpolation, .formattedInPlace: return "String"
        case .number: return node.text.contains(".") ? "Double" : "Int"
        case .bool: return "Bool"
        case .reference, .member:
            if node.kind == .member, ["count", "hour", "minute", "second", "day"].contains(node.names[0]) { return "Int" }
            if let type = slot(expression, index, in: context)?.type { return type }
            if node.kind == .member, TextTransforms.properties.contains(node.names[0]) { return textType(expression, node, in: context) }
            // A number or date every declaration of the name agrees on (`envelope?.outOf`): what interpolating it formats.
            guard node.kind == .member, let type = table.onlyPropertyType(node.names[0]), Self.isFormattable(type) else { return nil }
            return type
        case .call:
            if let type = CallResolver(resolver: self).target(expression, index, in: context, expected: nil)?.resultType { return type }
            let callee = expression.node(node.children[0])
            if let made = constructedType(expression, index, in: context) { return made }
            return callee.kind == .member && TextTransforms.methods.contains(callee.names[0]) ? textType(expression, callee, in: context) : nil
        case .operation:
            if ["==", "!=", "<", ">", "<=", ">=", "&&", "||"].contains(node.text) { return "Bool" }
            return node.children.first.flatMap { typeOf(expression, $0, in: context) }
        case .either, .concatenation:
            return node.children.lazy.compactMap { self.typeOf(expression, $0, in: context) }.first
        default:
            return nil
        }
    }

    /// `NumberFormatter()`: the type a call of a type's initializer makes, the project's or not.
    func constructedType(_ expression: ValueExpression, _ index: Int, in context: Context) -> String? {
        TypeTable.initializedType(expression, index).flatMap { resolveType($0, in: context) }
    }

    /// `String` for a text transform (`name.capitalized`, `s.uppercased()`) of a receiver that is text.
    private func textType(_ expression: ValueExpression, _ member: ValueExpression.Node, in context: Context) -> String? {
        guard let base = member.children.first, TypeTable.isText(typeOf(expression, base, in: context)) else { return nil }
        return "String"
    }

    /// Types whose values are numbers, dates or measures: interpolating one into text formats it.
    /// Whether a type is one of the standard library's numbers: `String(_:)` writes its digits.
    static func isNumber(_ type: String?) -> Bool {
        guard let type = type.map(TypeTable.bareType) else { return false }
        return ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double",
                "Float", "CGFloat", "TimeInterval"].contains(type)
    }

    static func isFormattable(_ type: String?) -> Bool {
        guard let type else { return false }
        // Every number type (`Int16` of a chapter's index too), dates and measures.
        return isNumber(type) || ["Date", "Decimal", "NSNumber", "Measurement", "Duration", "DateComponents"]
            .contains { type == $0 || type.hasPrefix($0 + "<") }
    }
}
