import Foundation

/// The project's types as their source declares them, joined across files and extensions: each
/// type's properties, functions, initializers and enum cases, by qualified name. No type checker
/// runs: a type is what an annotation, an initial value or a declaration says, and a name that
/// cannot be told stays unknown.
struct TypeTable: Sendable {
    struct Property: Sendable {
        var type: String?
        var isComputed: Bool
        var isStatic: Bool
        var wrapper: String?
        var file: Int
    }

    struct Function: Sendable {
        /// `format(seconds:)`, `init(timeText:)`.
        var signature: String
        var parameters: [ValueParameter]
        var returnType: String?
        var isStatic: Bool
        /// Where the function's scope is: file index and scope index.
        var file: Int
        var scope: Int
    }

    struct TypeInfo: Sendable {
        var properties: [String: Property] = [:]
        /// Stored instance properties in the order they are declared: a memberwise initializer's parameters.
        var storedProperties: [String] = []
        var functions: [String: [Function]] = [:]
        var cases: [String: [ValueParameter]] = [:]
        /// Initializers written in the type's own declaration: a struct with none has a memberwise one.
        var declaresInitializer = false
        var isStruct = false
        /// The supertypes its declarations and extensions write (`View`, `UIViewController`), as written.
        var supertypes: [String] = []
        /// Whether `qualifiedNames` holds it.
        fileprivate var isRegistered = false
    }

    private(set) var types: [String: TypeInfo] = [:]
    /// Enums that carry text (`TextWrapper`), by qualified name.
    private(set) var textWrappers: Set<String> = []
    /// Qualified names by simple name (`ViewModel` → `Timer.ViewModel`).
    private var qualifiedNames: [String: Set<String>] = [:]
    private var aliases: [String: String] = [:]
    /// The last names of the aliases whose written target names each identifier.
    private var aliasesNaming: [String: [String]] = [:]
    /// The types that declare an instance method of each name returning text.
    private var textMethodOwners: [String: Set<String>] = [:]
    /// The base name of every function and method the project declares (`format` of `format(_:to:)`).
    private var functionNames: Set<String> = []
    /// The types that declare an instance property of each name, and those where it is text.
    private var propertyOwners: [String: Set<String>] = [:]
    private var textPropertyOwners: [String: Set<String>] = [:]
    /// The types instance properties of each name are declared with; nil inside when one is not written.
    private var propertyTypes: [String: Set<String?>] = [:]
    /// The last name of every type's qualified name: a written type whose last name is none of
    /// these (`String`, `Date`) is no project type, told without walking its context.
    private var lastNames: Set<Substring> = []

    /// The types an enum's raw values may have (the literal-convertible ones `RawRepresentable` synthesizes).
    static let rawValueTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "CGFloat", "String", "Character",
    ]

    init(files: [FileFacts]) {
        var instanceMethods: [(name: String, owner: String, returned: String)] = []
        for (fileIndex, file) in files.enumerated() {
            for type in file.types {
                let name = type.qualifiedName
                if types[name] == nil { types[name] = TypeInfo() }
                if !type.isExtension, type.kind == "struct" { types[name]!.isStruct = true }
                for written in type.inherited where !types[name]!.supertypes.contains(written) {
                    types[name]!.supertypes.append(written)
                }
                // `enum Semester: Int` has a `rawValue` of that type, which interpolating formats.
                if !type.isExtension, type.kind == "enum", let raw = type.inherited.first,
                   Self.rawValueTypes.contains(raw) {
                    types[name]!.properties["rawValue"] = Property(type: raw, isComputed: true, isStatic: false,
                                                                   wrapper: nil, file: fileIndex)
                }
                register(name)
            }
            for alias in file.typeAliases {
                aliases[alias.name] = alias.type
                let short = alias.name.split(separator: ".").last.map(String.init) ?? alias.name
                for word in alias.type.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) {
                    aliasesNaming[String(word), default: []].append(short)
                }
            }
            let flow = file.valueFlow
            for property in flow.properties {
                types[property.owner, default: TypeInfo()].properties[property.name] = Property(
                    type: property.type ?? Self.constructedType(property.initial), isComputed: property.isComputed,
                    isStatic: property.isStatic, wrapper: property.wrapper, file: fileIndex
                )
                if !property.isStatic, !property.isComputed { types[property.owner]!.storedProperties.append(property.name) }
                if !property.isStatic, !property.owner.isEmpty {
                    propertyOwners[property.name, default: []].insert(property.owner)
                    propertyTypes[property.name, default: []].insert(property.type?.filter { !"?! ".contains($0) })
                    if Self.isText(types[property.owner]!.properties[property.name]!.type) { textPropertyOwners[property.name, default: []].insert(property.owner) }
                }
                register(property.owner)
            }
            for enumCase in flow.cases {
                types[enumCase.owner, default: TypeInfo()].cases[enumCase.name] = enumCase.parameters
            }
            for (index, scope) in flow.scopes.enumerated() where scope.kind == .function || scope.kind == .initializer {
                guard scope.parent == -1 || flow.scopes[scope.parent].kind != .closure else { continue }
                let base = String(scope.name.prefix { $0 != "(" })
                let function = Function(signature: scope.name, parameters: scope.parameters, returnType: scope.returnType,
                                        isStatic: scope.isStatic, file: fileIndex, scope: index)
                types[scope.owner, default: TypeInfo()].functions[base, default: []].append(function)
                functionNames.insert(base)
                if scope.kind == .function, !scope.isStatic, !scope.owner.isEmpty, let returned = scope.returnType {
                    instanceMethods.append((base, scope.owner, returned))
                }
                if scope.kind == .initializer, file.types.contains(where: { $0.qualifiedName == scope.owner && !$0.isExtension && $0.range.contains(scope.range) }) {
                    types[scope.owner]!.declaresInitializer = true
                }
                register(scope.owner)
            }
        }
        textWrappers = Set(types.filter { TextWrapper.wrapsText($0.value) }.keys)
        lastNames = Set(types.keys.map(Self.lastName))
        for method in instanceMethods where Self.isText(method.returned) || resolve(method.returned, in: method.owner).map(textWrappers.contains) == true {
            textMethodOwners[method.name, default: []].insert(method.owner)
        }
    }

    /// The one type that declares an instance method `name` returning text, when only one does: a
    /// call of it on a value whose type the source does not tell (`date?.formattedSeparator()`)
    /// can be no other type's.
    /// The return type written for a function of `owner` (`""` at file level) by its signature.
    func returnType(owner: String, signature: String) -> String? {
        let base = String(signature.prefix { $0 != "(" })
        return types[owner]?.functions[base]?.first { $0.signature == signature }?.returnType
    }

    /// Whether some type of the project, or the project at file level, declares a function `name`.
    func declaresFunction(_ name: String) -> Bool { functionNames.contains(name) }

    func onlyTextMethodOwner(_ name: String) -> String? {
        guard let owners = textMethodOwners[name], owners.count == 1 else { return nil }
        return owners.first
    }

    /// The one type that declares an instance property `name`, when only one does and it holds
    /// text: a read of it on a value whose type the source does not tell
    /// (`dates.min()?.displayDateFormat`) can be no other type's.
    func onlyTextPropertyOwner(_ name: String) -> String? {
        guard let owners = propertyOwners[name], owners.count == 1, textPropertyOwners[name] == owners else { return nil }
        return owners.first
    }

    /// The written type every instance property named `name` is declared with, when they agree:
    /// a read of it on a value whose type the source does not tell (`store.envelope?.outOf`, and
    /// every `outOf` of the project is an `Int`) is that.
    func onlyPropertyType(_ name: String) -> String? {
        guard let types = propertyTypes[name], types.count == 1 else { return nil }
        return types.first ?? nil
    }

    /// Whether every property named `name` is declared with a written type other than `owner`: a
    /// value read from one (`item.basePrice`, an `NSDecimalNumber`) is not an `owner`.
    func declaresOnlyOtherTypes(_ name: String, than owner: String) -> Bool {
        guard let declared = propertyTypes[name], !declared.contains(nil) else { return false }
        let simple = owner.split(separator: ".").last.map(String.init) ?? owner
        return !declared.contains { $0 == owner || $0 == simple || $0.map { resolve($0, in: "") == owner } == true }
    }

    private mutating func register(_ qualified: String) {
        // Every property and function registers its owner: split a name once.
        guard !qualified.isEmpty, types[qualified]?.isRegistered != true else { return }
        types[qualified, default: TypeInfo()].isRegistered = true
        let simple = qualified.split(separator: ".").last.map(String.init) ?? qualified
        qualifiedNames[simple, default: []].insert(qualified)
    }

    subscript(_ type: String) -> TypeInfo? { types[type] }

    /// The last names of the typealiases that may stand for a type whose last name is `last`,
    /// through other aliases: a written target that names it is enough.
    func aliasNames(endingWith last: String) -> [String] {
        var names: [String] = [], queue = [last], seen: Set<String> = [last]
        while let word = queue.popLast() {
            for alias in aliasesNaming[word] ?? [] where seen.insert(alias).inserted {
                names.append(alias)
                queue.append(alias)
            }
        }
        return names.sorted()
    }

    /// Whether a written type is a function type, through typealiases (`CompletionHandler?`).
    func isFunctionType(_ written: String, hops: Int = 0) -> Bool {
        if written.contains("->") { return true }
        let name = written.filter { !"?!() ".contains($0) }
        guard hops < 8, let alias = aliases[name] else { return false }
        return isFunctionType(alias, hops: hops + 1)
    }

    /// The qualified name a type written in `context` (a qualified type, or empty) stands for:
    /// nested in the context or one of its enclosing types, else the one type of that name.
    /// `hops`: aliases followed so far; a cycle (`typealias Style = Style` naming a module's type
    /// once its prefix is dropped) stays unresolved.
    func resolve(_ written: String, in context: String, hops: Int = 0) -> String? {
        let name = Self.bareType(written)
        guard !name.isEmpty else { return nil }
        if let alias = aliases[name] ?? aliases[context.isEmpty ? name : context + "." + name] {
            return hops < 8 ? resolve(alias, in: context, hops: hops + 1) : nil
        }
        guard lastNames.contains(Self.lastName(name)) else { return nil }
        var scope = context
        while true {
            let candidate = scope.isEmpty ? name : scope + "." + name
            if types[candidate] != nil { return candidate }
            // By byte: `lastIndex(of:)` on the characters walks grapheme clusters.
            guard let dot = scope.utf8.lastIndex(of: UInt8(ascii: ".")) else {
                if !scope.isEmpty { scope = ""; continue }
                break
            }
            scope = String(scope[..<dot])
        }
        let simple = name.split(separator: ".").last.map(String.init) ?? name
        guard let candidates = qualifiedNames[simple], candidates.count == 1, let only = candidates.first,
              only == name || only.hasSuffix("." + name) else { return nil }
        return only
    }

    static func lastName(_ qualified: String) -> Substring {
        guard let dot = qualified.utf8.lastIndex(of: UInt8(ascii: ".")) else { return qualified[...] }
        return qualified[qualified.utf8.index(after: dot)...]
    }

    /// `String?`, `Optional<String>`, `some View`, `Binding<String>` → the type they hold;
    /// `[Row]` stays an array (its elements are not its slots).
    static func bareType(_ written: String) -> String {
        // Most written types are bare already (`String`, `Timer.ViewModel`): no space, `?`, `!`,
        // `<` or `(` means nothing below would change them, and one byte scan says so.
        if !written.utf8.contains(where: { switch $0 { case 0x20, 0x09, 0x0A, 0x0D, 0x3F, 0x21, 0x3C, 0x28: true; default: false } }) {
            return written
        }
        // Trimmed by hand: Foundation's trimming bridges every call through NSString, and this runs
        // for each type read while the value-flow graph is built.
        var text = written[...]
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        while text.last == "?" || text.last == "!" { text.removeLast() }
        for prefix in ["some ", "any ", "inout "] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
        for wrapper in ["Optional<", "Binding<", "Published<", "State<"] where text.hasPrefix(wrapper) && text.hasSuffix(">") {
            return bareType(String(text.dropFirst(wrapper.count).dropLast()))
        }
        if text.hasPrefix("(") && text.hasSuffix(")") && !text.contains(",") { return bareType(String(text.dropFirst().dropLast())) }
        return String(text)
    }

    /// `Foo(…)`, `Foo.init(…)`, `Foo.shared`: the type an initial value builds, when it says.
    static func constructedType(_ value: ValueExpression?) -> String? {
        guard let value, !value.nodes.isEmpty else { return nil }
        let root = value.root
        switch root.kind {
        case .literal, .interpolation: return "String"
        case .number: return root.text.contains(".") ? "Double" : "Int"
        case .bool: return "Bool"
        case .call:
            return initializedType(value, 0)
        case .member:
            // `Foo.shared`, `Foo.Bar.preview`: a static member of a type usually holds that type.
            guard let base = root.children.first, value.node(base).kind == .reference, let name = value.node(base).names.first,
                  PreviewSyntax.looksLikeTypeName(name), root.names.first == "shared" else { return nil }
            return name
        default: return nil
        }
    }

    /// `Foo(…)`, `Foo.init(…)`: the type, as written, a call of its initializer makes.
    static func initializedType(_ value: ValueExpression, _ index: Int) -> String? {
        let call = value.node(index)
        guard call.kind == .call, let first = call.children.first else { return nil }
        let callee = value.node(first)
        if callee.kind == .reference, let name = callee.names.first, PreviewSyntax.looksLikeTypeName(name) { return name }
        if callee.kind == .member, callee.names == ["init"], let base = callee.children.first, value.node(base).kind == .reference { return value.node(base).names[0] }
        return nil
    }

    /// Whether a type holds text a view shows.
    static func isText(_ type: String?) -> Bool {
        guard let type else { return false }
        return ["String", "Substring", "LocalizedStringKey", "AttributedString", "NSAttributedString", "LocalizedStringResource", "Text"]
            .contains(bareType(type))
    }
}
