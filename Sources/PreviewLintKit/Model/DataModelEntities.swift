import Foundation

/// The classes Core Data models (`.xcdatamodeld`) declare. Xcode generates them from the model,
/// so no Swift file may declare them, yet they are the project's types: `extension Experience`
/// beside such a model extends the project's entity, not a library type.
enum DataModelEntities {
    /// The class of each entity of the models' `contents` files: its `representedClassName`
    /// (module prefix dropped), else its name. A file that cannot be read adds nothing.
    static func classNames(_ paths: [String]) -> Set<String> {
        classNames(of: entities(paths))
    }

    static func classNames(of entities: [Entity]) -> Set<String> {
        Set(entities.map(\.className))
    }

    /// The Swift types Xcode's generated classes give the entities' attributes and to-one
    /// relationships, keyed as `ProjectIndex.argumentTypes` is (`CustomUnit(isEstimate:)` → `Bool`).
    /// Read from each model's current version. Scalars stored as scalars are plain (`Bool`, `Int16`,
    /// `Double`), objects optional (`String?`, `Date?`), whatever the model says of optionality:
    /// that is what the generated code declares. A scalar kept as an `NSNumber`, a decimal, a
    /// transformable, a to-many set, or one field typed differently by two models is left unknown.
    static func fieldTypes(of entities: [Entity]) -> [String: String] {
        let current = Set(currentVersions(Array(Set(entities.map(\.path)))))
        let all = entities.filter { current.contains($0.path) }
        let classes = Dictionary(all.map { ($0.name, $0.className) }, uniquingKeysWith: { first, _ in first })
        var types: [String: String?] = [:]
        for entity in all {
            for field in entity.fields {
                let type: String?
                if let destination = field.destination {
                    type = classes[destination].map { $0 + "?" }
                } else {
                    type = swiftType(field.attributeType, scalar: field.scalar)
                }
                guard let type else { continue }
                let key = "\(entity.className)(\(field.name):)"
                if let known = types[key], known != type { types[key] = .some(nil) } else { types[key] = type }
            }
        }
        return types.compactMapValues { $0 }
    }

    private static func swiftType(_ attributeType: String, scalar: Bool) -> String? {
        switch attributeType {
        case "Integer 16": scalar ? "Int16" : nil
        case "Integer 32": scalar ? "Int32" : nil
        case "Integer 64": scalar ? "Int64" : nil
        case "Double": scalar ? "Double" : nil
        case "Float": scalar ? "Float" : nil
        case "Boolean": scalar ? "Bool" : nil
        case "String": "String?"
        case "Date": "Date?"
        case "UUID": "UUID?"
        case "URI": "URL?"
        case "Binary": "Data?"
        default: nil
        }
    }

    struct Field {
        var name: String
        var attributeType: String
        var scalar: Bool
        /// A to-one relationship's entity.
        var destination: String?
    }

    struct Entity {
        /// The `contents` file of the model version that declares it.
        var path: String
        var name: String
        var className: String
        var fields: [Field]
    }

    /// The entities of every model version, read once for both their class names and their fields.
    /// Split by byte searches: Foundation's `components(separatedBy:)` over the 110 versions (2 MB)
    /// of one app's model was half of its warm run.
    static func entities(_ paths: [String]) -> [Entity] {
        var entities: [Entity] = []
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let text = String(decoding: data, as: UTF8.self)
            for body in pieces(text[...], separatedBy: "<entity ").dropFirst() {
                let tag = body.prefix { $0 != ">" }
                guard let name = attribute("name", in: tag) ?? attribute("representedClassName", in: tag) else { continue }
                let represented = attribute("representedClassName", in: tag) ?? name
                let className = represented.split(separator: ".").last.map(String.init) ?? represented
                guard !className.isEmpty else { continue }
                let content = range(of: "</entity>", in: body).map { body[..<$0.lowerBound] } ?? body
                var fields: [Field] = []
                for item in pieces(content, separatedBy: "<attribute ").dropFirst() {
                    let tag = item.prefix { $0 != ">" }
                    guard let field = attribute("name", in: tag), let type = attribute("attributeType", in: tag) else { continue }
                    let scalar = attribute("usesScalarValueType", in: tag) == "YES"
                    fields.append(Field(name: field, attributeType: type, scalar: scalar))
                }
                for item in pieces(content, separatedBy: "<relationship ").dropFirst() {
                    let tag = item.prefix { $0 != ">" }
                    guard let field = attribute("name", in: tag), attribute("toMany", in: tag) != "YES",
                          let destination = attribute("destinationEntity", in: tag) else { continue }
                    fields.append(Field(name: field, attributeType: "", scalar: false, destination: destination))
                }
                entities.append(Entity(path: path, name: name, className: className, fields: fields))
            }
        }
        return entities
    }

    /// The text before the first separator, then between each separator and the next (as
    /// `components(separatedBy:)` cuts it).
    static func pieces(_ text: Substring, separatedBy separator: String) -> [Substring] {
        var pieces: [Substring] = []
        var rest = text
        while let found = range(of: separator, in: rest) {
            pieces.append(rest[..<found.lowerBound])
            rest = rest[found.upperBound...]
        }
        pieces.append(rest)
        return pieces
    }

    /// Where `needle` first occurs in `text`, compared byte by byte.
    static func range(of needle: String, in text: Substring) -> Range<Substring.Index>? {
        let bytes = Array(needle.utf8), utf8 = text.utf8
        guard let first = bytes.first, utf8.count >= bytes.count else { return nil }
        var index = utf8.startIndex
        while let start = utf8[index...].firstIndex(of: first) {
            guard let end = utf8.index(start, offsetBy: bytes.count, limitedBy: utf8.endIndex) else { return nil }
            if utf8[start..<end].elementsEqual(bytes) { return start..<end }
            index = utf8.index(after: start)
        }
        return nil
    }

    /// Every file `entities(paths)` reads: the versions and their models' `.xccurrentversion`.
    static func readFiles(_ paths: [String]) -> [String] {
        paths + paths.compactMap { path in
            let model = ((path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
            guard model.hasSuffix(".xcdatamodeld") else { return nil }
            return (model as NSString).appendingPathComponent(".xccurrentversion")
        }
    }

    /// Of the versions of one model (`X.xcdatamodeld/V.xcdatamodel/contents`), the current one its
    /// `.xccurrentversion` names; every version where none is named.
    static func currentVersions(_ paths: [String]) -> [String] {
        paths.filter { path in
            let version = (path as NSString).deletingLastPathComponent
            let model = (version as NSString).deletingLastPathComponent
            let marker = (model as NSString).appendingPathComponent(".xccurrentversion")
            guard model.hasSuffix(".xcdatamodeld"), let data = FileManager.default.contents(atPath: marker) else { return true }
            let plist = String(decoding: data, as: UTF8.self)
            guard let start = plist.range(of: "<string>"),
                  let end = plist.range(of: "</string>", range: start.upperBound..<plist.endIndex) else { return true }
            return plist[start.upperBound..<end.lowerBound] == (version as NSString).lastPathComponent
        }
    }

    /// The value of `key="…"` in an XML tag's attributes.
    private static func attribute(_ key: String, in tag: Substring) -> String? {
        let first = tag.hasPrefix("\(key)=\"") ? range(of: "\(key)=\"", in: tag) : nil
        guard let start = range(of: " \(key)=\"", in: tag) ?? first else { return nil }
        let rest = tag[start.upperBound...]
        return String(rest.prefix { $0 != "\"" })
    }
}
