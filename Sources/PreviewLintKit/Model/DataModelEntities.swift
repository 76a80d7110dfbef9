import Foundation

/// The classes Core Data models (`.xcdatamodeld`) declare. Xcode generates them from the model,
/// so no Swift file may declare them, yet they are the project's types: `extension Experience`
/// beside such a model extends the project's entity, not a library type.
enum DataModelEntities {
    /// The class of each entity of the models' `contents` files: its `representedClassName`
    /// (module prefix dropped), else its name. A file that cannot be read adds nothing.
    static func classNames(_ paths: [String]) -> Set<String> {
        var names = Set<String>()
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let text = String(decoding: data, as: UTF8.self)
            for entity in text.components(separatedBy: "<entity ").dropFirst() {
                let tag = entity.prefix { $0 != ">" }
                guard let name = attribute("representedClassName", in: tag) ?? attribute("name", in: tag) else { continue }
                let simple = name.split(separator: ".").last.map(String.init) ?? name
                if !simple.isEmpty { names.insert(simple) }
            }
        }
        return names
    }

    /// The value of `key="…"` in an XML tag's attributes.
    private static func attribute(_ key: String, in tag: Substring) -> String? {
        guard let start = tag.range(of: " \(key)=\"") ?? (tag.hasPrefix("\(key)=\"") ? tag.range(of: "\(key)=\"") : nil) else { return nil }
        let rest = tag[start.upperBound...]
        return String(rest.prefix { $0 != "\"" })
    }
}
