import Foundation

/// Which types production code reads each member through (`TypedMemberRead`), resolved against
/// the project's declarations. A member of `owner` is read where a receiver's type is `owner`, a
/// type it inherits from or conforms to, or one inheriting from it; a receiver the project cannot
/// tell (a typealias of no one named type, a static member whose value no declaration says) may be
/// any type.
struct TypedReads: Sendable {
    /// By member name: the receivers' simple type names, `""` for one that may be any type.
    private var receivers: [String: Set<String>] = [:]
    /// By simple type name: the names its declarations and extensions inherit from.
    private var inherited: [String: Set<String>] = [:]

    init(files: [FileFacts], isTestOnly: (String) -> Bool) {
        var statics: [String: String] = [:], properties: [String: String] = [:], targets: [String: Set<String>] = [:]
        for file in files {
            for property in file.argumentTypes {
                properties["\(Self.simpleName(property.owner)).\(property.label)"] = property.type
            }
            for member in file.members where !member.owner.isEmpty {
                if let type = member.valueType { statics["\(member.ownerName).\(member.name)"] = type }
            }
            for type in file.types {
                inherited[Self.simpleName(type.name), default: []].formUnion(type.inherited.map(Self.simpleName))
            }
            for alias in file.typeAliases {
                let target = Self.typeName(alias.type).map(Self.simpleName) ?? ""
                targets[Self.simpleName(alias.name), default: []].insert(target)
            }
        }
        // A typealias stands for its one named target; for nothing known where it has several.
        let aliases = targets.mapValues { $0.count == 1 ? $0.first! : "" }
        for file in files where !isTestOnly(file.path) {
            for read in file.typedReads {
                let receiver = Self.resolve(read.receiver, statics: statics, properties: properties, aliases: aliases)
                receivers[read.member, default: []].insert(receiver)
            }
        }
    }

    /// Whether production code reads `name` through a receiver that may be an `owner`.
    func reads(owner: Substring, name: String) -> Bool {
        guard let types = receivers[name] else { return false }
        let owner = String(owner)
        return types.contains { $0.isEmpty || $0 == owner || inherits($0, from: owner) || inherits(owner, from: $0) }
    }

    /// Whether `type` inherits from or conforms to `ancestor`, through any number of declarations.
    private func inherits(_ type: String, from ancestor: String) -> Bool {
        ancestors(of: type).contains(ancestor)
    }

    /// The types `type` inherits from or conforms to, through any number of declarations: a read of
    /// a protocol's requirement or a superclass's member runs the conformer's or subclass's.
    func ancestors(of type: String) -> Set<String> {
        var seen: Set<String> = [type], pending = [type]
        while let next = pending.popLast() {
            for parent in inherited[next] ?? [] where seen.insert(parent).inserted { pending.append(parent) }
        }
        seen.remove(type)
        return seen
    }

    /// `Module.Engine` → `Engine`; `Engine.shared`, `Screen.engine.current` → the type the
    /// declarations of those members say they hold (a static member's, then a stored or computed
    /// property's), `Screen.steps.[]` → an element of the collection `Screen.steps` holds; `""`
    /// where one is unknown or a typealias of no one named type.
    private static func resolve(_ receiver: String, statics: [String: String], properties: [String: String],
                                aliases: [String: String]) -> String {
        let components = receiver.split(separator: ".").map(String.init)
        let typePath = components.prefix { $0.first?.isUppercase == true }
        guard let last = typePath.last else { return "" }
        // `collection`: the type as written of a member holding a collection, whose element comes next.
        var current = last, collection: String?
        for member in components.dropFirst(typePath.count) {
            if member == FactsCollector.elementMark {
                guard let element = collection.flatMap(elementName).flatMap(typeName) else { return "" }
                current = simpleName(element)
                collection = nil
                continue
            }
            if collection != nil { return "" }
            current = unaliased(current, aliases)
            guard !current.isEmpty else { return "" }
            let key = "\(current).\(member)"
            guard let declared = statics[key] ?? properties[key] else { return "" }
            if let value = typeName(declared) {
                current = simpleName(value)
            } else if elementName(declared) != nil {
                collection = declared
            } else {
                return ""
            }
        }
        return collection != nil ? "" : unaliased(current, aliases)
    }

    /// The type `name` stands for through typealiases; `""` for one whose target is not known.
    private static func unaliased(_ name: String, _ aliases: [String: String]) -> String {
        var current = name, steps = 0
        while let target = aliases[current], steps < 8 {
            guard !target.isEmpty, target != current else { return "" }
            current = target
            steps += 1
        }
        return current
    }

    /// `Step` of `[Step]`, `[Step]?`, `Array<Step>`, `Set<Step>` as written; nil for any other type.
    private static func elementName(_ written: String) -> String? {
        var type = written.trimmingCharacters(in: .whitespaces)
        if let element = FieldPath.element(of: type) { return element }
        if type.hasSuffix("?") { type.removeLast() }
        for prefix in ["Array<", "Set<"] where type.hasPrefix(prefix) && type.hasSuffix(">") {
            return String(type.dropFirst(prefix.count).dropLast())
        }
        return nil
    }

    /// `Engine`, `Engine?` → the named type; nil for a generic, function, tuple or collection type.
    private static func typeName(_ written: String) -> String? {
        let trimmed = written.trimmingCharacters(in: .whitespaces).drop { $0 == "(" }
        let name = trimmed.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        guard let first = name.first, first.isUppercase else { return nil }
        let rest = trimmed.dropFirst(name.count)
        guard rest.isEmpty || rest.first == "?" || rest.first == "!" || rest.first == ")" else { return nil }
        return String(name)
    }

    private static func simpleName(_ type: String) -> String {
        let base = type.prefix { $0 != "<" }
        return base.split(separator: ".").last.map(String.init) ?? String(base)
    }
}
