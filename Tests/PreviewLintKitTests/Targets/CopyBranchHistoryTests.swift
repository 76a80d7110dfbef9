import Foundation
import Testing

/// `diverged_target_copy` over histories with branches: drift is a change that reached one copy
/// alone after they last agreed, whatever the merge shape; a shallow clone says what it cannot
/// know; the project is found from the linted path, not from the folder the command runs in.
@Suite struct CopyBranchHistoryTests {
    static func view(_ button: String) -> String {
        "import SwiftUI\n\nstruct ActivityView: View {\n    let seconds: Int\n    var body: some View {\n        VStack {\n            Text(\"\\(seconds / 60) min\")\n            \(button)\n        }\n    }\n}\n"
    }

    /// Copies made alike on a feature branch, then one changed alone there: the branch reaches the
    /// main line in one merge with the copies already different, yet they agreed on the branch.
    @Test func copiesAlikeOnABranchThenChangedApartThereAreDrift() throws {
        let repository = try TemporaryRepository()
        try repository.initializeGit()
        try repository.commit("Start", date: "2025-03-01", [".previewlint.yml": CopyHistoryTests.targets, "App/Other.swift": "struct Other {}\n"])
        try repository.git("checkout", "-q", "-b", "feature")
        let original = Self.view("Button(\"Cancel\") {}")
        try repository.commit("Live Activity view in both targets", date: "2025-03-29", ["App/ActivityView.swift": original, "Widget/ActivityView.swift": original])
        try repository.commit("Widget: cancel through a link", date: "2025-03-30",
                              ["Widget/ActivityView.swift": Self.view("Link(\"Cancel\", destination: URL(string: \"app://cancel\")!)")])
        let cancel = try repository.head()
        try repository.git("checkout", "-q", "main")
        try repository.merge("feature", date: "2025-04-01")
        let result = try repository.run("lint")
        #expect(result.status == 1)
        #expect(result.stdout.split(separator: "\n") == [
            "App/ActivityView.swift:8:13: error: this copy stayed behind Widget/ActivityView.swift (target Widget): Widget/ActivityView.swift changed in 1 commit (the latest \(cancel) \"Widget: cancel through a link\") since the copies last matched on 2025-03-29, this copy in none; struct ActivityView: body differs; the latest change this copy lacks: `Button(\"Cancel\") {}` became `Link(\"Cancel\", destination: URL(string: \"app://cancel\")!)` in ActivityView.swift (diverged_target_copy)",
        ])
        let copies = try repository.run("copies")
        #expect(copies.stdout.hasPrefix("drifted:\n  App/ActivityView.swift (App)\n  Widget/ActivityView.swift (Widget)\n  drifted: ActivityView.swift ↔ Widget/ActivityView.swift, Widget/ActivityView.swift moved on\n"))
    }

    /// Copies that never agreed, each changed only together since: adapted, whatever the branches.
    @Test func copiesMadeDifferentAndChangedTogetherAreAdapted() throws {
        let repository = try TemporaryRepository()
        try repository.initializeGit()
        try repository.commit("Both views, the widget's adapted", date: "2025-03-01", [
            ".previewlint.yml": CopyHistoryTests.targets,
            "App/ActivityView.swift": Self.view("Button(\"Cancel\") {}"), "Widget/ActivityView.swift": Self.view("Link(\"Cancel\", destination: cancelURL)"),
        ])
        try repository.git("checkout", "-q", "-b", "feature")
        try repository.commit("Larger text in both", date: "2025-03-05", [
            "App/ActivityView.swift": Self.view("Button(\"Cancel\") {}.font(.title)"), "Widget/ActivityView.swift": Self.view("Link(\"Cancel\", destination: cancelURL).font(.title)"),
        ])
        try repository.git("checkout", "-q", "main")
        try repository.merge("feature", date: "2025-03-06")
        #expect(try repository.run("lint").stdout == "")
        #expect(try repository.run("copies").stdout.hasPrefix("adapted:"))
    }

    /// A change made to both copies in the same commits is maintenance of both, not drift, even
    /// when the two changes differ.
    @Test func copiesChangedInTheSameCommitsAreNoDrift() throws {
        let repository = try TemporaryRepository()
        try repository.initializeGit()
        let original = Self.view("Button(\"Cancel\") {}")
        try repository.commit("Both views", date: "2025-03-01", [".previewlint.yml": CopyHistoryTests.targets, "App/ActivityView.swift": original, "Widget/ActivityView.swift": original])
        try repository.commit("Cancel in each target's way", date: "2025-03-02", [
            "App/ActivityView.swift": Self.view("Button(\"Stop\") { stop() }"), "Widget/ActivityView.swift": Self.view("Link(\"Stop\", destination: stopURL)"),
        ])
        #expect(try repository.run("lint").stdout == "")
        #expect(try repository.run("copies").stdout.hasPrefix("adapted:"))
    }

    /// Copies adapted when the later one was made (a watch view rewritten for a small screen)
    /// never agreed: what each target does to them afterwards continues that adaptation.
    @Test func copiesThatNeverAgreedStayAdaptedWhateverChangesOneAlone() throws {
        let repository = try TemporaryRepository()
        try repository.initializeGit()
        try repository.commit("App view", date: "2025-03-01", [".previewlint.yml": CopyHistoryTests.targets, "App/ActivityView.swift": Self.view("Button(\"Cancel\") {}")])
        try repository.commit("Widget view, adapted", date: "2025-03-02", ["Widget/ActivityView.swift": Self.view("Link(\"Cancel\", destination: cancelURL)")])
        try repository.commit("App: larger button", date: "2025-03-03", ["App/ActivityView.swift": Self.view("Button(\"Cancel\") {}.font(.title)")])
        #expect(try repository.run("lint").stdout == "")
        #expect(try repository.run("copies").stdout.hasPrefix("adapted:"))
    }

    /// A part each copy changed on its own since they agreed is maintained apart in each target.
    @Test func aPartEachCopyChangedOnItsOwnIsMaintainedApart() throws {
        let repository = try TemporaryRepository()
        try repository.initializeGit()
        let original = Self.view("Button(\"Cancel\") {}")
        try repository.commit("Both views", date: "2025-03-01", [".previewlint.yml": CopyHistoryTests.targets, "App/ActivityView.swift": original, "Widget/ActivityView.swift": original])
        try repository.commit("App: larger button", date: "2025-03-02", ["App/ActivityView.swift": Self.view("Button(\"Cancel\") {}.font(.title)")])
        try repository.commit("Widget: a link", date: "2025-03-03", ["Widget/ActivityView.swift": Self.view("Link(\"Cancel\", destination: cancelURL)")])
        #expect(try repository.run("lint").stdout == "")
        #expect(try repository.run("copies").stdout.hasPrefix("adapted:"))
    }

    /// Two apps that no one project describes (sample apps written from one template) are separate
    /// products: their similar files are no copies of each other.
    @Test func filesOfSeparateAppsAreNoCopies() throws {
        let project = { (name: String) in "name: \(name)\ntargets:\n  \(name):\n    type: application\n    platform: iOS\n    sources: [Sources]\n" }
        let repository = try TemporaryRepository([
            "Samples/One/project.yml": project("One"), "Samples/One/Sources/ActivityView.swift": Self.view("Button(\"Cancel\") {}"),
            "Samples/Two/project.yml": project("Two"), "Samples/Two/Sources/ActivityView.swift": Self.view("Link(\"Cancel\", destination: cancelURL)"),
        ])
        #expect(try repository.run("lint").stdout == "")
        #expect(try repository.run("copies").stdout == "0 groups of copies\n")
    }

    /// A shallow clone has no history to tell drift from adaptation: one severity lower, saying so.
    @Test func aShallowCloneSaysSoOneSeverityLower() throws {
        let origin = try TemporaryRepository()
        try origin.initializeGit()
        let original = Self.view("Button(\"Cancel\") {}")
        try origin.commit("Both views", date: "2025-03-01", [".previewlint.yml": CopyHistoryTests.targets, "App/ActivityView.swift": original, "Widget/ActivityView.swift": original])
        try origin.commit("Widget link", date: "2025-03-02", ["Widget/ActivityView.swift": Self.view("Link(\"Cancel\", destination: cancelURL)")])
        let clone = try TemporaryRepository()
        try clone.git("clone", "-q", "--depth", "1", "file://" + origin.path, ".")
        let result = try clone.run("lint")
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\n") == [
            "App/ActivityView.swift:3:8: warning: this copy differs from Widget/ActivityView.swift (target Widget): struct ActivityView: body differs; history not available (the checkout is shallow (fetch the whole history, e.g. fetch-depth: 0)), so drift cannot be told from adaptation (diverged_target_copy)",
            "Widget/ActivityView.swift:3:8: warning: this copy differs from App/ActivityView.swift (target App): struct ActivityView: body differs; history not available (the checkout is shallow (fetch the whole history, e.g. fetch-depth: 0)), so drift cannot be told from adaptation (diverged_target_copy)",
        ])
    }

    /// The configuration and the targets are the linted repository's, from whatever folder the
    /// command runs in; only the paths in the report follow the current folder.
    @Test func aRepositoryLintedFromAnotherFolderReportsTheSameFindings() throws {
        let repository = try TemporaryRepository()
        try repository.initializeGit()
        let original = Self.view("Button(\"Cancel\") {}")
        try repository.commit("Both views", date: "2025-03-01", [".previewlint.yml": CopyHistoryTests.targets, "App/ActivityView.swift": original, "Widget/ActivityView.swift": original])
        try repository.commit("Widget link", date: "2025-03-02", ["Widget/ActivityView.swift": Self.view("Link(\"Cancel\", destination: cancelURL)")])
        // The other folder has a project of its own that must not be read.
        let elsewhere = try TemporaryRepository(["Other.xcodeproj/project.pbxproj": "{ broken", ".previewlint.yml": "rules:\n  diverged_target_copy: false\n"])
        let name = URL(fileURLWithPath: repository.path).lastPathComponent
        let inside = try repository.run("lint", "--reporter", "json")
        let outside = try CommandRunner.run(["lint", "--reporter", "json", "../" + name], in: elsewhere.path)
        #expect(inside.status == 1 && outside.status == 1)
        #expect(outside.stdout.replacingOccurrences(of: "../\(name)/", with: "") == inside.stdout)
        #expect(outside.stderr == inside.stderr)
        for command in ["copies", "formatters", "previews", "coverage"] {
            let own = try repository.run(command, "--format", "json")
            let other = try CommandRunner.run([command, "--format", "json", repository.path], in: elsewhere.path)
            #expect(own.stdout == other.stdout, "\(command)")
        }
    }
}
