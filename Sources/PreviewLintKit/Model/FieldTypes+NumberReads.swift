/// A field of a type the project does not declare (an Objective-C SDK's `OCItem.size`) has no type
/// to read, but a body that reads it only as a number (`Int64(item.size)`, `item.size < 0`, or as
/// the argument of `%.2f` in `String(format:)`, which prints anything else as garbage) says what its
/// input is: the number the conversion makes, whatever the field holds.
extension FieldTypes {
    /// The type a deferred field path is read as, and the field it names (`OCItem.size`); nil
    /// when the path has no fields or the body reads it otherwise than as a number.
    static func numberRead(_ parameter: BehaviourParameter,
                           in formatter: LoweredFormatter) -> (type: String, field: String?)? {
        guard let (root, fields, _) = FieldPath.deferred(parameter.typeName), !fields.isEmpty,
              let type = convertedType(of: parameter.name, in: formatter) else { return nil }
        return (type, ([root] + fields.map(FieldPath.plain)).joined(separator: "."))
    }

    /// `Int` or `Double`, when every read of `name` converts it to that one kind of number or
    /// compares it with a number literal, and at least one converts it.
    static func convertedType(of name: String, in formatter: LoweredFormatter) -> String? {
        var kinds: Set<String> = [], reads = 0, numeric = 0
        formatter.visitExpressions { expression in
            switch expression {
            case .name(let read) where read == name:
                reads += 1
            case .builtin(.toInt, let arguments) where arguments == [.name(name)]:
                kinds.insert("Int")
                numeric += 1
            case .builtin(.toDouble, let arguments) where arguments == [.name(name)]:
                kinds.insert("Double")
                numeric += 1
            case .binary(let operation, let lhs, let rhs) where comparesWithNumber(operation, lhs, rhs, name):
                numeric += 1
            case .format(let format, let arguments):
                for kind in printedKinds(of: name, format: format, arguments: arguments) {
                    kinds.insert(kind)
                    numeric += 1
                }
            default:
                break
            }
        }
        guard kinds.count == 1, reads == numeric else { return nil }
        return kinds.first
    }

    /// `Double` for each argument `name` is given to a floating-point conversion (`%.1f`, `%e`, `%g`),
    /// `Int` for an integer one (`%d`, `%ld`); none when the format is not modelled.
    private static func printedKinds(of name: String, format: String, arguments: [BehaviourExpression]) -> [String] {
        guard let conversions = try? PrintfFormat(format).conversions else { return [] }
        return arguments.indices.filter { scales(arguments[$0], name) }.compactMap { index in
            guard let conversion = conversions.first(where: { $0.argumentIndex == index }) else { return nil }
            switch conversion.kind {
            case "f", "F", "e", "E", "g", "G": return "Double"
            case "d", "i": return "Int"
            default: return nil
            }
        }
    }

    /// `x` or `x` scaled by a number literal (`progress * 100`, `meters / 1000`).
    private static func scales(_ expression: BehaviourExpression, _ name: String) -> Bool {
        switch expression {
        case .name(name): return true
        case .binary(let operation, .name(name), .literal(let value)),
             .binary(let operation, .literal(let value), .name(name)):
            guard [.multiply, .divide, .add, .subtract].contains(operation) else { return false }
            if case .int = value { return true }
            if case .double = value { return true }
            return false
        default: return false
        }
    }

    private static func comparesWithNumber(_ operation: BehaviourOperator, _ lhs: BehaviourExpression,
                                           _ rhs: BehaviourExpression, _ name: String) -> Bool {
        let comparisons: [BehaviourOperator] = [.equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual]
        guard comparisons.contains(operation) else { return false }
        switch (lhs, rhs) {
        case (.name(name), .literal(.int)), (.literal(.int), .name(name)),
             (.name(name), .literal(.double)), (.literal(.double), .name(name)): return true
        default: return false
        }
    }
}
