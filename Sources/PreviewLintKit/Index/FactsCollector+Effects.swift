import SwiftSyntax

/// Member-level effects: which calls each method, initializer and on-appear closure of a type makes
/// on receivers the model can follow across types, so the model can tell whether running it does I/O.
extension FactsCollector {
    /// The view modifiers whose closure runs as the view is shown.
    static let appearModifiers: Set<String> = ["task", "onAppear"]

    /// A method, initializer or on-appear closure of the innermost type starts: its calls are its own.
    func enterMember(_ name: String, isStatic: Bool) {
        guard let type = typeRecords.last else { return }
        methodStack.append(pendingMethods.count)
        deferredDepths.append(0)
        pendingMethods.append(PendingMethod(type: type, name: name, isStatic: isStatic))
    }

    func leaveMember() {
        methodStack.removeLast()
        deferredDepths.removeLast()
    }

    /// The member whose code is running where the walk is: nil inside a closure it hands on to run
    /// later (an observer, a `sink`, a completion handler), whose calls are not the member's.
    var runningMember: Int? {
        guard let method = methodStack.last, deferredDepths.last == 0 else { return nil }
        return method
    }

    /// Closures that run as the call that takes them runs (or soon after, as the same work):
    /// tasks, queue and actor hops, context blocks, and the collection methods.
    static let closuresThatRun: Set<String> = [
        "Task", "detached", "async", "asyncAfter", "sync", "run", "perform", "performAndWait", "performBackgroundTask",
        "withTaskGroup", "withThrowingTaskGroup", "withDiscardingTaskGroup", "addTask", "addTaskUnlessCancelled", "withCheckedContinuation", "withCheckedThrowingContinuation",
        "withUnsafeContinuation", "autoreleasepool", "forEach", "map", "compactMap", "flatMap", "filter", "reduce", "sorted", "first",
        "contains", "allSatisfy", "removeAll", "min", "max", "firstIndex", "lastIndex", "last", "partition", "sort", "withAnimation",
    ]

    /// A closure inside a member that it hands on rather than runs: its calls happen later, if ever.
    func enterClosure(_ node: ClosureExprSyntax) {
        guard !methodStack.isEmpty, !Self.runsNow(node) else { return }
        deferredDepths[deferredDepths.count - 1] += 1
        deferredClosures.append(node.id)
    }

    func leaveClosure(_ node: ClosureExprSyntax) {
        guard deferredClosures.last == node.id else { return }
        deferredClosures.removeLast()
        deferredDepths[deferredDepths.count - 1] -= 1
    }

    static func runsNow(_ closure: ClosureExprSyntax) -> Bool {
        var node = Syntax(closure).parent
        if node?.is(LabeledExprSyntax.self) == true { node = node?.parent?.parent }
        guard let call = node?.as(FunctionCallExprSyntax.self) else { return false }
        // `{ … }()`: called where it is written.
        if call.calledExpression.id == Syntax(closure).id { return true }
        let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        return callee.map(closuresThatRun.contains) ?? false
    }

    /// `.task { … }` and `.onAppear { … }` in a type's code: the closure is what showing the view runs.
    func enterAppearClosure(_ node: ClosureExprSyntax) {
        guard !typeRecords.isEmpty, scopeDepth == 0, let call = Self.modifierCall(around: node),
              Self.appearModifiers.contains(call.name) else { return }
        enterMember(MemberEffectRecord.appear, isStatic: false)
        appearClosures.append(node.id)
    }

    func leaveAppearClosure(_ node: ClosureExprSyntax) {
        guard appearClosures.last == node.id else { return }
        appearClosures.removeLast()
        leaveMember()
    }

    /// `.onAppear(perform: loadData)`: the method it names runs as the view is shown.
    func recordAppearReference(_ node: FunctionCallExprSyntax) {
        guard !typeRecords.isEmpty, scopeDepth == 0, let member = node.calledExpression.as(MemberAccessExprSyntax.self),
              Self.appearModifiers.contains(member.declName.baseName.text) else { return }
        for argument in node.arguments {
            guard let name = argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { continue }
            enterMember(MemberEffectRecord.appear, isStatic: false)
            if let member = runningMember { pendingMethods[member].calls.insert(name) }
            leaveMember()
        }
    }

    /// The modifier call a closure is the trailing closure or an argument of.
    static func modifierCall(around closure: ClosureExprSyntax) -> (name: String, call: FunctionCallExprSyntax)? {
        var node = Syntax(closure).parent
        if node?.is(LabeledExprSyntax.self) == true { node = node?.parent?.parent }
        guard let call = node?.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        return (member.declName.baseName.text, call)
    }

    /// A call on a named receiver inside a member being walked (`service.fetch()`,
    /// `DownloadManager.shared.chapters(for:)`), or inside a preview or fixture on a type
    /// (`AppManager.shared.fetchSources()`).
    func recordReceiverCall(_ node: FunctionCallExprSyntax) {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text.first?.isLowercase == true, let base = member.base,
              let receiver = Self.receiverChain(base) else { return }
        let method = member.declName.baseName.text
        if scopeDepth > 0 {
            guard let first = receiver.first, PreviewSyntax.looksLikeTypeName(first), !InteractionClosure.encloses(node) else { return }
            facts.scopeCalls.append(ScopeCallRecord(receiver: receiver.joined(separator: "."), method: method, range: range(node)))
        } else if let index = runningMember, !receiver.isEmpty {
            pendingMethods[index].receiverCalls.insert(receiver.joined(separator: ".") + "|" + method)
        }
    }

    /// `a.b.c` of names (without `self`), at most four long; nil for anything else (a call's
    /// result, a subscript, a closure).
    static func receiverChain(_ expression: ExprSyntax) -> [String]? {
        var parts: [String] = []
        var current: ExprSyntax? = expression
        while let node = current {
            if let optional = node.as(OptionalChainingExprSyntax.self) { current = optional.expression; continue }
            if let unwrapped = node.as(ForceUnwrapExprSyntax.self) { current = unwrapped.expression; continue }
            if let reference = node.as(DeclReferenceExprSyntax.self) {
                if reference.baseName.tokenKind != .keyword(.self) { parts.insert(reference.baseName.text, at: 0) }
                break
            }
            if let access = node.as(MemberAccessExprSyntax.self), let base = access.base {
                parts.insert(access.declName.baseName.text, at: 0)
                current = base
                continue
            }
            return nil
        }
        return parts.count <= 4 ? parts : nil
    }
}

/// Members that format, read for the formatting-twice rules (`FormattingBodyReader`).
extension FactsCollector {
    func recordFormattingBody(_ node: FunctionDeclSyntax) {
        guard scopeDepth == 0, let body = node.body else { return }
        let returned = node.signature.returnClause?.type.sourceText ?? ""
        let isFormatter = FormattingBodyReader.isFormatterType(returned)
        guard isFormatter || FormatterCollector.makesText(node.signature.returnClause?.type) else {
            if Self.isValueHelperType(returned) { helperCandidates.append(node) }
            return
        }
        let parameters = node.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
        let behaviour = Self.textTypes.contains(returned) ? lowered(node) : nil
        if var record = FormattingBodyReader.read(Syntax(body), parameters: parameters, owner: owner,
                                                  name: node.callSignature, range: range(node.name), conditions: conditions,
                                                  formatter: isFormatter, behaviour: behaviour, throughCalls: !isFormatter) {
            describeDeclaration(&record, modifiers: node.modifiers, attributes: node.attributes)
            record.declarationRange = range(node)
            if let behaviour = record.behaviour, !behaviour.waitsForTypes { loweredMembers.insert(node.id) }
            facts.formattingBodies.append(record)
            recordConstructed(record, of: Syntax(node), modifiers: node.modifiers)
        }
    }

    /// What the behaviour evaluator returns: text (SwiftUI's `Text` and `LocalizedStringKey` as the
    /// text they show), or no text.
    static let textTypes: Set<String> = ["String", "String?", "Text", "LocalizedStringKey"]

    /// How others can reach the member: static or global, its access, in an extension, called by the framework.
    func describeDeclaration(_ record: inout FormattingBodyRecord, modifiers: DeclModifierListSyntax,
                             attributes: AttributeListSyntax?) {
        record.isStatic = typeNames.isEmpty || PreviewSyntax.isStatic(modifiers)
        record.isCalledByFramework = modifiers.contains { $0.name.tokenKind == .keyword(.override) }
            || (attributes ?? []).contains { attribute in
                guard case .attribute(let attribute) = attribute,
                      let name = attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text else { return false }
                return ["objc", "IBAction", "IBSegueAction"].contains(name)
            }
        record.access = modifiers.lazy.map(\.name.text).first { ["private", "fileprivate", "internal", "public", "open", "package"].contains($0) } ?? ""
        record.inExtension = typeRecords.last.map { facts.types[$0].isExtension } ?? false
        // Inside a private type or extension a member is seen by its file alone, whatever it says.
        if filePrivateTypes.contains(true), record.access != "private" {
            record.access = "fileprivate"
            return
        }
        // A member of a `public extension` is public unless it says otherwise.
        if record.access.isEmpty, record.inExtension, let extended = typeRecords.last, facts.types[extended].isExported { record.access = "public" }
    }

    /// A type's member or a file's global, not a local of a getter's code.
    static func isDeclaredMember(_ node: VariableDeclSyntax) -> Bool {
        node.parent?.is(MemberBlockItemSyntax.self) == true
            || node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
    }

    /// `var label: String { … }`, `static let dateFormatter: DateFormatter = { … }()`, `let style = Duration.UnitsFormatStyle(…)`.
    func recordFormattingBody(_ node: VariableDeclSyntax) {
        guard scopeDepth == 0 else { return }
        if let constant = ProjectConstant.read(node, owner: owner, context: { loweringContext(for: Syntax(node)) }) {
            facts.constants.append(constant)
            return
        }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { continue }
            let declared = binding.typeAnnotation?.type.sourceText
            let body: Syntax
            let isFormatter: Bool
            if let accessors = binding.accessorBlock, let declared {
                isFormatter = FormattingBodyReader.isFormatterType(declared)
                guard isFormatter || FormatterCollector.makesText(binding.typeAnnotation?.type) else {
                    if Self.isValueHelperType(declared), node.bindings.count == 1 { helperProperties.append(node) }
                    continue
                }
                body = Syntax(accessors)
            } else if let value = binding.initializer?.value {
                // A closure called in place says what it makes for a property; a function's local is no member.
                let closureMade = Self.isDeclaredMember(node)
                    ? FormatterDeclarationReader.constructedType(ofClosureCall: value) : nil
                let built = value.as(FunctionCallExprSyntax.self).flatMap(PreviewSyntax.constructedType) ?? closureMade
                guard let type = declared ?? built, FormattingBodyReader.isFormatterType(type) else { continue }
                isFormatter = true
                body = Syntax(value)
            } else {
                continue
            }
            let behaviour = binding.accessorBlock != nil && Self.textTypes.contains(declared ?? "") && node.bindings.count == 1 ? lowered(node) : nil
            // A formatter object, modelled: others call a type's by its path, however short it is, and
            // an instance's or a file's is compared as the function of its input it is (`FormatterObjects`).
            var setup: FoundationFormat?
            // Read once, with the type's other formatters its members use (`loweringContext`).
            if isFormatter, Self.isDeclaredMember(node),
               case .success(let format)? = loweringContext(for: Syntax(node)).formatters[name.text] {
                setup = format
            }
            if var record = FormattingBodyReader.read(body, parameters: [], owner: owner, name: name.text,
                                                      range: range(name), conditions: conditions, formatter: isFormatter, behaviour: behaviour,
                                                      throughCalls: !isFormatter && binding.accessorBlock != nil, alwaysRecord: setup != nil) {
                describeDeclaration(&record, modifiers: node.modifiers, attributes: node.attributes)
                record.declarationRange = range(node)
                // A member whose inputs are typed once every file is read keeps the formatting written
                // in it as well: used only where the member turns out unknown (`FormattingClones`).
                if let behaviour = record.behaviour, !behaviour.waitsForTypes { loweredMembers.insert(node.id) }
                record.formatterSetup = setup
                facts.formattingBodies.append(record)
                recordConstructed(record, of: Syntax(node), modifiers: node.modifiers)
            }
        }
    }
}
