/// Converts between our UTF-8 offsets and LSP positions (0-based line, UTF-16 code units in the line).
struct UTF16Positions {
    private let bytes: [UInt8]
    private let lines: LineTable

    init(_ text: String) {
        bytes = Array(text.utf8)
        lines = LineTable(text)
    }

    func position(at offset: Int) -> (line: Int, character: Int) {
        let location = lines.location(at: offset)
        let lineStart = lines.offset(ofLine: location.line)
        let prefix = String(decoding: bytes[lineStart..<location.offset], as: UTF8.self)
        return (location.line - 1, prefix.utf16.count)
    }

    /// The UTF-8 offset of an LSP position; characters past the end of the line clamp to it.
    func offset(line: Int, character: Int) -> Int {
        guard line < lines.lineCount else { return bytes.count }
        let lineStart = lines.offset(ofLine: line + 1)
        var end = lineStart
        while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
        var units = 0
        var offset = lineStart
        for scalar in String(decoding: bytes[lineStart..<end], as: UTF8.self).unicodeScalars {
            if units >= character { break }
            units += scalar.utf16.count
            offset += scalar.utf8.count
        }
        return offset
    }

    func range(_ range: SourceRange) -> JSON {
        .object([("start", position(range.start.offset)), ("end", position(range.end.offset))])
    }

    private func position(_ offset: Int) -> JSON {
        let (line, character) = position(at: offset)
        return .object([("line", .integer(line)), ("character", .integer(character))])
    }
}
