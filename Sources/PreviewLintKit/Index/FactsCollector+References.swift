import Foundation
import SwiftSyntax

/// What previews and fixtures contain: literals, constructions, references, and the I/O a type does.
extension FactsCollector {
    /// Each construction's tokens without trivia, one space apart: the same code however it is formatted.
    func spellConstructions() {
        for (index, range) in unspelledConstructions {
            var low = 0, high = scopeTokens.count
            while low < high {
                let middle = (low + high) / 2
                if scopeTokens[middle].start < range.start { low = middle + 1 } else { high = middle }
            }
            var text: [UInt8] = []
            var position = low
            while position < scopeTokens.count, scopeTokens[position].start < range.end {
                if !text.isEmpty { text.append(UInt8(ascii: " ")) }
                text += bytes[scopeTokens[position].start..<scopeTokens[position].end]
                position += 1
            }
            facts.constructions[index].normalizedText = String(decoding: text, as: UTF8.self)
        }
    }

    func handle(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        formatting.call(node, inPreview: previewDepth > 0, inWidget: inWidget)
        recordInlineFormatting(node)
        if let method = runningMember, let callee = Self.ownMethodCalled(node) { pendingMethods[method].calls.insert(callee) }
        if eagerDepth > 0, staticDepth == 0, let index = typeRecords.last, let built = PreviewSyntax.constructedType(node), built != ".init",
           !facts.types[index].eagerConstructions.contains(built) {
            facts.types[index].eagerConstructions.append(built)
        }
        recordReceiverCall(node)
        recordAppearReference(node)
        if !builtTypeSets.isEmpty, let built = PreviewSyntax.constructedType(node), built != ".init", built != "Self" {
            builtTypeSets[builtTypeSets.count - 1].insert(built)
        }
        guard scopeDepth > 0, let callee = PreviewSyntax.constructedType(node) else { return .visitChildren }
        let arguments = Array(node.arguments)
        let literalCount = arguments.count { PreviewSyntax.isLiteral($0.expression) }
        // The normalized text is spelled after the walk, from the scope's tokens: spelling it here
        // walked the call's tokens again, and again for every construction nested in it.
        unspelledConstructions.append((facts.constructions.count, OffsetRange(
            node.positionAfterSkippingLeadingTrivia.utf8Offset, node.endPositionBeforeTrailingTrivia.utf8Offset
        )))
        facts.constructions.append(ConstructionRecord(
            callee: callee, range: range(node), normalizedText: "",
            argumentCount: arguments.count, allArgumentsLiteral: literalCount == arguments.count,
            literalArgumentCount: arguments.count { PreviewSyntax.carriesLiteralValue($0.expression) },
            dataValueCount: arguments.reduce(0) { $0 + PreviewSyntax.dataValues(in: $1.expression) }, hasTrailingClosure: node.trailingClosure != nil,
            argumentOf: argumentOwner(node)
        ))
        return .visitChildren
    }

    /// `load()` or `self.load()`: a call of the enclosing type's own method, by name.
    static func ownMethodCalled(_ node: FunctionCallExprSyntax) -> String? {
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
              member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return nil }
        return member.declName.baseName.text
    }

    /// `let service = Store(…)` in a preview or fixture: the local holds a `Store`.
    func recordScopeLocals(_ node: VariableDeclSyntax) {
        guard scopeDepth > 0, codeDepth > 0 else { return }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let value = binding.initializer?.value, let type = Self.builtType(value) else { continue }
            scopeLocals[name] = type
        }
    }

    /// `Store(…)`, `try Store(…)`: the type a value is built as, unless `.init`/`Self` leave it open.
    static func builtType(_ value: ExprSyntax) -> String? {
        var expression = value
        while let wrapped = expression.as(TryExprSyntax.self)?.expression ?? expression.as(AwaitExprSyntax.self)?.expression { expression = wrapped }
        guard let call = expression.as(FunctionCallExprSyntax.self), let type = PreviewSyntax.constructedType(call),
              type != ".init", type != "Self", PreviewSyntax.looksLikeTypeName(String(type.split(separator: ".").last ?? "")) else { return nil }
        return type
    }

    func handle(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        formatting.memberAccess(node)
        noteHeldAPICall(node)
        let name = node.declName.baseName.text
        if name == "module", node.base.map({ $0.sourceText == "Bundle" }) ?? true { namesOwnModule = true }
        let isCalled = node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
        // `service.load()`: a method run on a value the preview built (modifiers chained on a
        // view it builds are not looked at: they would be most of the calls of every preview).
        if scopeDepth > 0, isCalled, !scopeLocals.isEmpty, let local = node.base?.as(DeclReferenceExprSyntax.self), let type = scopeLocals[local.baseName.text] {
            facts.instanceCalls.append(InstanceCallRecord(type: type, method: name, range: range(node)))
        }
        guard let base = node.base else {
            // `.preview`, `.mocked()`: an implicit member of the type the context expects.
            if scopeDepth > 0 {
                facts.references.append(ReferenceRecord(
                    text: "." + name, range: range(node.declName), isConstruction: isCalled,
                    context: ImplicitArgumentRecord.context(of: node)))
            } else if !sampleOnly {
                let context = ImplicitArgumentRecord.context(of: node)
                if placeholderDepth == 0, let callee = ImplicitArgumentRecord.callee(of: node) {
                    implicitArguments.insert(ImplicitArgumentRecord(name: name, callee: callee, context: context))
                } else if placeholderDepth == 0, let context {
                    implicitArguments.insert(ImplicitArgumentRecord(name: name, callee: "", context: context))
                } else {
                    noteProductionName(ProductionReference.implicitKey(name))
                }
            }
            return .visitChildren
        }
        guard let typeName = PreviewSyntax.typeName(base) else {
            if scopeDepth == 0, !sampleOnly, !deferPropertyRead(base, name: name) {
                noteProductionName(ProductionReference.valueMemberKey(name))
            }
            // A modifier call on a view (`.liquidGlassChip()`), recorded by name.
            if scopeDepth > 0, isCalled { facts.references.append(ReferenceRecord(text: "." + name, range: range(node.declName), isConstruction: true)) }
            // A member of a shared instance (`AppContainer.shared.settings`): what the code takes from it.
            if scopeDepth > 0, let inner = base.as(MemberAccessExprSyntax.self), let innerBase = inner.base, let innerType = PreviewSyntax.typeName(innerBase) {
                facts.references.append(ReferenceRecord(text: "\(innerType).\(inner.declName.baseName.text).\(name)", range: range(node), isConstruction: isCalled))
            }
            return .visitChildren
        }
        if scopeDepth > 0 {
            facts.references.append(ReferenceRecord(text: "\(typeName).\(name)", range: range(node), isConstruction: isCalled))
        } else if !sampleOnly {
            let owner = typeName == "Self" ? (typeNames.last ?? "") : typeName
            noteProductionName(ProductionReference.key(owner: Self.lastComponent(owner), name: name))
        }
        return .visitChildren
    }

    /// A bare name: a global, a static member used inside its type or a nested one, or a local.
    /// Names of types are left to constructions and member accesses, and a member access's own
    /// name to it.
    func handle(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        // A member access's own name (`.bar` of `foo.bar`) is the member access's, recorded there. (Its
        // parent says so: in `a.b.c` the walk meets `c` after `a.b`, so "the last member access seen" did not.)
        guard case .identifier(let name) = node.baseName.tokenKind,
              node.parent?.as(MemberAccessExprSyntax.self)?.declName.id != node.id else { return .visitChildren }
        if LiveAPI.names.contains(name), LiveAPI.doesIO(node) { noteLiveAPI(name) }
        guard !PreviewSyntax.looksLikeTypeName(name) else {
            // A type production code names (`MockStore()`, `MockStore.shared`) is no preview-only type.
            if scopeDepth == 0 { noteTypeName(name) }
            return .visitChildren
        }
        if scopeDepth > 0 {
            let isCalled = node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
            facts.references.append(ReferenceRecord(text: name, range: range(node), isConstruction: isCalled))
        } else if !sampleOnly, declaringProperties.last?.names.contains(name) != true, !deferBareName(name) {
            noteProductionName(ProductionReference.bareKey(name))
        }
        return .visitChildren
    }

    /// A type named in a declaration (`let store: MockStore`) by production code.
    func handle(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        // A declared type (`let store: NSPersistentContainer`) says what a value is, not what the code does.
        if scopeDepth == 0 { noteTypeName(node.name.text) }
        return .visitChildren
    }

    /// A type production code names, or debug-only code (`#if DEBUG`) does.
    func noteTypeName(_ name: String) {
        if sampleOnly { debugNames.insert(ProductionReference.bareKey(name)) } else { noteProductionName(ProductionReference.bareKey(name)) }
    }

    /// A name production code refers to; in a widget's placeholder, a name its sample entry uses.
    func noteProductionName(_ key: UInt64) {
        if placeholderDepth > 0 { placeholderNames.insert(key) } else { productionNames.insert(key) }
    }

    /// An I/O API named where an instance is built (an initializer, a stored property's initial
    /// value): building one does I/O. A method that takes a context, or a static helper that fetches,
    /// is no reason a value built in a preview is live.
    func noteLiveAPI(_ name: String) {
        guard (eagerDepth > 0 && staticDepth == 0) || !methodStack.isEmpty, LiveAPI.names.contains(name) else { return }
        // What a closure handed on to run later does is not what running the member does.
        if !methodStack.isEmpty, runningMember == nil { return }
        // A method's I/O runs when it is called, not when the instance is built.
        if let method = methodStack.last, eagerDepth == 0 {
            if !pendingMethods[method].apis.contains(name) { pendingMethods[method].apis.append(name) }
            return
        }
        guard let index = typeRecords.last, !facts.types[index].liveAPIs.contains(name) else { return }
        facts.types[index].liveAPIs.append(name)
    }

    func recordAPIHolders(_ node: VariableDeclSyntax) {
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let api = (binding.initializer?.value).flatMap(LiveAPI.root) ?? binding.typeAnnotation.flatMap({ LiveAPI.names.contains($0.type.sourceText) ? $0.type.sourceText : nil })
            else { continue }
            apiHolders[apiHolders.count - 1][name] = api
        }
    }

    /// `container.loadPersistentStores(…)`, `self.session.dataTask(…)`: a method called on a held API object.
    func noteHeldAPICall(_ node: MemberAccessExprSyntax) {
        guard node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id,
              node.declName.baseName.text.first?.isLowercase == true, let base = node.base else { return }
        let name: String?
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = base.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            name = member.declName.baseName.text
        } else {
            name = nil
        }
        guard let name, let api = apiHolders.last?[name] else { return }
        // Reading paths and attributes is no I/O worth a finding; writing is.
        if api == "FileManager", !LiveAPI.fileManagerWrites.contains(node.declName.baseName.text) { return }
        noteLiveAPI(api)
    }

    /// `Foo.Bar` → `Bar`.
    static func lastComponent(_ name: String) -> Substring {
        name.lastIndex(of: ".").map { name[name.index(after: $0)...] } ?? name[...]
    }

    func handle(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        if scopeDepth > 0 { facts.literals.append(LiteralRecord(text: node.literal.text, range: range(node), isString: false, argumentOf: argumentOwner(node))) }
        // Children hold the token, whose trivia may carry comments.
        return .visitChildren
    }

    func handle(_ node: FloatLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        if scopeDepth > 0 { facts.literals.append(LiteralRecord(text: node.literal.text, range: range(node), isString: false, argumentOf: argumentOwner(node))) }
        // Children hold the token, whose trivia may carry comments.
        return .visitChildren
    }

    /// How a call's parameter is named in facts: `SummaryRow(value:)`, `Text`, `.navigationTitle`.
    static func fieldKey(_ call: FunctionCallExprSyntax, label: String?) -> String {
        // A modifier is named by itself (`.previewDisplayName`), not by the chain it ends.
        let callee: String
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), PreviewSyntax.typeName(call.calledExpression) == nil {
            callee = "." + member.declName.baseName.text
        } else {
            callee = PreviewSyntax.typeName(call.calledExpression) ?? call.calledExpression.sourceText
        }
        if let label { return "\(callee)(\(label):)" }
        return callee
    }

    /// `Text` for `Text("x")`, `Text(verbatim:)` for `Text(verbatim: "x")`.
    /// An element of an array argument (`Summary(receipts: [.init(…)])`) is that argument's.
    func argumentOwner(_ node: some SyntaxProtocol) -> String? {
        var parent = node.parent
        while let element = parent?.as(ArrayElementSyntax.self) { parent = element.parent?.parent?.parent }
        guard let argument = parent?.as(LabeledExprSyntax.self),
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return nil }
        return Self.fieldKey(call, label: argument.label?.text)
    }

    /// WidgetKit infers a timeline provider's `Entry` from what `placeholder(in:)` returns: a
    /// `Provider.Entry` is that type, as if the provider declared `typealias Entry = SimpleEntry`.
    func recordInferredEntry(_ node: FunctionDeclSyntax) {
        let parameters = node.signature.parameterClause.parameters
        guard node.name.text == "placeholder", parameters.count == 1, parameters.first?.firstName.text == "in",
              let returned = node.signature.returnClause?.type.trimmedDescription, !typeNames.isEmpty,
              let members = node.parent?.parent?.as(MemberBlockItemListSyntax.self),
              !members.contains(where: { $0.decl.as(TypeAliasDeclSyntax.self)?.name.text == "Entry" }) else { return }
        facts.typeAliases.append(TypeAliasRecord(name: (typeNames + ["Entry"]).joined(separator: "."), type: returned))
    }

    func handle(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        facts.typeAliases.append(TypeAliasRecord(name: (typeNames + [node.name.text]).joined(separator: "."), type: node.initializer.value.sourceText))
        return .visitChildren
    }
}
