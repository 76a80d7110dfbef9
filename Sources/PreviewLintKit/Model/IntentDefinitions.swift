import Foundation

/// The declarations Xcode generates from SiriKit intent definitions (`X.intentdefinition`): each
/// intent's class and its parameters, each custom type's class and properties, each enum and its
/// cases. No Swift file declares them, yet widgets read them (`configuration.statKind`), so the
/// project's types include them, written out as Swift the walk reads like any file (marked
/// generated: nothing is reported in it). A file that cannot be read adds nothing.
enum IntentDefinitions {
    /// The declarations of each definition, one source per distinct text (a definition kept in two
    /// folders, `Base.lproj` and a models package, declares its types once).
    static func sources(_ paths: [String]) -> [SourceFile] {
        var seen = Set<String>()
        return paths.compactMap { path in
            guard let data = FileManager.default.contents(atPath: path), let text = declarations(of: data, name: FilePath.name(path)),
                  seen.insert(text).inserted else { return nil }
            return SourceFile(path: path, text: text)
        }
    }

    /// Swift declaring what the definition's plist declares; nil when it is not one.
    static func declarations(of data: Data, name: String) -> String? {
        guard let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else { return nil }
        var lines = ["// Automatically generated from \(name), as Xcode's intent code generation does: declarations only."]
        for entry in plist["INEnums"] as? [[String: Any]] ?? [] {
            guard let enumName = identifier(entry["INEnumName"]) else { continue }
            let cases = (entry["INEnumValues"] as? [[String: Any]] ?? []).compactMap { identifier($0["INEnumValueName"]) }
            lines.append("@objc public enum \(enumName): Int {")
            lines += cases.map { "    case \($0)" }
            lines.append("}")
        }
        for entry in plist["INTypes"] as? [[String: Any]] ?? [] {
            guard let typeName = identifier(entry["INTypeName"]) else { continue }
            lines.append("public class \(typeName): INObject {")
            // INObject's own: every custom type has them, listed or not.
            lines += ["    public var identifier: String?", "    public var displayString: String"]
            for property in entry["INTypeProperties"] as? [[String: Any]] ?? [] {
                guard let name = identifier(property["INTypePropertyName"]), !["identifier", "displayString"].contains(name),
                      let type = swiftType(property, prefix: "INTypeProperty") else { continue }
                lines.append("    public var \(name): \(type)")
            }
            lines.append("}")
        }
        for entry in plist["INIntents"] as? [[String: Any]] ?? [] {
            guard let intentName = identifier(entry["INIntentName"]) else { continue }
            lines.append("public class \(intentName)Intent: INIntent {")
            for parameter in entry["INIntentParameters"] as? [[String: Any]] ?? [] {
                guard let name = identifier(parameter["INIntentParameterName"]),
                      let type = swiftType(parameter, prefix: "INIntentParameter") else { continue }
                lines.append("    public var \(name): \(type)")
            }
            lines.append("}")
        }
        return lines.count > 1 ? lines.joined(separator: "\n") + "\n" : nil
    }

    /// The type Xcode gives a parameter or property: an enum as itself, other values optional, a
    /// list as an optional array; nil for kinds not modelled (then the member stays unknown).
    private static func swiftType(_ entry: [String: Any], prefix: String) -> String? {
        let many = entry["\(prefix)SupportsMultipleValues"] as? Bool ?? false
        if let enumType = identifier(entry["\(prefix)EnumType"]) { return many ? nil : enumType }
        let element: String?
        switch entry["\(prefix)Type"] as? String {
        case "String": element = "String"
        case "Integer", "Decimal", "Boolean", "Duration": element = "NSNumber"
        case "URL": element = "URL"
        case "Date", "DateComponents": element = "DateComponents"
        case "Object": element = identifier(entry["\(prefix)ObjectType"])
        default: element = nil
        }
        return element.map { many ? "[\($0)]?" : "\($0)?" }
    }

    /// A name usable as a Swift identifier; nil for anything else.
    private static func identifier(_ value: Any?) -> String? {
        guard let text = value as? String, let first = text.first, first.isLetter || first == "_",
              text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return text
    }
}
