/// A value that formatting code computes with. Dates are seconds since 1970; they are read in UTC
/// unless a modelled formatter says otherwise.
public enum BehaviourValue: Codable, Sendable, Hashable {
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)
    case date(Double)
    /// `nil` of an `Optional`; a non-nil optional is its wrapped value.
    case none

    /// How the value reads in an input description: `125`, `125.0`, `true`, `"a"`, `@1709283907`.
    public var sourceText: String {
        switch self {
        case .int(let value): String(value)
        case .double(let value): "\(value)"
        case .bool(let value): value ? "true" : "false"
        case .string(let value): "\"\(value)\""
        case .date(let seconds): "Date(timeIntervalSince1970: \(seconds))"
        case .none: "nil"
        }
    }
}

/// The declared type of a parameter or local, as far as evaluation needs it.
public indirect enum BehaviourType: Codable, Sendable, Hashable {
    case int, double, bool, string, date
    case optional(BehaviourType)

    /// `Int`, `TimeInterval`, `Date?`; nil for a type the evaluator does not model (`Float`, `Int32`,
    /// a project type): values of those would be guesses.
    public init?(typeName: String) {
        let name = typeName.filter { !$0.isWhitespace }
        if name.hasSuffix("?") {
            guard let wrapped = BehaviourType(typeName: String(name.dropLast())), !wrapped.isOptional else { return nil }
            self = .optional(wrapped)
            return
        }
        if let wrapped = name.wrapped(in: "Optional<", ">") {
            guard let inner = BehaviourType(typeName: wrapped), !inner.isOptional else { return nil }
            self = .optional(inner)
            return
        }
        switch name.hasPrefix("Swift.") || name.hasPrefix("Foundation.") ? String(name.split(separator: ".").last ?? "") : name {
        case "Int", "Int64", "Int32", "Int16", "UInt", "UInt64", "UInt32", "UInt16": self = .int
        case "Double", "TimeInterval", "CGFloat", "Float64", "Float", "NSNumber": self = .double
        case "Bool": self = .bool
        case "String", "Substring": self = .string
        case "Date": self = .date
        default: return nil
        }
    }

    var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// Int and Double parameters take the same numbers: a count of seconds is one input whichever it is.
    var isNumeric: Bool { self == .int || self == .double }

    /// Whether values of both types can be put side by side on the grid.
    func aligns(with other: BehaviourType) -> Bool {
        switch (self, other) {
        case (.optional(let a), .optional(let b)): a.aligns(with: b)
        case (.optional, _), (_, .optional): false
        default: self == other || (isNumeric && other.isNumeric)
        }
    }
}

private extension String {
    func wrapped(in prefix: String, _ suffix: String) -> String? {
        guard hasPrefix(prefix), hasSuffix(suffix), count > prefix.count + suffix.count else { return nil }
        return String(dropFirst(prefix.count).dropLast(suffix.count))
    }
}
