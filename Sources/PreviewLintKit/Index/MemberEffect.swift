/// What one member of a type does when it runs, for deciding across types whether running it does
/// I/O: the I/O APIs its code calls, and the calls it makes on receivers the model can follow.
public struct MemberEffectRecord: Codable, Sendable, Hashable {
    /// The method's name; `init` for initializers; `<appear>` for the closures a view runs as it
    /// is shown (`.task { … }`, `.onAppear { … }`).
    public var name: String
    public var isStatic: Bool
    /// I/O APIs its code calls directly (`URLSession`, `FileManager`).
    public var apis: [String] = []
    /// Its calls on named receivers, as `receiver|method`, sorted: its own methods (`|load`), a
    /// property of its type and what it holds (`service|fetch`, `store.container|save`), a type
    /// or its shared instance (`DownloadManager.shared|chapters`).
    public var calls: [String] = []

    static let appear = "<appear>"
}

/// A call a preview or fixture makes on a type or its shared instance (`AppManager.shared.fetchSources()`).
public struct ScopeCallRecord: Codable, Sendable, Hashable {
    /// The receiver as written, from a type name (`AppManager.shared`).
    public var receiver: String
    public var method: String
    public var range: SourceRange
}
