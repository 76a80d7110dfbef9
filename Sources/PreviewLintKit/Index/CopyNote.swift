import Foundation

/// A comment that declares its file a copy of another ("Keep in sync with the widget's copy",
/// "Duplicated in the widget extension", "Copied from App/Timer.swift"): such copies must stay
/// identical, so any difference is an error.
public struct CopyNote: Codable, Sendable, Hashable {
    /// The comment, trimmed.
    public var text: String
    public var line: Int

    /// Comments before the file's first declaration (a header, or the first type's documentation)
    /// are the ones that speak for the whole file.
    static func declares(_ comment: String) -> Bool {
        // A byte scan first: every comment of the project comes here, and few name a copy.
        guard mentionsCopying(comment) else { return false }
        let lowered = comment.lowercased()
        let range = NSRange(lowered.startIndex..., in: lowered)
        return pattern?.firstMatch(in: lowered, range: range) != nil
    }

    /// Words the pattern needs one of. `copy` counts only as a whole word: nearly every file's
    /// header says "Copyright", and sending each of those through the pattern was most of its cost.
    private static let keywords: [(bytes: [UInt8], wholeWord: Bool)] = [
        ("sync", false), ("duplicat", false), ("copied", false), ("copy", true), ("mirror", false),
        ("identical", false),
    ].map { (Array($0.0.utf8), $0.1) }

    /// Whether the comment holds one of the keywords, ASCII letters compared in lower case.
    private static func mentionsCopying(_ comment: String) -> Bool {
        var comment = comment
        return comment.withUTF8 { bytes in
            guard bytes.count >= 4 else { return false }
            for start in 0...(bytes.count - 4) {
                for keyword in keywords where start + keyword.bytes.count <= bytes.count {
                    var matched = true
                    for (offset, byte) in keyword.bytes.enumerated() where Self.lowered(bytes[start + offset]) != byte {
                        matched = false
                        break
                    }
                    let end = start + keyword.bytes.count
                    if matched, keyword.wholeWord, end < bytes.count, Self.isLetter(bytes[end]) { matched = false }
                    if matched { return true }
                }
            }
            return false
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (0x61...0x7A).contains(Self.lowered(byte))
    }

    private static func lowered(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
    }

    private nonisolated(unsafe) static let pattern = try? NSRegularExpression(pattern: #"""
    \b(keep|kept|keeps|stay|stays|be)\s+(this\s+|these\s+|it\s+|them\s+|both\s+)?(in\s+sync|synced|synchronized|identical)\b|\b(duplicated|copied|mirrored)\s+(in|into|from|to)\b|\b(duplicate|copy|mirror)\s+of\s+\S+\.swift\b
    """#)
}
