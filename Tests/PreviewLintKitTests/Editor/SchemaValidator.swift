import Foundation
@testable import PreviewLintKit

/// A validator for the subset of JSON Schema 2020-12 that `config-schema` emits. Any other
/// keyword is reported as unsupported, so the schema cannot grow past what is checked here.
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
    }

    static let annotations: Set<String> = ["$schema", "$id", "title", "description", "default", "$defs"]

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
                let name = (argument as! String).replacingOccurrences(of: "#/$defs/", with: "")
                found += errors(value, (root["$defs"] as! [String: Any])[name]!, at: path)
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

    private static func comparable(_ value: Any) -> String? {
        if let text = value as? String { return "s:" + text }
        if let flag = value as? Bool { return "b:\(flag)" }
        if let number = value as? Int { return "i:\(number)" }
        if value is NSNull { return "null" }
        return nil
    }
}
