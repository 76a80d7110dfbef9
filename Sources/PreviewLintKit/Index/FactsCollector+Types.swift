import Foundation
import SwiftSyntax

/// Types, their members and fixtures, and the bodies of code (initializers, accessors, closures).
extension FactsCollector {
    func enterType(_ node: some DeclGroupSyntax, name: String, kind: String) -> SyntaxVisitorContinueKind {
        let inherited = PreviewSyntax.inheritedNames(node.inheritanceClause)
        reading?.enterType(name, isProvider: inherited.contains("PreviewProvider"))
        let qualified = (typeNames + [name]).joined(separator: ".")
        typeRecords.append(facts.types.count)
        builtTypeSets.append([])
        apiHolders.append([:])
        facts.types.append(TypeDeclarationRecord(name: name, qualifiedName: qualified, kind: kind, inherited: inherited, range: range(node), isExtension: kind == "extension", conditions: conditions))
        facts.types[facts.types.count - 1].isExported = node.modifiers.contains { ["public", "open", "package"].contains($0.name.text) }
        filePrivateTypes.append(node.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) })
        if kind == "enum" {
            facts.types[facts.types.count - 1].simpleCases = Self.simpleCases(node.memberBlock.members)
            facts.types[facts.types.count - 1].payloadCases = EnumCaseReader.payloadCases(node.memberBlock.members)
            facts.types[facts.types.count - 1].rawValues = EnumCaseReader.rawValues(node.memberBlock.members, inherited: inherited)
        }
        typeNames.append(name)
        locals.enterType(generics: node.as(StructDeclSyntax.self)?.genericParameterClause
            ?? node.as(ClassDeclSyntax.self)?.genericParameterClause
            ?? node.as(EnumDeclSyntax.self)?.genericParameterClause
            ?? node.as(ActorDeclSyntax.self)?.genericParameterClause)
        qualifiedOwners.append(typeNames.joined(separator: "."))
        ownerKeyPrefixes.append(name.split(separator: ".").map(ProductionReference.ownerPrefix))
        if inherited.contains("Widget"), let token = Syntax(node).asProtocol(NamedDeclSyntax.self)?.name {
            facts.widgets.append(WidgetConfigurationReader.read(node, type: qualified, range: range(token), conditions: conditions, lines: lines))
        }
        recordArgumentTypes(node.memberBlock.members, owner: qualified)
        formatting.enterType(node.memberBlock.members)
        let isProvider = inherited.contains("PreviewProvider")
        providerTypes.append(isProvider)
        widgetTypes.append(WidgetCode.isWidgetType(inherited: inherited, imports: facts.imports))

        // The last dotted component (`Foo.BarMother` → `BarMother`), sliced from the bytes.
        let simpleName = name.utf8.lastIndex(of: UInt8(ascii: ".")).map { String(name[name.utf8.index(after: $0)...]) } ?? name
        var fixture: FixtureRecord?
        if isInsideFixtureType {
            // A helper nested in a provider or Mother object belongs to it and is reported with it.
        } else if isProvider {
            fixture = makeFixture(node, name: qualified, kind: .previewProvider)
        } else if simpleName.hasSuffix("Mother") && simpleName.count > "Mother".count && kind != "extension" && kind != "protocol" {
            fixture = makeFixture(node, name: qualified, kind: .mother)
            fixture?.motherShape = MotherShapeReader.shape(of: node, kind: kind, lines: lines)
        } else if kind != "extension" && kind != "protocol" && PreviewSyntax.isPreviewDouble(simpleName, inherited: inherited) {
            fixture = makeFixture(node, name: qualified, kind: .previewType)
        }
        if let fixture {
            facts.fixtures.append(fixture)
            scopeDepth += 1
        }
        fixtureTypes.append(fixture != nil)
        return .visitChildren
    }

    /// An enum's cases when every one is plain (no payload, not inside `#if`); else none.
    static func simpleCases(_ members: MemberBlockItemListSyntax) -> [String] {
        var cases: [String] = []
        for member in members {
            if let conditional = member.decl.as(IfConfigDeclSyntax.self), conditional.clauses.contains(where: { clause in
                clause.elements?.as(MemberBlockItemListSyntax.self)?.contains { $0.decl.is(EnumCaseDeclSyntax.self) } ?? false
            }) { return [] }
            guard let declaration = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in declaration.elements {
                guard element.parameterClause == nil else { return [] }
                cases.append(element.name.text)
            }
        }
        return cases
    }

    /// Stored properties (the memberwise initializer's labels) and `init` parameters with their
    /// types, and computed properties with theirs (fields a value's readers see).
    func recordArgumentTypes(_ members: MemberBlockItemListSyntax, owner: String) {
        for member in members {
            if let variable = member.decl.as(VariableDeclSyntax.self), !PreviewSyntax.isStatic(variable.modifiers) {
                for binding in variable.bindings where binding.accessorBlock != nil {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let type = binding.typeAnnotation?.type.sourceText, Self.isComputed(binding) else { continue }
                    var record = ArgumentTypeRecord(owner: owner, label: name, type: type, defaultBuilds: nil)
                    record.isComputed = true
                    facts.argumentTypes.append(record)
                }
                for binding in variable.bindings where binding.accessorBlock == nil {
                    // A stored property's type as declared, or as its initial value constructs it (`let store = Store()`).
                    let built = binding.initializer.flatMap { Self.builtType($0.value) }
                    let shared = binding.initializer.flatMap { Self.sharedInstanceType($0.value) }
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let type = binding.typeAnnotation?.type.sourceText
                            ?? binding.initializer?.value.as(FunctionCallExprSyntax.self).flatMap(PreviewSyntax.constructedType) ?? shared
                    else { continue }
                    guard type != ".init" else { continue }
                    // Only a `var` with an initial value is a parameter of the memberwise initializer.
                    let defaultBuilds = variable.bindingSpecifier.tokenKind == .keyword(.var) ? built : nil
                    var record = ArgumentTypeRecord(owner: owner, label: name, type: type, defaultBuilds: defaultBuilds)
                    record.initialType = built ?? shared
                    facts.argumentTypes.append(record)
                }
            } else if let initializer = member.decl.as(InitializerDeclSyntax.self) {
                for parameter in initializer.signature.parameterClause.parameters where parameter.firstName.tokenKind != .wildcard {
                    facts.argumentTypes.append(ArgumentTypeRecord(owner: owner, label: parameter.firstName.text, type: parameter.type.sourceText,
                                                                  defaultBuilds: parameter.defaultValue.flatMap { Self.builtType($0.value) }))
                }
            }
        }
    }

    /// A getter (`{ … }` or `get { … }`), not observers of a stored property (`didSet`).
    private static func isComputed(_ binding: PatternBindingSyntax) -> Bool {
        switch binding.accessorBlock?.accessors {
        case .getter: true
        case .accessors(let accessors): accessors.contains { $0.accessorSpecifier.tokenKind == .keyword(.get) }
        case nil: false
        }
    }

    /// `PurchaseManager.shared`, `Store.default`: the type whose shared instance a value takes.
    static func sharedInstanceType(_ value: ExprSyntax) -> String? {
        guard let access = value.as(MemberAccessExprSyntax.self), LiveAPI.sharedInstanceNames.contains(access.declName.baseName.text),
              let base = access.base, let type = PreviewSyntax.typeName(base) else { return nil }
        return type
    }

    func leaveType(_ node: some DeclGroupSyntax) {
        reading?.leaveType()
        let index = typeRecords.removeLast()
        foldIOMethods(ofType: index)
        facts.types[index].builtTypes = builtTypeSets.removeLast().sorted()
        apiHolders.removeLast()
        formatting.leaveType()
        typeNames.removeLast()
        locals.leaveType()
        qualifiedOwners.removeLast()
        ownerKeyPrefixes.removeLast()
        providerTypes.removeLast()
        widgetTypes.removeLast()
        if fixtureTypes.removeLast() { scopeDepth -= 1 }
        filePrivateTypes.removeLast()
    }

    /// The type's methods that do I/O: those naming an I/O API, then those calling one of them.
    func foldIOMethods(ofType index: Int) {
        guard pendingMethods.contains(where: { $0.type == index }) else { return }
        let methods = pendingMethods.filter { $0.type == index }
        pendingMethods.removeAll { $0.type == index }
        facts.types[index].memberEffects = Self.effects(of: methods)
        let instanceMethods = methods.filter { !$0.isStatic && $0.name != "init" && $0.name != MemberEffectRecord.appear }
        var io: [String: String] = [:]
        for method in instanceMethods {
            if let api = method.apis.first(where: LiveAPI.isLive) ?? method.apis.first, io[method.name] == nil { io[method.name] = api }
        }
        var changed = !io.isEmpty
        while changed {
            changed = false
            for method in instanceMethods where io[method.name] == nil {
                guard let callee = method.calls.sorted().first(where: { io[$0] != nil }) else { continue }
                io[method.name] = io[callee]
                changed = true
            }
        }
        facts.types[index].ioMethods = io.sorted { $0.key < $1.key }.map { IOMethodRecord(name: $0.key, api: $0.value) }
    }

    /// One effect per member name (overloads, initializers and on-appear closures merged), by name.
    static func effects(of methods: [PendingMethod]) -> [MemberEffectRecord] {
        var merged: [String: MemberEffectRecord] = [:]
        for method in methods {
            let key = (method.isStatic ? "static " : "") + method.name
            var effect = merged[key] ?? MemberEffectRecord(name: method.name, isStatic: method.isStatic)
            effect.apis = Array(Set(effect.apis + method.apis)).sorted()
            let own = method.calls.filter { $0.first?.isLowercase == true }.map { "|" + $0 }
            effect.calls = Array(Set(effect.calls + own + method.receiverCalls)).sorted()
            merged[key] = effect
        }
        return merged.keys.sorted().compactMap { merged[$0] }.filter { !$0.apis.isEmpty || !$0.calls.isEmpty }
    }

    func handle(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        noteDeclaredName(node.name)
        formatting.enterFunction(node, typeNames: typeNames)
        recordFormattingBody(node)
        recordInferredEntry(node)
        if node.signature.returnClause?.type.as(IdentifierTypeSyntax.self)?.name.text == "DynamicIsland", let body = node.body {
            let island = WidgetConfigurationReader.island(in: Syntax(body))
            facts.dynamicIslandBuilders.append(DynamicIslandBuilderRecord(name: node.name.text, presentations: island.presentations, expandedRegions: island.regions, views: island.views))
        }
        if node.parent?.is(MemberBlockItemSyntax.self) == true {
            enterMember(node.name.text, isStatic: PreviewSyntax.isStatic(node.modifiers))
            noteOwnMember(node.name.text, type: nil)
        }
        if typeNames == ["View"] { facts.viewModifiers.append(node.name.text) }
        if let type = node.signature.returnClause?.type.sourceText, CallReturn.isRecorded(type) {
            facts.valueReturns.append(ValueReturnRecord(signature: node.callSignature, type: type))
        }
        let name = node.name.text
        var opensScope = false
        if isMember(node, modifiers: node.modifiers) {
            facts.members.append(MemberRecord(
                owner: owner, name: name, kind: .function, range: range(node),
                conditions: conditions, valueType: node.signature.returnClause?.type.sourceText
            ))
            opensScope = true
        }
        if PreviewSyntax.isStatic(node.modifiers), name.hasPrefix("mock"), !isInsideFixtureType {
            facts.fixtures.append(makeFixture(node, name: qualifiedMember(name), kind: .mock))
            opensScope = true
        }
        if opensScope { openMemberScope(node.id) }
        codeDepth += 1
        if PreviewSyntax.isStatic(node.modifiers) { staticDepth += 1 }
        if isSampleContentMethod(node) { placeholderDepth += 1 }
        return .visitChildren
    }

    /// A timeline provider's `placeholder(in:)` or a complication's sample template, of a type this
    /// file declares conforming.
    private func isSampleContentMethod(_ node: FunctionDeclSyntax) -> Bool {
        guard !PreviewSyntax.isStatic(node.modifiers), let type = typeRecords.last else { return false }
        return WidgetCode.isSampleMethod(node.callSignature, inherited: facts.types[type].inherited)
    }

    func handleAfter(_ node: FunctionDeclSyntax) {
        if node.parent?.is(MemberBlockItemSyntax.self) == true, !typeRecords.isEmpty { leaveMember() }
        if PreviewSyntax.isStatic(node.modifiers) { staticDepth -= 1 }
        if isSampleContentMethod(node) { placeholderDepth -= 1 }
        codeDepth -= 1
        closeMemberScope(node.id)
        formatting.leaveFunction(node)
    }

    func handle(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.parent?.is(MemberBlockItemSyntax.self) == true {
            declaringProperties.append((node.id, Set(node.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text })))
        }
        notePropertyNames(node)
        noteOwnProperties(node)
        bindLocals(node)
        formatting.variable(node)
        recordFormattingBody(node)
        if previewDepth == 0, let setup = FormatterSetupReader.read(node, owner: owner, range: { self.range($0) }) {
            facts.formatterSetups.append(setup)
        }
        recordAPIHolders(node)
        recordScopeLocals(node)
        if let list = FamilyListReader.read(node, owner: owner) { facts.familyLists.append(list) }
        if addProviderPreviews(node) {
            scopeDepth += 1
            previewDepth += 1
            openedMemberScopes.append(node.id)
            previewVariables.append(node.id)
            return .visitChildren
        }
        var opensScope = false
        if isMember(node, modifiers: node.modifiers) {
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                var member = MemberRecord(
                    owner: owner, name: name, kind: .property, range: range(node),
                    conditions: conditions, valueType: binding.typeAnnotation?.type.sourceText ?? binding.initializer.flatMap { constructedType(of: $0.value) }
                )
                member.holdsValue = binding.accessorBlock != nil || binding.initializer.map { !PreviewSyntax.isEmptyValue($0.value) } ?? false
                facts.members.append(member)
            }
            opensScope = true
        }
        if PreviewSyntax.isStatic(node.modifiers), !isInsideFixtureType,
           let name = node.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
           name.hasPrefix("preview") || name.hasPrefix("mock"), !PreviewSyntax.holdsPlainValue(node) {
            facts.fixtures.append(makeFixture(node, name: qualifiedMember(name), kind: name.hasPrefix("mock") ? .mock : .previewMember))
            opensScope = true
        }
        if opensScope { openMemberScope(node.id) }
        if PreviewSyntax.isStatic(node.modifiers) { staticDepth += 1 }
        if Self.isEagerStoredProperty(node) { eagerDepth += 1 }
        return .visitChildren
    }

    /// An instance property of a type with an initial value and no accessors, not `lazy`.
    static func isEagerStoredProperty(_ node: VariableDeclSyntax) -> Bool {
        node.parent?.is(MemberBlockItemSyntax.self) == true && !PreviewSyntax.isStatic(node.modifiers)
            && !node.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }
            && node.bindings.allSatisfy { $0.accessorBlock == nil } && node.bindings.contains { $0.initializer != nil }
    }

    func handleAfter(_ node: VariableDeclSyntax) {
        if declaringProperties.last?.node == node.id { declaringProperties.removeLast() }
        if PreviewSyntax.isStatic(node.modifiers), previewVariables.last != node.id { staticDepth -= 1 }
        if Self.isEagerStoredProperty(node) { eagerDepth -= 1 }
        if previewVariables.last == node.id {
            previewVariables.removeLast()
            previewDepth -= 1
        }
        closeMemberScope(node.id)
    }

    /// Every property a type, an extension or the file declares (a protocol's requirements aside),
    /// by name: which property a read of that name means (`FormattingClones.formattingNames`).
    private func notePropertyNames(_ node: VariableDeclSyntax) {
        let inType = node.parent?.is(MemberBlockItemSyntax.self) == true
        guard inType || (typeNames.isEmpty && codeDepth == 0),
              node.parent?.parent?.parent?.parent?.is(ProtocolDeclSyntax.self) != true else { return }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            facts.propertyNames.append(TokenHasher.hash(name))
        }
    }

    /// A static member of a type or extension, or a declaration at file scope: what previews reach by name.
    func isMember(_ node: some SyntaxProtocol, modifiers: DeclModifierListSyntax) -> Bool {
        if node.parent?.is(MemberBlockItemSyntax.self) == true { return PreviewSyntax.isStatic(modifiers) }
        return typeNames.isEmpty && codeDepth == 0
    }

    /// `Foo(…)` is a `Foo`; `.init(…)` and `Self(…)` the owner's type.
    func constructedType(of value: ExprSyntax) -> String? {
        guard let call = value.as(FunctionCallExprSyntax.self), let type = PreviewSyntax.constructedType(call) else { return nil }
        return type == ".init" || type == "Self" ? owner : type
    }
    func handle(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
        codeDepth += 1
        return .visitChildren
    }

    func openMemberScope(_ id: SyntaxIdentifier) {
        scopeDepth += 1
        openedMemberScopes.append(id)
    }

    func closeMemberScope(_ id: SyntaxIdentifier) {
        if openedMemberScopes.last == id {
            openedMemberScopes.removeLast()
            scopeDepth -= 1
        }
    }

    /// Members of a Mother, Preview… or provider type belong to that fixture already.
    var isInsideFixtureType: Bool { fixtureTypes.contains(true) }

    func qualifiedMember(_ name: String) -> String {
        typeNames.isEmpty ? name : "\(owner).\(name)"
    }

    func makeFixture(_ node: some SyntaxProtocol, name: String, kind: FixtureRecord.Kind) -> FixtureRecord {
        let declarationRange = range(node)
        let lineStart = lines.offset(ofLine: declarationRange.start.line)
        return FixtureRecord(
            range: declarationRange, name: name, kind: kind, conditions: conditions,
            indentation: String(repeating: " ", count: declarationRange.start.offset - lineStart)
        )
    }
}
