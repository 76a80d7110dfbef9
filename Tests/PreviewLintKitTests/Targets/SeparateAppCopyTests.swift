import Testing

/// Copies in two apps that no one project describes together are copies only where history shows
/// them kept alike: sample apps written from one template are never edited in step, an app's
/// second edition (a Swift Playgrounds copy of the app) is.
@Suite struct SeparateAppCopyTests {
    static func project(_ name: String) -> String {
        "name: \(name)\ntargets:\n  \(name):\n    type: application\n    platform: iOS\n    sources: [Sources]\n"
    }

    static func formatting(_ separator: String) -> String {
        """
        import Foundation

        enum Clock {
            static func text(seconds: Int) -> String {
                let minutes = seconds / 60
                let rest = seconds % 60
                return String(format: "%d\(separator)%02d", minutes, rest)
            }
        }

        """
    }

    func repository() throws -> TemporaryRepository {
        let repository = try TemporaryRepository()
        try repository.initializeGit()
        try repository.commit("Two apps", date: "2025-03-01", [
            "Apps/One/project.yml": Self.project("One"), "Apps/One/Sources/Clock.swift": Self.formatting(":"),
            "Apps/Two/project.yml": Self.project("Two"), "Apps/Two/Sources/Clock.swift": Self.formatting(":"),
        ])
        return repository
    }

    @Test func copiesNoCommitEditedInStepAreSeparateApps() throws {
        let repository = try repository()
        try repository.commit("One: a note", date: "2025-03-02", ["Apps/One/notes.txt": "later\n"])
        // A blank line and a comment change neither copy's code: no edit made in step.
        let tidied = "// Clock\n\n" + Self.formatting(":")
        try repository.commit("One: tidy", date: "2025-03-03", ["Apps/One/Sources/Clock.swift": tidied])
        #expect(try repository.run("lint", "--quiet").stdout == "")
    }

    @Test func copiesEditedInStepAreCopies() throws {
        let repository = try repository()
        try repository.commit("Both: a dot", date: "2025-03-02", [
            "Apps/One/Sources/Clock.swift": Self.formatting("."), "Apps/Two/Sources/Clock.swift": Self.formatting("."),
        ])
        #expect(try repository.run("lint", "--quiet").stdout.split(separator: "\n") == [
            "Apps/One/Sources/Clock.swift:1:1: note: this file is an identical copy of Apps/Two/Sources/Clock.swift (target Two); share one file between the targets (target membership or a shared module) so the copies cannot drift (identical_target_copy)",
            "Apps/Two/Sources/Clock.swift:1:1: note: this file is an identical copy of Apps/One/Sources/Clock.swift (target One); share one file between the targets (target membership or a shared module) so the copies cannot drift (identical_target_copy)",
        ])
    }
}
