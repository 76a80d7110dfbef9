import Foundation

/// `preview_inline_state`: previews that build widget or Live Activity state inline from literals.
public struct PreviewInlineStateRule: Rule {
    public static let id = "preview_inline_state"
    let configuration: RuleConfiguration
    let extraStateTypes: [NSRegularExpressionBox]

    public init(configuration: RuleConfiguration, project: ProjectConfiguration) throws(ConfigurationError) {
        self.configuration = configuration
        extraStateTypes = try NSRegularExpressionBox.compile(configuration.strings("state_types"), rule: configuration.id, option: "state_types", project: project)
    }

    public func check(_ file: FileContext, in project: ProjectIndex) -> [Violation] {
        var violations: [Violation] = []
        for preview in file.facts.previews {
            for construction in file.facts.constructions(in: preview.range) where construction.literalArgumentCount > 0 {
                guard isStateType(construction.callee, project: project) else { continue }
                violations.append(configuration.violation(
                    "\(construction.callee)(…) builds preview state inline from literals; declare a named fixture (a `static let preview…` on the type, a Mother factory or `mocked()`) and use it here",
                    in: file.path, at: construction.range
                ))
            }
        }
        return violations
    }

    private func isStateType(_ callee: String, project: ProjectIndex) -> Bool {
        project.stateTypeNames.contains(callee) || extraStateTypes.contains { $0.matchesWhole(callee) }
    }
}

/// A compiled, thread-safe regular expression for rule options.
struct NSRegularExpressionBox: @unchecked Sendable {
    let pattern: String
    let expression: NSRegularExpression

    func matchesWhole(_ text: String) -> Bool {
        expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    static func compile(_ patterns: [String], rule: String, option: String, project: ProjectConfiguration, anchored: Bool = true) throws(ConfigurationError) -> [NSRegularExpressionBox] {
        var result: [NSRegularExpressionBox] = []
        for pattern in patterns {
            do {
                result.append(NSRegularExpressionBox(pattern: pattern, expression: try NSRegularExpression(pattern: anchored ? "^(?:\(pattern))$" : pattern)))
            } catch {
                throw ConfigurationError(path: project.configurationPath ?? ConfigurationLoader.fileName, mark: YAMLMark(line: 1, column: 1), "rules.\(rule).\(option): '\(pattern)' is not a valid regular expression")
            }
        }
        return result
    }
}
