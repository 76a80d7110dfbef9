/// What one file declares and writes, for the value-flow model: the scopes code runs in
/// (functions, initializers, accessors, closures, previews) with their parameters and locals, the
/// properties and enum cases types declare, and every write of a value (an assignment, a return,
/// a statement whose calls pass arguments). Types are resolved later, across files.
public struct ValueFlowFacts: Codable, Sendable, Hashable {
    public var scopes: [ValueScope] = []
    public var properties: [ValueProperty] = []
    public var cases: [ValueCase] = []
    public var writes: [ValueWrite] = []
    /// Code that runs only when the system asks for sample data (`PreviewBranch`).
    public var previewBranches: [SourceRange] = []
    /// Views built only to be shown redacted (`RedactedPlaceholder`): stand-in data whose text
    /// is never shown.
    public var redactedViews: [SourceRange] = []

    public init() {}
}

public struct ValueScope: Codable, Sendable, Hashable {
    public enum Kind: String, Codable, Sendable, Hashable {
        case function, initializer, getter, observer, closure, preview
    }

    public var kind: Kind
    /// The enclosing type, qualified (`Timer.ViewModel`); empty at file scope.
    public var owner: String
    /// `format(seconds:)`, `init(timeText:)`, a property's name for its accessors.
    public var name: String
    public var isStatic = false
    public var parameters: [ValueParameter] = []
    /// As written; for a getter, the property's type.
    public var returnType: String?
    /// The scope this one is nested in (a closure in a method); -1 for none.
    public var parent: Int = -1
    public var locals: [ValueLocal] = []
    public var range: SourceRange
    /// Inside a `#Preview` or a `PreviewProvider`'s previews.
    public var inPreview = false
    /// Compiled only with `DEBUG`.
    public var debugOnly = false
}

public struct ValueParameter: Codable, Sendable, Hashable {
    /// The argument label (`_` for none).
    public var label: String
    /// The name the body uses.
    public var name: String
    public var type: String?
    public var hasDefault = false

    /// The label a call's first trailing closure is recorded with: it passes the next parameter
    /// that takes a closure or has no default, whatever that parameter's label (Swift's forward scan).
    static let trailingClosure = "{}"

    /// Whether an argument with `label` passes this parameter; `isFunction` says whether a written
    /// type is a function type.
    func accepts(_ label: String, isFunction: (String) -> Bool) -> Bool {
        label == self.label || (label == Self.trailingClosure && (!hasDefault || type.map(isFunction) == true))
    }
}

public struct ValueLocal: Codable, Sendable, Hashable {
    public var name: String
    public var type: String?
    public var value: ValueExpression?
    /// Where an `if let`/`while let` binding stops being visible (its body's end, a UTF-8 offset):
    /// past it, the name is the outer one again. Nil for the rest of the scope.
    public var visibleUntil: Int?
}

/// A stored or computed property of a type, or a global.
public struct ValueProperty: Codable, Sendable, Hashable {
    public var owner: String
    public var name: String
    public var type: String?
    public var initial: ValueExpression?
    public var isStatic = false
    public var isComputed = false
    /// `State`, `Published`, `Binding`…: the property wrapper written before it.
    public var wrapper: String?
    public var range: SourceRange
}

public struct ValueCase: Codable, Sendable, Hashable {
    public var owner: String
    public var name: String
    public var parameters: [ValueParameter] = []
}

/// A value written in a scope.
public struct ValueWrite: Codable, Sendable, Hashable {
    public enum Kind: String, Codable, Sendable, Hashable {
        /// A statement evaluated for its calls (the arguments they pass), or a local's initial value.
        case evaluated
        /// `target = value` (`+=` too).
        case assignment
        /// What the scope returns (`return value`, or a body's single expression).
        case returned
    }

    public var kind: Kind
    public var scope: Int
    public var target: ValueExpression?
    public var value: ValueExpression
    public var range: SourceRange
}
