/// A field of a type the project does not declare (an Objective-C SDK's `OCItem.size`) has no type
/// to read, but a body that reads it only as a number (`Int64(item.size)`, `item.size < 0`) says
/// what its input is: the number the conversion makes, whatever the field holds.
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
            default:
                break
            }
        }
        guard kinds.count == 1, reads == numeric else { return nil }
        return kinds.first
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
