import Testing

/// Inline formatting a branch does not show for an input shows no text there, as a member that
/// returns nil does: the two are one formatter when they agree wherever either shows text.
@Suite struct NoTextTests {
    /// A branch that does not show its text shows none, as a member returning nil: the two are one
    /// formatter, and the inline copy is told to call the member.
    @Test func inlineTextInABranchIsTheMemberThatReturnsNilOtherwise() throws {
        let screen = "struct ProgressScreen {\n    func run(_ task: TransferTask, _ model: ProgressModel) { show(task, model) }\n}\n"
        let file = FieldAliasTests.progress + FieldAliasTests.details + FieldAliasTests.refresh + screen
        #expect(try BehaviourTwinsTests.lint(["App/Progress.swift": file]) == [
            "App/Progress.swift:23:13: warning: the text ProgressModel.refresh(with:) builds inline outputs what ProgressText.details(for:) (App/Progress.swift:5) outputs, on all 168 inputs tried that the branches around it show (details(task) [task.progress.completedUnitCount = 0, task.progress.totalUnitCount = 125] → \"0 of 125 bytes\", details(task) [task.progress.completedUnitCount = 0, task.progress.totalUnitCount = 3661] → \"0 of 3661 bytes\"); call that one instead of keeping a second formatter that will drift (reimplemented_formatter)",
        ])
    }
}
