/// A member production code reads through a property whose declaration names its type
/// (`engine.formattedRestTime` with `@StateObject var engine = Engine.shared`): a member of that
/// type, not of every type that declares one of that name. `receiver` is the type as declared
/// (`Engine`, `Module.Engine`), or a static member whose value it is (`Engine.shared`), which the
/// model resolves.
public struct TypedMemberRead: Codable, Sendable, Hashable {
    public var receiver: String
    public var member: String
}
