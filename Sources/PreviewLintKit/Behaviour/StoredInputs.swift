import SwiftSyntax

/// An instance member reads its type's stored properties: those of modelled types are inputs like
/// parameters (`var formattedDuration: String` of a type with `var duration: TimeInterval` formats
/// `duration`). They are read as `self.duration`, so a local of the same name shadows them as in Swift.
enum StoredInputs {
    /// The stored instance properties of a type's own declaration whose type is modelled, in order:
    /// written with a type, or with a literal initial value (a `let` one is a constant, not an
    /// input). Computed ones (but `computedDates`) and statics are left out.
    static func read(_ members: MemberBlockItemListSyntax) -> [BehaviourParameter] {
        var inputs: [BehaviourParameter] = []
        for member in members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }) else { continue }
            // `let mibInGib = 1024`: no initializer can give it another value, it is a constant (`LoweringContext`).
            let isFixed = variable.bindingSpecifier.tokenKind == .keyword(.let)
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, isStored(binding),
                      !(isFixed && binding.initializer.map { literalType($0.value) != nil } == true) else { continue }
                let typeName = binding.typeAnnotation?.type.sourceText ?? binding.initializer.flatMap { literalType($0.value) }
                guard let typeName, BehaviourType(typeName: typeName) != nil else { continue }
                inputs.append(BehaviourParameter(label: prefix + name, name: prefix + name, typeName: typeName))
            }
        }
        return inputs
    }

    /// The instance properties that compute a `Date` (`var publishedAtDate: Date { parse(publishedAt) }`):
    /// formatting that reads one formats that date, whatever it is computed from.
    static func computedDates(_ members: MemberBlockItemListSyntax) -> [BehaviourParameter] {
        var inputs: [BehaviourParameter] = []
        for member in members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), !PreviewSyntax.isStatic(variable.modifiers) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, !isStored(binding),
                      let typeName = binding.typeAnnotation?.type.sourceText, BehaviourType(typeName: typeName) == .date else { continue }
                inputs.append(BehaviourParameter(label: prefix + name, name: prefix + name, typeName: typeName))
            }
        }
        return inputs
    }

    /// Every stored instance property with its declared type (or the type its initial value builds),
    /// modelled or not (`context: ActivityViewContext<TimerAttributes>`): a formatter may read its
    /// fields (`FieldPath`).
    /// A computed property that only reads a field path and is declared with a type whose fields
    /// are read (`var evStatus: VehicleStatus.EVStatus? { context.state.status.evStatus }`) counts
    /// as one: its fields are that type's (`VehicleStatus.EVStatus.chargeSpeed`), named as a stored
    /// property of the type names them, even where the path runs through types the project does
    /// not declare.
    static func declaredTypes(_ members: MemberBlockItemListSyntax) -> [String: String] {
        var types: [String: String] = [:]
        for member in members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), !PreviewSyntax.isStatic(variable.modifiers) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if isStored(binding) {
                    guard let type = binding.typeAnnotation?.type.sourceText
                            ?? binding.initializer.flatMap({ constructedType($0.value) }) else { continue }
                    types[name] = type
                } else if let type = binding.typeAnnotation?.type.sourceText, readsOnePath(binding),
                          case let object = type.hasSuffix("?") ? String(type.dropLast()) : type,
                          BehaviourType(typeName: object) == nil, FieldPath.mayDeclareFields(object) {
                    types[name] = type
                }
            }
        }
        return types
    }

    /// A getter that is one member access (`context.state.status.evStatus`).
    private static func readsOnePath(_ binding: PatternBindingSyntax) -> Bool {
        guard case .getter(let items) = binding.accessorBlock?.accessors, items.count == 1,
              let member = items.first?.item.as(MemberAccessExprSyntax.self) else { return false }
        return FieldPath.written(member) != nil
    }

    /// `Entry` for `Entry(seconds: 0)`: the type an initial value builds (`.init(…)` says nothing here).
    static func constructedType(_ value: ExprSyntax) -> String? {
        value.as(FunctionCallExprSyntax.self).flatMap(PreviewSyntax.constructedType).flatMap { $0 == ".init" ? nil : $0 }
    }

    /// A field of the type an extension extends, read as `self.<path>` and typed after the walk
    /// (`CampaignItem::impressions`).
    static func extendedField(_ path: String, of type: String) -> BehaviourParameter {
        let name = prefix + path
        return BehaviourParameter(label: name, name: name, typeName: FieldPath.deferredType(root: type, path: name))
    }

    /// What names a stored input in the IR: `self.duration`.
    static let prefix = "self."

    /// The stored property an input stands for: `duration` for `self.duration`.
    static func property(_ parameter: BehaviourParameter) -> String? {
        parameter.name.hasPrefix(prefix) ? String(parameter.name.dropFirst(prefix.count)) : nil
    }

    /// No accessors, or only observers (`didSet`).
    private static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        switch binding.accessorBlock?.accessors {
        case nil: true
        case .getter: false
        case .accessors(let list): list.allSatisfy { [.keyword(.didSet), .keyword(.willSet)].contains($0.accessorSpecifier.tokenKind) }
        }
    }

    private static func literalType(_ value: ExprSyntax) -> String? {
        switch try? LiteralReader.value(of: value) {
        case .int: "Int"
        case .double: "Double"
        case .bool: "Bool"
        case .string: "String"
        default: nil
        }
    }

    /// The stored inputs a lowered body reads, in declaration order.
    static func used(_ inputs: [BehaviourParameter], by statements: [BehaviourStatement]) -> [BehaviourParameter] {
        var names: Set<String> = []
        for statement in statements { statement.collectNames(into: &names) }
        return inputs.filter { names.contains($0.name) }
    }
}
