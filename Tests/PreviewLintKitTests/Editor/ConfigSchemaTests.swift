import Foundation
import Testing
@testable import PreviewLintKit

@Suite struct ConfigSchemaTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let committedPath = repositoryRoot + "/docs/previewlint.schema.json"

    func validator() throws -> SchemaValidator {
        let data = try #require(FileManager.default.contents(atPath: Self.committedPath))
        return SchemaValidator(root: try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any]))
    }

    func errors(_ yaml: String) throws -> [String] {
        guard let node = try YAMLReader.read(yaml, path: "test.yml") else { return [] }
        return try validator().errors(SchemaValidator.Value(node))
    }

    @Test func theCommittedSchemaIsTheCommandsOutput() throws {
        let result = try CommandRunner.run(["config-schema"], in: Self.repositoryRoot)
        #expect(result.status == 0)
        let committed = try String(contentsOfFile: Self.committedPath, encoding: .utf8)
        // Regenerate with: swift run previewlint config-schema > docs/previewlint.schema.json
        #expect(result.stdout == committed)
    }

    @Test func theSampleConfigurationIsValidForTheSchemaAndTheLoader() throws {
        let path = Fixtures.path("editor-schema") + "/.previewlint.yml"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(try errors(text) == [])
        let configuration = try ConfigurationLoader.load(file: path)
        #expect(configuration.warnings.isEmpty)
        #expect(configuration.customRules.first?.replacement == "session")
    }

    @Test func theRepositorysOwnConfigurationIsValid() throws {
        let text = try String(contentsOfFile: Self.repositoryRoot + "/.previewlint.yml", encoding: .utf8)
        #expect(try errors(text) == [])
    }

    @Test func everyRuleExampleConfigurationIsValid() throws {
        let configurations = RuleCatalog.descriptors.flatMap { $0.triggeringExamples + $0.nonTriggeringExamples }.compactMap(\.configuration)
        #expect(!configurations.isEmpty)
        for configuration in configurations {
            #expect(try errors(configuration) == [], "\(configuration)")
        }
    }

    @Test(arguments: [
        ("inclded: [a]", "/inclded: not allowed"),
        ("reporter: fancy", "/reporter: not one of the allowed values"),
        ("rules:\n  superfluous_disable:\n    severity: loud", "/rules/superfluous_disable: matches none of anyOf"),
        ("rules:\n  no_such_rule: true", "/rules/no_such_rule: not allowed"),
        ("custom_rules:\n  mine:\n    message: no regex", "/custom_rules/mine: missing 'regex'"),
        ("custom_rules:\n  mine:\n    regex: x\n    scope: everywhere", "/custom_rules/mine/scope: not one of the allowed values"),
        ("custom_rules:\n  custom_rules:\n    regex: x", "/custom_rules/custom_rules (name): matches a forbidden schema"),
        ("included: src", "/included: expected array or null, found string"),
    ])
    func mistakesAreReported(yaml: String, expected: String) throws {
        let found = try errors(yaml)
        #expect(found.contains { $0.hasPrefix(expected) }, "\(found)")
    }
}
