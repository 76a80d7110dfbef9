import Foundation
import Testing

/// Project descriptions are written on the Mac's case-insensitive file system: a path that is on
/// disk only in another case is read as the one entry that matches, with a note; never a guess
/// between several.
@Suite struct PathCaseTests {
    @Test func anXcodeGenIncludeWrittenInAnotherCaseIsRead() throws {
        let repository = try TemporaryRepository([
            "project.yml": "name: Timer\ninclude:\n  - App/App.yml\n",
            "App/app.yml": "targets:\n  Timer:\n    type: application\n    platform: iOS\n    sources: [Sources]\n",
            "App/Sources/TimerApp.swift": "struct TimerApp {}\n",
        ])
        let result = try repository.run("targets")
        #expect(result.status == 0)
        #expect(result.stdout == "Timer (xcodegen, app, iOS, project.yml:2): 1 file\n  App/Sources/TimerApp.swift\n")
        #expect(result.stderr == "project.yml:1:1: note: App/App.yml is not on disk as written; read as App/app.yml (the Mac's file system ignores case)\n")
    }

    @Test func anXcodeFileReferenceInAnotherCaseIsTheFileOnDisk() throws {
        let repository = try TemporaryRepository()
        try FileManager.default.removeItem(atPath: repository.path)
        try FileManager.default.copyItem(atPath: Fixtures.path("targets-xcode-groups"), toPath: repository.path)
        let project = repository.path + "/Timer.xcodeproj/project.pbxproj"
        let text = try String(contentsOfFile: project, encoding: .utf8)
        try text.replacingOccurrences(of: "path = TimerApp.swift;", with: "path = timerApp.swift;").write(toFile: project, atomically: true, encoding: .utf8)
        let expected = try String(contentsOfFile: repository.path + "/expected-targets.json", encoding: .utf8)
        let result = try repository.run("targets", "--format", "json")
        #expect(result.stdout == expected)
        #expect(result.stderr == "Timer.xcodeproj/project.pbxproj:1:1: note: Timer/timerApp.swift is not on disk as written; read as Timer/TimerApp.swift (the Mac's file system ignores case)\n")
    }

    @Test func aPathTwoEntriesMatchIgnoringCaseStaysUnresolved() throws {
        let repository = try TemporaryRepository([
            "project.yml": "name: Timer\ntargets:\n  Timer:\n    type: application\n    platform: iOS\n    sources: [app]\n",
            "App/One.swift": "struct One {}\n",
            "APP/Two.swift": "struct Two {}\n",
        ])
        let result = try repository.run("targets")
        #expect(result.stdout == "Timer (xcodegen, app, iOS, project.yml:3): 0 files\n")
        #expect(result.stderr == "")
    }
}
