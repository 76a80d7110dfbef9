import Foundation
import Testing
@testable import PreviewLintKit

/// The SARIF and Code Climate reports against their published schemas (Tests/Fixtures/schemas),
/// for the hand-built report and for a real run of the example repository.
@Suite struct ReportSchemaTests {
    func validator(_ name: String) throws -> SchemaValidator {
        let data = try #require(FileManager.default.contents(atPath: Fixtures.path("schemas/\(name)")))
        return SchemaValidator(root: try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any]))
    }

    /// The example repository's report, from the command line as CI runs it.
    func exampleReport(_ reporter: String) throws -> String {
        let fixture = Fixtures.path("MeditationApp")
        let result = try CommandRunner.run(["lint", "--quiet", "--no-cache", "--config", fixture + "/.previewlint.yml", "--reporter", reporter, fixture], in: fixture)
        #expect(result.status == 1, "the example has an error on purpose")
        return result.stdout
    }

    @Test func sarifIsValid() throws {
        let schema = try validator("sarif-schema-2.1.0.json")
        let reports = [SARIFReporter().render(ReportFixture.report(), context: ReportFixture.context), try exampleReport("sarif")]
        for report in reports {
            #expect(try schema.errors(.json(report)) == [])
        }
        // The check can fail: a level SARIF does not know is caught.
        let broken = reports[0].replacingOccurrences(of: "\"level\": \"warning\"", with: "\"level\": \"severe\"")
        #expect(try schema.errors(.json(broken)).contains { $0.contains("not one of the allowed values") })
    }

    @Test func codeClimateIsValidForGitLab() throws {
        let schema = try validator("gitlab-codeclimate.json")
        let reports = [CodeClimateReporter().render(ReportFixture.report(), context: ReportFixture.context), try exampleReport("codeclimate")]
        for report in reports {
            guard case .array(let issues) = try SchemaValidator.Value.json(report) else {
                Issue.record("a Code Quality report is a JSON array")
                continue
            }
            #expect(!issues.isEmpty)
            for issue in issues { #expect(schema.errors(issue) == []) }
            // What GitLab's documentation requires beyond its schema.
            let objects = try #require(try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [[String: Any]])
            for object in objects {
                #expect((object["check_name"] as? String)?.isEmpty == false)
                #expect(["info", "minor", "major", "critical", "blocker"].contains(object["severity"] as? String ?? ""))
                let location = try #require(object["location"] as? [String: Any])
                #expect((location["path"] as? String).map { !$0.isEmpty && !$0.hasPrefix("/") } == true)
                #expect(((location["lines"] as? [String: Any])?["begin"] as? Int ?? 0) >= 1)
            }
            #expect(Set(objects.map { $0["fingerprint"] as! String }).count == objects.count)
        }
        // The check can fail: an issue without a fingerprint is caught.
        #expect(schema.errors(.object([("description", .string("d")), ("severity", .string("major")), ("location", .object([]))])) == [": missing 'fingerprint'"])
    }

    @Test func sonarQubeIssuesNameTheRulesTheReportDeclares() throws {
        for report in [SonarQubeReporter().render(ReportFixture.report(), context: ReportFixture.context), try exampleReport("sonarqube")] {
            let document = try #require(try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any])
            let rules = try #require(document["rules"] as? [[String: Any]])
            let issues = try #require(document["issues"] as? [[String: Any]])
            for rule in rules {
                for field in ["id", "name", "description", "engineId", "cleanCodeAttribute"] { #expect(rule[field] is String, "\(field)") }
            }
            let declared = Set(rules.map { $0["id"] as! String })
            #expect(!issues.isEmpty && issues.allSatisfy { declared.contains($0["ruleId"] as? String ?? "") })
        }
    }
}
