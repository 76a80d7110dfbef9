import Foundation

/// `custom_rules`: the regular-expression rules declared in `.previewlint.yml`.
public struct CustomRulesRule: Rule {
    public static let id = "custom_rules"

    struct Compiled: @unchecked Sendable {
        // NSRegularExpression is immutable once built and documented as thread-safe.
        let declaration: CustomRuleDeclaration
        let expression: NSRegularExpression
        /// Text every match contains: files without it are not searched.
        let requiredLiteral: String?
    }

    let rules: [Compiled]

    public init(configuration: RuleConfiguration, project: ProjectConfiguration) throws(ConfigurationError) {
        var compiled: [Compiled] = []
        for declaration in project.customRules where declaration.enabled {
            do {
                compiled.append(Compiled(
                    declaration: declaration, expression: try NSRegularExpression(pattern: declaration.regex),
                    requiredLiteral: RequiredLiteral.of(declaration.regex)
                ))
            } catch {
                throw ConfigurationError(path: project.configurationPath ?? ConfigurationLoader.fileName, mark: declaration.mark, "custom rule '\(declaration.id)' has an invalid regular expression")
            }
        }
        rules = compiled
    }

    public func check(_ file: FileContext, in project: ProjectIndex) -> [Violation] {
        guard !rules.isEmpty else { return [] }
        let text = file.source.text
        let whole = NSRange(text.startIndex..., in: text)
        var violations: [Violation] = []
        for rule in rules {
            if let literal = rule.requiredLiteral, !RequiredLiteral.contains(literal, in: text) { continue }
            for match in rule.expression.matches(in: text, range: whole) where match.range.length > 0 {
                guard let range = Range(match.range, in: text) else { continue }
                let start = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
                let end = text.utf8.distance(from: text.startIndex, to: range.upperBound)
                guard rule.declaration.matchIn.contains(kind(at: start, in: file.facts)),
                      ScopeRanges.contains(start, scope: rule.declaration.scope, in: file.facts) else { continue }
                let declaration = rule.declaration
                let matched = file.source.lines.range(from: start, to: end)
                let fix = declaration.replacement.map { template in
                    let replacement = rule.expression.replacementString(for: match, in: text, offset: 0, template: template)
                    return Fix(description: "Replace with '\(replacement)'", edits: [TextEdit(range: matched, replacement: replacement)])
                }
                violations.append(Violation(
                    ruleID: declaration.id, severity: declaration.severity, message: declaration.message,
                    file: file.path, range: matched, fix: fix
                ))
            }
        }
        return violations
    }

    private func kind(at offset: Int, in facts: FileFacts) -> TextKind {
        if facts.commentRanges.containsOffset(offset) { return .comment }
        if facts.stringRanges.containsOffset(offset) { return .string }
        return .code
    }
}
