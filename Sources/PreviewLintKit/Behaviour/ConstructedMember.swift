import SwiftSyntax

/// A member that reads only stored properties its type's one initializer sets from raw inputs
/// (`ClockTime(timeInSeconds:)` splitting seconds into hours, minutes and seconds, then
/// `asShortString()` printing them): run on the value that initializer makes, it is a function of
/// the initializer's inputs, comparable with formatters of those (`Int.asColonDurationString`).
/// The initializer's body is lowered like any body, its stored properties being locals that start
/// at their declared initial values; anything else it does leaves the member as it is.
enum ConstructedMember {
    /// The member as a function of the initializer's inputs; nil when the type has no single plain
    /// initializer, the member takes arguments of its own, or something is not modelled.
    static func lower(_ member: LoweredFormatter, type: String, members: MemberBlockItemListSyntax,
                      context: LoweringContext) -> LoweredFormatter? {
        guard member.unknownReason == nil, case .statements(let body) = member.body, !member.parameters.isEmpty,
              member.parameters.allSatisfy({ StoredInputs.property($0) != nil }) else { return nil }
        let initializers = members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        guard initializers.count == 1, let initializer = initializers.first, initializer.optionalMark == nil,
              initializer.signature.effectSpecifiers == nil, initializer.genericParameterClause == nil,
              let statements = initializer.body?.statements else { return nil }
        var parameters: [BehaviourParameter] = []
        for parameter in initializer.signature.parameterClause.parameters {
            guard parameter.ellipsis == nil, parameter.defaultValue == nil else { return nil }
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            let name = (parameter.secondName ?? parameter.firstName).text
            let input = BehaviourParameter(label: label, name: name, typeName: parameter.type.sourceText)
            guard input.type != nil else { return nil }
            parameters.append(input)
        }
        guard (1...2).contains(parameters.count) else { return nil }
        let stored = StoredInputs.read(members)
        // Every stored property the member reads is one the initializer can set.
        guard member.parameters.allSatisfy({ read in stored.contains { $0.name == read.name } }) else { return nil }
        var lowerer = BodyLowerer(context: context)
        lowerer.setsStoredProperties = true
        for input in stored { lowerer.declare(input.name, type: input.type) }
        for parameter in parameters { lowerer.declare(parameter.name, type: parameter.type) }
        var made: [BehaviourStatement] = []
        do throws(LoweringFailure) {
            for input in stored {
                let initial = try initialValue(of: input, in: members, lowerer: &lowerer)
                made.append(.declare(input.name, type: input.type, value: initial))
            }
            made += try lowerer.block(statements, sink: nil)
        } catch {
            return nil
        }
        // What the initializer returns early from is not a value the member is run on.
        guard !made.contains(where: Self.returns) else { return nil }
        let labels = parameters.map { "\($0.label ?? "_"):" }.joined()
        var constructed = LoweredFormatter(name: member.name, signature: "\(type)(\(labels)).\(member.signature)",
                                           parameters: parameters, returnTypeName: member.returnTypeName,
                                           body: .statements(made + body))
        constructed.constructor = type
        return constructed
    }

    /// The literal a stored property is declared with (`var sign: Int = 1`); nil when it has none.
    private static func initialValue(of input: BehaviourParameter, in members: MemberBlockItemListSyntax,
                                     lowerer: inout BodyLowerer) throws(LoweringFailure) -> BehaviourExpression? {
        guard let property = StoredInputs.property(input) else { return nil }
        for member in members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property else { continue }
                guard let value = binding.initializer?.value else { return nil }
                return try lowerer.lower(value)
            }
        }
        return nil
    }

    private static func returns(_ statement: BehaviourStatement) -> Bool {
        switch statement {
        case .return: true
        case .branch(_, let then, let otherwise): then.contains(where: returns) || otherwise.contains(where: returns)
        case .guardElse: true
        case .choose(_, let cases): cases.contains { $0.body.contains(where: returns) }
        default: false
        }
    }
}
