/// The catalog as text, JSON or Markdown (`previewlint rules`) and one rule in full (`previewlint explain`).
public enum RuleDocumentation {
    public static func list(format: String) -> String {
        switch format {
        case "json":
            return JSON.array(RuleCatalog.descriptors.map(json)).rendered() + "\n"
        case "markdown":
            var text = "| id | name | category | default severity | tier | first-look precision | recall at first look | summary |\n"
            text += "|---|---|---|---|---|---|---|---|\n"
            for rule in RuleCatalog.descriptors {
                let figures = rule.figures.map { [$0.precisionText, $0.recallText] } ?? ["not measured", "not measured"]
                let cells = [rule.name, rule.category, rule.severity.rawValue, rule.tier.rawValue] + figures + [rule.summary]
                text += "| `\(rule.id)` | " + cells.map { $0.replacingAll("|", with: "\\|") }.joined(separator: " | ") + " |\n"
            }
            return text
        default:
            let width = RuleCatalog.ids.map(\.count).max() ?? 0
            let indent = String(repeating: " ", count: width + 2)
            return RuleCatalog.descriptors.map { rule in
                let padding = String(repeating: " ", count: width - rule.id.count)
                let tier = rule.tier.rawValue.padding(12)
                return "\(rule.id)\(padding)  \(tier)  \(rule.severity.rawValue.padding(7))  \(rule.summary)\n\(indent)\(measurement(rule))\n"
            }.joined()
        }
    }

    /// `precision 95% (38 of 40) at first look on eval-1…eval-5; recall eval-1 2/3`, or why there is none.
    static func measurement(_ rule: RuleDescriptor) -> String {
        guard let figures = rule.figures else { return "not measured: \(rule.notMeasured ?? "no first-look figures yet")" }
        let precision = figures.precision == nil ? figures.precisionText : "precision \(figures.precisionText)"
        return "\(precision); recall \(figures.recallText)"
    }

    /// Which profiles run a rule of this tier.
    static func profiles(_ tier: RuleTier) -> String {
        switch tier {
        case .default: "runs in every profile"
        case .extended: "runs with --profile extended or all"
        case .experimental: "runs with --profile all"
        }
    }

    public static func explain(_ rule: RuleDescriptor) -> String {
        var text = "\(rule.id): \(rule.name)\n"
        text += "category: \(rule.category); default severity: \(rule.severity.rawValue); tier: \(rule.tier.rawValue) (\(profiles(rule.tier)))\n"
        text += "\(measurement(rule))\n\n"
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
        text += " · tier `\(rule.tier.rawValue)` (\(profiles(rule.tier)))\n\n"
        text += "Measured on apps nobody tuned it on: \(measurement(rule)).\n\n"
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
            ("tier", .string(rule.tier.rawValue)),
            ("first_look", rule.figures.map { json($0) } ?? .null),
            ("not_measured", rule.notMeasured.map(JSON.string) ?? .null),
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

extension RuleDocumentation {
    static func json(_ figures: RuleFigures) -> JSON {
        .object([
            ("batches", .array(figures.batches.map(JSON.string))),
            ("true_positives", .integer(figures.truePositives)),
            ("labeled", .integer(figures.labeled)),
            ("recall", .array(figures.recall.map { .object([("set", .string($0.set)), ("found", .integer($0.found)), ("of", .integer($0.of))]) })),
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
