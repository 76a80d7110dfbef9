import Testing
@testable import PreviewLintKit

@Suite struct ConfigurationLoaderTests {
    func diagnostics(_ yaml: String) -> [String] {
        do {
            let configuration = try ConfigurationLoader.parse(yaml, path: "cfg.yml", root: "/r")
            return configuration.warnings.map(\.description)
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func tabIndentationIsOneClearError() {
        #expect(diagnostics("rules:\n\tunnamed: off\n") == [
            "cfg.yml:2:1: error: found character that cannot start any token while scanning for the next token (line 2); indent with spaces, not tabs",
        ])
    }

    @Test func unclosedQuoteIsOneClearError() {
        let result = diagnostics("included:\n  - \"Sources\n")
        #expect(result.count == 1)
        #expect(result.first?.hasPrefix("cfg.yml:3:1: error: found unexpected end of stream while scanning a quoted scalar") == true)
    }

    @Test func wrongTypesAreErrorsWithPositions() {
        #expect(diagnostics("included: 3\nauto_formatters: maybe\n") == [
            "cfg.yml:1:11: error: 'included' must be a list of strings, found an integer",
            "cfg.yml:2:18: error: 'auto_formatters' must be true or false, found a string",
        ])
    }

    @Test func unknownKeysAreWarningsWithSuggestions() {
        #expect(diagnostics("exclude: [Pods]\nrules:\n  superfluous_disabl: off\n") == [
            "cfg.yml:1:1: warning: unknown key 'exclude'; did you mean 'excluded'?",
            "cfg.yml:3:3: warning: unknown rule 'superfluous_disabl'; did you mean 'superfluous_disable'?",
        ])
    }

    @Test func duplicateKeysAreErrors() {
        #expect(diagnostics("reporter: json\nreporter: xcode\n") == [
            "cfg.yml:2:1: error: duplicate key 'reporter' (first defined at line 1)",
        ])
    }

    @Test func aliasesToNowhereAreErrors() {
        #expect(diagnostics("included: *paths\n") == [
            "cfg.yml:1:11: error: alias '*paths' refers to no anchor defined before it",
        ])
    }

    @Test func anchorsAndAliasesAreResolved() throws {
        let configuration = try ConfigurationLoader.parse("included: &paths [App, Widget]\nexcluded: *paths\n", path: "cfg.yml", root: "/r")
        #expect(configuration.excluded.map(\.pattern) == ["App", "Widget"])
    }

    @Test func billionLaughsIsRefused() {
        var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            let previous = "*a\(level - 1)"
            yaml += "a\(level): &a\(level) [\(Array(repeating: previous, count: 10).joined(separator: ", "))]\n"
        }
        let result = diagnostics(yaml)
        #expect(result.count == 1)
        #expect(result.first?.contains("expands to more than 1000000 nodes through aliases") == true)
    }

    @Test func ruleSettingsAcceptShorthandAndOptions() throws {
        let configuration = try ConfigurationLoader.parse("rules:\n  superfluous_disable: error\n  custom_rules: off\n", path: "cfg.yml", root: "/r")
        #expect(configuration.rules["superfluous_disable"] == RuleSettings(enabled: true, severity: .error))
        #expect(configuration.rules["custom_rules"] == RuleSettings(enabled: false))
    }

    @Test func invalidCustomRegexIsAnError() {
        #expect(diagnostics("custom_rules:\n  broken:\n    regex: '(unclosed'\n") == [
            "cfg.yml:3:12: error: custom rule 'broken' has an invalid regular expression: (unclosed",
        ])
    }

    @Test func globsMatchLikeGitignore() {
        #expect(Glob("Pods").matches("Pods/A/B.swift"))
        #expect(Glob("*.generated.swift").matches("App/Models/User.generated.swift"))
        #expect(Glob("App/**/Preview?.swift").matches("App/Deep/er/Preview1.swift"))
        #expect(!Glob("App/**/Preview?.swift").matches("App/Deep/Preview12.swift"))
        #expect(Glob("[AW]*/Shared").matches("Widget/Shared/Format.swift"))
        #expect(!Glob("[!AW]*/Shared").matches("Widget/Shared/Format.swift"))
        #expect(!Glob("App").matches("Application/A.swift"))
    }
}
