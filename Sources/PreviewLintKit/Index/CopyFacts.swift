/// What a file looks like as a possible copy of another: its hashes and the fingerprint of every
/// top-level declaration, so copies can be compared without parsing them again.
public struct CopyFacts: Codable, Sendable, Hashable {
    /// Hash of the token stream without trivia: whitespace and comments never count.
    public var normalizedHash: String = ""
    public var tokenCount = 0
    /// The first top-level type declared in the file, if any (`struct TimerView`).
    public var primaryType: String?
    /// Top-level declarations in file order.
    public var declarations: [DeclarationFingerprint] = []

    public init() {}
}

/// One top-level declaration: what it is, how it is called, and a hash of its tokens.
public struct DeclarationFingerprint: Codable, Sendable, Hashable {
    /// `func`, `struct`, `class`, `enum`, `actor`, `protocol`, `extension`, `import`, `var`, `let`,
    /// `typealias`, `#if`, a macro such as `#Preview`, or `statement`.
    public var kind: String
    public var name: String
    /// What a message shows and what copies are matched by: `func format(seconds:showSeconds:)`,
    /// `struct TimerView`, `import UIKit`; repeated signatures in one file get ` #2`, ` #3`.
    public var signature: String
    public var normalizedHash: String
    /// Where the declaration's name (or its first token) is.
    public var range: SourceRange
    /// For types and extensions: members by name, with their hashes.
    public var members: [MemberFingerprint]

    /// Whether the declaration defines a function or a type (what two targets must not define differently).
    public var isFunctionOrType: Bool {
        ["func", "struct", "class", "enum", "actor", "protocol"].contains(kind)
    }
}

public struct MemberFingerprint: Codable, Sendable, Hashable {
    /// `body`, `format(seconds:)`, `init(value:)`, `case running`…
    public var name: String
    public var normalizedHash: String
}
