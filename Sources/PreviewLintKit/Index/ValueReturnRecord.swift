/// A function whose declared return type is a value formatting is evaluated on (`func
/// numberOfCalendarDays(since date: Date) -> Int`), or a type whose fields it reads (`->
/// [GeneratedPassword]`): a local made by calling it (`let days = date.numberOfCalendarDays(since:
/// now)`) holds a value of that type.
public struct ValueReturnRecord: Codable, Sendable, Hashable {
    /// As calls spell it: `numberOfCalendarDays(since:)`.
    public var signature: String
    /// As written: `Int`, `[GeneratedPassword]`.
    public var type: String
}
