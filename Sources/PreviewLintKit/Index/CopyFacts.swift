/// What a file looks like as a possible copy of another: its hashes, content fingerprints and the
/// fingerprint of every top-level declaration, so copies can be compared without parsing them again.
public struct CopyFacts: Codable, Sendable, Hashable {
    /// Hash of the token stream without trivia: whitespace and comments never count.
    public var normalizedHash: String = ""
    /// The same without access modifiers and attributes: copies that differ only in `public` or
    /// `@objc(…)` have the same shape.
    public var shapeHash: String = ""
    public var tokenCount = 0
    /// The first top-level type declared in the file, if any (`struct TimerView`).
    public var primaryType: String?
    /// Top-level declarations in file order.
    public var declarations: [DeclarationFingerprint] = []
    /// Winnowed hashes of token windows (modifiers and attributes left out), sorted: two files are
    /// copies when most of the smaller one's fingerprints are in the other, however each grew.
    public var fingerprints: [UInt64] = []
    /// The file names its own module's resources (`Bundle.module`, `.module`, `#bundle`): each module
    /// that compiles it means its own bundle, so its copies cannot become one shared file.
    public var namesOwnModule = false

    public init() {}
}

/// One top-level declaration: what it is, how it is called, and hashes of its tokens.
public struct DeclarationFingerprint: Codable, Sendable, Hashable {
    /// `func`, `struct`, `class`, `enum`, `actor`, `protocol`, `extension`, `import`, `var`, `let`,
    /// `typealias`, a macro such as `#Preview`, or `statement` (declarations inside top-level `#if`
    /// blocks are outlined one by one).
    public var kind: String
    public var name: String
    /// What a message shows and what copies are matched by: `func format(seconds:showSeconds:)`,
    /// `struct TimerView`, `import UIKit`; repeated signatures in one file get ` #2`, ` #3`.
    public var signature: String
    /// Hash of the tokens without access modifiers and attributes.
    public var normalizedHash: String
    /// The same with every literal's text left out: copies whose only difference is a constant.
    public var skeletonHash: String = ""
    /// The hash with the names of types left out: copies that differ only in the types they name.
    public var typeMaskedHash: String = ""
    /// Whether it names UIKit, AppKit or WatchKit API or tests `#if os(…)`/`canImport`: code that
    /// differs by platform by design.
    public var platformBound = false
    /// `private`, `fileprivate`, `internal`, `public`, `open`, `package`, or empty when not written.
    public var access: String = ""
    /// The inheritance clause of a type or extension, as written.
    public var inherits: [String] = []
    /// Where the declaration's name (or its first token) is.
    public var range: SourceRange
    /// For types and extensions: members by name, with their hashes.
    public var members: [MemberFingerprint]
    /// The lines the declaration spans, attributes and comments before it included.
    public var lines: ClosedRange<Int> = 1...1

    /// Whether the declaration defines a function or a type (what two targets must not define differently).
    public var isFunctionOrType: Bool {
        ["func", "struct", "class", "enum", "actor", "protocol"].contains(kind)
    }

    /// Visible only inside its file: two targets' private helpers of one name are not one thing.
    public var isFilePrivate: Bool { access == "private" || access == "fileprivate" }
}

public struct MemberFingerprint: Codable, Sendable, Hashable {
    /// `body`, `format(seconds:)`, `init(value:)`, `case running`…; overloads of one name are told
    /// apart by their parameter types (`decode(_: Int.Type)`).
    public var name: String
    /// The name without parameter types: how an overload whose types changed is still matched.
    public var baseName: String
    public var normalizedHash: String
    public var skeletonHash: String = ""
    public var typeMaskedHash: String = ""
    public var platformBound = false
    /// Written `override`.
    public var isOverride = false
    /// The lines the member spans.
    public var lines: ClosedRange<Int> = 1...1
}
