import Foundation
import SwiftSyntax

/// Previews: `#Preview` macros and the sub-previews of `PreviewProvider`s.
extension FactsCollector {
    func handle(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind { enterPreviewMacro(node) }
    func handle(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "bundle" { namesOwnModule = true }
        return enterPreviewMacro(node)
    }

    /// `#Preview` as a declaration (top level) or an expression (inside `#if`, a code block).
    private func enterPreviewMacro(_ node: some FreestandingMacroExpansionSyntax) -> SyntaxVisitorContinueKind {
        guard node.macroName.text == "Preview" else { return .visitChildren }
        addMacroPreview(arguments: node.arguments, trailingClosure: node.trailingClosure, additional: node.additionalTrailingClosures, node: node, pound: node.pound)
        scopeDepth += 1
        previewDepth += 1
        return .visitChildren
    }

    /// The record's range starts at `#Preview`, not at an attribute before it (`@available(…)`).
    func addMacroPreview(arguments: LabeledExprListSyntax, trailingClosure: ClosureExprSyntax?, additional: MultipleTrailingClosureElementListSyntax, node: some SyntaxProtocol, pound: TokenSyntax) {
        let states = PreviewSyntax.stateClosures(additional, arguments: arguments).flatMap { closure in
            closure.statements.compactMap { item -> StateExpression? in
                guard let expression = item.item.as(ExprSyntax.self) else { return nil }
                return StateExpression(text: expression.sourceText, range: range(expression))
            }
        }
        let whole = lines.range(from: pound.positionAfterSkippingLeadingTrivia.utf8Offset, to: node.endPositionBeforeTrailingTrivia.utf8Offset)
        var record = PreviewSyntax.macroPreview(arguments: arguments, trailingClosure: trailingClosure, additionalClosures: additional, range: whole, states: states)
        record.conditions = conditions
        (record.bodyHash, record.bodyTokenCount) = Self.bodyHash(arguments: arguments, closures: [trailingClosure].compactMap { $0 } + additional.map(\.closure))
        facts.previews.append(record)
    }

    /// What a `#Preview` shows: its arguments but the name, and its closures, token by token.
    static func bodyHash(arguments: LabeledExprListSyntax, closures: [ClosureExprSyntax]) -> (String, Int) {
        var hasher = TokenHasher()
        var count = 0
        func add(_ node: some SyntaxProtocol) {
            for token in node.tokens(viewMode: .sourceAccurate) {
                var text = token.text
                hasher.combine(text.withUTF8 { TokenHasher.hash($0) })
                count += 1
            }
        }
        for (index, argument) in arguments.enumerated() where !(index == 0 && argument.label == nil && argument.expression.is(StringLiteralExprSyntax.self)) {
            add(argument)
        }
        for closure in closures { add(closure) }
        return (hasher.hex, count)
    }

    /// `static var previews` of a `PreviewProvider`: one record per sub-preview.
    func addProviderPreviews(_ node: VariableDeclSyntax) -> Bool {
        guard providerTypes.last == true, PreviewSyntax.isStatic(node.modifiers),
              let binding = node.bindings.first,
              binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "previews" else { return false }
        let statements = PreviewSyntax.getterStatements(of: binding)
        guard let statements else { return true }
        for expression in PreviewSyntax.providerSubPreviews(statements) {
            let modifiers = PreviewSyntax.providerModifiers(expression)
            var record = PreviewRecord(range: range(expression), name: modifiers.name, kind: .provider)
            record.family = modifiers.family
            record.presentation = modifiers.presentation
            record.rootType = PreviewSyntax.rootType(of: expression)
            // `attributes.previewContext(state, viewKind: .content)`: the attributes it shows.
            if record.presentation != nil { record.activityAttributes = record.rootType ?? PreviewSyntax.chainRootName(expression) }
            record.providerType = owner
            record.conditions = conditions
            facts.previews.append(record)
        }
        return true
    }
}
