import SwiftSyntax

/// Where a name read by inline formatting comes from, found the way Swift scopes it: the nearest
/// earlier `let`/`var` of an enclosing block, else a parameter of the enclosing closure, function
/// or initializer, else a stored property of the enclosing type. A name `if let` or `guard let`
/// binds takes the type of what it unwraps when that is such a source or a field path from one
/// (`solar?.daylightDuration`, resolved after the walk). Names bound by `for`, `case let` or an
/// untyped closure parameter have no declared type here: unknown.
enum InlineScope {
    enum Source {
        /// The statement declaring it (`let minutes = seconds / 60`).
        case local(CodeBlockItemSyntax)
        /// A parameter, with its type as written.
        case parameter(String)
        /// A stored property of the enclosing type, with its type as written.
        case stored(String)
        /// A name `if let`/`guard let` binds: the optional it unwraps (nil for `if let solar`,
        /// which unwraps the `solar` outside), and the statement binding it.
        case unwrapped(ExprSyntax?, at: Syntax)
        /// The parameter of a closure run for each element of a collection (`ForEach(entry.items)
        /// { item in … }`, `items.map { item in … }`): the collection, and the closure.
        case element(of: ExprSyntax, at: Syntax)
    }

    static func source(of name: String, at site: Syntax) -> Source? {
        var node = site
        while let parent = node.parent {
            if let list = parent.as(CodeBlockItemListSyntax.self), let item = node.as(CodeBlockItemSyntax.self) {
                var found: Source?
                for sibling in list {
                    guard sibling.position < item.position else { break }
                    if boundNames(of: sibling).contains(name) {
                        found = .local(sibling)
                    } else if let guardStatement = sibling.item.as(GuardStmtSyntax.self), let bound = binding(guardStatement.conditions, name) {
                        found = .unwrapped(bound, at: Syntax(guardStatement))
                    }
                }
                if let found { return found }
            } else if let closure = parent.as(ClosureExprSyntax.self) {
                if let collection = iterated(name, by: closure) { return .element(of: collection, at: Syntax(closure)) }
                if let bound = closureParameter(name, of: closure) { return bound.map(Source.parameter) }
            } else if let function = parent.as(FunctionDeclSyntax.self), declares(function.signature.parameterClause, name) {
                return parameter(name, in: function.signature.parameterClause)
            } else if let initializer = parent.as(InitializerDeclSyntax.self), declares(initializer.signature.parameterClause, name) {
                return parameter(name, in: initializer.signature.parameterClause)
            } else if let block = parent.as(MemberBlockSyntax.self) {
                return storedProperty(name, in: block).map(Source.stored)
            } else if parent.is(SourceFileSyntax.self) {
                return nil
            } else if let ifExpression = parent.as(IfExprSyntax.self), node.id == ifExpression.body.id, let bound = binding(ifExpression.conditions, name) {
                return .unwrapped(bound, at: Syntax(ifExpression))
            } else if let loop = parent.as(ForStmtSyntax.self), loop.pattern.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == name }) {
                return nil
            } else if let switchCase = parent.as(SwitchCaseSyntax.self), switchCase.label.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == name }) {
                return nil
            }
            node = parent
        }
        return nil
    }

    /// The statements after `declaration` and before `site` that set up the formatter object it
    /// makes (`formatter.dateFormat = "HH:mm"`), in the same block.
    static func settings(of name: String, after declaration: CodeBlockItemSyntax, before site: Syntax) -> [CodeBlockItemSyntax] {
        guard let list = declaration.parent?.as(CodeBlockItemListSyntax.self), isFormatterConstruction(declaration) else { return [] }
        return list.filter { item in
            item.position > declaration.position && item.position < site.position && settingTarget(item) == name
        }
    }

    /// `formatter` for `formatter.dateFormat = …`.
    static func settingTarget(_ item: CodeBlockItemSyntax) -> String? {
        guard let sequence = item.item.as(SequenceExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self),
              sequence.elements.count == 3, Array(sequence.elements)[1].is(AssignmentExprSyntax.self),
              let member = sequence.elements.first?.as(MemberAccessExprSyntax.self) else { return nil }
        return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    private static func isFormatterConstruction(_ item: CodeBlockItemSyntax) -> Bool {
        guard let variable = item.item.as(VariableDeclSyntax.self), variable.bindings.count == 1,
              let value = variable.bindings.first?.initializer?.value else { return false }
        return FormatterSetup(construction: value) != nil
    }

    /// The locals a statement declares, each with its type as written or as its value says
    /// (`Int(elapsed) / 60` is an `Int`, `entry.data[index]` an element of that field); nil type
    /// when neither.
    static func bindings(of item: CodeBlockItemSyntax) -> [(name: String, typeName: String?)] {
        boundNames(of: item).map { name in (name, bindingType(name, of: item)) }
    }

    /// The names a statement declares (`let (hours, minutes) = …` declares two).
    static func boundNames(of item: CodeBlockItemSyntax) -> [String] {
        guard let variable = item.item.as(VariableDeclSyntax.self) else { return [] }
        return variable.bindings.flatMap { binding -> [String] in
            if let (first, second) = BodyLowerer.pairNames(binding.pattern) { return [first, second] }
            return binding.pattern.as(IdentifierPatternSyntax.self).map { [$0.identifier.text] } ?? []
        }
    }

    /// `let duration = Int(Date().timeIntervalSince1970 - start.timeIntervalSince1970)`: a number
    /// counted from the current time, its type spelled out. The number is what is formatted; how
    /// it was counted is no formatting, and reads values the lowering may never type.
    static func elapsedNumber(_ item: CodeBlockItemSyntax) -> (name: String, typeName: String)? {
        guard let binding = item.item.as(VariableDeclSyntax.self)?.bindings.first,
              item.item.as(VariableDeclSyntax.self)?.bindings.count == 1,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let value = binding.initializer?.value,
              let typeName = binding.typeAnnotation?.type.sourceText ?? valueType(value),
              BehaviourType(typeName: typeName)?.isNumeric == true else { return nil }
        let readsNow = value.tokens(viewMode: .sourceAccurate).contains { token in
            switch token.tokenKind {
            case .identifier("timeIntervalSinceNow"): true
            // `Date.now`, `.now`; not a property named `now` the value reads.
            case .identifier("now"): token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period
            case .identifier("Date"):
                token.nextToken(viewMode: .sourceAccurate).map { open in
                    open.tokenKind == .leftParen && open.nextToken(viewMode: .sourceAccurate)?.tokenKind == .rightParen
                } == true
            default: false
            }
        }
        return readsNow ? (name, typeName) : nil
    }

    /// `.some(value)` for `let name = value` among the conditions, `.some(nil)` for `let name`, nil
    /// when they bind no such name.
    private static func binding(_ conditions: ConditionElementListSyntax, _ name: String) -> ExprSyntax?? {
        for element in conditions {
            guard case .optionalBinding(let binding) = element.condition,
                  binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { continue }
            return .some(binding.initializer?.value)
        }
        return nil
    }

    /// The type a name bound by `if let`/`guard let` has: what it unwraps is a name declared with a
    /// type (`if let duration`, `if let d = duration`), a path of fields from one
    /// (`solar?.daylightDuration`, `self.entry.date`), its type then resolved after the walk, or
    /// any value whose type is known (`data as? FullNote`, `repository.ping(ip:)?.latency`); nil
    /// for anything else. `wholeValue`: also a value of the project's own type (`if let solar`),
    /// whose fields are then read.
    static func unwrappedType(of name: String, value: ExprSyntax?, at statement: Syntax, wholeValue: Bool = false) -> String? {
        // The statement itself binds `name`: the root is looked up around it.
        let site = statement.parent ?? statement
        guard let (root, fields) = value.map(unwrappedPath) ?? (name, []) else {
            guard let type = value.flatMap({ valueType($0, at: site) }).map(unwrapped) else { return nil }
            let known = BehaviourType(typeName: type) != nil || FieldPath.deferred(type) != nil
                || CallReturn.signature(of: type) != nil
            return known || (wholeValue && FieldPath.mayDeclareFields(type)) ? type : nil
        }
        guard let declared = declaredType(of: root, at: site) else { return nil }
        // What a project function returns, or a field typed after the walk: out of its optional then.
        if FieldPath.deferred(declared) != nil || CallReturn.signature(of: declared) != nil {
            guard !fields.isEmpty else { return unwrapped(declared) }
            let path = ([root] + fields).joined(separator: ".")
            return FieldPath.deferredType(of: path, through: declared) + FieldPath.unwrapMark
        }
        let unwrapped = declared.hasSuffix("?") ? String(declared.dropLast()) : declared
        if fields.isEmpty {
            guard declared.hasSuffix("?") else { return nil }
            return BehaviourType(typeName: unwrapped) != nil || (wholeValue && FieldPath.mayDeclareFields(unwrapped)) ? unwrapped : nil
        }
        guard FieldPath.mayDeclareFields(unwrapped) else { return nil }
        return FieldPath.unwrappedType(root: unwrapped, fields: fields)
    }

    /// `solar?.daylightDuration` → (`solar`, [`daylightDuration`]); `self.duration` → (`duration`,
    /// []); optional chaining only right after the root.
    private static func unwrappedPath(_ value: ExprSyntax) -> (root: String, fields: [String])? {
        if let reference = value.as(DeclReferenceExprSyntax.self) { return (reference.baseName.text, []) }
        var fields: [String] = []
        var current: ExprSyntax? = value
        while let access = current?.as(MemberAccessExprSyntax.self) {
            fields.insert(access.declName.baseName.text, at: 0)
            current = access.base
        }
        if let chained = current?.as(OptionalChainingExprSyntax.self) { current = chained.expression }
        guard !fields.isEmpty, let reference = current?.as(DeclReferenceExprSyntax.self) else { return nil }
        if reference.baseName.tokenKind == .keyword(.self) { return (fields[0], Array(fields.dropFirst())) }
        return (reference.baseName.text, fields)
    }

    /// `.some(type)` for a parameter written with a type, `.some(nil)` for one without, nil when the
    /// closure has no parameter of that name.
    private static func closureParameter(_ name: String, of closure: ClosureExprSyntax) -> String?? {
        switch closure.signature?.parameterClause {
        case .simpleInput(let list):
            guard let index = list.firstIndex(where: { [name, "$" + name].contains($0.name.text) }) else { return nil }
            return .some(index == list.startIndex ? ActivityContext.type(ofParameterOf: closure) : nil)
        case .parameterClause(let clause):
            guard let parameter = clause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) else { return nil }
            return .some(parameter.type?.sourceText)
        case nil:
            return name.hasPrefix("$") ? .some(nil) : nil
        }
    }

    /// A stored instance property of the type whose members are `block`, with its declared type or
    /// the type its initial value constructs. A computed property declared with a type other than
    /// text (`var suggestedDates: [Date] { … }`) is read as a value of that type too: text it
    /// computes is formatting of its own, a call to it, not an input.
    private static func storedProperty(_ name: String, in block: MemberBlockSyntax) -> String? {
        for member in block.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), !PreviewSyntax.isStatic(variable.modifiers) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                if case .getter? = binding.accessorBlock?.accessors {
                    return binding.typeAnnotation.map(\.type.sourceText).flatMap { isText($0) ? nil : $0 }
                }
                return binding.typeAnnotation?.type.sourceText ?? binding.initializer.flatMap { StoredInputs.constructedType($0.value) }
            }
        }
        return nil
    }

    /// A type whose values are text shown as they are: `String`, `Text`, an opaque `some View`.
    static func isText(_ typeName: String) -> Bool {
        let name = typeName.filter { !$0.isWhitespace }
        let wrapped = name.hasSuffix("?") ? String(name.dropLast()) : name
        return wrapped.hasPrefix("some") || ["NSString", "Character"].contains(wrapped) || TypeTable.isText(wrapped)
    }

    private static func declares(_ clause: FunctionParameterClauseSyntax, _ name: String) -> Bool {
        clause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
    }

    private static func parameter(_ name: String, in clause: FunctionParameterClauseSyntax) -> Source? {
        guard let parameter = clause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }),
              parameter.ellipsis == nil, !parameter.type.is(AttributedTypeSyntax.self) else { return nil }
        return .parameter(parameter.type.sourceText)
    }
}
