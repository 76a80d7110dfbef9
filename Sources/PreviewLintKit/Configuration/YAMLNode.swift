/// Where a YAML node starts: 1-based line and column (libyaml counts columns in characters).
public struct YAMLMark: Sendable, Hashable, Codable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

/// A node of a YAML document with the position it was read from. Aliases are resolved.
public struct YAMLNode: Sendable {
    public indirect enum Value: Sendable {
        case scalar(YAMLScalar)
        case sequence([YAMLNode])
        case mapping([YAMLPair])
    }

    public var value: Value
    public var mark: YAMLMark
    public var tag: String?

    public init(_ value: Value, mark: YAMLMark, tag: String? = nil) {
        self.value = value
        self.mark = mark
        self.tag = tag
    }

    public var scalar: YAMLScalar? {
        if case .scalar(let scalar) = value { return scalar }
        return nil
    }

    public var sequence: [YAMLNode]? {
        if case .sequence(let items) = value { return items }
        return nil
    }

    public var mapping: [YAMLPair]? {
        if case .mapping(let pairs) = value { return pairs }
        return nil
    }

    /// The value for a plain string key of a mapping.
    public subscript(key: String) -> YAMLNode? {
        mapping?.first { $0.key.scalar?.text == key }?.value
    }

    /// What the node is, for "expected X, found Y" messages.
    public var kindDescription: String {
        switch value {
        case .scalar(let scalar):
            if scalar.isNull { return "null" }
            if scalar.bool != nil { return "a boolean" }
            if scalar.int != nil { return "an integer" }
            if scalar.double != nil { return "a number" }
            return "a string"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }
}

public struct YAMLPair: Sendable {
    public var key: YAMLNode
    public var value: YAMLNode
}

public struct YAMLScalar: Sendable, Hashable {
    public enum Style: Sendable, Hashable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    public var text: String
    public var style: Style

    public init(text: String, style: Style) {
        self.text = text
        self.style = style
    }

    private var isPlain: Bool { style == .plain }

    public var isNull: Bool {
        isPlain && ["", "~", "null", "Null", "NULL"].contains(text)
    }

    /// YAML 1.2 core booleans, plus the YAML 1.1 spellings people still write.
    public var bool: Bool? {
        guard isPlain else { return nil }
        switch text {
        case "true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON": return true
        case "false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF": return false
        default: return nil
        }
    }

    public var int: Int? {
        guard isPlain else { return nil }
        return Int(text.replacingOccurrences(of: "_", with: ""))
    }

    public var double: Double? {
        guard isPlain, !text.isEmpty else { return nil }
        return Double(text)
    }
}
