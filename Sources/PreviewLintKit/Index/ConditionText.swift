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
    /// and never negates it.
    static func requires(_ condition: String, oneOf flags: Set<String>) -> Bool {
        let disjuncts = condition.components(separatedBy: "||")
        return disjuncts.allSatisfy { disjunct in
            let words = identifiers(in: disjunct)
            return words.contains { flags.contains($0.name) && !$0.negated }
        }
    }

    private static func identifiers(in text: String) -> [(name: String, negated: Bool)] {
        var result: [(String, Bool)] = []
        var current = ""
        var negated = false
        var pendingNegation = false
        for character in text + " " {
            if character.isLetter || character.isNumber || character == "_" {
                if current.isEmpty { negated = pendingNegation }
                current.append(character)
            } else {
                if !current.isEmpty { result.append((current, negated)); current = "" }
                if character == "!" { pendingNegation = true } else if character != "(" && character != " " { pendingNegation = false }
            }
        }
        return result
    }
}
