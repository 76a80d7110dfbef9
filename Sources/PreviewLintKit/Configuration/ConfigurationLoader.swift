import Foundation

/// Finds, reads and validates `.previewlint.yml`.
public enum ConfigurationLoader {
    public static let fileName = ".previewlint.yml"
    /// A configuration is a few kilobytes; anything this large is a mistake, not a configuration.
    static let maximumSize = 8 * 1024 * 1024

    public static let topLevelKeys = [
        "included", "excluded", "targets", "copies", "shared_formatters", "auto_formatters",
        "profile", "rules", "custom_rules", "reporter", "baseline",
    ]

    /// The keys of one `custom_rules:` entry.
    public static let customRuleKeys = [
        "name", "regex", "message", "severity", "enabled", "scope", "match_in", "summary", "rationale", "category", "replacement",
    ]

    /// The configuration for linting `paths` (absolute): `--config FILE` (relative to
    /// `currentDirectory`), else `.previewlint.yml` in the folder the paths share or its nearest
    /// ancestor, else defaults rooted at the project the paths are in (see `ProjectLocation`).
    public static func load(explicitPath: String?, forPaths paths: [String], currentDirectory: String) throws(ConfigurationError) -> Configuration {
        let shared = ProjectLocation.sharedFolder(of: paths)
        if let explicitPath {
            return try load(file: FilePath.absolute(explicitPath, relativeTo: currentDirectory), linting: shared)
        }
        if let found = nearest(from: shared) { return try load(file: found) }
        return Configuration(root: ProjectLocation.projectFolder(containing: shared) ?? shared)
    }

    /// `.previewlint.yml` in `folder` or its nearest ancestor.
    static func nearest(from folder: String) -> String? {
        var current = folder
        while true {
            let candidate = FilePath.join(current, fileName)
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = FilePath.parent(current)
            if parent == current { return nil }
            current = parent
        }
    }

    /// `--config FILE`, else `.previewlint.yml` in `directory` or its nearest ancestor, else defaults rooted at `directory`.
    public static func load(explicitPath: String?, from directory: String) throws(ConfigurationError) -> Configuration {
        let folder = FilePath.absolute(directory, relativeTo: directory)
        if let explicitPath {
            return try load(file: FilePath.absolute(explicitPath, relativeTo: directory), linting: folder)
        }
        if let found = nearest(from: folder) { return try load(file: found) }
        return Configuration(root: folder)
    }

    /// `--config FILE` for code in `folder`. At or above it, the file's folder is the project's root,
    /// as a found `.previewlint.yml`'s is. Kept elsewhere (`--config ci/previewlint.yml`, a file
    /// several repositories share), it configures the project the code is in: targets, history and
    /// the file's globs are that project's, not the file's folder's.
    static func load(file path: String, linting folder: String) throws(ConfigurationError) -> Configuration {
        let own = FilePath.parent(path)
        let isAbove = folder == own || folder.hasPrefix(own == "/" ? "/" : own + "/")
        let root = isAbove ? own : ProjectLocation.projectFolder(containing: folder) ?? folder
        return try load(file: path, root: root)
    }

    public static func load(file path: String) throws(ConfigurationError) -> Configuration {
        try load(file: path, root: FilePath.parent(path))
    }

    static func load(file path: String, root: String) throws(ConfigurationError) -> Configuration {
        let origin = YAMLMark(line: 1, column: 1)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError(path: path, mark: origin, "cannot read the configuration file")
        }
        guard data.count <= maximumSize else {
            throw ConfigurationError(path: path, mark: origin, "the configuration file is \(data.count / 1_048_576) MB; a configuration larger than \(maximumSize / 1_048_576) MB is refused")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigurationError(path: path, mark: origin, "the configuration file is not valid UTF-8")
        }
        return try parse(text, path: path, root: root)
    }

    public static func parse(_ text: String, path: String, root: String) throws(ConfigurationError) -> Configuration {
        let node: YAMLNode?
        do {
            node = try YAMLReader.read(text, path: path)
        } catch {
            throw ConfigurationError(path: error.path, mark: error.mark, error.message)
        }
        var configuration = Configuration(root: root, path: path)
        guard let node, !(node.scalar?.isNull ?? false) else { return configuration }
        var reader = ConfigurationReader(path: path)
        reader.read(node, into: &configuration)
        let errors = reader.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else { throw ConfigurationError(reader.diagnostics) }
        configuration.warnings = reader.diagnostics
        return configuration
    }
}

/// Walks the configuration tree, filling the model and collecting every diagnostic.
struct ConfigurationReader {
    let path: String
    var diagnostics: [ConfigurationDiagnostic] = []

    mutating func read(_ node: YAMLNode, into configuration: inout Configuration) {
        guard let pairs = expectMapping(node, "the configuration") else { return }
        for pair in pairs {
            guard let key = pair.key.scalar?.text else {
                error(pair.key, "keys must be strings")
                continue
            }
            let value = pair.value
            switch key {
            case "included": configuration.included = strings(value, key).map(Glob.init)
            case "excluded": configuration.excluded = strings(value, key).map(Glob.init)
            case "targets": configuration.targets = targets(value)
            case "copies": configuration.copies = copies(value)
            case "shared_formatters": configuration.sharedFormatters = strings(value, key)
            case "auto_formatters": configuration.autoFormatters = bool(value, key) ?? true
            case "profile": configuration.profile = choice(value, key, Profile.names).flatMap(Profile.init(rawValue:))
            case "rules": configuration.rules = rules(value)
            case "custom_rules": configuration.customRules = customRules(value)
            case "reporter": configuration.reporter = value.scalar?.isNull == true ? nil : choice(value, key, Configuration.reporterNames)
            case "baseline": configuration.baseline = value.scalar?.isNull == true ? nil : string(value, key)
            default:
                warning(pair.key, "unknown key '\(key)'\(Suggestion.didYouMean(key, in: ConfigurationLoader.topLevelKeys))")
            }
        }
    }

    private mutating func targets(_ node: YAMLNode) -> [TargetDeclaration] {
        guard let pairs = expectMapping(node, "'targets'") else { return [] }
        return pairs.compactMap { pair in
            guard let name = pair.key.scalar?.text else { return nil }
            return TargetDeclaration(name: name, patterns: strings(pair.value, "targets.\(name)"), mark: pair.key.mark)
        }
    }

    /// `copies:` a list of groups, each a list of globs whose files must stay identical copies.
    private mutating func copies(_ node: YAMLNode) -> [CopyGroupDeclaration] {
        if node.scalar?.isNull == true { return [] }
        guard let groups = node.sequence else {
            error(node, "'copies' must be a list of groups, each a list of globs, found \(node.kindDescription)")
            return []
        }
        return groups.enumerated().compactMap { index, group in
            let patterns = strings(group, "copies[\(index)]")
            return patterns.isEmpty ? nil : CopyGroupDeclaration(patterns: patterns, mark: group.mark)
        }
    }

    private mutating func rules(_ node: YAMLNode) -> [String: RuleSettings] {
        guard let pairs = expectMapping(node, "'rules'") else { return [:] }
        var result: [String: RuleSettings] = [:]
        for pair in pairs {
            guard let id = pair.key.scalar?.text else { continue }
            guard let descriptor = RuleCatalog.descriptor(id) else {
                warning(pair.key, "unknown rule '\(id)'\(Suggestion.didYouMean(id, in: RuleCatalog.ids))")
                continue
            }
            result[id] = ruleSettings(pair.value, descriptor: descriptor)
        }
        return result
    }

    /// `id: off|error|warning|note|true|false`, or a mapping of `enabled`, `severity` and options.
    private mutating func ruleSettings(_ node: YAMLNode, descriptor: RuleDescriptor) -> RuleSettings {
        var settings = RuleSettings()
        if let scalar = node.scalar {
            if let enabled = scalar.bool {
                settings.enabled = enabled
            } else if let (enabled, severity) = severity(node, "rules.\(descriptor.id)") {
                settings.enabled = enabled
                settings.severity = severity
            }
            return settings
        }
        guard let pairs = expectMapping(node, "'rules.\(descriptor.id)'") else { return settings }
        for pair in pairs {
            guard let key = pair.key.scalar?.text else { continue }
            let where_ = "rules.\(descriptor.id).\(key)"
            switch key {
            case "enabled":
                settings.enabled = bool(pair.value, where_)
            case "severity":
                if let (enabled, severity) = severity(pair.value, where_) {
                    settings.severity = severity
                    if !enabled { settings.enabled = false }
                }
            default:
                guard let option = descriptor.option(named: key) else {
                    let known = ["enabled", "severity"] + descriptor.options.map(\.name)
                    warning(pair.key, "rule '\(descriptor.id)' has no option '\(key)'\(Suggestion.didYouMean(key, in: known))")
                    continue
                }
                guard let value = OptionValue.read(pair.value, as: option.type) else {
                    error(pair.value, "'\(where_)' must be \(option.type.article), found \(pair.value.kindDescription)")
                    continue
                }
                if let allowed = option.allowedValues, !value.isAllowed(in: allowed) {
                    error(pair.value, "'\(where_)' must be one of \(allowed.joined(separator: ", "))")
                    continue
                }
                settings.options[key] = value
            }
        }
        return settings
    }

    private mutating func customRules(_ node: YAMLNode) -> [CustomRuleDeclaration] {
        guard let pairs = expectMapping(node, "'custom_rules'") else { return [] }
        var result: [CustomRuleDeclaration] = []
        for pair in pairs {
            guard let id = pair.key.scalar?.text else { continue }
            if RuleCatalog.descriptor(id) != nil {
                error(pair.key, "custom rule '\(id)' has the id of a built-in rule; choose another id")
                continue
            }
            if id.isEmpty || id.contains(where: { !($0.isLetter || $0.isNumber || $0 == "_") }) {
                error(pair.key, "custom rule id '\(id)' must be snake_case letters, digits and underscores")
                continue
            }
            if let rule = customRule(id: id, pair.value) { result.append(rule) }
        }
        return result
    }

    private mutating func customRule(id: String, _ node: YAMLNode) -> CustomRuleDeclaration? {
        guard let pairs = expectMapping(node, "'custom_rules.\(id)'") else { return nil }
        let known = ConfigurationLoader.customRuleKeys
        for pair in pairs {
            let key = pair.key.scalar?.text ?? ""
            if !known.contains(key) {
                warning(pair.key, "custom rule '\(id)' has no key '\(key)'\(Suggestion.didYouMean(key, in: known))")
            }
        }
        guard let regexNode = node["regex"], let regex = string(regexNode, "custom_rules.\(id).regex") else {
            error(node, "custom rule '\(id)' needs a 'regex'")
            return nil
        }
        do {
            _ = try NSRegularExpression(pattern: regex)
        } catch {
            self.error(regexNode, "custom rule '\(id)' has an invalid regular expression: \(regex)")
            return nil
        }
        var enabled = node["enabled"].flatMap { bool($0, "custom_rules.\(id).enabled") } ?? true
        var severity = Severity.warning
        if let severityNode = node["severity"], let (isOn, value) = self.severity(severityNode, "custom_rules.\(id).severity") {
            severity = value
            if !isOn { enabled = false }
        }
        let scope = node["scope"].flatMap { choice($0, "custom_rules.\(id).scope", CustomRuleScope.allCases.map(\.rawValue)) }
        let kinds = node["match_in"].map { strings($0, "custom_rules.\(id).match_in") } ?? ["code", "string"]
        var matchIn: Set<TextKind> = []
        for kind in kinds {
            if let value = TextKind(rawValue: kind) {
                matchIn.insert(value)
            } else {
                error(node["match_in"]!, "'custom_rules.\(id).match_in' items must be code, string or comment, found '\(kind)'")
            }
        }
        let name = node["name"].flatMap { string($0, "custom_rules.\(id).name") } ?? id
        return CustomRuleDeclaration(
            id: id, name: name, regex: regex,
            message: node["message"].flatMap { string($0, "custom_rules.\(id).message") } ?? name,
            severity: severity, enabled: enabled,
            scope: scope.flatMap(CustomRuleScope.init(rawValue:)) ?? .all,
            matchIn: matchIn,
            summary: node["summary"].flatMap { string($0, "custom_rules.\(id).summary") },
            mark: node.mark,
            replacement: node["replacement"].flatMap { string($0, "custom_rules.\(id).replacement") }
        )
    }

    // MARK: Typed reads, each reporting a wrong type at the node's position.

    private mutating func expectMapping(_ node: YAMLNode, _ what: String) -> [YAMLPair]? {
        if let pairs = node.mapping { return pairs }
        if node.scalar?.isNull == true { return [] }
        error(node, "\(what) must be a mapping, found \(node.kindDescription)")
        return nil
    }

    private mutating func strings(_ node: YAMLNode, _ key: String) -> [String] {
        if node.scalar?.isNull == true { return [] }
        guard node.sequence != nil, case .strings(let values)? = OptionValue.read(node, as: .strings) else {
            error(node, "'\(key)' must be a list of strings, found \(node.kindDescription)")
            return []
        }
        return values
    }

    private mutating func string(_ node: YAMLNode, _ key: String) -> String? {
        guard let scalar = node.scalar, !scalar.isNull else {
            error(node, "'\(key)' must be a string, found \(node.kindDescription)")
            return nil
        }
        return scalar.text
    }

    private mutating func bool(_ node: YAMLNode, _ key: String) -> Bool? {
        guard let value = node.scalar?.bool else {
            error(node, "'\(key)' must be true or false, found \(node.kindDescription)")
            return nil
        }
        return value
    }

    private mutating func choice(_ node: YAMLNode, _ key: String, _ allowed: [String]) -> String? {
        guard let text = string(node, key) else { return nil }
        guard allowed.contains(text) else {
            error(node, "'\(key)' must be one of \(allowed.joined(separator: ", ")), found '\(text)'\(Suggestion.didYouMean(text, in: allowed))")
            return nil
        }
        return text
    }

    /// A severity, or `off` (which disables). Returns (enabled, severity).
    private mutating func severity(_ node: YAMLNode, _ key: String) -> (Bool, Severity)? {
        let allowed = ["error", "warning", "note", "off"]
        guard let text = choice(node, key, allowed) else { return nil }
        if text == "off" { return (false, .warning) }
        return (true, Severity(rawValue: text)!)
    }

    private mutating func error(_ node: YAMLNode, _ message: String) {
        diagnostics.append(ConfigurationDiagnostic(.error, path: path, mark: node.mark, message))
    }

    private mutating func warning(_ node: YAMLNode, _ message: String) {
        diagnostics.append(ConfigurationDiagnostic(.warning, path: path, mark: node.mark, message))
    }
}

extension OptionType {
    var article: String {
        switch self {
        case .bool: "true or false"
        case .integer: "an integer"
        case .string: "a string"
        case .strings: "a list of strings"
        case .map: "a mapping of names to strings"
        }
    }
}

extension OptionValue {
    func isAllowed(in allowed: [String]) -> Bool {
        switch self {
        case .string(let value): allowed.contains(value)
        case .strings(let values): values.allSatisfy(allowed.contains)
        default: true
        }
    }
}
