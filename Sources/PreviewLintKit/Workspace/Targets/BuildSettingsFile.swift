import Foundation

/// An `.xcconfig` file's build settings, its `#include`s followed (a later assignment wins, as
/// in Xcode): where projects keep `SDKROOT` and `SUPPORTED_PLATFORMS` instead of the project file.
struct BuildSettingsFile {
    /// Settings by name; values as written (`$(inherited)` and other references left in).
    private(set) var settings: [String: String] = [:]

    /// `read` gives a file's text (nil when it cannot be read); includes are relative to the
    /// including file, and a file is read once however often it is included.
    init(path: String, read: (String) -> String?) {
        var seen = Set<String>()
        load(path, read: read, seen: &seen)
    }

    private mutating func load(_ path: String, read: (String) -> String?, seen: inout Set<String>) {
        guard seen.insert(path).inserted, let text = read(path) else { return }
        for rawLine in text.split(whereSeparator: \.isNewline) {
            var line = Substring(rawLine)
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            line = line.drop { $0 == " " || $0 == "\t" }
            if line.hasPrefix("#include") {
                guard let open = line.firstIndex(of: "\""), let close = line[line.index(after: open)...].firstIndex(of: "\"") else { continue }
                let included = String(line[line.index(after: open)..<close])
                load(FilePath.normalize(FilePath.join(FilePath.parent(path), included)), read: read, seen: &seen)
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            // `SDKROOT[sdk=macosx*]` sets a value for one SDK only: the plain name is the one that decides.
            let name = line[..<equals].trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty, !name.contains("[") else { continue }
            // Xcode takes a trailing semicolon as the value's end.
            var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value = String(value.dropLast()).trimmingCharacters(in: .whitespaces) }
            settings[name] = value
        }
    }

    subscript(_ name: String) -> String? { settings[name] }
}
