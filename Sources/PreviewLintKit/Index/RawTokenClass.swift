@_spi(RawSyntax) import SwiftSyntax

/// What the facts walk asks of every token, answered from the raw token: `TokenSyntax.tokenKind`
/// builds the kind with its text (a new `String` for every identifier), a fifth of what the token
/// handler cost. The one place the walk reads swift-syntax's raw layer (pinned `exact:` in the
/// manifest); `RawTokenClassTests` checks it against `tokenKind` on every token of its sources.
enum RawTokenClass {
    /// A string segment or a number: text the copy hashes treat as a literal.
    static func isLiteral(_ token: TokenSyntax) -> Bool {
        switch token.rawTokenKind {
        case .stringSegment, .integerLiteral, .floatLiteral: true
        default: false
        }
    }

    /// `package` and `open` as modifiers: the parser makes them keywords there only.
    static func isAccessKeyword(_ token: TokenSyntax) -> Bool {
        guard token.rawTokenKind == .keyword else { return false }
        let text = token.rawText
        return text == "package" || text == "open"
    }
}
