import SwiftSyntax

/// Formatting members lowered to the behaviour IR at walk time, so the model can run them on
/// inputs after the syntax tree is gone (`FormatterLowering`).
extension FactsCollector {
    func lowered(_ node: FunctionDeclSyntax) -> LoweredFormatter? {
        var context = loweringContext(for: Syntax(node))
        (context.storedInputs, context.storedTypes) = storedInputs(of: Syntax(node), modifiers: node.modifiers)
        context.extendedType = FormatterLowering.extendedProjectType(of: node, modifiers: node.modifiers)
        context.ownType = FormatterLowering.ownType(of: node, modifiers: node.modifiers)
        let extending = Self.extendedValue(of: node, modifiers: node.modifiers)
        return FormatterLowering(context: context).lower(node, extending: extending)
    }

    /// A value a helper may return for formatting to use: a number, a flag, or an enum's case (a
    /// plain type name: most are the project's enums, and a body that returns anything else stays
    /// unknown).
    static func isValueHelperType(_ returned: String) -> Bool {
        guard let first = returned.first, first.isUppercase else { return false }
        return BehaviourType(typeName: returned).map { $0 != .string && $0 != .date } ?? returned.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// The helpers formatting of this file calls (and those they call), lowered; a few calls deep.
    func lowerValueHelpers() {
        guard !helperCandidates.isEmpty || !helperProperties.isEmpty else { return }
        var called = Set(facts.formattingBodies.compactMap(\.behaviour).flatMap(\.calledSignatures))
        var functions = helperCandidates, properties = helperProperties, helpers: [LoweredFormatter] = []
        for round in 0..<3 {
            // A number's own helper (`extension Double { func rounded(toPlaces:) }`) is called by
            // other files' formatting too: lowered whether or not this file calls it.
            let reached = functions.filter {
                called.contains($0.callSignature) || (round == 0 && Self.extendsNumber($0))
            }
            let reachedProperties = properties.filter { node in Self.propertyName(node).map(called.contains) ?? false }
            guard !reached.isEmpty || !reachedProperties.isEmpty else { break }
            functions.removeAll { node in reached.contains { $0.id == node.id } }
            properties.removeAll { node in reachedProperties.contains { $0.id == node.id } }
            let made = reached.compactMap(lowered) + reachedProperties.compactMap(lowered)
            for helper in made where helper.unknownReason == nil {
                helpers.append(helper)
                called.formUnion(helper.calledSignatures)
            }
        }
        facts.valueHelpers = helpers
    }

    /// An instance member of an extension of `Int`, `Double` or `Decimal`.
    private static func extendsNumber(_ node: FunctionDeclSyntax) -> Bool {
        let type = extendedValue(of: node, modifiers: node.modifiers).flatMap { BehaviourType(typeName: $0) }
        return [.int, .double, .decimal].contains(type)
    }

    /// The value type an extension declares an instance member on (`self` its first input); a
    /// static member of `extension String` has no such value.
    private static func extendedValue(of node: some SyntaxProtocol, modifiers: DeclModifierListSyntax) -> String? {
        PreviewSyntax.isStatic(modifiers) ? nil : FormatterLowering.extendedValueType(of: node)
    }

    private static func propertyName(_ node: VariableDeclSyntax) -> String? {
        node.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }

    func lowered(_ node: VariableDeclSyntax) -> LoweredFormatter? {
        var context = loweringContext(for: Syntax(node))
        (context.storedInputs, context.storedTypes) = storedInputs(of: Syntax(node), modifiers: node.modifiers)
        context.extendedType = FormatterLowering.extendedProjectType(of: node, modifiers: node.modifiers)
        context.ownType = FormatterLowering.ownType(of: node, modifiers: node.modifiers)
        let extending = Self.extendedValue(of: node, modifiers: node.modifiers)
        return FormatterLowering(context: context).lower(node, extending: extending)
    }

    /// An instance member of a type's own declaration reads that type's stored properties (those of
    /// modelled types as inputs, and every one's declared type), and the dates its block computes;
    /// a member of an extension reads the dates that extension computes (the type's stored
    /// properties are declared elsewhere); a static member or a global reads none.
    func storedInputs(of node: Syntax, modifiers: DeclModifierListSyntax) -> (inputs: [BehaviourParameter], types: [String: String]) {
        guard !PreviewSyntax.isStatic(modifiers), let block = node.parent?.parent?.parent?.as(MemberBlockSyntax.self),
              let owner = block.parent else { return ([], [:]) }
        let declares = owner.is(StructDeclSyntax.self) || owner.is(ClassDeclSyntax.self) || owner.is(EnumDeclSyntax.self) || owner.is(ActorDeclSyntax.self)
        // An extension of a modelled value type (`extension Date`) formats `self`, its input.
        let extendsUnmodelledType = owner.as(ExtensionDeclSyntax.self).map { BehaviourType(typeName: $0.extendedType.sourceText) == nil } ?? false
        guard declares || extendsUnmodelledType else { return ([], [:]) }
        if let known = storedInputsByBlock[block.id] { return known }
        let computed = StoredInputs.computedDates(block.members)
        let stored = declares ? (StoredInputs.read(block.members) + computed, StoredInputs.declaredTypes(block.members)) : (computed, [:])
        storedInputsByBlock[block.id] = stored
        return stored
    }

    /// The file's top-level constants and formatters, then those of each enclosing type, inner ones
    /// shadowing outer ones. Calls reach the whole project's lowered functions at evaluation.
    func loweringContext(for node: Syntax) -> LoweringContext {
        var blocks: [Syntax] = []
        var current = node.parent
        while let parent = current {
            if parent.is(MemberBlockSyntax.self) || parent.is(SourceFileSyntax.self) { blocks.append(parent) }
            current = parent.parent
        }
        var context = LoweringContext()
        context.acceptsProjectCalls = true
        for block in blocks.reversed() {
            let own = ownContext(of: block)
            context.constants.merge(own.constants) { _, inner in inner }
            context.formatters.merge(own.formatters) { _, inner in inner }
            context.lists.merge(own.lists) { _, inner in inner }
        }
        if let innermost = blocks.first, innermost.is(MemberBlockSyntax.self) {
            let own = ownContext(of: innermost)
            (context.computedProperties, context.pathProperties) = (own.computedProperties, own.pathProperties)
        }
        return context
    }

    private func ownContext(of block: Syntax) -> LoweringContext {
        if let known = loweringContexts[block.id] { return known }
        var context = LoweringContext()
        if let members = block.as(MemberBlockSyntax.self) {
            context.read(members: members.members)
        } else if let file = block.as(SourceFileSyntax.self) {
            var declarations: Set<SyntaxIdentifier> = []
            for item in file.statements {
                guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
                context.read(variable)
                declarations.insert(variable.id)
            }
            context.forgetReconfigured(in: [Syntax(file)], declarations: declarations)
        }
        loweringContexts[block.id] = context
        return context
    }
}

extension FactsCollector {
    /// The member run on the value its type's one initializer makes (`ConstructedMember`), recorded
    /// beside it: compared by its outputs only (no token copy, no near copy of its own).
    func recordConstructed(_ record: FormattingBodyRecord, of node: Syntax, modifiers: DeclModifierListSyntax) {
        guard let behaviour = record.behaviour, !record.isStatic, let type = typeNames.last,
              let block = node.parent?.parent?.parent?.as(MemberBlockSyntax.self),
              block.parent?.is(StructDeclSyntax.self) == true || block.parent?.is(ClassDeclSyntax.self) == true else {
            return
        }
        var context = loweringContext(for: node)
        (context.storedInputs, context.storedTypes) = storedInputs(of: node, modifiers: modifiers)
        guard let constructed = ConstructedMember.lower(behaviour, type: type, members: block.members,
                                                        context: context) else { return }
        var copy = record
        copy.behaviour = constructed
        copy.bodyHash = ""
        copy.nearCopy = nil
        copy.formats = false
        copy.writesText = false
        copy.formatsThrough = []
        facts.formattingBodies.append(copy)
    }
}
