/// A statement of formatting code: locals, branches and returns, and nothing with side effects.
public indirect enum BehaviourStatement: Codable, Sendable, Hashable {
    /// `let`/`var`, with its declared type when written (an integer literal then becomes a Double).
    case declare(String, type: BehaviourType?, value: BehaviourExpression?)
    case assign(String, BehaviourExpression)
    /// `if` (an `else if` is a branch inside the else block).
    case branch(BehaviourCondition, then: [BehaviourStatement], else: [BehaviourStatement])
    /// `guard … else { … }`: its bindings hold for the statements after it.
    case guardElse(BehaviourCondition, else: [BehaviourStatement])
    case choose(BehaviourExpression, cases: [BehaviourSwitchCase])
    case `return`(BehaviourExpression)
}

/// The comma-separated clauses of an `if` or `guard`: all must hold.
public struct BehaviourCondition: Codable, Sendable, Hashable {
    public enum Clause: Codable, Sendable, Hashable {
        case test(BehaviourExpression)
        /// `let name = optional`, `let name`.
        case bind(String, BehaviourExpression)
    }

    public var clauses: [Clause]

    public init(_ clauses: [Clause]) {
        self.clauses = clauses
    }
}

/// One `case` of a `switch` (or its `default`): any pattern matches, then the `where` clause must hold.
public struct BehaviourSwitchCase: Codable, Sendable, Hashable {
    public var patterns: [BehaviourPattern]
    public var guardExpression: BehaviourExpression?
    public var body: [BehaviourStatement]

    public init(patterns: [BehaviourPattern], guardExpression: BehaviourExpression? = nil, body: [BehaviourStatement]) {
        self.patterns = patterns
        self.guardExpression = guardExpression
        self.body = body
    }
}

public enum BehaviourPattern: Codable, Sendable, Hashable {
    /// `default`, `_`.
    case anything
    /// `let s`: binds the subject.
    case binding(String)
    case value(BehaviourValue)
    /// `0..<60` (upper excluded), `3600...` (no upper), `...59` (no lower).
    case range(lower: BehaviourValue?, upper: BehaviourValue?, includesUpper: Bool)
    /// `.openVpn(let transport)`: the case, and the pattern its payload is matched with (`EnumTable`
    /// writes such a value `openVpn(udp)`).
    indirect case payload(String, BehaviourPattern)
}
