/// Text a Foundation formatter writes that is not modelled, known only as "this formatter, so
/// configured, applied to this value": two such texts are equal exactly when formatter,
/// configuration and value are, which is all a comparison needs. Anything that would read inside
/// it (its length, padding, ordering, equality with other text) is unknown, never guessed.
/// Marked by two private-use characters no app's text holds, so it travels through interpolation
/// and concatenation with the text around it.
enum OpaqueText {
    static let open: Character = "\u{E000}"
    static let close: Character = "\u{E001}"

    /// `⟨ByteCountFormatter of 125⟩`.
    static func make(_ formatter: String, of value: BehaviourValue) -> String {
        "\(open)\(formatter) of \(spelling(value))\(close)"
    }

    static func contains(_ text: String) -> Bool { text.contains(open) }

    /// How a message shows it: `⟨ByteCountFormatter of 125⟩`.
    static func readable(_ text: String) -> String {
        guard contains(text) else { return text }
        return String(text.map { $0 == open ? "⟨" : $0 == close ? "⟩" : $0 })
    }

    /// An integral number reads alike as Int or Double (`Int64(bytes)` and a Double of bytes format alike).
    private static func spelling(_ value: BehaviourValue) -> String {
        if case .double(let number) = value, number.rounded() == number, abs(number) < 1e15 { return String(Int(number)) }
        if case .decimal(let number) = value { return "\(number)" }
        return value.sourceText
    }

    /// Whether two texts, one of them opaque, can be said to differ: only when they are equal is
    /// anything known.
    static func comparable(_ a: String, _ b: String) -> Bool {
        a == b || (!contains(a) && !contains(b))
    }
}
