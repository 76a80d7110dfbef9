import SwiftSyntax

/// Reads what seed 000 expects of a Mother object: a case-less enum of static factories with defaulted parameters.
enum MotherShapeReader {
    static func shape(of node: some DeclGroupSyntax, kind: String, lines: LineTable) -> MotherShape {
        var caseCount = 0
        var instanceMembers: [NamedRange] = []
        var missingDefaults: [NamedRange] = []
        for member in node.memberBlock.members {
            let decl = member.decl
            if let cases = decl.as(EnumCaseDeclSyntax.self) {
                caseCount += cases.elements.count
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                if !PreviewSyntax.isStatic(function.modifiers) {
                    instanceMembers.append(NamedRange(name: "func \(function.name.text)", range: lines.range(of: function.name)))
                    continue
                }
                for parameter in function.signature.parameterClause.parameters where parameter.defaultValue == nil {
                    let label = parameter.secondName ?? parameter.firstName
                    missingDefaults.append(NamedRange(name: "\(function.name.text)(\(label.text):)", range: lines.range(of: parameter)))
                }
            } else if let variable = decl.as(VariableDeclSyntax.self), !PreviewSyntax.isStatic(variable.modifiers) {
                let name = variable.bindings.first?.pattern.sourceText ?? "property"
                instanceMembers.append(NamedRange(name: "var \(name)", range: lines.range(of: variable)))
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                instanceMembers.append(NamedRange(name: "init", range: lines.range(of: initializer.initKeyword)))
            }
        }
        return MotherShape(declarationKind: kind, caseCount: caseCount, instanceMembers: instanceMembers, parametersWithoutDefaults: missingDefaults)
    }
}
