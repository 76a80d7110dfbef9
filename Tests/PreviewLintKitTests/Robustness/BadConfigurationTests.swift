import Foundation
import Testing

/// Broken `.previewlint.yml` files: exit 2 and one message naming file:line:column, never a crash or a hang.
@Suite("Bad configuration files")
struct BadConfigurationTests {
    private func lint(configuration: String) throws -> (CommandResult, String) {
        let repository = try TemporaryRepository(["Good.swift": "struct Good {}\n", ".previewlint.yml": configuration])
        return (try repository.run("lint", "--quiet"), repository.realPath + "/.previewlint.yml")
    }

    @Test(arguments: [
        ("tab indentation", "included:\n\t- Sources\n", ":2:1: error: found character that cannot start any token while scanning for the next token (line 2); indent with spaces, not tabs"),
        ("duplicate key", "reporter: json\nreporter: xcode\n", ":2:1: error: duplicate key 'reporter' (first defined at line 1)"),
        ("unclosed flow sequence", "included: [Sources, Tests\n", ":2:1: error: did not find expected ',' or ']' while parsing a flow sequence (line 1)"),
        ("unclosed flow mapping", "rules: {custom_rules: off\n", ":2:1: error: did not find expected ',' or '}' while parsing a flow mapping (line 1)"),
        ("alias to no anchor", "included: *sources\n", ":1:11: error: alias '*sources' refers to no anchor defined before it"),
        ("second document", "reporter: json\n---\nreporter: xcode\n", ":2:1: error: expected one YAML document, found a second one"),
        ("unclosed quote", "reporter: \"json\n", ":2:1: error: found unexpected end of stream while scanning a quoted scalar (line 1)"),
    ])
    func invalidYAMLExitsTwo(_ name: String, _ text: String, _ expected: String) throws {
        let (result, path) = try lint(configuration: text)
        #expect(result.status == 2, "\(name)")
        #expect(result.stdout == "")
        #expect(result.stderr == path + expected + "\n", "\(name)")
    }

    /// Nine levels of ten aliases each would expand to 10⁹ nodes.
    @Test func billionLaughsIsRefused() throws {
        var text = "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...9 {
            text += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        let (result, path) = try lint(configuration: text)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix(path + ":"))
        #expect(result.stderr.contains("expands to more than 1000000 nodes through aliases"))
    }

    @Test func fiftyMegabyteDocumentIsRefusedBeforeParsing() throws {
        let line = "# " + String(repeating: "x", count: 1021) + "\n"
        let text = String(repeating: line, count: 50 * 1024)
        let (result, path) = try lint(configuration: text)
        #expect(result.status == 2)
        #expect(result.stderr == path + ":1:1: error: the configuration file is 50 MB; a configuration larger than 8 MB is refused\n")
    }

    /// Tree building and tearing down must not recurse once per level.
    @Test func deeplyNestedYAMLIsHandled() throws {
        let depth = 100_000
        let text = "included: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n"
        let (result, path) = try lint(configuration: text)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix(path + ":1:"))
    }

    @Test func invalidUTF8ConfigurationExitsTwo() throws {
        let repository = try TemporaryRepository(["Good.swift": "struct Good {}\n"])
        try Data([0x72, 0x65, 0x70, 0x3A, 0x20, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: repository.path + "/.previewlint.yml"))
        let result = try repository.run("lint", "--quiet")
        #expect(result.status == 2)
        #expect(result.stderr == repository.realPath + "/.previewlint.yml:1:1: error: the configuration file is not valid UTF-8\n")
    }

    @Test(arguments: ["([", "a{2,1}", "(?<name", "\\", "*"])
    func invalidRegexInCustomRuleExitsTwo(_ pattern: String) throws {
        let quoted = pattern.replacingOccurrences(of: "'", with: "''")
        let (result, path) = try lint(configuration: "custom_rules:\n  no_bad:\n    regex: '\(quoted)'\n")
        #expect(result.status == 2, "\(pattern)")
        #expect(result.stderr.hasPrefix(path + ":3:12: error: custom rule 'no_bad' has an invalid regular expression"), "\(pattern)")
    }
}
