import Testing
@testable import PreviewLintKit

/// Which rules a profile runs, what wins over it, and which findings may fail the run.
@Suite struct ProfileRuleSetTests {
    func ruleSet(_ yaml: String = "", profile: Profile? = nil, enable: [String] = [], disable: [String] = []) throws -> RuleSet {
        let configuration = try ConfigurationLoader.parse(yaml, path: "cfg.yml", root: "/r")
        return try RuleSet(configuration: configuration, profile: profile, enable: enable, disable: disable)
    }

    func ids(_ tier: RuleTier) -> Set<String> {
        Set(RuleCatalog.descriptors.filter { $0.tier == tier }.map(\.id))
    }

    /// eval-11's first look decided the tiers: a measured rule's tier is what its pooled first-look
    /// figures call for (at least 90% right over at least 10 findings for `default`, 75% for
    /// `extended`), and the rules the corpus cannot measure keep theirs.
    @Test func eachTierIsWhatTheFirstLooksMeasured() {
        #expect(ids(.default) == ["custom_rules", "identical_target_copy", "superfluous_disable", "unbuilt_copy", "unnamed_preview"])
        for descriptor in RuleCatalog.descriptors {
            guard let figures = descriptor.figures else { continue }
            let precision = figures.labeled >= 10 ? figures.precision ?? 0 : 0
            let tier: RuleTier = precision >= 0.9 ? .default : precision >= 0.75 ? .extended : .experimental
            #expect(descriptor.tier == tier, "\(descriptor.id): \(figures.truePositives) of \(figures.labeled)")
        }
        #expect(RuleCatalog.descriptors.allSatisfy { $0.enabled == ($0.tier == .default) })
        // Every measured rule carries its figures; the others say why they have none.
        #expect(RuleCatalog.descriptors.allSatisfy { ($0.figures == nil) != ($0.notMeasured == nil) })
    }

    @Test func eachProfileRunsItsTiers() throws {
        let enabled = { (set: RuleSet) in Set(RuleCatalog.ids.filter(set.isEnabled)) }
        #expect(enabled(try ruleSet()) == ids(.default))
        #expect(enabled(try ruleSet(profile: .extended)) == ids(.default).union(ids(.extended)))
        #expect(enabled(try ruleSet(profile: .all)) == Set(RuleCatalog.ids))
        #expect(enabled(try ruleSet("profile: extended\n")) == ids(.default).union(ids(.extended)))
        // The command line's profile wins over the configuration's.
        #expect(enabled(try ruleSet("profile: all\n", profile: .default)) == ids(.default))
    }

    @Test func onlyRulesTheProfileAddsAreAdvisory() throws {
        let added = ids(.extended).union(ids(.experimental))
        #expect(try ruleSet().advisoryRules.isEmpty)
        #expect(try ruleSet(profile: .extended).advisoryRules == ids(.extended))
        #expect(try ruleSet(profile: .all).advisoryRules == added)
        let rule = try #require(ids(.experimental).sorted().first)
        // Switched on by name, or given a severity, a rule's findings count.
        #expect(!(try ruleSet(profile: .all, enable: [rule]).advisoryRules.contains(rule)))
        #expect(!(try ruleSet("rules:\n  \(rule):\n    enabled: true\n").advisoryRules.contains(rule)))
        let raised = try ruleSet("profile: all\nrules:\n  \(rule):\n    severity: error\n")
        #expect(raised.isEnabled(rule) && !raised.advisoryRules.contains(rule))
    }

    @Test func aRulesOwnSettingWinsOverTheProfile() throws {
        let rule = try #require(ids(.experimental).sorted().first)
        let off = try ruleSet("profile: all\nrules:\n  \(rule):\n    enabled: false\n")
        #expect(!off.isEnabled(rule) && !off.advisoryRules.contains(rule))
        #expect(!(try ruleSet("profile: all\nrules:\n  \(rule): off\n").isEnabled(rule)))
        #expect(!(try ruleSet(profile: .all, disable: [rule]).isEnabled(rule)))
        #expect(!(try ruleSet("profile: all\n", disable: ["unnamed_preview"]).isEnabled("unnamed_preview")))
    }

    @Test func anUnknownProfileIsAConfigurationErrorAtItsPlace() {
        let error = #expect(throws: ConfigurationError.self) {
            try ConfigurationLoader.parse("included: []\nprofile: extnded\n", path: "cfg.yml", root: "/r")
        }
        #expect(error?.diagnostics.map(\.description) == [
            "cfg.yml:2:10: error: 'profile' must be one of default, extended, all, found 'extnded'; did you mean 'extended'?",
        ])
    }
}
