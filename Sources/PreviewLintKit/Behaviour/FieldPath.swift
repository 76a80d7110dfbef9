import SwiftSyntax

/// A value's field read through a chain of names (`entry.date`, `context.state.startTime`): the
/// input formatting written inline reads when the value's own type is not modelled but the
/// project declares the field's. Its type is resolved after the walk, across files
/// (`FieldTypes`), and written `Root::path` until then.
struct FieldPath: Hashable, Sendable {
    /// `entry`
    var root: String
    /// `date`, `state.startTime`
    var fields: [String]

    var text: String { ([root] + fields).joined(separator: ".") }
    /// The path as a reader writes it, without the marks of optionals read through (`task.progress.total`).
    var plainText: String { Self.plain(text) }

    /// `task.progress!.total` as `task.progress.total`.
    static func plain(_ text: String) -> String {
        text.replacingOccurrences(of: unwrapMark, with: "").replacingOccurrences(of: optionalMark, with: "")
    }

    /// The chain a member access spells, `self.` left out; nil for anything but plain names.
    /// `unprojecting`: a binding's chain (`$model.rows`) is its value's (`model.rows`).
    static func written(_ member: MemberAccessExprSyntax, unprojecting: Bool = false) -> FieldPath? {
        guard let (names, root) = names(of: member) else { return nil }
        let text = unprojecting && root.text.hasPrefix("$") ? String(root.text.dropFirst()) : root.text
        let chain = root.tokenKind == .keyword(.self) ? names : [text] + names
        guard chain.count >= 2, let first = chain.first, first.first?.isLowercase == true else { return nil }
        return FieldPath(root: first, fields: Array(chain.dropFirst()))
    }

    /// The chain of plain names a member access spells from a type (`GlucoseFormatters.insulin`);
    /// nil when it starts at a value, at `Self`, or is anything but names.
    static func writtenFromType(_ member: MemberAccessExprSyntax) -> String? {
        guard let (names, root) = names(of: member), root.tokenKind != .keyword(.Self), root.text.first?.isUppercase == true else { return nil }
        return ([root.text] + names).joined(separator: ".")
    }

    /// The member names after the reference a chain of plain member accesses starts from
    /// (`state`, `startTime` and `context`); nil when it starts at anything else.
    private static func names(of member: MemberAccessExprSyntax) -> (names: [String], root: TokenSyntax)? {
        var names: [String] = [member.declName.baseName.text]
        var current = member.base
        while let access = current?.as(MemberAccessExprSyntax.self) {
            names.insert(access.declName.baseName.text, at: 0)
            current = access.base
        }
        guard let reference = current?.as(DeclReferenceExprSyntax.self) else { return nil }
        return (names, reference.baseName)
    }

    /// `entry.date` of a parameter of type `Provider.Entry`: the type name `Provider.Entry::date`.
    static func deferredType(root type: String, path text: String) -> String {
        let fields = text.split(separator: ".").dropFirst().joined(separator: ".")
        return "\(type)\(separator)\(fields)"
    }

    /// The type of `path` (`routine.habitCount`) read through a name of type `type`: a deferred
    /// type's path goes on (`Entry::topRoutine!.habitCount`), any other type roots one.
    static func deferredType(of path: String, through type: String) -> String {
        guard deferred(type) != nil else { return deferredType(root: type, path: path) }
        return "\(type).\(path.split(separator: ".").dropFirst().joined(separator: "."))"
    }

    /// What `if let duration = solar?.daylightDuration` binds, `solar` being an `NTSolar?`:
    /// `NTSolar::daylightDuration!`, the field's type without its optional.
    static func unwrappedType(root type: String, fields: [String]) -> String {
        "\(type)\(separator)\(fields.joined(separator: "."))\(unwrapMark)"
    }

    /// The root type and fields of a deferred type name, and whether the value is unwrapped; nil
    /// for any other type name.
    static func deferred(_ typeName: String) -> (rootType: String, fields: [String], unwraps: Bool)? {
        guard let range = typeName.range(of: separator) else { return nil }
        var path = typeName[range.upperBound...]
        let unwraps = path.hasSuffix(unwrapMark)
        if unwraps { path = path.dropLast(unwrapMark.count) }
        return (String(typeName[..<range.lowerBound]), path.split(separator: ".").map(String.init), unwraps)
    }

    private static let separator = "::"
    /// After a field (`progress!`): the value is read through its optional (`FieldTypes`).
    static let unwrapMark = "!"
    /// After the last field (`comparator.daylightDuration?`): read by optional chaining, the value
    /// is optional whatever the field's type.
    static let optionalMark = "?"

    /// Whether a value of `type` may be a project type whose fields are read: a named type, not an
    /// optional, a collection, a function or a generic of the standard library (`Range<Date>`).
    /// ActivityKit's context is the one generic whose fields are known (`FieldTypes`).
    /// After a field (`items[]`): an element of the collection it holds (`FieldTypes`).
    static let elementMark = "[]"

    /// `Item` of `[Item]` or `[Item]?`, and `Double` of `Double?`: what the closure of a `map` of an
    /// optional that holds no collection is handed (`entry.temperature.map { … }`); nil for any
    /// other type.
    static func element(of collection: String) -> String? {
        var type = collection[...]
        if type.hasSuffix("?") {
            type = type.dropLast()
            if !type.hasPrefix("["), !type.hasSuffix("?") { return String(type) }
        }
        guard type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") else { return nil }
        return String(type.dropFirst().dropLast())
    }

    static func mayDeclareFields(_ type: String) -> Bool {
        if ActivityContext.attributes(of: type) != nil { return true }
        return !type.contains(where: { "<[?!(-&".contains($0) }) && type.first?.isUppercase == true
    }
}
