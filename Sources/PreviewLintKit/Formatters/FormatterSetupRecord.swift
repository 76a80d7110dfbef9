import SwiftSyntax

/// One place a Foundation formatter is made and configured: `let f = NumberFormatter()` and the
/// settings written right after it (`f.numberStyle = .decimal`), inside a member or as the value a
/// property holds. Two set-ups with the same steps configure the same formatter, so they write the
/// same text for every value, whatever else their members do.
public struct FormatterSetupRecord: Codable, Sendable, Hashable {
    /// The enclosing types, dotted; empty for a global.
    public var owner: String
    /// The member it is written in (`threeDecimalsZashiFormatted()`), or the property that holds it.
    public var member: String
    /// Where the set-up starts: the holding property's name, or the local's declaration.
    public var range: SourceRange
    /// A property holds the formatter (`static let monthYearFormatter: DateFormatter = { … }()`):
    /// code that can reach the property can use it instead of making its own.
    public var isHeld: Bool
    /// The holder is static or global: reachable by its path, without an instance.
    public var isStatic: Bool
    /// `private`/`fileprivate`, `public`, …; empty when not written.
    public var access: String
    /// `NumberFormatter`, `DateFormatter`.
    public var formatter: String
    /// Each setting as written, in order, the last of each property kept (`numberStyle = .decimal`,
    /// `setLocalizedDateFormatFromTemplate("MMMM")`). Only constants: a set-up that reads a
    /// parameter or a property is not recorded.
    public var steps: [String]

    /// Two set-ups alike write the same text for every value: the formatter and its steps.
    var setupKey: [String] { [formatter] + steps }

    /// `Zatoshi.threeDecimalsZashiFormatted()`.
    public var qualifiedMember: String { owner.isEmpty ? member : "\(owner).\(member)" }
}

enum FormatterSetupReader {
    private static let formatterTypes: Set<String> = [
        "DateFormatter", "DateComponentsFormatter", "NumberFormatter", "ByteCountFormatter", "RelativeDateTimeFormatter",
    ]

    /// The set-up a declaration starts (`let formatter = DateFormatter()` followed by its settings);
    /// nil when it makes no formatter, or a setting is not a constant.
    static func read(_ node: VariableDeclSyntax, owner: String, range: (Syntax) -> SourceRange) -> FormatterSetupRecord? {
        if let record = readThen(node, owner: owner, range: range) { return record }
        // Every declaration of a file passes here: the callee's name is looked at before any text is made.
        guard node.bindings.count == 1, let binding = node.bindings.first, let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
              let callee = call.calledExpression.as(DeclReferenceExprSyntax.self), formatterTypes.contains(callee.baseName.text),
              FormatterSetup(construction: ExprSyntax(call)) != nil,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let item = node.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
              let index = list.firstIndex(where: { $0.id == item.id }) else { return nil }
        var steps: [String] = []
        var returnsIt = false
        for next in list[list.index(after: index)...] {
            guard let isStep = addStep(next, on: name, to: &steps) else { return nil }
            if !isStep {
                returnsIt = next.item.as(ReturnStmtSyntax.self)?.expression?.sourceText == name
                break
            }
        }
        let fixedPattern = steps.contains { $0.hasPrefix("dateFormat = ") }
        guard !steps.isEmpty, returnsIt || isFixedFormatter(name, after: index, in: list, readingIsData: fixedPattern),
              let (memberNode, memberName) = enclosingMember(of: list) else { return nil }
        let formatter = callee.baseName.text
        // The formatter a property's initial value or getter builds and returns is the property's.
        if returnsIt, let property = memberNode.as(PatternBindingSyntax.self), let declaration = property.parent?.parent?.as(VariableDeclSyntax.self),
           isHolderBody(list, of: property) {
            let isGlobal = declaration.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
            return FormatterSetupRecord(owner: owner, member: memberName, range: range(Syntax(property.pattern)), isHeld: true,
                                        isStatic: isGlobal || PreviewSyntax.isStatic(declaration.modifiers),
                                        access: access(declaration.modifiers, of: Syntax(declaration)), formatter: formatter, steps: steps)
        }
        // A function that builds and returns it is its factory: callers can use it as well.
        if returnsIt, let function = memberNode.as(FunctionDeclSyntax.self), list.parent?.id == function.body?.id {
            let isGlobal = function.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
            return FormatterSetupRecord(owner: owner, member: memberName, range: range(Syntax(function.name)), isHeld: true,
                                        isStatic: isGlobal || PreviewSyntax.isStatic(function.modifiers),
                                        access: access(function.modifiers, of: Syntax(function)), formatter: formatter, steps: steps)
        }
        return local(node, of: memberNode, named: memberName, owner: owner, range: range, formatter: formatter,
                     steps: steps)
    }

    /// A formatter a property or local makes with a configuration closure
    /// (`let percentFormatter = NumberFormatter().then { $0.numberStyle = .percent }`): the
    /// property holds it; a local's is its member's, unless code after it configures it again.
    private static func readThen(_ node: VariableDeclSyntax, owner: String,
                                 range: (Syntax) -> SourceRange) -> FormatterSetupRecord? {
        guard node.bindings.count == 1, let binding = node.bindings.first, let value = binding.initializer?.value,
              let then = ThenConfiguration(value),
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let construction = then.construction.as(FunctionCallExprSyntax.self) else { return nil }
        let formatter = construction.calledExpression.sourceText
        var steps: [String] = []
        for item in then.statements {
            guard addStep(item, on: then.name, to: &steps) == true else { return nil }
        }
        guard !steps.isEmpty else { return nil }
        let isGlobal = node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
        if node.parent?.is(MemberBlockItemSyntax.self) == true || isGlobal {
            return FormatterSetupRecord(owner: owner, member: name, range: range(Syntax(binding.pattern)), isHeld: true,
                                        isStatic: isGlobal || PreviewSyntax.isStatic(node.modifiers),
                                        access: access(node.modifiers, of: Syntax(node)), formatter: formatter,
                                        steps: steps)
        }
        let readingIsData = steps.contains { $0.hasPrefix("dateFormat = ") }
        guard let item = node.parent?.as(CodeBlockItemSyntax.self),
              let list = item.parent?.as(CodeBlockItemListSyntax.self),
              let index = list.firstIndex(where: { $0.id == item.id }),
              isFixedFormatter(name, after: index, in: list, readingIsData: readingIsData),
              let (memberNode, memberName) = enclosingMember(of: list) else { return nil }
        return local(node, of: memberNode, named: memberName, owner: owner, range: range, formatter: formatter,
                     steps: steps)
    }

    /// Records a statement that configures `name` (a setting or a method call, with constants) in
    /// `steps`: true when it is one, false when it is no step, nil when it is a step that reads
    /// something not constant (the set-up is then not recorded at all).
    private static func addStep(_ item: CodeBlockItemSyntax, on name: String, to steps: inout [String]) -> Bool? {
        if let (property, setting) = FormatterDeclarationReader.setting(item, on: name) {
            guard let text = FormatterSetup.constantText(setting) else { return nil }
            // The device's locale, time zone or calendar is what a new formatter has: no step.
            if !isDeviceDefault(property, text) { record("\(property) = ", "\(property) = \(text)", in: &steps) }
            return true
        }
        guard let called = Self.call(item, on: name) else { return false }
        guard let text = called else { return nil }
        record(text.prefix { $0 != "(" } + "(", text, in: &steps)
        return true
    }

    /// `locale = .current`, `timeZone = TimeZone.autoupdatingCurrent`: what a formatter starts with.
    static func isDeviceDefault(_ property: String, _ text: String) -> Bool {
        let types = ["locale": ["Locale", "NSLocale"], "timeZone": ["TimeZone", "NSTimeZone"],
                     "calendar": ["Calendar", "NSCalendar"]]
        guard let names = types[property] else { return false }
        let member = text.split(separator: ".").last.map(String.init) ?? ""
        let base = text.hasPrefix(".") ? "" : String(text.dropLast(member.count + 1))
        return ["current", "autoupdatingCurrent"].contains(member) && (base.isEmpty || names.contains(base))
            || (property == "timeZone" && text == "NSTimeZone.local")
    }

    /// The set-up of a formatter a member makes for itself, not one a property holds.
    private static func local(_ node: VariableDeclSyntax, of member: Syntax, named name: String, owner: String,
                              range: (Syntax) -> SourceRange, formatter: String,
                              steps: [String]) -> FormatterSetupRecord {
        let modifiers = member.as(FunctionDeclSyntax.self)?.modifiers
            ?? member.parent?.parent?.as(VariableDeclSyntax.self)?.modifiers
        return FormatterSetupRecord(owner: owner, member: name, range: range(Syntax(node)), isHeld: false,
                                    isStatic: false, access: modifiers.map(accessText) ?? "", formatter: formatter,
                                    steps: steps)
    }

    /// A local formatter that the code after its set-up configures no further (one set up again
    /// later is not the formatter its set-up describes). With `readingIsData`, it must also write
    /// text: a fixed date pattern that only reads text back (`date(from:)`) parses stored or
    /// received data, as no app asks its user to type a date to a pattern.
    private static func isFixedFormatter(_ name: String, after index: CodeBlockItemListSyntax.Index, in list: CodeBlockItemListSyntax,
                                         readingIsData: Bool) -> Bool {
        var writes = false
        for item in list[list.index(after: index)...] {
            for token in item.tokens(viewMode: .sourceAccurate) where token.text == name {
                guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.id == token.id else {
                    writes = true  // handed on whole (`Text(date, formatter: formatter)`)
                    continue
                }
                let used = member.declName.baseName.text
                if used.hasPrefix("set") || isAssigned(member) { return false }
                if used.hasPrefix("string") { writes = true }
            }
        }
        return writes || !readingIsData
    }

    private static func isAssigned(_ member: MemberAccessExprSyntax) -> Bool {
        guard let sequence = member.parent?.as(SequenceExprSyntax.self), let position = sequence.elements.firstIndex(where: { $0.id == member.id }) else { return false }
        let next = sequence.elements.index(after: position)
        return next < sequence.elements.endIndex && sequence.elements[next].is(AssignmentExprSyntax.self)
    }

    /// `name.method(arguments)`: the step as written when every argument is a constant (`.some(nil)`
    /// otherwise); nil when the item is no such call.
    private static func call(_ item: CodeBlockItemSyntax, on name: String) -> String?? {
        guard let call = item.item.as(FunctionCallExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base?.sourceText == name else { return nil }
        let arguments = call.arguments.map { argument in
            FormatterSetup.constantText(argument.expression).map { (argument.label.map { "\($0.text): " } ?? "") + $0 }
        }
        guard arguments.allSatisfy({ $0 != nil }) else { return .some(nil) }
        return "\(member.declName.baseName.text)(\(arguments.compactMap { $0 }.joined(separator: ", ")))"
    }

    /// Keeps the last setting of each property, where it was last written.
    private static func record(_ prefix: some StringProtocol, _ step: String, in steps: inout [String]) {
        steps.removeAll { $0.hasPrefix(prefix) }
        steps.append(step)
    }

    /// The statements are a property's getter or the closure its initial value calls.
    private static func isHolderBody(_ list: CodeBlockItemListSyntax, of property: PatternBindingSyntax) -> Bool {
        if let closure = list.parent?.as(ClosureExprSyntax.self), let call = closure.parent?.as(FunctionCallExprSyntax.self),
           call.arguments.isEmpty, call.parent?.is(InitializerClauseSyntax.self) == true {
            return call.parent?.parent?.id == property.id
        }
        if list.parent?.is(AccessorBlockSyntax.self) == true { return list.parent?.parent?.id == property.id }
        if let accessor = list.parent?.parent?.as(AccessorDeclSyntax.self) {
            return accessor.accessorSpecifier.tokenKind == .keyword(.get) && accessor.parent?.parent?.parent?.id == property.id
        }
        return false
    }

    /// The function, initializer or property whose code holds the statements, and how it is named.
    private static func enclosingMember(of list: CodeBlockItemListSyntax) -> (Syntax, String)? {
        var node = list.parent
        while let current = node {
            if let function = current.as(FunctionDeclSyntax.self) { return (current, function.callSignature) }
            if let initializer = current.as(InitializerDeclSyntax.self) {
                return (current, CallSignature.spell("init", labels: initializer.signature.parameterClause.argumentLabels))
            }
            if let binding = current.as(PatternBindingSyntax.self), let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
               binding.parent?.parent?.parent?.is(CodeBlockItemSyntax.self) != true || binding.parent?.parent?.parent?.parent?.parent?.is(SourceFileSyntax.self) == true {
                return (current, name)
            }
            node = current.parent
        }
        return nil
    }

    /// The declaration's own access, else its extension's (`private extension DateFormatter`).
    private static func access(_ modifiers: DeclModifierListSyntax, of declaration: Syntax) -> String {
        let own = accessText(modifiers)
        guard own.isEmpty else { return own }
        var node = declaration.parent
        while let current = node {
            if let extensionDecl = current.as(ExtensionDeclSyntax.self) { return accessText(extensionDecl.modifiers) }
            if current.is(StructDeclSyntax.self) || current.is(ClassDeclSyntax.self) || current.is(EnumDeclSyntax.self) { return "" }
            node = current.parent
        }
        return ""
    }

    private static func accessText(_ modifiers: DeclModifierListSyntax) -> String {
        modifiers.first { ["private", "fileprivate", "internal", "public", "open", "package"].contains($0.name.text) }?.name.text ?? ""
    }
}
