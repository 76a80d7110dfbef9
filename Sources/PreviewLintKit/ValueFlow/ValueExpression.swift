/// An expression as the value-flow model needs it, kept in the facts after the syntax tree is
/// gone: literals, interpolations, references, calls with their labels, the branches a value may
/// come from, closures (by scope), and `other` for the rest. A flat list of nodes, the first the
/// root, so the cache's positional coding carries it.
public struct ValueExpression: Codable, Sendable, Hashable {
    public enum Kind: UInt8, Codable, Sendable, Hashable {
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
        /// `(a, b)`, `(title: a, detail: b)`: `names` the elements' labels (`""` where none).
        case tuple
    }

    /// A node as it is kept: its names and children are runs of the expression's `names` and
    /// `links`, its literal range an entry of `ranges`. One expression holds four arrays however
    /// many nodes it has: with an array of names and one of children in each node, the value-flow
    /// facts of a 4,000-file repository were about a million small allocations.
    struct Record: Codable, Sendable, Hashable {
        var kind: Kind
        var text: String = ""
        var firstName: Int32 = 0
        var nameCount: Int32 = 0
        var firstChild: Int32 = 0
        var childCount: Int32 = 0
        var scope: Int32 = -1
        var line: Int32 = 0
        var column: Int32 = 0
        var offset: Int32 = 0
        /// In `ranges`; -1 for none.
        var range: Int32 = -1
    }

    /// A node as its readers see it.
    public struct Node: Sendable {
        public let kind: Kind
        public let text: String
        public let names: Run<String>
        /// Indices of the expression's nodes.
        public let children: Run<Int>
        public let scope: Int
        /// Where the node starts, for the chains messages print.
        public let line: Int
        public let column: Int
        public let offset: Int
        /// Where a string literal is: what a finding about it points at.
        public let range: SourceRange?
    }

    /// The nodes, the first the root.
    public struct Nodes: RandomAccessCollection, Sendable {
        let expression: ValueExpression
        public var startIndex: Int { 0 }
        public var endIndex: Int { expression.records.count }
        public subscript(index: Int) -> Node { expression.node(index) }
    }

    var records: [Record] = []
    var names: [String] = []
    var links: [Int] = []
    var ranges: [SourceRange] = []

    public var nodes: Nodes { Nodes(expression: self) }

    public var root: Node { node(0) }

    func node(_ index: Int) -> Node {
        let record = records[index]
        return Node(
            kind: record.kind, text: record.text,
            names: Run(base: names, start: Int(record.firstName), count: Int(record.nameCount)),
            children: Run(base: links, start: Int(record.firstChild), count: Int(record.childCount)),
            scope: Int(record.scope), line: Int(record.line), column: Int(record.column), offset: Int(record.offset),
            range: record.range < 0 ? nil : ranges[Int(record.range)]
        )
    }

    /// Where its string literals are (only they have a range).
    var literalRanges: [SourceRange] { ranges }

    /// A node's first name, read without making its view.
    func firstName(_ index: Int) -> String? {
        let record = records[index]
        return record.nameCount > 0 ? names[Int(record.firstName)] : nil
    }

    /// Where a node starts, as an empty range.
    func start(_ index: Int) -> SourceRange {
        let record = records[index]
        let location = SourceLocation(line: Int(record.line), column: Int(record.column), offset: Int(record.offset))
        return SourceRange(start: location, end: location)
    }

    /// The property a `$name` or `$model.name` projection at `index` binds, by name; nil for any
    /// other node (`$0` is a closure's parameter).
    func boundName(_ index: Int) -> String? {
        var current = index
        while records[current].kind == .member, records[current].childCount > 0 {
            current = links[Int(records[current].firstChild)]
        }
        guard records[current].kind == .reference, let root = firstName(current), root.hasPrefix("$"),
              let first = root.dropFirst().first, !first.isNumber else { return nil }
        return current == index ? String(root.dropFirst()) : firstName(index)
    }

    /// Whether a call in it passes an argument, or a lens (`.~`) writes one: what evaluating it
    /// can fill a slot with (`EdgeBuilder.visitCalls`).
    var passesArguments: Bool {
        records.indices.contains { index in
            let record = records[index]
            switch record.kind {
            case .call: return record.childCount > 1
            case .operation: return node(index).names.contains(".~")
            default: return false
            }
        }
    }

    /// The literal text of the root, when it is a plain string literal.
    public var literalText: String? {
        root.kind == .literal ? root.text : nil
    }
}

extension ValueExpression {
    /// A run of a pool: its elements counted from 0.
    public struct Run<Element: Sendable>: RandomAccessCollection, Sendable {
        let base: [Element]
        let start: Int
        public let count: Int
        public var startIndex: Int { 0 }
        public var endIndex: Int { count }
        public subscript(index: Int) -> Element { base[start + index] }
    }
}

extension ValueExpression.Run where Element: Equatable {
    static func == (run: Self, array: [Element]) -> Bool { run.elementsEqual(array) }
    static func != (run: Self, array: [Element]) -> Bool { !run.elementsEqual(array) }
}
