/// The JSON Schema (draft 2020-12) of `.previewlint.yml`, built from what the loader reads:
/// its top-level and custom rule keys, and each built-in rule's options from the catalog.
/// `docs/previewlint.schema.json` is this output, and a test keeps the two equal.
public enum ConfigurationSchema {
    public static let identifier = "https://github.com/previewlint/previewlint/blob/main/docs/previewlint.schema.json"

    public static func document() -> JSON {
        .object([
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("$id", .string(identifier)),
            ("title", .string("previewlint configuration (.previewlint.yml)")),
            ("type", .array([.string("object"), .string("null")])),
            ("additionalProperties", .bool(false)),
            ("properties", .object(ConfigurationLoader.topLevelKeys.map { ($0, topLevel($0)) })),
            ("$defs", .object([
                ("severity", .object([
                    ("description", .string("A severity, or off to disable.")),
                    ("enum", .array(["error", "warning", "note", "off"].map(JSON.string))),
                ])),
                ("stringList", .object([
                    ("type", .array([.string("array"), .string("null")])),
                    ("items", .object([("type", .string("string"))])),
                ])),
                ("customRule", customRule()),
            ])),
        ])
    }

    private static func topLevel(_ key: String) -> JSON {
        switch key {
        case "included":
            return described("Globs of the files to lint, relative to this file's folder.", reference("stringList"))
        case "excluded":
            return described("Globs of files and folders never linted.", reference("stringList"))
        case "targets":
            return described("Target name → globs of its files (`!glob` excludes).", .object([
                ("type", .array([.string("object"), .string("null")])),
                ("additionalProperties", reference("stringList")),
            ]))
        case "copies":
            return described("Groups of files kept as copies in several targets that must stay identical apart from whitespace and comments; each group a list of globs.", .object([
                ("type", .array([.string("array"), .string("null")])),
                ("items", reference("stringList")),
            ]))
        case "shared_formatters":
            return described("Functions that format state for display and must be shared, e.g. timerDisplayFromSeconds.", reference("stringList"))
        case "auto_formatters":
            return described("Also find shared formatters automatically.", .object([("type", .string("boolean")), ("default", .bool(true))]))
        case "profile":
            return described("The tiers of rules that run: default, extended (adds rules right at least 75% of the time at first look; their findings never fail the run) or all (adds the experimental ones). A rule's own setting under rules wins.", .object([
                ("enum", .array(Profile.names.map(JSON.string))), ("default", .string(Profile.default.rawValue)),
            ]))
        case "rules":
            return described("Built-in rules: true/false, a severity, off, or a mapping of enabled, severity and options.", .object([
                ("type", .array([.string("object"), .string("null")])),
                ("additionalProperties", .bool(false)),
                ("properties", .object(RuleCatalog.descriptors.map { ($0.id, rule($0)) })),
            ]))
        case "custom_rules":
            return described("Project rules: a regular expression with a message, severity and scope.", .object([
                ("type", .array([.string("object"), .string("null")])),
                ("propertyNames", .object([
                    ("pattern", .string("^[A-Za-z0-9_]+$")),
                    ("not", .object([("enum", .array(RuleCatalog.ids.map(JSON.string)))])),
                ])),
                ("additionalProperties", reference("customRule")),
            ]))
        case "reporter":
            return described("The default reporter; null means xcode.", .object([("enum", .array(Configuration.reporterNames.map(JSON.string) + [.null]))]))
        case "baseline":
            return described("A baseline file (from lint --write-baseline) whose violations are hidden; null means none.", .object([("type", .array([.string("string"), .string("null")]))]))
        default:
            // Every key the loader accepts must be described; the committed-schema test runs this.
            fatalError("ConfigurationSchema has no schema for the top-level key '\(key)'")
        }
    }

    private static func rule(_ descriptor: RuleDescriptor) -> JSON {
        var properties: [(String, JSON)] = [
            ("enabled", described("Wins over the profile; without it the rule runs when the profile includes its tier, \(descriptor.tier.rawValue).",
                                  .object([("type", .string("boolean")), ("default", .bool(descriptor.enabled))]))),
            ("severity", described("Default: \(descriptor.severity.rawValue).", reference("severity"))),
        ]
        properties += descriptor.options.map { ($0.name, option($0)) }
        return .object([
            ("description", .string(descriptor.summary)),
            ("anyOf", .array([
                .object([("type", .string("boolean"))]),
                reference("severity"),
                .object([
                    ("type", .string("object")),
                    ("additionalProperties", .bool(false)),
                    ("properties", .object(properties)),
                ]),
            ])),
        ])
    }

    private static func option(_ option: RuleOptionDescriptor) -> JSON {
        var members: [(String, JSON)] = [("description", .string(option.description))]
        let allowed = option.allowedValues.map { values in ("enum", JSON.array(values.map(JSON.string))) }
        switch option.type {
        case .bool: members.append(("type", .string("boolean")))
        case .integer: members.append(("type", .string("integer")))
        case .string:
            members.append(("type", .string("string")))
            if let allowed { members.append(allowed) }
        case .strings:
            // The loader also takes a single string for a one-element list.
            let item: JSON = .object([("type", .string("string"))] + (allowed.map { [$0] } ?? []))
            members.append(("anyOf", .array([item, .object([("type", .string("array")), ("items", item)])])))
        case .map:
            members.append(("type", .string("object")))
            members.append(("additionalProperties", .object([("type", .string("string"))])))
        }
        members.append(("default", value(option.defaultValue)))
        return .object(members)
    }

    private static func customRule() -> JSON {
        let properties: [(String, JSON)] = ConfigurationLoader.customRuleKeys.map { key in
            switch key {
            case "regex": (key, described("An ICU regular expression.", .object([("type", .string("string"))])))
            case "severity": (key, reference("severity"))
            case "enabled": (key, .object([("type", .string("boolean")), ("default", .bool(true))]))
            case "scope": (key, .object([("enum", .array(CustomRuleScope.allCases.map { .string($0.rawValue) })), ("default", .string("all"))]))
            case "match_in": (key, .object([
                ("type", .string("array")),
                ("items", .object([("enum", .array(TextKind.allCases.map { .string($0.rawValue) }))])),
                ("default", .array([.string("code"), .string("string")])),
            ]))
            case "replacement": (key, described("Replaces each match (`$1` for groups): the rule's fix-it.", .object([("type", .string("string"))])))
            default: (key, .object([("type", .string("string"))]))
            }
        }
        return .object([
            ("type", .string("object")),
            ("required", .array([.string("regex")])),
            ("additionalProperties", .bool(false)),
            ("properties", .object(properties)),
        ])
    }

    private static func value(_ value: OptionValue) -> JSON {
        switch value {
        case .bool(let flag): .bool(flag)
        case .integer(let number): .integer(number)
        case .string(let text): .string(text)
        case .strings(let texts): .array(texts.map(JSON.string))
        case .map(let entries): .object(entries.map { ($0.name, .string($0.value)) })
        }
    }

    private static func reference(_ name: String) -> JSON {
        .object([("$ref", .string("#/$defs/\(name)"))])
    }

    private static func described(_ description: String, _ schema: JSON) -> JSON {
        guard case .object(let members) = schema else { return schema }
        return .object([("description", .string(description))] + members)
    }
}
