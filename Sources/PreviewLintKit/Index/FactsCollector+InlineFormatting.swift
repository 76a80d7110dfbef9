import SwiftSyntax

/// Formatting written inline in production code (`InlineFormatting`): a formatting body of the
/// member it is written in, lowered with the values it reads as inputs (`InlineSlice`), so it is
/// compared by what it outputs like any formatting member.
extension FactsCollector {
    func recordInlineFormatting(_ call: FunctionCallExprSyntax) {
        guard isInlineCandidateSite, InlineFormatting.formats(call) else { return }
        recordInline(ExprSyntax(call))
    }

    func recordInlineFormatting(_ literal: StringLiteralExprSyntax) {
        guard isInlineCandidateSite, literal.segments.count > 1 else { return }
        if InlineFormatting.formats(literal) {
            recordInline(ExprSyntax(literal))
        } else if InlineFormatting.printsField(literal) {
            recordInline(ExprSyntax(literal), printed: true)
        }
    }

    /// Code that runs in the app: inside a body, outside previews, fixtures and `#if DEBUG`.
    private var isInlineCandidateSite: Bool {
        codeDepth > 0 && scopeDepth == 0 && previewDepth == 0 && !sampleOnly
    }

    /// `printed`: text printing one field as it is (`InlineFormatting.printsField`), kept apart.
    private func recordInline(_ expression: ExprSyntax, printed: Bool = false) {
        guard let value = InlineFormatting.value(around: expression), let member = Self.enclosingMember(of: Syntax(value)),
              !loweredMembers.contains(member.declaration.id), inlineValues.insert(value.id).inserted else { return }
        var context = loweringContext(for: member.declaration)
        (context.storedInputs, context.storedTypes) = storedInputs(of: member.declaration, modifiers: member.modifiers)
        context.extendedType = FormatterLowering.extendedProjectType(of: member.declaration, modifiers: member.modifiers)
        guard let (behaviour, tokenCount) = InlineSlice(context: context, expression: value).lower(name: member.name) else { return }
        var record = FormattingBodyRecord(owner: owner, name: member.name, range: range(value),
                                          tokenCount: tokenCount, bodyHash: "", conditions: conditions)
        record.isInline = true
        describeDeclaration(&record, modifiers: member.modifiers,
                            attributes: member.declaration.asProtocol(WithAttributesSyntax.self)?.attributes)
        record.behaviour = behaviour
        if printed {
            // A type's description prints its fields for whoever debugs it, not for a screen.
            if !["description", "debugDescription"].contains(member.name) { facts.printedFields.append(record) }
        } else {
            facts.formattingBodies.append(record)
        }
    }

    private struct EnclosingMember {
        var declaration: Syntax
        var modifiers: DeclModifierListSyntax
        /// `body`, `configure(cell:)`, `init(seconds:)`.
        var name: String
    }

    /// The function, initializer or property whose code holds `node`.
    private static func enclosingMember(of node: Syntax) -> EnclosingMember? {
        var current = node.parent
        while let parent = current {
            if let function = parent.as(FunctionDeclSyntax.self) {
                return EnclosingMember(declaration: parent, modifiers: function.modifiers, name: function.callSignature)
            }
            if let initializer = parent.as(InitializerDeclSyntax.self) {
                let labels = initializer.signature.parameterClause.argumentLabels
                return EnclosingMember(declaration: parent, modifiers: initializer.modifiers, name: CallSignature.spell("init", labels: labels))
            }
            // A property (a local `let` is part of its member's code).
            if let variable = parent.as(VariableDeclSyntax.self), isDeclaredMember(variable) {
                guard variable.bindings.count == 1, let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
                return EnclosingMember(declaration: parent, modifiers: variable.modifiers, name: name)
            }
            if parent.is(MemberBlockSyntax.self) || parent.is(SourceFileSyntax.self) { return nil }
            current = parent.parent
        }
        return nil
    }
}
