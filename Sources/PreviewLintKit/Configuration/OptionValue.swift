/// The types a rule option can have, as declared in its descriptor.
public enum OptionType: String, Codable, Sendable, CaseIterable {
    case bool
    case integer
    case string
    /// A list of strings.
    case strings
    /// A mapping of names to strings (e.g. named regular expressions).
    case map
}

/// A rule option's value, after validation against its declared type.
public enum OptionValue: Codable, Sendable, Hashable {
    case bool(Bool)
    case integer(Int)
    case string(String)
    case strings([String])
    case map([NamedString])

    public var type: OptionType {
        switch self {
        case .bool: .bool
        case .integer: .integer
        case .string: .string
        case .strings: .strings
        case .map: .map
        }
    }

    /// Reads `node` as a value of `type`; nil when it has another shape.
    static func read(_ node: YAMLNode, as type: OptionType) -> OptionValue? {
        switch type {
        case .bool:
            return node.scalar?.bool.map(OptionValue.bool)
        case .integer:
            return node.scalar?.int.map(OptionValue.integer)
        case .string:
            guard let scalar = node.scalar, !scalar.isNull else { return nil }
            return .string(scalar.text)
        case .strings:
            if let scalar = node.scalar, !scalar.isNull { return .strings([scalar.text]) }
            guard let items = node.sequence else { return nil }
            var strings: [String] = []
            for item in items {
                guard let scalar = item.scalar, !scalar.isNull else { return nil }
                strings.append(scalar.text)
            }
            return .strings(strings)
        case .map:
            guard let pairs = node.mapping else { return nil }
            var entries: [NamedString] = []
            for pair in pairs {
                guard let key = pair.key.scalar?.text, let value = pair.value.scalar, !value.isNull else { return nil }
                entries.append(NamedString(name: key, value: value.text))
            }
            return .map(entries)
        }
    }

    /// The value written as JSON, for schemas and `explain`.
    public var jsonText: String {
        switch self {
        case .bool(let value): return value ? "true" : "false"
        case .integer(let value): return String(value)
        case .string(let value): return JSONText.quote(value)
        case .strings(let values): return "[" + values.map(JSONText.quote).joined(separator: ", ") + "]"
        case .map(let entries):
            return "{" + entries.map { "\(JSONText.quote($0.name)): \(JSONText.quote($0.value))" }.joined(separator: ", ") + "}"
        }
    }
}

public struct NamedString: Codable, Sendable, Hashable {
    public var name: String
    public var value: String
}
