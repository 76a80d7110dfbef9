import Testing
@testable import PreviewLintKit

/// Rules share answers between files during a run; an editor keeps one Linter for a whole session,
/// so an answer about an older project (the types it declared then) must not survive into the next run.
@Suite struct RunMemoTests {
    @Test func answersDoNotOutliveTheirRun() throws {
        let repository = try TemporaryRepository(["Preview.swift": "import SwiftUI\n\n#Preview {\n    LiveScoreCard()\n}\n"])
        let configuration = Configuration(root: repository.realPath)
        let linter = Linter(configuration: configuration, ruleSet: try RuleSet(configuration: configuration, enable: [PreviewLiveDependencyRule.id]))
        let request = LintRequest(paths: [repository.realPath], jobs: 1)

        let before = linter.lint(request).violations.filter { $0.ruleID == PreviewLiveDependencyRule.id }
        #expect(before.map(\.range.start.line) == [4])

        // LiveScoreCard becomes a view of the repository: what the preview renders, not a dependency.
        try repository.write("LiveScoreCard.swift", "import SwiftUI\n\nstruct LiveScoreCard: View {\n    var body: some View { Text(\"1:0\") }\n}\n")
        let after = linter.lint(request).violations.filter { $0.ruleID == PreviewLiveDependencyRule.id }
        #expect(after.isEmpty)
    }
}
