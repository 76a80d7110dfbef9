/// The declared types of the project's fields, across files: what `entry.date` is when `entry` is a
/// `Provider.Entry` and `SimpleEntry` declares `let date: Date`. Inline formatting reads such paths
/// as inputs (`FieldPath`); their types are known only once every file is read.
struct FieldTypes: Sendable {
    /// `Owner(label:)` → the type as written, from `ProjectIndex.argumentTypes`.
    let declared: [String: String]
    let resolvingAliases: @Sendable (String) -> String
    /// The project's enums without payloads, by qualified and (when only one has it) simple name.
    var enums = EnumTable(files: [])
    /// The project's functions' return types by signature, where they agree (`CallReturn`).
    var returns: [String: String] = [:]
    /// Nested types by simple name, where only one type of the project has it (`EVStatus` →
    /// `VehicleStatus.EVStatus`): a field is named by its owner's full name however the path
    /// reading it spelled the owner, so two reads of one field name it alike.
    var qualifiedOwners: [String: String] = [:]

    /// The type a deferred `Root::path` type name stands for, nil when some field on the way is
    /// not declared with a type (or is optional: a plain path cannot read through it).
    func resolve(_ typeName: String) -> String? {
        resolveField(typeName)?.type
    }

    /// The type, and the field the path ends in as its declaring type names it
    /// (`CurrentStateEvent.tool0TempActual`): which value an input is, whatever it is called.
    func resolveField(_ typeName: String) -> (type: String, field: String?)? {
        if let signature = CallReturn.signature(of: typeName) {
            return returns[signature].map { (resolvingAliases($0), nil) }
        }
        guard let (root, fields, unwraps) = FieldPath.deferred(typeName) else { return (typeName, nil) }
        // The fields of what a project function returns (`→all()::[].creationTimestamp`).
        guard let rootType = CallReturn.signature(of: root).map({ returns[$0] }) ?? root else { return nil }
        var type = resolvingAliases(rootType), owner: String?, lastField: String?
        // A field of an optional root is read through it (`repository.ping(ip:)?.latency`).
        if !fields.isEmpty, type.hasSuffix("?") { type = resolvingAliases(String(type.dropLast())) }
        for written in fields {
            guard !type.hasSuffix("?") else { return nil }
            // `progress!`: read through an optional a binding unwraps (`BodyLowerer+Aliases`).
            // `items[]`: an element of the collection the field holds.
            let element = written.hasSuffix(FieldPath.elementMark)
            let field = FieldPath.plain(element ? String(written.dropLast(FieldPath.elementMark.count)) : written)
            // `[]` alone: an element of the value itself.
            if field.isEmpty, element {
                guard let item = FieldPath.element(of: type) else { return nil }
                type = resolvingAliases(item)
                continue
            }
            if let attributes = ActivityContext.attributes(of: type) {
                guard let member = ActivityContext.memberType(field, attributes: attributes) else { return nil }
                type = member
                continue
            }
            let simple = MemberRecord.simpleName(type)
            let own = declared["\(type)(\(field):)"] ?? declared["\(simple)(\(field):)"]
            guard let next = own ?? Self.collectionMember(field, of: type) ?? Self.platformFields[type]?[field] else {
                return nil
            }
            // A platform type's field (`DateComponents.hour`) is no one value of the project's.
            (owner, lastField) = own == nil ? (nil, nil) : (type, field)
            type = resolvingAliases(next)
            if element {
                guard let item = FieldPath.element(of: type) else { return nil }
                type = resolvingAliases(item)
                continue
            }
            if written != field, type.hasSuffix("?") { type = resolvingAliases(String(type.dropLast())) }
        }
        // `if let` takes the value out of its optional; optional chaining puts it in one.
        if unwraps, type.hasSuffix("?") { type = resolvingAliases(String(type.dropLast())) }
        if fields.last?.hasSuffix(FieldPath.optionalMark) == true, !type.hasSuffix("?") { type += "?" }
        // A setting: an enum the project declares, looked up beside the type whose field it is.
        let field = owner.flatMap { owner in lastField.map { "\(qualifiedOwners[owner] ?? owner).\($0)" } }
        // An optional one (`ChapterCategory?`) is nil or one of its cases.
        let optional = type.hasSuffix("?")
        if BehaviourType(typeName: type) == nil,
           let cases = enums.cases(of: optional ? String(type.dropLast()) : type, near: owner ?? root) {
            return (BehaviourType.enumerationName(cases) + (optional ? "?" : ""), field)
        }
        return (type, field)
    }

    /// The formatter with each deferred input's type resolved, or why it cannot be.
    func resolved(_ formatter: LoweredFormatter) -> Result<LoweredFormatter, LoweringFailure> {
        var resolved = formatter
        for (index, parameter) in formatter.parameters.enumerated() where parameter.waitsForType {
            let found = resolveField(parameter.typeName).flatMap { BehaviourType(typeName: $0.type) == nil ? nil : $0 }
            guard let (type, field) = found ?? Self.numberRead(parameter, in: formatter)
                    ?? Self.boolRead(parameter, in: formatter) else {
                if let signature = CallReturn.signature(of: parameter.typeName) {
                    return .failure(LoweringFailure("\(parameter.name) is made by \(signature), which the project declares with no one modelled type"))
                }
                if let (root, fields, _) = FieldPath.deferred(parameter.typeName), fields.isEmpty {
                    // A value used as a whole that is no enum of the project's.
                    if let property = StoredInputs.property(parameter) { return .failure(LoweringFailure("reads \(property) from its context")) }
                    return .failure(LoweringFailure("parameter \(parameter.name): \(root) is not a modelled type"))
                }
                let path = StoredInputs.property(parameter) ?? parameter.name
                return .failure(LoweringFailure("reads \(path), a field of no modelled type the project declares"))
            }
            resolved.parameters[index].typeName = type
            resolved.parameters[index].source = field
        }
        return .success(resolved)
    }

    /// The fields of the platform's value types that formatting reads (`components.hour`,
    /// `location.coordinate.latitude`), as the SDK declares them.
    private static let platformFields: [String: [String: String]] = [
        "DateComponents": Dictionary(uniqueKeysWithValues: [
            "era", "year", "month", "day", "hour", "minute", "second", "nanosecond",
            "weekday", "weekdayOrdinal", "quarter", "weekOfMonth", "weekOfYear",
        ].map { ($0, "Int?") }),
        "CLLocationCoordinate2D": ["latitude": "Double", "longitude": "Double"],
        "CLLocation": ["coordinate": "CLLocationCoordinate2D", "altitude": "Double", "speed": "Double",
                       "course": "Double", "horizontalAccuracy": "Double", "verticalAccuracy": "Double",
                       "timestamp": "Date"],
    ]

    /// What a collection field shows of itself: `count` of `[Entry]` is an `Int`, `isEmpty` a `Bool`.
    private static func collectionMember(_ field: String, of type: String) -> String? {
        let isCollection = (type.hasPrefix("[") && type.hasSuffix("]")) || ["Array<", "Set<", "Dictionary<"].contains(where: type.hasPrefix)
        guard isCollection else { return nil }
        switch field {
        case "count": return "Int"
        case "isEmpty": return "Bool"
        default: return nil
        }
    }
}
