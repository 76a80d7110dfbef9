/// `mother_object_shape`: Mother objects that are not case-less enums of static factories with defaulted parameters (seed 000).
public struct MotherObjectShapeRule: Rule {
    public static let id = "mother_object_shape"
    let configuration: RuleConfiguration

    public init(configuration: RuleConfiguration, project: ProjectConfiguration) {
        self.configuration = configuration
    }

    public func check(_ file: FileContext, in project: ProjectIndex) -> [Violation] {
        var violations: [Violation] = []
        for fixture in file.facts.fixtures where fixture.kind == .mother {
            guard let shape = fixture.motherShape else { continue }
            if shape.declarationKind != "enum" {
                violations.append(configuration.violation(
                    "\(fixture.name) is a \(shape.declarationKind); make it a case-less enum so it is a namespace of factories that cannot be instantiated",
                    in: file.path, at: fixture.range))
            } else if shape.caseCount > 0 {
                violations.append(configuration.violation(
                    "\(fixture.name) has \(shape.caseCount) case\(shape.caseCount == 1 ? "" : "s"); a Mother object is a case-less enum of static factories",
                    in: file.path, at: fixture.range))
            }
            for member in shape.instanceMembers {
                violations.append(configuration.violation(
                    "\(member.name) in \(fixture.name) is an instance member; Mother objects only have static factory methods",
                    in: file.path, at: member.range))
            }
            for parameter in shape.parametersWithoutDefaults {
                violations.append(configuration.violation(
                    "\(fixture.name).\(parameter.name) has no default value; give every factory parameter a sensible default so previews can call it bare",
                    in: file.path, at: parameter.range))
            }
        }
        return violations
    }
}
