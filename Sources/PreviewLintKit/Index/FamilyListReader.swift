import SwiftSyntax

/// Reads a property holding widget families, as `.supportedFamilies(…)` may name it:
/// `static let families: [WidgetFamily] = [.systemSmall]`, a getter returning such a list, or a
/// getter whose `#if os(watchOS)` branches return different lists.
enum FamilyListReader {
    static func read(_ node: VariableDeclSyntax, owner: String) -> FamilyListRecord? {
        guard node.bindings.count == 1, let binding = node.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
        // Read structurally: this runs for every property of the project, and printing each one's
        // type to compare it was a twentieth of the walk.
        let declared = binding.typeAnnotation?.type
        guard declared == nil || isFamilyList(declared!) else { return nil }
        var options: [FamilyOption]?
        if let value = binding.initializer?.value {
            options = WidgetConfigurationReader.familyOptions(value, condition: nil)
        } else if declared != nil {
            options = PreviewSyntax.getterStatements(of: binding).flatMap { returned($0, condition: nil) }
        }
        guard let options, !options.isEmpty else { return nil }
        return FamilyListRecord(owner: owner, name: name, families: options)
    }

    /// `[WidgetFamily]`.
    private static func isFamilyList(_ type: TypeSyntax) -> Bool {
        type.as(ArrayTypeSyntax.self)?.element.as(IdentifierTypeSyntax.self).map { $0.name.text == "WidgetFamily" && $0.genericArgumentClause == nil } ?? false
    }

    /// The lists a getter returns: its only expression, its `return`, or those of each `#if` branch.
    private static func returned(_ statements: CodeBlockItemListSyntax, condition: String?) -> [FamilyOption]? {
        var options: [FamilyOption] = []
        for item in statements {
            if let expression = item.item.as(ReturnStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self) {
                guard let listed = WidgetConfigurationReader.familyOptions(expression, condition: condition) else { return nil }
                options += listed
            } else if let conditional = item.item.as(IfConfigDeclSyntax.self) {
                for (clause, clauseCondition) in WidgetConfigurationReader.clauses(of: conditional) {
                    guard case .statements(let inner) = clause.elements,
                          let listed = returned(inner, condition: condition.map { "\($0) && \(clauseCondition)" } ?? clauseCondition) else { return nil }
                    options += listed
                }
            }
        }
        return options
    }
}
