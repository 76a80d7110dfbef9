/// The rules of one run, instantiated with their effective configuration.
public struct RuleSet: Sendable {
    public let rules: [any Rule]
    public let configurations: [String: RuleConfiguration]

    /// `enable` and `disable` come from the command line and win over the configuration file.
    public init(configuration: Configuration, enable: [String] = [], disable: [String] = []) throws(ConfigurationError) {
        let origin = YAMLMark(line: 1, column: 1)
        for id in enable + disable where RuleCatalog.descriptor(id) == nil {
            throw ConfigurationError(path: "command line", mark: origin, "unknown rule '\(id)'\(RuleCatalog.didYouMean(id))")
        }
        let project = ProjectConfiguration(
            root: configuration.root, sharedFormatters: configuration.sharedFormatters,
            autoFormatters: configuration.autoFormatters, customRules: configuration.customRules,
            configurationPath: configuration.path, copies: configuration.copies
        )
        var rules: [any Rule] = []
        var configurations: [String: RuleConfiguration] = [:]
        for type in RuleRegistry.ruleTypes {
            guard let descriptor = RuleCatalog.descriptor(type.id) else {
                fatalError("rule '\(type.id)' has no descriptor in Rules/")
            }
            var settings = configuration.rules[type.id] ?? RuleSettings()
            if enable.contains(type.id) { settings.enabled = true }
            if disable.contains(type.id) { settings.enabled = false }
            let ruleConfiguration = RuleConfiguration(descriptor: descriptor, settings: settings)
            configurations[type.id] = ruleConfiguration
            if ruleConfiguration.enabled {
                rules.append(try type.init(configuration: ruleConfiguration, project: project))
            }
        }
        self.rules = rules
        self.configurations = configurations
    }

    public func isEnabled(_ id: String) -> Bool {
        configurations[id]?.enabled ?? false
    }

    /// Identifies the rules' settings, for the cache key.
    public var fingerprint: String {
        configurations.keys.sorted().map { id in
            let configuration = configurations[id]!
            return "\(id):\(configuration.enabled):\(configuration.severity.rawValue):\(configuration.fingerprint)"
        }.joined(separator: "\n")
    }
}
