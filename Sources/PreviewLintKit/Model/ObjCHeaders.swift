import Foundation

/// What Swift sees of the Objective-C classes a mixed project declares in its headers: each class
/// `@interface` with its instance `@property` declarations, typed as the importer types them
/// (`NSInteger` → `Int`, `NSString *` → `String`, `NSDate *` → `Date`, `BOOL` → `Bool`), written
/// out as Swift the walk reads like any file (marked generated: nothing is reported in it). Swift
/// formatting that reads `room.callStartTime` then knows it formats an `Int`. Categories, class
/// properties and properties of types Swift imports otherwise (blocks, `id`, C structs) are left
/// out; a header that cannot be read adds nothing.
enum ObjCHeaders {
    static func sources(_ paths: [String]) -> [SourceFile] {
        var seen = Set<String>()
        return paths.compactMap { path in
            guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8),
                  text.contains("@property"), let swift = declarations(of: text, name: FilePath.name(path)),
                  seen.insert(swift).inserted else { return nil }
            return SourceFile(path: path, text: swift)
        }
    }

    /// Swift declaring the header's classes and their properties; nil when it declares none.
    static func declarations(of header: String, name: String) -> String? {
        let text = withoutComments(header)
        var lines = ["// Automatically generated from \(name), as Swift imports it: declarations only."]
        var current: [String]?
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("@interface") {
                current = className(line).map { ["public class \($0) {"] }
            } else if line.hasPrefix("@end") {
                if let declared = current, declared.count > 1 { lines += declared + ["}"] }
                current = nil
            } else if line.hasPrefix("@property"), current != nil, let property = property(line) {
                current?.append("    public var \(property.name): \(property.type)")
            }
        }
        return lines.count > 1 ? lines.joined(separator: "\n") + "\n" : nil
    }

    /// `NCRoom` of `@interface NCRoom : NSObject <NSCopying>`; nil for a category or class
    /// extension (`@interface NCRoom (Helpers)`), which declares no class.
    private static func className(_ line: String) -> String? {
        let rest = line.dropFirst("@interface".count).trimmingCharacters(in: .whitespaces)
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        let after = rest.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty, !after.hasPrefix("(") else { return nil }
        return String(name)
    }

    /// The name and Swift type of `@property (nonatomic, assign) NSInteger callStartTime;`.
    private static func property(_ line: String) -> (name: String, type: String)? {
        var rest = Substring(line.dropFirst("@property".count)).drop { $0 == " " }
        var attributes: [String] = []
        if rest.hasPrefix("(") {
            guard let close = rest.firstIndex(of: ")") else { return nil }
            attributes = rest[rest.index(after: rest.startIndex)..<close].split(separator: ",")
                .map { $0.trimmingCharacters(in: .whitespaces) }
            rest = rest[rest.index(after: close)...]
        }
        guard !attributes.contains("class"), let semicolon = rest.firstIndex(of: ";") else { return nil }
        // Availability macros after the name (`API_AVAILABLE(ios(13))`) are not part of it.
        var declaration = String(rest[..<semicolon])
        if let macro = declaration.range(of: #"\s+[A-Z_]+\(.*$"#, options: .regularExpression) {
            declaration.removeSubrange(macro)
        }
        var tokens = declaration.replacingOccurrences(of: "*", with: " * ").split(separator: " ").map(String.init)
        guard let name = tokens.popLast(), name.first.map({ $0.isLetter || $0 == "_" }) == true,
              name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        let nullable = attributes.contains("nullable") || tokens.contains("_Nullable") || tokens.contains("__nullable")
        tokens.removeAll { ["_Nullable", "_Nonnull", "__nullable", "__nonnull", "const", "__kindof"].contains($0) }
        let isPointer = tokens.last == "*"
        tokens.removeAll { $0 == "*" }
        guard let type = swiftType(tokens.joined(separator: " "), isPointer: isPointer) else { return nil }
        // A pointer the header says nothing of imports as implicitly unwrapped: read as it is.
        return (name, isPointer && nullable ? type + "?" : type)
    }

    private static let scalars: [String: String] = [
        "NSInteger": "Int", "NSUInteger": "UInt", "int": "Int32", "unsigned int": "UInt32", "long": "Int",
        "unsigned long": "UInt", "long long": "Int64", "unsigned long long": "UInt64", "int64_t": "Int64",
        "int32_t": "Int32", "uint64_t": "UInt64", "uint32_t": "UInt32", "BOOL": "Bool", "bool": "Bool",
        "double": "Double", "float": "Float", "CGFloat": "CGFloat", "NSTimeInterval": "TimeInterval",
    ]

    private static let objects: [String: String] = [
        "NSString": "String", "NSDate": "Date", "NSNumber": "NSNumber", "NSURL": "URL",
        "NSDecimalNumber": "NSDecimalNumber", "NSData": "Data", "NSUUID": "UUID",
    ]

    /// The Swift type of an Objective-C one; nil for what Swift imports otherwise.
    private static func swiftType(_ type: String, isPointer: Bool) -> String? {
        guard isPointer else { return scalars[type] }
        if let known = objects[type] { return known }
        // Generic collections, `id` and protocols are left out.
        guard type.first?.isUppercase == true else { return nil }
        return type.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } ? type : nil
    }

    /// The text with `//` and `/* */` comments blanked out.
    private static func withoutComments(_ text: String) -> String {
        text.replacingOccurrences(of: #"/\*[\s\S]*?\*/"#, with: " ", options: .regularExpression)
            .replacingOccurrences(of: #"//[^\n]*"#, with: "", options: .regularExpression)
    }
}
