import Foundation
import SwiftSyntax

/// How production code fills fields: arguments, assignments and the locals they hand on.
extension FactsCollector {
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

    /// How production code fills each parameter it passes text to: formatted from values, or
    /// handed on as it came (a property, a parameter). Only calls that pass one of those count.
    func recordFieldFills(_ call: FunctionCallExprSyntax) {
        // Only fields of types (`Row(value:)`, `.init(value:)`, `.expired(_)`) are ever asked about;
        // method and function calls (most calls of a file) are skipped before any string is built.
        guard Self.mayFillField(call.calledExpression) else { return }
        let implicitType = implicitInitializerType(call)
        for argument in call.arguments {
            guard let (fill, callee) = FieldFill.classify(argument.expression, local: localFill) else { continue }
            var field = Self.fieldKey(call, label: argument.label?.text)
            if let implicitType, let open = field.firstIndex(of: "("), field[..<open].hasSuffix("init") { field = implicitType + field[open...] }
            // The type fills its own field (`self.init(…)`, `Self(…)` in its initializer or factory):
            // a path from raw values that a preview can take too.
            let owner = field.firstIndex(of: "(").map { MemberRecord.simpleName(String(field[..<$0])) }
            let inOwnType = owner != nil && owner == typeNames.last.map(MemberRecord.simpleName)
            let place = range(argument.expression)
            facts.fieldFills.append(FieldFillRecord(field: field, fill: fill, range: place, callee: callee, inOwnType: inOwnType,
                                                    shape: fill == .formatted ? FieldFill.shape(of: argument.expression, range: place) : nil))
        }
    }

    /// `Type(…)`, `Type.init(…)`, `self.init(…)`, `.init(…)` or an implicit member `.case(…)`.
    static func mayFillField(_ callee: ExprSyntax) -> Bool {
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return PreviewSyntax.looksLikeTypeName(reference.baseName.text) }
        guard let member = callee.as(MemberAccessExprSyntax.self) else { return false }
        guard let base = member.base else { return true }
        return member.declName.baseName.text == "init" || PreviewSyntax.typeName(callee) != nil
            || base.as(DeclReferenceExprSyntax.self).map { PreviewSyntax.looksLikeTypeName($0.baseName.text) && member.declName.baseName.text.first?.isLowercase == false } ?? false
    }

    /// The type a production `.init(…)` builds when the code says: returned from a function or
    /// property of a declared type, or assigned to a variable declared with one.
    func implicitInitializerType(_ call: FunctionCallExprSyntax) -> String? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" else { return nil }
        // `self.init(…)` in an initializer of the type: the type itself.
        if let base = member.base {
            guard let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text, name == "self" || name == "Self" else { return nil }
            return typeNames.isEmpty ? nil : typeNames.joined(separator: ".")
        }
        if call.parent?.is(ReturnStmtSyntax.self) == true || Self.isSoleStatement(call) {
            return returnTypes.last.flatMap { $0 }.map { resolvedType($0) }
        }
        if let binding = call.parent?.parent?.as(PatternBindingSyntax.self) {
            return binding.typeAnnotation.map { resolvedType($0.type.sourceText) }
        }
        return nil
    }

    /// `Self`, a type alias of the file (`typealias Entry = WidgetGaugeEntry`, as a timeline provider
    /// declares), `[T]` and `T?` read as the type they name.
    func resolvedType(_ written: String) -> String {
        let type = ProjectIndex.elementType(written)
        if type == "Self" { return typeNames.joined(separator: ".") }
        return typeAliases[type] ?? type
    }

    /// The only statement of a body: what a function or getter returns without `return`.
    static func isSoleStatement(_ node: some SyntaxProtocol) -> Bool {
        guard let item = node.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self) else { return false }
        return list.count == 1
    }

    /// Code that may be production code: not a preview, not a fixture type. A static member may be
    /// either; the project model leaves out the fills of those previews reach.
    var recordsFieldFills: Bool { previewDepth == 0 && !isInsideFixtureType }

    /// A local's fill, read from its initial value only when it is passed to a field.
    func localFill(_ name: String) -> (fill: FieldFill, callee: String?)? {
        guard let value = localValues.removeValue(forKey: name) else { return nil }
        defer { localValues[name] = value }
        return FieldFill.classify(value, local: localFill)
    }

    /// `let label = …` inside a body, and `state.delta = …`: a field set by assignment (`.delta`).
    func recordAssignments(_ node: VariableDeclSyntax) {
        guard codeDepth > 0, recordsFieldFills else { return }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value else { continue }
            localValues[name] = value
        }
    }

    /// `state.delta = deltaFormatter.string(from: value)`, unfolded: target, `=`, value.
    func handle(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard codeDepth > 0, recordsFieldFills else { return .visitChildren }
        let elements = node.elements
        guard elements.count == 3, let target = elements.first?.as(MemberAccessExprSyntax.self), target.base != nil,
              elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true, let value = elements.last,
              let (fill, callee) = FieldFill.classify(value, local: localFill) else { return .visitChildren }
        let ownProperty = target.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        let place = range(value)
        facts.fieldFills.append(FieldFillRecord(field: "." + target.declName.baseName.text + "=", fill: fill, range: place, callee: callee,
                                                inOwnType: ownProperty, shape: fill == .formatted ? FieldFill.shape(of: value, range: place) : nil))
        return .visitChildren
    }
}
