/// The text of one line, for the reporters that show a violation's code or fingerprint it.
extension SourceFile {
    /// The 1-based line without its line break ("" past the end of the file).
    func lineText(_ line: Int) -> String {
        let bytes = text.utf8
        let start = lines.offset(ofLine: line)
        let from = bytes.index(bytes.startIndex, offsetBy: start)
        let to = bytes[from...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
        var result = String(decoding: bytes[from..<to], as: UTF8.self)
        if result.hasSuffix("\r") { result.removeLast() }
        return result
    }
}
