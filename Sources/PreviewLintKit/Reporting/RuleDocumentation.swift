/// The catalog as text, JSON or Markdown (`previewlint rules`) and one rule in full (`previewlint explain`).
public enum RuleDocumentation {
    public static func list(format: String) -> String {
        switch format {
        case "json":
            return JSON.array(RuleCatalog.descriptors.map(json)).rendered() + "\n"
        case "markdown":
            var text = "| id | name | category | default severity | enabled by default | summary |\n|---|---|---|---|---|---|\n"
            for rule in RuleCatalog.descriptors {
                text += "| `\(rule.id)` | \(rule.name) | \(rule.category) | \(rule.severity.rawValue) | \(rule.enabled ? "yes" : "no") | \(rule.summary.replacingAll("|", with: "\\|")) |\n"
            }
            return text
        default:
            let width = RuleCatalog.ids.map(\.count).max() ?? 0
            return RuleCatalog.descriptors.map { rule in
                let padding = String(repeating: " ", count: width - rule.id.count)
                let state = rule.enabled ? rule.severity.rawValue : "off"
                return "\(rule.id)\(padding)  \(state.padding(7))  \(rule.summary)\n"
            }.joined()
        }
    }

    public static func explain(_ rule: RuleDescriptor) -> String {
        var text = "\(rule.id): \(rule.name)\n"
        text += "category: \(rule.category); default severity: \(rule.severity.rawValue); \(rule.enabled ? "enabled" : "disabled") by default\n\n"
        text += rule.summary + "\n\n" + rule.rationale.trimmingTrailingNewlines + "\n"
        if !rule.options.isEmpty {
            text += "\nOptions (under rules.\(rule.id) in .previewlint.yml):\n"
            for option in rule.options {
                text += "  \(option.name) (\(option.type.rawValue), default \(option.defaultValue.jsonText)): \(option.description)\n"
            }
        }
        let sections = [("Triggering examples (↓ marks each violation)", rule.triggeringExamples), ("Non-triggering examples", rule.nonTriggeringExamples)]
        for (title, examples) in sections where !examples.isEmpty {
            text += "\n\(title):\n"
            for example in examples {
                for file in example.files {
                    if example.files.count > 1 { text += "  // \(file.path)\n" }
                    text += file.code.trimmingTrailingNewlines.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n") + "\n"
                }
                text += "\n"
            }
        }
        return text
    }

    /// `docs/rules/<id>.md`, the page SARIF and the language server link to.
    public static func markdown(_ rule: RuleDescriptor) -> String {
        var text = "# \(rule.id)\n\n**\(rule.name)** · category `\(rule.category)` · default severity `\(rule.severity.rawValue)`"
        text += " · \(rule.enabled ? "enabled" : "disabled") by default\n\n"
        text += rule.summary + "\n\n## Why\n\n" + rule.rationale.trimmingTrailingNewlines + "\n"
        if !rule.options.isEmpty {
            text += "\n## Options\n\n| option | type | default | meaning |\n|---|---|---|---|\n"
            for option in rule.options {
                text += "| `\(option.name)` | \(option.type.rawValue) | `\(option.defaultValue.jsonText.replacingAll("|", with: "\\|"))` | \(option.description) |\n"
            }
        }
        for (title, examples) in [("Triggering examples (`↓` marks each violation)", rule.triggeringExamples), ("Non-triggering examples", rule.nonTriggeringExamples)] where !examples.isEmpty {
            text += "\n## \(title)\n"
            for example in examples {
                if let configuration = example.configuration {
                    text += "\nWith `.previewlint.yml`:\n\n```yaml\n\(configuration.trimmingTrailingNewlines)\n```\n"
                }
                for file in example.files {
                    if example.files.count > 1 { text += "\n`\(file.path)`:\n" }
                    text += "\n```swift\n\(file.code.trimmingTrailingNewlines)\n```\n"
                }
            }
        }
        return text
    }

    static func json(_ rule: RuleDescriptor) -> JSON {
        .object([
            ("id", .string(rule.id)),
            ("name", .string(rule.name)),
            ("category", .string(rule.category)),
            ("severity", .string(rule.severity.rawValue)),
            ("enabled", .bool(rule.enabled)),
            ("summary", .string(rule.summary)),
            ("options", .array(rule.options.map { option in
                .object([
                    ("name", .string(option.name)), ("type", .string(option.type.rawValue)),
                    ("default", option.defaultValue.json), ("description", .string(option.description)),
                ])
            })),
        ])
    }
}

extension OptionValue {
    var json: JSON {
        switch self {
        case .bool(let value): .bool(value)
        case .integer(let value): .integer(value)
        case .string(let value): .string(value)
        case .strings(let values): .array(values.map(JSON.string))
        case .map(let entries): .object(entries.map { ($0.name, .string($0.value)) })
        }
    }
}

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
