import Testing

/// Code no known target compiles (a release script beside the app, a folder left behind) is no
/// production code and no formatter the app can call: the app's own formatter is no copy of it.
@Suite struct UnbuiltFormattingTests {
    static let app = """
        import Foundation
        func elapsed(_ seconds: Int) -> String { String(format: "%d:%02d", seconds / 60, seconds % 60) }
        struct AppScreen { func show() { print(elapsed(1)) } }

        """

    static let script = """
        import Foundation
        enum ReleaseNotes {
            static func duration(_ s: Int) -> String { "\\(s / 60):" + String(format: "%02d", s % 60) }
        }
        print(ReleaseNotes.duration(125))

        """

    @Test func aScriptInNoTargetIsNoFormatterToCall() throws {
        #expect(try BehaviourTwinsTests.lint(["App/Elapsed.swift": Self.app, "Scripts/notes.swift": Self.script]) == [])
    }

    @Test func inATargetItIs() throws {
        #expect(try BehaviourTwinsTests.lint(["App/Elapsed.swift": Self.app, "App/Notes.swift": Self.script]).count == 1)
    }
}
