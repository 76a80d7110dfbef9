import Foundation

/// The corpus data files are tab-separated tables with a header row, `#` comments and blank lines
/// ignored: easy to read in a diff and to edit by hand.
public enum TSV {
    public struct Row: Sendable {
        public let lineNumber: Int
        public let fields: [String: String]
        public subscript(_ column: String) -> String { fields[column] ?? "" }
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public static func parse(_ text: String, file: String, required: [String]) throws -> [Row] {
        var header: [String]?
        var rows: [Row] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.hasSuffix("\r") ? String(raw.dropLast()) : String(raw)
            if line.trimmingCharacters(in: .whitespaces).isEmpty || line.hasPrefix("#") { continue }
            let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard let columns = header else {
                let missing = required.filter { !cells.contains($0) }
                guard missing.isEmpty else {
                    throw Failure(description: "\(file):\(index + 1): the header lacks the column(s) \(missing.joined(separator: ", "))")
                }
                header = cells
                continue
            }
            guard cells.count == columns.count else {
                throw Failure(description: "\(file):\(index + 1): \(cells.count) fields where the header has \(columns.count)")
            }
            rows.append(Row(lineNumber: index + 1, fields: Dictionary(uniqueKeysWithValues: zip(columns, cells))))
        }
        return rows
    }

    public static func read(_ path: String, required: [String]) throws -> [Row] {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw Failure(description: "\(path): cannot be read")
        }
        return try parse(text, file: path, required: required)
    }

    /// One field: tabs and line breaks would break the table, so they become spaces.
    public static func field(_ text: String) -> String {
        String(text.map { $0 == "\t" || $0 == "\n" || $0 == "\r" ? " " : $0 })
    }

    public static func render(header: [String], rows: [[String]], preamble: [String] = []) -> String {
        var out = preamble.map { "# \($0)\n" }.joined()
        out += header.joined(separator: "\t") + "\n"
        for row in rows { out += row.map(field).joined(separator: "\t") + "\n" }
        return out
    }
}
