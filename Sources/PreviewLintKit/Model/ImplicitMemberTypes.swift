/// Whose member an implicit member (`.figmaPreview`) is, where the code declares it: the type the
/// code around it declares, or the declared type of the parameter it is handed to (stored
/// properties and initializer parameters, `Section(snapshot:)` → `Snapshot`). Only the project's
/// own types that have a member of that name count; elsewhere it may be any type's member, as before.
struct ImplicitMemberTypes: Sendable {
    /// The simple names of the types the project declares (extensions of library types aside).
    let projectTypes: Set<String>
    /// Simple alias name → the simple name of the one type every alias of that name stands for.
    private let aliases: [String: String]
    /// `Owner(label:)` → the simple name of the parameter's type, where one declaration gives it.
    private let parameters: [String: String]
    /// `Owner.name` of every member the project declares (owner's last component).
    private let members: Set<String>

    init(files: [FileFacts]) {
        var projectTypes = Set<String>(), members = Set<String>(), targets: [String: Set<String>] = [:]
        for file in files {
            for type in file.types where !type.isExtension { projectTypes.insert(type.name) }
            for member in file.members where !member.owner.isEmpty {
                members.insert("\(member.ownerName).\(member.name)")
            }
            for alias in file.typeAliases {
                targets[MemberRecord.simpleName(alias.name), default: []].insert(MemberRecord.simpleName(alias.type))
            }
        }
        self.projectTypes = projectTypes
        self.members = members
        let aliases = targets.compactMapValues { $0.count == 1 ? $0.first : nil }
        self.aliases = aliases
        var parameters: [String: String?] = [:]
        for file in files {
            for argument in file.argumentTypes where !argument.isComputed {
                guard let simple = Self.simpleType(argument.type, aliases: aliases),
                      projectTypes.contains(simple) else { continue }
                let key = "\(MemberRecord.simpleName(argument.owner))(\(argument.label):)"
                // A label two declarations of one name type differently is not known.
                if let known = parameters[key], known != simple {
                    parameters[key] = .some(nil)
                } else {
                    parameters[key] = simple
                }
            }
        }
        self.parameters = parameters.compactMapValues { $0 }
    }

    /// The project type whose member `name` is, given its `context` (`ReferenceRecord.context`).
    func owner(of name: String, context: String?) -> String? {
        guard let context else { return nil }
        let type = context.hasSuffix(":)") ? parameters[context] : Self.simpleType(context, aliases: aliases)
        guard let type, projectTypes.contains(type), members.contains("\(type).\(name)") else { return nil }
        return type
    }

    /// `Snapshot?` and `Weekly.Snapshot` → `Snapshot` (through the project's aliases); nil for a
    /// generic or composed type.
    private static func simpleType(_ written: String, aliases: [String: String]) -> String? {
        var type = written
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        guard !type.isEmpty,
              type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        let simple = MemberRecord.simpleName(type)
        return aliases[simple] ?? simple
    }
}
