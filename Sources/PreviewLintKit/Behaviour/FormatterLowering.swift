import SwiftSyntax

/// Lowers formatting code to the behaviour IR: a function, a computed property or a closure becomes
/// a `LoweredFormatter`, whole or unknown with the reason (never partly).
public struct FormatterLowering: Sendable {
    public var context: LoweringContext

    public init(context: LoweringContext = LoweringContext()) {
        self.context = context
    }

    /// `extending`: the type an extension declares it on (`TimeInterval`), whose value is then
    /// `self`, its first input.
    public func lower(_ function: FunctionDeclSyntax, extending selfType: String? = nil) -> LoweredFormatter {
        let name = function.name.text
        var parameters: [BehaviourParameter] = []
        var problem: String?
        for parameter in function.signature.parameterClause.parameters {
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            let local = parameter.secondName?.text ?? parameter.firstName.text
            if parameter.ellipsis != nil || parameter.type.is(AttributedTypeSyntax.self) {
                problem = problem ?? "parameter \(local) is variadic or inout"
            }
            parameters.append(BehaviourParameter(label: label, name: local, typeName: parameter.type.sourceText))
        }
        let signature = "\(name)(\(parameters.map { "\($0.label ?? "_"):" }.joined()))"
        parameters = Self.withSelf(selfType) + parameters
        let returnType = function.signature.returnClause?.type.sourceText
        var body: LoweredBody
        if let problem {
            body = .unknown(problem)
        } else if function.signature.effectSpecifiers?.asyncSpecifier != nil || function.signature.effectSpecifiers?.throwsClause != nil {
            body = .unknown("is async or throws")
        } else if let statements = function.body?.statements {
            (body, parameters) = lowerBody(statements, parameters: parameters, returnType: returnType)
        } else {
            body = .unknown("has no body")
        }
        return LoweredFormatter(name: name, signature: signature, parameters: parameters, returnTypeName: returnType, body: body)
    }

    /// A computed property (`var text: String { … }`, or with a `get`); nil for a stored property.
    public func lower(_ property: VariableDeclSyntax, extending selfType: String? = nil) -> LoweredFormatter? {
        guard property.bindings.count == 1, let binding = property.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let accessors = binding.accessorBlock?.accessors else { return nil }
        let returnType = binding.typeAnnotation?.type.sourceText
        var parameters = Self.withSelf(selfType)
        var body: LoweredBody
        switch accessors {
        case .getter(let statements):
            (body, parameters) = lowerBody(statements, parameters: parameters, returnType: returnType)
        case .accessors(let list):
            let getter = list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }
            if let getter, getter.effectSpecifiers == nil, let statements = getter.body?.statements {
                (body, parameters) = lowerBody(statements, parameters: parameters, returnType: returnType)
            } else if list.contains(where: { $0.accessorSpecifier.tokenKind == .keyword(.didSet) || $0.accessorSpecifier.tokenKind == .keyword(.willSet) }) {
                return nil
            } else {
                body = .unknown("has no plain getter")
            }
        }
        return LoweredFormatter(name: name, signature: name, parameters: parameters, returnTypeName: returnType, body: body)
    }

    /// The type an instance member's extension extends when the evaluator does not model it and
    /// the project may declare its fields (`extension Breach`); nil for a static member, a member of
    /// a type's own declaration, or an extension of a value type (`extendedValueType`).
    public static func extendedProjectType(of declaration: some SyntaxProtocol, modifiers: DeclModifierListSyntax) -> String? {
        guard !PreviewSyntax.isStatic(modifiers), let type = enclosingType(of: declaration)?.as(ExtensionDeclSyntax.self)?.extendedType.sourceText,
              numericProtocols[type] == nil, BehaviourType(typeName: type) == nil, FieldPath.mayDeclareFields(type) else { return nil }
        return type
    }

    /// The enum an instance member is declared in, or the type its extension extends; nil for a
    /// static member or a member of another kind of type.
    public static func ownType(of declaration: some SyntaxProtocol, modifiers: DeclModifierListSyntax) -> String? {
        guard !PreviewSyntax.isStatic(modifiers), let enclosing = enclosingType(of: declaration) else { return nil }
        if let enumDecl = enclosing.as(EnumDeclSyntax.self) { return enumDecl.name.text }
        guard let type = enclosing.as(ExtensionDeclSyntax.self)?.extendedType.sourceText else { return nil }
        return BehaviourType(typeName: type) == nil && FieldPath.mayDeclareFields(type) ? type : nil
    }

    /// The modelled type a declaration extends (`extension TimeInterval { var clock: String … }`),
    /// to pass as `extending`; nil outside such an extension.
    public static func extendedValueType(of declaration: some SyntaxProtocol) -> String? {
        guard let type = enclosingType(of: declaration)?.as(ExtensionDeclSyntax.self)?.extendedType.sourceText else { return nil }
        if let concrete = numericProtocols[type] { return concrete }
        return BehaviourType(typeName: type) == nil ? nil : type
    }

    /// The nearest extension or type declaration around a declaration.
    private static func enclosingType(of declaration: some SyntaxProtocol) -> Syntax? {
        var node = declaration.parent
        while let current = node {
            if current.is(ExtensionDeclSyntax.self) || current.is(StructDeclSyntax.self) || current.is(ClassDeclSyntax.self)
                || current.is(EnumDeclSyntax.self) || current.is(ActorDeclSyntax.self) { return current }
            node = current.parent
        }
        return nil
    }

    /// An extension of a numeric protocol formats the values of every type conforming to it: it is
    /// tried on Int or Double, the values apps hand it (within every such type's range, the same
    /// text).
    private static let numericProtocols = [
        "BinaryInteger": "Int", "FixedWidthInteger": "Int", "SignedInteger": "Int",
        "BinaryFloatingPoint": "Double", "FloatingPoint": "Double",
    ]

    /// The value an extension of a modelled type (`extension TimeInterval`) formats.
    private static func withSelf(_ selfType: String?) -> [BehaviourParameter] {
        selfType.map { [BehaviourParameter(label: "self", name: "self", typeName: $0)] } ?? []
    }

    /// A closure, named by the caller (the property or argument it is stored in). Parameter types come
    /// from its signature, else from `parameterTypes` (`{ seconds in … }` typed by its context).
    public func lower(_ closure: ClosureExprSyntax, name: String, parameterTypes: [String] = []) -> LoweredFormatter {
        var names: [String] = []
        var written: [String?] = []
        switch closure.signature?.parameterClause {
        case .simpleInput(let list):
            names = list.map(\.name.text)
            written = names.map { _ in nil }
        case .parameterClause(let clause):
            names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
            written = clause.parameters.map { $0.type?.sourceText }
        case nil:
            let highest = closure.statements.tokens(viewMode: .sourceAccurate).compactMap { token -> Int? in
                guard case .dollarIdentifier(let text) = token.tokenKind else { return nil }
                return Int(text.dropFirst())
            }.max()
            names = highest.map { (0...$0).map { "$\($0)" } } ?? []
            written = names.map { _ in nil }
        }
        let parameters = names.enumerated().map { index, local in
            BehaviourParameter(label: nil, name: local, typeName: written[index] ?? (index < parameterTypes.count ? parameterTypes[index] : ""))
        }
        let returnType = closure.signature?.returnClause?.type.sourceText
        let (body, inputs) = lowerBody(closure.statements, parameters: parameters, returnType: returnType)
        return LoweredFormatter(name: name, signature: name, parameters: inputs, returnTypeName: returnType, body: body)
    }

    /// The body, and its inputs: the stored properties of `context.storedInputs` it reads, the
    /// fields it reads of parameters of the project's own types (`s.delta` of `s: GlucoseSnapshot`),
    /// then the other `parameters`. Fields are typed after the walk (`FieldPath`); a parameter of
    /// such a type used as a whole (passed on, compared) leaves the body unknown.
    private func lowerBody(_ statements: CodeBlockItemListSyntax, parameters: [BehaviourParameter], returnType: String?) -> (LoweredBody, [BehaviourParameter]) {
        var records: [String: String] = [:]
        for parameter in parameters where !parameter.typeName.isEmpty && parameter.type == nil {
            // An optional one (`category: ChapterCategory?`) too: nil, or a value of the type.
            let bare = parameter.typeName.hasSuffix("?") ? String(parameter.typeName.dropLast()) : parameter.typeName
            guard parameter.name != "self", FieldPath.mayDeclareFields(bare) else {
                return (.unknown(Self.unmodelled(parameter)), parameters)
            }
            records[parameter.name] = parameter.typeName
        }
        // Parameters of such a type used as a whole, typed after the walk: an enum is a setting.
        var whole: Set<String> = []
        var fields: [BehaviourParameter] = []
        while true {
            let plain = parameters.compactMap { parameter -> BehaviourParameter? in
                guard let type = records[parameter.name] else { return parameter }
                guard whole.contains(parameter.name) else { return nil }
                return BehaviourParameter(label: parameter.label, name: parameter.name, typeName: FieldPath.deferredType(root: type, path: parameter.name))
            }
            var lowerer = BodyLowerer(context: context)
            lowerer.returnsLocalizedKey = returnType == "LocalizedStringKey"
            for stored in context.storedInputs + fields { lowerer.declare(stored.name, type: stored.type) }
            for parameter in plain { lowerer.declare(parameter.name, type: parameter.type) }
            do throws(LoweringFailure) {
                let lowered = try lowerer.block(statements, sink: .returning)
                return (.statements(lowered), StoredInputs.used(context.storedInputs, by: lowered) + fields + plain)
            } catch {
                guard let root = error.missingName, !lowerer.isLocal(root) else { return (.unknown(error.reason), parameters) }
                // `switch self` in an enum's member: the case is the input.
                if root == "self", error.missingPath == nil, let own = context.ownType, !fields.contains(where: { $0.name == "self" }) {
                    fields.append(BehaviourParameter(label: "self", name: "self", typeName: FieldPath.deferredType(root: own, path: "self")))
                    continue
                }
                guard fields.count + whole.count < InlineSlice.largestSlice else { return (.unknown(error.reason), parameters) }
                if let type = records[root] ?? lowerer.opaqueLocals[root] {
                    // A local's fields are no argument of the call a message shows: no label.
                    let label = records[root] == nil ? nil : FieldPath.plain(error.missingPath ?? root)
                    // A parameter's own field (`s.delta`), or the parameter as a whole.
                    guard let path = error.missingPath else {
                        guard whole.insert(root).inserted else { return (.unknown(Self.unmodelled(parameters.first { $0.name == root }!)), parameters) }
                        continue
                    }
                    let name = FieldPath.plain(path)
                    guard !fields.contains(where: { $0.name == name }) else { return (.unknown(error.reason), parameters) }
                    fields.append(BehaviourParameter(label: label, name: name, typeName: FieldPath.deferredType(root: type, path: path)))
                    continue
                }
                // A field of the type an extension extends (`impressions`, `content.orderID`), declared elsewhere.
                let path = error.missingPath ?? root
                if context.storedTypes[root] == nil, let extended = context.extendedType, root != "self", root.first?.isLowercase == true {
                    let field = StoredInputs.extendedField(FieldPath.plain(path), of: extended)
                    guard !fields.contains(where: { $0.name == field.name }) else { return (.unknown(error.reason), parameters) }
                    fields.append(field)
                    continue
                }
                // A stored property read as a whole (`switch unit`) or by its fields (`entry.date`).
                guard var type = context.storedTypes[root], BehaviourType(typeName: type) == nil else { return (.unknown(error.reason), parameters) }
                // A field read through an optional stored value: Swift allows it only once unwrapped (`guard let model`).
                if path != root, type.hasSuffix("?") { type.removeLast() }
                guard FieldPath.mayDeclareFields(type), !fields.contains(where: { $0.name == StoredInputs.prefix + FieldPath.plain(path) }) else {
                    return (.unknown(error.reason), parameters)
                }
                let name = StoredInputs.prefix + FieldPath.plain(path)
                fields.append(BehaviourParameter(label: name, name: name, typeName: FieldPath.deferredType(root: type, path: path)))
            }
        }
    }

    private static func unmodelled(_ parameter: BehaviourParameter) -> String {
        "parameter \(parameter.name): \(parameter.typeName) is not a modelled type"
    }
}
