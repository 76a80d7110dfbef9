/// What a call is: the project's initializer, function, method or enum case it calls, with the
/// slot each argument fills and what its result is; or an API that formats (`String(format:)`,
/// `.formatted(…)`, a formatter's `string(from:)`), localizes or converts.
struct CallResolver {
    let resolver: SlotResolver
    /// The type of the call's argument at a position, where the source tells it: what chooses
    /// between overloads the labels alone do not tell apart.
    private var argumentType: ((Int) -> String?)?

    init(resolver: SlotResolver) {
        self.resolver = resolver
    }

    struct Target {
        var resultType: String?
        /// The slot each argument fills, by position (nil where no slot is known), and its declared type.
        var arguments: [(slot: Slot?, type: String?)] = []
        /// Where the result comes from, when the call makes text.
        var result: [ValueSource] = []
        /// The result is fixed localized text, whatever the call's text arguments (a table and a
        /// key): `NSLocalizedString("Done", comment: "")`, or SwiftGen's `L10n.tr("Localizable",
        /// "done")` called with no values for its `CVarArg...` format arguments.
        var isLocalizedConstant = false
        /// The argument (by position) whose text the result is: a helper that returns its text
        /// parameter (`PassThrough`) hands each call its own argument back.
        var passedArgument: Int?
        /// The argument (by position) a template helper puts into its text (`TemplateFill`): the
        /// result holds that argument's text when it is text.
        var filledArgument: Int?
        /// `String(x)`: the argument (by position) whose text the result is when it is text;
        /// unknown otherwise.
        var convertedArgument: Int?
        /// The receiver's slot of a method the project adds to a library value type (`extension
        /// Double { func formattedPercentage() }`): the value it formats is the one it is called on.
        var receiver: Slot?
    }

    /// `expected`: the type the context wants (`.init(…)` and `.case(…)` name no type themselves).
    func target(_ expression: ValueExpression, _ index: Int, in context: SlotResolver.Context, expected: String?) -> Target? {
        let call = expression.node(index)
        var scoped = self
        let known = ArgumentTypes()
        scoped.argumentType = { [resolver] position in
            if let type = known.types[position] { return type }
            var type: String?
            // A number literal takes the type of the parameter it passes.
            if position + 1 < call.children.count, expression.node(call.children[position + 1]).kind != .number {
                type = resolver.typeOf(expression, call.children[position + 1], in: context)
            }
            known.types[position] = .some(type)
            return type
        }
        guard var target = scoped.resolve(expression, call, in: context, expected: expected) else { return nil }
        if target.isLocalizedConstant { target.result = [.literal(Self.localizedText(expression, call))] }
        return target
    }

    /// The text of a localized constant: its key or English text (`NSLocalizedString`'s first
    /// literal), or every literal a helper is called with (`Localizable/done`), so each key is
    /// its own text.
    private static func localizedText(_ expression: ValueExpression, _ call: ValueExpression.Node) -> String {
        let literals = zip(call.names, call.children.dropFirst()).compactMap { label, child -> String? in
            let node = expression.node(child)
            return node.kind == .literal && label != "comment" ? node.text : nil
        }
        let callee = expression.node(call.children[0])
        if callee.kind == .reference, ["NSLocalizedString", "String", "LocalizedStringKey", "LocalizedStringResource"].contains(callee.names[0]) {
            return literals.first ?? callee.names[0]
        }
        return literals.isEmpty ? (callee.names.first ?? "localized text") : literals.joined(separator: "/")
    }

    /// Each argument's type, read once however many overloads ask (nested calls would otherwise
    /// read their own arguments once per overload of every call around them).
    private final class ArgumentTypes {
        var types: [Int: String?] = [:]
    }

    private func resolve(_ expression: ValueExpression, _ call: ValueExpression.Node, in context: SlotResolver.Context, expected: String?) -> Target? {
        let callee = expression.node(call.children[0])
        let labels = Array(call.names)
        switch callee.kind {
        case .reference:
            let name = callee.names[0]
            if name == "String", labels.first == "format", Self.encodesInHex(expression, call.children.dropFirst().first) {
                return Target(resultType: "String", result: [.unknown])
            }
            if name == "String", labels.first == "format",
               Self.writesWholeNumber(expression, call.children.dropFirst().first) {
                return Target(resultType: "String", result: [.digits])
            }
            if let api = Self.library(name, labels: labels) { return api }
            // `formatted(…)` on an implicit `self`, in an extension of Date or a number.
            if name == "formatted" { return Target(resultType: "String", result: [.formatting(Self.formattedCall(labels))]) }
            if let resolved = resolver.resolve(name: name, in: context), resolved.isMetatype, let type = resolved.type {
                // A function named like a type (`VO2MaxFormatter(VO2Max:)`) where the project declares no such type.
                if resolver.table[type] == nil,
                   let function = function(name, labels: labels, from: context.owner, isStatic: context.isStatic) {
                    return function
                }
                return initializer(of: type, labels: labels) ?? Target(resultType: type)
            }
            if let function = function(name, labels: labels, from: context.owner, isStatic: context.isStatic) { return function }
            // `string(fromByteCount:countStyle:)` in an extension of the formatter.
            return Self.formatterMethod(name, of: context.owner, onClass: true, labels: labels)
        case .member:
            let name = callee.names[0]
            if name == "formatted" {
                if Self.encodesISO8601(expression, call) { return Target(resultType: "String", result: [.unknown]) }
                return Target(resultType: "String", result: [.formatting(Self.formattedCall(labels, expression, call))])
            }
            // A bundle's string table looked up by key (`bundle.localizedString(forKey:value:table:)`,
            // what a project's own `"n/a".localized` calls): fixed localized text.
            if Self.isStringTableLookup(name, labels: labels) {
                return Target(resultType: "String", result: [.literal("Bundle.localizedString(forKey:)")], isLocalizedConstant: true)
            }
            // `Outer.Inner(…)`: a nested type's initializer.
            if let nested = resolver.slot(expression, call.children[0], in: context), nested.isMetatype, let type = nested.type {
                return initializer(of: type, labels: labels) ?? Target(resultType: type)
            }
            let base = resolver.slot(expression, callee.children[0], in: context)
            // A receiver made on the spot (`NumberFormatter().string(from: amount)`) has the type it makes.
            // Only an initializer's is read: a receiver's type found through its own call made long chains exponential.
            let made = base == nil ? resolver.constructedType(expression, callee.children[0], in: context) : nil
            if let type = base?.type ?? made {
                if base?.isMetatype == true {
                    // A class method the project does not declare: `ByteCountFormatter.string(fromByteCount:countStyle:)`.
                    return typeMember(name, of: type, labels: labels) ?? Self.formatterMethod(name, of: type, onClass: true, labels: labels)
                }
                if let formatting = Self.formatterMethod(name, of: type, onClass: false, labels: labels) { return formatting }
                if let method = method(name, of: type, labels: labels, isStatic: false) { return method }
                // A library type's `format(…)` (a phone number utility's `format(number, toType:)`):
                // the library formats. One the project declares is read above, or stays unknown.
                if name == "format", resolver.table[type]?.functions[name] == nil {
                    return Target(resultType: "String", result: [.formatting("\(type).format(\(labels.first ?? "_"):)")])
                }
            }
            // A formatter held where no type is written (`formatter.string(from:)`, `currency.format(total)`).
            if ["string", "format"].contains(name), Self.looksLikeFormatter(expression, callee.children[0]) {
                return Target(resultType: "String", result: [.formatting("a formatter's \(name)(\(labels.first ?? "_"):)")])
            }
            if name == "map" || name == "flatMap" || name == "compactMap", let closure = call.children.last.map(expression.node), closure.kind == .closure {
                return Target(result: [.slot(Slot(kind: .returned, owner: "\(context.file)#\(closure.scope)", name: "closure"))])
            }
            if base?.type == nil, let owner = resolver.table.onlyTextMethodOwner(name) {
                return method(name, of: owner, labels: labels, isStatic: false)
            }
            // `range.units.format(length, to: unit)` on a value of a library's type the source does
            // not tell, where the project declares no `format` of its own: the library formats.
            if name == "format", base?.type == nil, made == nil, !resolver.table.declaresFunction(name) {
                let label = labels.first ?? "_"
                return Target(resultType: "String", result: [.formatting("a library's format(\(label):)")])
            }
            return nil
        case .implicitMember:
            guard let expected else { return nil }
            // `.constant("1.4 GB of 3 GB")` handed to a binding (`Binding<String>`, or a `@Binding`
            // field's `String`, which declares no `constant` of its own): a binding holding that value.
            if callee.names[0] == "constant", labels == ["_"], Self.bindsConstant(expected, table: resolver.table) {
                return Target(resultType: expected, passedArgument: 0)
            }
            return typeMember(callee.names[0], of: expected, labels: labels)
        default:
            return nil
        }
    }

    /// Whether `.constant(…)` where `expected` is wanted is `Binding.constant(_:)`: the type is a
    /// binding, or declares no member of that name itself.
    private static func bindsConstant(_ expected: String, table: TypeTable) -> Bool {
        if expected.hasPrefix("Binding<") { return true }
        guard let info = table[TypeTable.bareType(expected)] else { return true }
        return info.cases["constant"] == nil && info.functions["constant"] == nil && info.properties["constant"] == nil
    }

    /// `Type.init(…)`, `Type.make(…)`, `Type.case(…)`.
    private func typeMember(_ name: String, of type: String, labels: [String]) -> Target? {
        if name == "init" { return initializer(of: type, labels: labels) }
        if let payload = resolver.table[type]?.cases[name] {
            var target = Target(resultType: type)
            // The text case of an enum that stands for text is its payload: no slot of its own,
            // which would join every text the app wraps.
            if labels.count == 1, TextWrapper.holdsText(payload), resolver.table.textWrappers.contains(type) {
                target.passedArgument = 0
                target.arguments = [(nil, payload[0].type)]
                return target
            }
            target.arguments = labels.enumerated().map { position, label in
                let parameter = label == "_" ? (position < payload.count ? payload[position] : nil) : payload.first { $0.label == label }
                let slotLabel = parameter.map { $0.label == "_" ? "\(position)" : $0.label } ?? label
                return (Slot(kind: .payload, owner: type, name: name, label: slotLabel), parameter?.type)
            }
            return target
        }
        return method(name, of: type, labels: labels, isStatic: true)
    }

    /// The initializer the labels call, else the memberwise one of a struct that declares none.
    private func initializer(of type: String, labels: [String]) -> Target? {
        guard let info = resolver.table[type] else { return nil }
        if let function = matching(info.functions["init"] ?? [], labels: labels) { return fill(function, owner: type, labels: labels, result: type) }
        guard info.isStruct, !info.declaresInitializer else { return nil }
        var target = Target(resultType: type)
        var last = -1
        target.arguments = labels.map { label in
            var name = label
            // A trailing closure passes the next property that takes one (`@ViewBuilder var content: Content`).
            if label == ValueParameter.trailingClosure, let next = info.storedProperties.indices.first(where: { position in
                position > last && info.properties[info.storedProperties[position]].map(takesClosure) == true
            }) { name = info.storedProperties[next] }
            guard let property = info.properties[name], !property.isComputed, !property.isStatic else { return (nil, nil) }
            last = info.storedProperties.firstIndex(of: name) ?? last
            return (Slot(kind: .property, owner: type, name: name), property.type.flatMap { resolver.resolveType($0, in: type) })
        }
        return target
    }

    /// A stored property a memberwise initializer takes a closure for: a view builder's or a function's.
    private func takesClosure(_ property: TypeTable.Property) -> Bool {
        property.wrapper == "ViewBuilder" || property.type.map { resolver.table.isFunctionType($0) } == true
    }

    private func method(_ name: String, of type: String, labels: [String], isStatic: Bool) -> Target? {
        guard let (owner, functions) = resolver.table.functions(name, of: type),
              let function = matching(functions, labels: labels),
              function.isStatic == isStatic || !isStatic else { return nil }
        var target = fill(function, owner: owner, labels: labels,
                          result: function.returnType.flatMap { resolver.resolveType($0, in: owner) })
        if !function.isStatic, BehaviourType(typeName: owner) != nil {
            target.receiver = Slot(kind: .parameter, owner: owner, name: function.signature, label: "self")
        }
        return target
    }

    /// A function the code calls by name: a method of its type or an enclosing one, else a global.
    private func function(_ name: String, labels: [String], from owner: String, isStatic: Bool) -> Target? {
        var scope = owner
        while true {
            // Its own or an enclosing type's method, or one a supertype's extension declares.
            if let (found, functions) = resolver.table.functions(name, of: scope),
               let function = matching(functions, labels: labels) {
                return fill(function, owner: found, labels: labels,
                            result: function.returnType.flatMap { resolver.resolveType($0, in: found) })
            }
            if scope.isEmpty { return nil }
            scope = scope.lastIndex(of: ".").map { String(scope[..<$0]) } ?? ""
        }
    }

    private func fill(_ function: TypeTable.Function, owner: String, labels: [String], result: String?) -> Target {
        var target = Target(resultType: result)
        let scope = resolver.files[function.file].valueFlow.scopes[function.scope]
        let bound = Self.bind(function.parameters, labels: labels, isFunction: { resolver.table.isFunctionType($0) })
        target.arguments = bound.map { parameter in
            guard let parameter else { return (nil, nil) }
            return (resolver.parameterSlot(of: scope, label: parameter.label, name: parameter.name), parameter.type.flatMap { resolver.resolveType($0, in: owner) })
        }
        // A tuple holding text is read element by element (`TupleElements`).
        let holdsText = TypeTable.isText(function.returnType)
            || result.map(resolver.table.textWrappers.contains) == true
            || function.returnType.flatMap(TupleElements.elements(of:))?.contains { TypeTable.isText($0.type) } == true
        if function.signature.hasPrefix("init(") == false, holdsText {
            target.result = [.slot(Slot(kind: .returned, owner: owner, name: function.signature))]
            if let returned = resolver.passThrough.parameter(file: function.file, scope: function.scope) {
                let parameter = function.parameters[returned]
                target.passedArgument = bound.firstIndex { $0 == parameter }
            } else if let filled = resolver.templateFill.parameter(file: function.file, scope: function.scope) {
                let parameter = function.parameters[filled]
                target.filledArgument = bound.firstIndex { $0 == parameter }
            }
            // Format arguments (`CVarArg...`) the call passes none of: no value to format, the
            // format itself is the text (a localized string looked up by its key).
            if let arguments = function.parameters.first(where: Self.takesFormatArguments), !bound.contains(arguments) {
                target.isLocalizedConstant = true
            }
        }
        return target
    }

    /// `_ args: CVarArg...` (or `any CVarArg...`): values for a format, passed on to
    /// `String(format:arguments:)`.
    private static func takesFormatArguments(_ parameter: ValueParameter) -> Bool {
        guard var type = parameter.type?.filter({ !$0.isWhitespace }) else { return false }
        if type.hasPrefix("any") { type.removeFirst(3) }
        return type == "CVarArg..."
    }

    /// The parameter each argument passes, in call order, skipping parameters left to their defaults.
    private static func bind(_ parameters: [ValueParameter], labels: [String], isFunction: (String) -> Bool) -> [ValueParameter?] {
        var remaining = parameters[...]
        return labels.map { label in
            while let next = remaining.first, !next.accepts(label, isFunction: isFunction), next.hasDefault { remaining = remaining.dropFirst() }
            guard let next = remaining.first, next.accepts(label, isFunction: isFunction) else { return nil }
            remaining = remaining.dropFirst()
            return next
        }
    }

    /// The overload whose labels the call passes, skipping parameters with defaults; among several,
    /// the first whose parameter types the arguments' known types agree with
    /// (`formatAmount(_ amount: String, with:)` or `formatAmount(_ amount: NSDecimalNumber, with:, digits: Int = 2)`).
    func matching(_ functions: [TypeTable.Function], labels: [String]) -> TypeTable.Function? {
        let candidates = functions.filter { function in
            var position = 0
            for parameter in function.parameters {
                if position < labels.count, parameter.accepts(labels[position], isFunction: { resolver.table.isFunctionType($0) }) { position += 1; continue }
                if !parameter.hasDefault { return false }
            }
            return position == labels.count
        }
        guard candidates.count > 1, let argumentType else { return candidates.first }
        return candidates.first { agrees($0, labels: labels, argumentType: argumentType) } ?? candidates.first
    }

    /// Whether no argument of a known type passes a parameter declared with another type.
    private func agrees(_ function: TypeTable.Function, labels: [String], argumentType: (Int) -> String?) -> Bool {
        let parameters = Self.bind(function.parameters, labels: labels, isFunction: { resolver.table.isFunctionType($0) })
        return parameters.enumerated().allSatisfy { position, parameter in
            guard let declared = parameter?.type, let argument = argumentType(position) else { return true }
            return Self.simpleName(TypeTable.bareType(declared)) == Self.simpleName(TypeTable.bareType(argument))
        }
    }

    /// `Module.Order` → `Order`: a qualified and a written name of one type compare equal.
    private static func simpleName(_ type: String) -> Substring {
        type.split(separator: ".").last ?? Substring(type)
    }

    /// `bundle.localizedString(forKey:value:table:)`: a string table's entry for a key.
    static func isStringTableLookup(_ name: String, labels: some Collection<String>) -> Bool {
        name == "localizedString" && labels.first == "forKey"
    }

    /// Library calls the value flow knows: formatting, localizing, converting.
    private static func library(_ name: String, labels: [String]) -> Target? {
        switch name {
        case "String":
            if labels.first == "format" { return Target(resultType: "String", result: [.formatting("String(format:)")]) }
            if labels.first == "localized" { return Target(resultType: "String", result: [.literal("String(localized:)")], isLocalizedConstant: true) }
            // `String()`: the empty text, as `""` is.
            if labels.isEmpty { return Target(resultType: "String", result: [.literal("")]) }
            if labels == ["_"] { return Target(resultType: "String", convertedArgument: 0) }
            return Target(resultType: "String", result: [.unknown])
        case "NSLocalizedString", "LocalizedStringKey", "LocalizedStringResource":
            return Target(resultType: "String", result: [.literal(name)], isLocalizedConstant: true)
        case "Text":
            // SwiftUI's `Text(value, format:)` and `Text(date, style:)` format; `Text(text)` and
            // `Text(verbatim:)` show their argument's text.
            if labels.count >= 2, ["format", "style", "formatter"].contains(labels[1]) {
                return Target(resultType: "Text", result: [.formatting("Text(_:\(labels[1]):)")])
            }
            if labels.first == "_" || labels.first == "verbatim" { return Target(resultType: "Text", passedArgument: 0) }
            return nil
        default:
            return nil
        }
    }

    /// `date.formatted(.iso8601)`, `.formatted(.iso8601.year().month())`: a timestamp for machines.
    private static func encodesISO8601(_ expression: ValueExpression, _ call: ValueExpression.Node) -> Bool {
        guard call.children.count == 2 else { return false }
        var style = expression.node(call.children[1])
        while style.kind != .implicitMember, let base = style.children.first { style = expression.node(base) }
        return style.kind == .implicitMember && style.names.first == "iso8601"
    }

    /// A formatter's own method that makes text: `string(from:)`, `format(_:)` or `localizedString(…)`
    /// on an instance (`RelativeDateTimeFormatter`'s `localizedString(for:relativeTo:)`), `string(…)`
    /// or `localizedString(…)` on the class (`DateFormatter.localizedString(from:…)`).
    private static func formatterMethod(_ name: String, of type: String, onClass: Bool, labels: [String]) -> Target? {
        let names: Set<String> = onClass ? ["string", "localizedString"] : ["string", "format", "localizedString"]
        guard names.contains(name), isFormatter(type) else { return nil }
        // An ISO 8601 timestamp is an encoding to store or send, as a hex code is, not text for a person.
        if type == "ISO8601DateFormatter" { return Target(resultType: "String", result: [.unknown]) }
        return Target(resultType: "String", result: [.formatting("\(type).\(name)(\(labels.first ?? "_"):)")])
    }

    static func isFormatter(_ type: String) -> Bool {
        type.hasSuffix("Formatter") || type.hasSuffix("FormatStyle")
    }

    /// `.formatted()` with the default style, `.formatted(.number)` with a number style that writes
    /// whole numbers as they are, else `.formatted(…)`.
    static func formattedCall(_ labels: [String], _ expression: ValueExpression? = nil,
                              _ call: ValueExpression.Node? = nil) -> String {
        if labels.isEmpty { return ".formatted()" }
        if labels == ["_"], let expression, let call, call.children.count == 2,
           WholeNumberStyle.writesWholeNumbersAsTheyAre(expression, style: Array(call.children)[1]) {
            return WholeNumberStyle.formatting
        }
        return ".formatted(…)"
    }

    /// `formatter`, `Self.dateFormatter`, `Formatters.time`: a name that says it formats.
    private static func looksLikeFormatter(_ expression: ValueExpression, _ index: Int) -> Bool {
        let node = expression.node(index)
        guard let name = node.names.first, node.kind == .reference || node.kind == .member else { return false }
        return name.lowercased().contains("formatter")
    }
}
