import Foundation
@testable import PreviewLintKit

/// A validator for the subset of JSON Schema that our schemas and the published ones we check
/// reports against use: `config-schema`'s (2020-12), SARIF 2.1.0's (draft-04) and GitLab's Code
/// Quality schema (draft-07). Any other keyword is reported as unsupported, so a schema cannot
/// grow past what is checked here.
struct SchemaValidator {
    /// A YAML document as a YAML 1.2 editor sees it (what the schema is written for).
    indirect enum Value {
        case null, bool(Bool), integer(Int), number(Double), string(String)
        case array([Value]), object([(String, Value)])

        init(_ node: YAMLNode) {
            switch node.value {
            case .scalar(let scalar):
                if scalar.style != .plain { self = .string(scalar.text); return }
                if scalar.isNull { self = .null } else if scalar.text == "true" || scalar.text == "false" { self = .bool(scalar.text == "true") }
                else if let integer = scalar.int { self = .integer(integer) } else if let number = scalar.double { self = .number(number) }
                else { self = .string(scalar.text) }
            case .sequence(let items): self = .array(items.map(Value.init))
            case .mapping(let pairs): self = .object(pairs.map { ($0.key.scalar?.text ?? "", Value($0.value)) })
            }
        }

        var typeName: String {
            switch self {
            case .null: "null"
            case .bool: "boolean"
            case .integer: "integer"
            case .number: "number"
            case .string: "string"
            case .array: "array"
            case .object: "object"
            }
        }

        var comparable: String? {
            switch self {
            case .string(let text): "s:" + text
            case .bool(let flag): "b:\(flag)"
            case .integer(let value): "i:\(value)"
            case .null: "null"
            default: nil
            }
        }

        /// Equal values have equal texts, whatever the order of an object's members (for `uniqueItems`).
        var canonical: String {
            switch self {
            case .number(let value): "n:\(value)"
            case .array(let items): "[" + items.map(\.canonical).joined(separator: ",") + "]"
            case .object(let members): "{" + members.sorted { $0.0 < $1.0 }.map { "\($0.0):\($0.1.canonical)" }.joined(separator: ",") + "}"
            default: comparable!
            }
        }
    }

    static let annotations: Set<String> = ["$schema", "$id", "id", "title", "description", "default", "$defs", "definitions"]

    let root: [String: Any]

    func errors(_ value: Value) -> [String] {
        errors(value, root, at: "")
    }

    func errors(_ value: Value, _ schemaValue: Any, at path: String) -> [String] {
        if let flag = schemaValue as? Bool { return flag ? [] : ["\(path): not allowed"] }
        guard let schema = schemaValue as? [String: Any] else { return ["\(path): schema is not an object"] }
        var found: [String] = []
        for (keyword, argument) in schema.sorted(by: { $0.key < $1.key }) where !Self.annotations.contains(keyword) {
            switch keyword {
            case "$ref":
                // Only references into this schema: `#/$defs/name` or `#/definitions/name`.
                let parts = (argument as! String).split(separator: "/").map(String.init)
                precondition(parts.count == 3 && parts[0] == "#", "unsupported reference \(argument)")
                found += errors(value, (root[parts[1]] as! [String: Any])[parts[2]]!, at: path)
            case "type":
                let allowed = (argument as? [String]) ?? [argument as! String]
                let type = value.typeName
                if !allowed.contains(type) && !(type == "integer" && allowed.contains("number")) {
                    found.append("\(path): expected \(allowed.joined(separator: " or ")), found \(type)")
                }
            case "enum":
                let allowed = (argument as! [Any]).compactMap(Self.comparable)
                if !allowed.contains(value.comparable ?? "") { found.append("\(path): not one of the allowed values") }
            case "pattern":
                if case .string(let text) = value, text.range(of: argument as! String, options: .regularExpression) == nil {
                    found.append("\(path): '\(text)' does not match \(argument)")
                }
            case "not":
                if errors(value, argument, at: path).isEmpty { found.append("\(path): matches a forbidden schema") }
            case "anyOf":
                let branches = (argument as! [Any]).map { errors(value, $0, at: path) }
                if !branches.contains(where: \.isEmpty) { found.append("\(path): matches none of anyOf (\(branches.flatMap { $0 }.joined(separator: "; ")))") }
            case "oneOf":
                let matching = (argument as! [Any]).count { errors(value, $0, at: path).isEmpty }
                if matching != 1 { found.append("\(path): matches \(matching) of oneOf, not exactly one") }
            case "minItems":
                if case .array(let items) = value, items.count < argument as! Int { found.append("\(path): fewer than \(argument) items") }
            case "uniqueItems":
                if case .array(let items) = value, argument as! Bool, Set(items.map(\.canonical)).count != items.count {
                    found.append("\(path): items are not unique")
                }
            case "minimum", "maximum":
                let number: Double? = switch value {
                case .integer(let integer): Double(integer)
                case .number(let double): double
                default: nil
                }
                let bound = (argument as? Double) ?? Double(argument as! Int)
                if let number, keyword == "minimum" ? number < bound : number > bound { found.append("\(path): \(number) is past the \(keyword) \(bound)") }
            case "format":
                if case .string(let text) = value, let pattern = Self.formats[argument as! String] {
                    if text.range(of: pattern, options: .regularExpression) == nil { found.append("\(path): '\(text)' is not a \(argument)") }
                } else if case .string = value {
                    found.append("\(path): unsupported format '\(argument)'")
                }
            case "items":
                if case .array(let items) = value {
                    for (index, item) in items.enumerated() { found += errors(item, argument, at: "\(path)[\(index)]") }
                }
            case "required":
                if case .object(let members) = value {
                    for name in argument as! [String] where !members.contains(where: { $0.0 == name }) {
                        found.append("\(path): missing '\(name)'")
                    }
                }
            case "propertyNames":
                if case .object(let members) = value {
                    for (name, _) in members { found += errors(.string(name), argument, at: "\(path)/\(name) (name)") }
                }
            case "properties", "additionalProperties":
                guard case .object(let members) = value else { continue }
                let declared = schema["properties"] as? [String: Any] ?? [:]
                for (name, member) in members {
                    if let property = declared[name] {
                        if keyword == "properties" { found += errors(member, property, at: "\(path)/\(name)") }
                    } else if keyword == "additionalProperties" {
                        found += errors(member, argument, at: "\(path)/\(name)")
                    }
                }
            default:
                found.append("\(path): unsupported keyword '\(keyword)'")
            }
        }
        return found
    }

    /// The formats the published schemas use, as patterns of RFC 3986 and RFC 3339.
    static let formats = [
        "uri": #"^[A-Za-z][A-Za-z0-9+.-]*:[^\s]*$"#,
        "uri-reference": #"^[^\s]*$"#,
        "date-time": #"^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$"#,
    ]

    private static func comparable(_ value: Any) -> String? {
        if let text = value as? String { return "s:" + text }
        if let flag = value as? Bool { return "b:\(flag)" }
        if let number = value as? Int { return "i:\(number)" }
        if value is NSNull { return "null" }
        return nil
    }
}

/// JSON as a value to validate; the decoder keeps booleans, integers and other numbers apart.
extension SchemaValidator.Value: Decodable {
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let integer = try? container.decode(Int.self) {
            self = .integer(integer)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let items = try? container.decode([SchemaValidator.Value].self) {
            self = .array(items)
        } else {
            self = .object(try container.decode([String: SchemaValidator.Value].self).sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
        }
    }

    static func json(_ text: String) throws -> Self {
        try JSONDecoder().decode(Self.self, from: Data(text.utf8))
    }
}
