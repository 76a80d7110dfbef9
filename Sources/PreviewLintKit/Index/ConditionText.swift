import SwiftSyntax

/// The condition of one `#if` clause as text: `DEBUG`, `os(iOS)`, `!(DEBUG)` for an `#else`.
enum ConditionText {
    static func clause(_ clause: IfConfigClauseSyntax) -> String {
        let condition = clause.condition?.sourceText ?? ""
        switch clause.poundKeyword.tokenKind {
        case .poundElse:
            let previous = siblings(before: clause).map { "!(\($0))" }
            return previous.joined(separator: " && ")
        case .poundElseif:
            let previous = siblings(before: clause).map { "!(\($0))" }
            return (previous + [condition]).joined(separator: " && ")
        default:
            return condition
        }
    }

    private static func siblings(before clause: IfConfigClauseSyntax) -> [String] {
        guard let list = clause.parent?.as(IfConfigClauseListSyntax.self) else { return [] }
        var result: [String] = []
        for sibling in list {
            if sibling.id == clause.id { break }
            if let condition = sibling.condition?.sourceText { result.append(condition) }
        }
        return result
    }

    /// Whether code under `condition` is compiled only when one of `flags` is set: the condition
    /// requires a flag (`DEBUG`, `DEBUG && os(iOS)`, `DEBUG || PREVIEWS` when both are flags)
    /// and never negates it. Read as bytes: it runs for every fixture of every file.
    static func requires(_ condition: String, oneOf flags: Set<String>) -> Bool {
        let bytes = Array(condition.utf8)
        var start = 0
        var index = 0
        while true {
            let atEnd = index >= bytes.count
            if atEnd || (bytes[index] == UInt8(ascii: "|") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "|")) {
                let words = identifiers(in: bytes[start..<min(index, bytes.count)])
                guard words.contains(where: { flags.contains($0.name) && !$0.negated }) else { return false }
                if atEnd { return true }
                index += 2
                start = index
            } else {
                index += 1
            }
        }
    }

    private static func identifiers(in text: ArraySlice<UInt8>) -> [(name: String, negated: Bool)] {
        var result: [(String, Bool)] = []
        var wordStart: Int?
        var negated = false
        var pendingNegation = false
        for index in text.startIndex...text.endIndex {
            let byte = index < text.endIndex ? text[index] : UInt8(ascii: " ")
            let isWord = (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte >= 0x80
            if isWord {
                if wordStart == nil { wordStart = index; negated = pendingNegation }
            } else {
                if let start = wordStart { result.append((String(decoding: text[start..<index], as: UTF8.self), negated)); wordStart = nil }
                if byte == UInt8(ascii: "!") { pendingNegation = true } else if byte != UInt8(ascii: "(") && byte != UInt8(ascii: " ") { pendingNegation = false }
            }
        }
        return result
    }

    /// Whether a condition tests the platform: `os(…)`, `canImport(…)`, `targetEnvironment(…)`.
    static func isPlatformCondition(_ condition: String) -> Bool {
        ["os(", "canImport(", "targetEnvironment("].contains { condition.contains($0) }
    }
}
