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
        let lowered = comment.lowercased()
        guard lowered.contains("sync") || lowered.contains("duplicat") || lowered.contains("cop") || lowered.contains("mirror") else { return false }
        let range = NSRange(lowered.startIndex..., in: lowered)
        return pattern?.firstMatch(in: lowered, range: range) != nil
    }

    private nonisolated(unsafe) static let pattern = try? NSRegularExpression(pattern: #"""
    \b(keep|kept|keeps|stay|stays|be)\s+(this\s+|these\s+|it\s+|them\s+|both\s+)?(in\s+sync|synced|synchronized|identical)\b|\b(duplicated|copied|mirrored)\s+(in|into|from|to)\b|\b(duplicate|copy|mirror)\s+of\s+\S+\.swift\b
    """#)
}
