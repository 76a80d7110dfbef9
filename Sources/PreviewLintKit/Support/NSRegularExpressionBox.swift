import Foundation

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
