/// An expression as the value-flow model needs it, kept in the facts after the syntax tree is
/// gone: literals, interpolations, references, calls with their labels, the branches a value may
/// come from, closures (by scope), and `other` for the rest. A flat list of nodes, the first the
/// root, so the cache's positional coding carries it.
public struct ValueExpression: Codable, Sendable, Hashable {
    public enum Kind: String, Codable, Sendable, Hashable {
        /// A string literal without interpolation; `text` is its value.
        case literal
        /// A number; `text` as written.
        case number
        case bool
        case `nil`
        /// A string with interpolations: `names` are the literal segments (one more than the
        /// children, which are the interpolated expressions).
        case interpolation
        /// A name: `names[0]`.
        case reference
        /// `child.names[0]`: a member of the child's value.
        case member
        /// `.name` with the type left to the context (`.sample`, `.init`).
        case implicitMember
        /// A call: `children[0]` the callee, then the arguments; `names` their labels (`_` for none).
        case call
        /// A value that is one of its children (`?:`, `??`, `if`/`switch` expressions).
        case either
        /// `+` of its children.
        case concatenation
        /// Arithmetic, comparison or a lens (`state |> \.x .~ value`); `text` the first operator,
        /// `names` all of them in order, the children the operands.
        case operation
        /// `\.a.b` (`names` the components; a child is the root type, when written).
        case keyPath
        /// A closure; `scope` is its scope in the file's facts.
        case closure
        /// `[a, b]`.
        case array
        /// A value formatted in place by the interpolation that holds it: `\(x, specifier: "%.1f")`,
        /// `\(date, format: .dateTime)`; the child is the value.
        case formattedInPlace
        case other
    }

    public struct Node: Codable, Sendable, Hashable {
        public var kind: Kind
        public var text: String = ""
        public var names: [String] = []
        public var children: [Int] = []
        public var scope: Int = -1
        /// Where the node starts, for the chains messages print.
        public var line: Int = 0
        public var column: Int = 0
        public var offset: Int = 0
        /// Where a string literal is: what a finding about it points at.
        public var range: SourceRange?
    }

    public var nodes: [Node] = []

    public var root: Node { nodes[0] }

    func node(_ index: Int) -> Node { nodes[index] }

    /// Where a node starts, as an empty range.
    func start(_ index: Int) -> SourceRange {
        let node = nodes[index]
        let location = SourceLocation(line: node.line, column: node.column, offset: node.offset)
        return SourceRange(start: location, end: location)
    }

    /// The literal text of the root, when it is a plain string literal.
    public var literalText: String? {
        root.kind == .literal ? root.text : nil
    }

    /// Whether the expression is written with literals alone: a string, or an interpolation of
    /// literals (sample text a preview writes).
    public var isLiteralText: Bool {
        root.kind == .literal
    }
}
