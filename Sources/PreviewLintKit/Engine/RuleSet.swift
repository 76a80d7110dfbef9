/// The rules of one run, instantiated with their effective configuration.
public struct RuleSet: Sendable {
    public let rules: [any Rule]
    public let configurations: [String: RuleConfiguration]
    /// Rules that run only because the profile adds their tier, with no severity of the user's:
    /// their findings are reported but never fail the run.
    public let advisoryRules: Set<String>

    /// `enable` and `disable` come from the command line and win over the configuration file,
    /// whose `rules:` win over the profile (`profile`, from the command line, else `profile:`).
    public init(configuration: Configuration, profile: Profile? = nil, enable: [String] = [], disable: [String] = []) throws(ConfigurationError) {
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
        var advisoryRules: Set<String> = []
        let profile = profile ?? configuration.profile ?? .default
        for type in RuleRegistry.ruleTypes {
            guard let descriptor = RuleCatalog.descriptor(type.id) else {
                fatalError("rule '\(type.id)' has no descriptor in Rules/")
            }
            var settings = configuration.rules[type.id] ?? RuleSettings()
            if enable.contains(type.id) { settings.enabled = true }
            if disable.contains(type.id) { settings.enabled = false }
            if settings.enabled == nil {
                let runs = profile.includes(descriptor.tier)
                settings.enabled = runs
                if runs && descriptor.tier != .default && settings.severity == nil { advisoryRules.insert(type.id) }
            }
            let ruleConfiguration = RuleConfiguration(descriptor: descriptor, settings: settings)
            configurations[type.id] = ruleConfiguration
            if ruleConfiguration.enabled {
                rules.append(try type.init(configuration: ruleConfiguration, project: project))
            }
        }
        self.rules = rules
        self.configurations = configurations
        self.advisoryRules = advisoryRules
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
