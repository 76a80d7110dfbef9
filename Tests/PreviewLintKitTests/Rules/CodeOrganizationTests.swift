import Foundation
import Testing
@testable import PreviewLintKit

/// Keeps the repository's own conventions true: the README lists the catalog as it is.
@Suite struct CodeOrganizationTests {
    @Test func readmeRuleTableIsTheCatalog() throws {
        let readme = try String(contentsOf: RuleCatalogTests.repository.appendingPathComponent("README.md"), encoding: .utf8)
        guard let start = readme.range(of: "<!-- rules:start -->\n"), let end = readme.range(of: "<!-- rules:end -->") else {
            Issue.record("README.md has no rules table markers")
            return
        }
        #expect(String(readme[start.upperBound..<end.lowerBound]) == RuleDocumentation.list(format: "markdown"), "regenerate with `previewlint rules --format markdown`")
    }

    @Test func everyRuleHasItsCurrentDocumentationPage() throws {
        let folder = RuleCatalogTests.repository.appendingPathComponent("docs/rules")
        let pages = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }.sorted()
        #expect(pages == RuleCatalog.ids.map { "\($0).md" })
        for rule in RuleCatalog.descriptors {
            let page = try? String(contentsOf: folder.appendingPathComponent("\(rule.id).md"), encoding: .utf8)
            #expect(page == RuleDocumentation.markdown(rule), "docs/rules/\(rule.id).md is stale: run Scripts/generate-docs.sh")
        }
    }

    @Test func theRepositoryLintsItselfCleanly() throws {
        let result = try CommandRunner.run(["lint", "--quiet", "--strict"], in: RuleCatalogTests.repository.path)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }
}
