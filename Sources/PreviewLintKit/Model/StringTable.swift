import Foundation

/// The development language's text of the project's string tables: `<Table>.strings` of `en.lproj`
/// (else `Base.lproj`) and `<Table>.xcstrings` catalogs, in English where they have it, else in
/// their source language; `Localizable` is the default table. A key two tables of one name give
/// different texts, a plural variation, or a table that cannot be read, is unknown. Only the
/// tables asked for are read.
struct StringTable: Sendable {
    struct Unknown: Error, CustomStringConvertible {
        let description: String
    }

    static let defaultTable = "Localizable"

    private var texts: [String: [String: String]] = [:]
    private var ambiguous: [String: [String: String]] = [:]
    private var unreadable: [String: String] = [:]

    /// `en.lproj` and `Base.lproj`: the localizations text is written in first.
    static func isDevelopmentFolder(_ name: String) -> Bool { name == "en.lproj" || name == "Base.lproj" }

    /// `Common` of `…/en.lproj/Common.strings` and `Common.xcstrings`.
    static func tableName(ofPath path: String) -> String {
        let name = FilePath.name(path)
        return String(name.prefix { $0 != "." })
    }

    /// `tables`: the names to read (nil: every table at `paths`); `keys`: the keys asked for (nil:
    /// all), so a catalog's other entries are not decoded.
    init(paths: [String], tables: Set<String>? = nil, keys: Set<String>? = nil) {
        // English tables win over base ones of the same folder family, so they are read last.
        for path in paths.sorted(by: { ($0.contains("/Base.lproj/") ? 0 : 1, $0) < ($1.contains("/Base.lproj/") ? 0 : 1, $1) }) {
            let table = Self.tableName(ofPath: path)
            guard tables?.contains(table) ?? true else { continue }
            let read = FileManager.default.contents(atPath: path).flatMap { data in
                path.hasSuffix(".xcstrings") ? StringCatalogReader.texts(data, keys: keys) : StringsFileReader.texts(data)
            }
            guard let read else {
                unreadable[table] = unreadable[table] ?? "the string table \(path.split(separator: "/").suffix(2).joined(separator: "/")) could not be read"
                continue
            }
            for (key, text) in read {
                if let old = texts[table]?[key], old != text, let text { ambiguous[table, default: [:]][key] = "tables give \(key) two texts (\(old), \(text))" }
                if let text { texts[table, default: [:]][key] = text } else { ambiguous[table, default: [:]][key] = "\(key) varies by plural or device" }
            }
        }
    }

    /// The text a table holds for `key`, or nil where none of that name holds it.
    func storedText(of key: String, table: String = defaultTable) -> Result<String?, Unknown> {
        if let reason = ambiguous[table]?[key] { return .failure(Unknown(description: reason)) }
        if let text = texts[table]?[key] { return .success(text) }
        if let unreadable = unreadable[table] { return .failure(Unknown(description: unreadable)) }
        return .success(nil)
    }
}

/// `"key" = "value";` with `/* */` and `//` comments, in UTF-8 or UTF-16.
enum StringsFileReader {
    static func texts(_ data: Data) -> [String: String?]? {
        let text: String?
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            text = String(data: data, encoding: .utf16)
        } else {
            text = String(data: data, encoding: .utf8)
        }
        guard let text else { return nil }
        var scanner = StringsScanner(Array(text.unicodeScalars))
        var texts: [String: String?] = [:]
        while let key = scanner.quoted() {
            guard scanner.consume("="), let value = scanner.quoted(), scanner.consume(";") else { return nil }
            texts[key] = value
        }
        return scanner.atEnd ? texts : nil
    }
}

private struct StringsScanner {
    let scalars: [Unicode.Scalar]
    var index = 0

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    var atEnd: Bool {
        mutating get { skipTrivia(); return index >= scalars.count }
    }

    mutating func skipTrivia() {
        while index < scalars.count {
            if scalars[index].properties.isWhitespace || scalars[index] == "\u{FEFF}" { index += 1; continue }
            if index + 1 < scalars.count, scalars[index] == "/", scalars[index + 1] == "*" {
                index += 2
                while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") { index += 1 }
                index += 2
                continue
            }
            if index + 1 < scalars.count, scalars[index] == "/", scalars[index + 1] == "/" {
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
                continue
            }
            return
        }
    }

    mutating func consume(_ scalar: Unicode.Scalar) -> Bool {
        skipTrivia()
        guard index < scalars.count, scalars[index] == scalar else { return false }
        index += 1
        return true
    }

    /// A quoted string with its escapes (`\"`, `\\`, `\n`, `\t`, `\U00e9`).
    mutating func quoted() -> String? {
        guard consume("\"") else { return nil }
        var text = String.UnicodeScalarView()
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if scalar == "\"" { return String(text) }
            guard scalar == "\\", index < scalars.count else { text.append(scalar); continue }
            let escaped = scalars[index]
            index += 1
            switch escaped {
            case "n": text.append("\n")
            case "t": text.append("\t")
            case "r": text.append("\r")
            case "U", "u":
                let digits = String(String.UnicodeScalarView(scalars[index..<min(index + 4, scalars.count)]))
                guard let value = UInt32(digits, radix: 16), let decoded = Unicode.Scalar(value) else { return nil }
                text.append(decoded)
                index += 4
            default: text.append(escaped)
            }
        }
        return nil
    }
}

/// An `.xcstrings` catalog: each key's English text (else its source language's), the key itself
/// where it has none, nil for a plural or device variation. Only those two localizations are
/// decoded: a catalog holds every language, and a project's can be megabytes.
enum StringCatalogReader {
    private static let sourceKey = CodingUserInfoKey(rawValue: "sourceLanguage")!
    private static let keysKey = CodingUserInfoKey(rawValue: "keys")!

    /// `keys`: the entries to decode (nil: every one); the others are left out.
    static func texts(_ data: Data, keys: Set<String>? = nil) -> [String: String?]? {
        let decoder = JSONDecoder()
        decoder.userInfo[sourceKey] = sourceLanguage(in: data)
        if let keys { decoder.userInfo[keysKey] = keys }
        guard let catalog = try? decoder.decode(Catalog.self, from: data) else { return nil }
        return catalog.strings.filter { !$0.value.isSkipped }.mapValues { $0.text }
    }

    /// `"sourceLanguage" : "de"`, read before decoding so the entries know which one to keep.
    private static func sourceLanguage(in data: Data) -> String {
        guard let text = String(data: data.prefix(4096), encoding: .utf8), let range = text.range(of: "\"sourceLanguage\"") else { return "en" }
        let rest = text[range.upperBound...].drop { $0 == " " || $0 == ":" || $0.isNewline }
        guard rest.first == "\"" else { return "en" }
        return String(rest.dropFirst().prefix { $0 != "\"" })
    }

    private struct Catalog: Decodable {
        let strings: [String: Entry]
    }

    private struct Entry: Decodable {
        /// nil: no localization to read, so the key is its own text.
        var localization: Localization?
        var key: String = ""
        /// Not asked for: not decoded.
        var isSkipped = false

        enum CodingKeys: String, CodingKey { case localizations }

        init(from decoder: Decoder) throws {
            key = decoder.codingPath.last?.stringValue ?? ""
            if let keys = decoder.userInfo[StringCatalogReader.keysKey] as? Set<String>, !keys.contains(key) {
                isSkipped = true
                return
            }
            let container = try decoder.container(keyedBy: CodingKeys.self)
            guard container.contains(.localizations) else { return }
            let languages = try container.nestedContainer(keyedBy: Language.self, forKey: .localizations)
            let source = decoder.userInfo[StringCatalogReader.sourceKey] as? String ?? "en"
            for name in ["en", source] {
                if let language = Language(stringValue: name), languages.contains(language) {
                    localization = try languages.decode(Localization.self, forKey: language)
                    return
                }
            }
        }

        var text: String? {
            guard let localization else { return key }
            return localization.stringUnit?.value
        }
    }

    private struct Language: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    private struct Localization: Decodable {
        struct Unit: Decodable { let value: String? }
        let stringUnit: Unit?
    }
}
