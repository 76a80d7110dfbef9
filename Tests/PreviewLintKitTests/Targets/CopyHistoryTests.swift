import Foundation
import Testing

/// `diverged_target_copy` with the repository's history: drift (a change that reached one copy and
/// not the other) against adaptation, declared copies, and what is never a copy group.
@Suite struct CopyHistoryTests {
    static let targets = "targets:\n  App: [App]\n  Widget: [Widget]\nrules:\n  diverged_target_copy: true\n"

    static func formatter(_ body: String, extra: String = "") -> String {
        "import Foundation\n\nfunc timerDisplay(seconds: Int) -> String {\n    \(body)\n}\n\nfunc remaining(until end: Date) -> Int {\n    max(0, Int(end.timeIntervalSinceNow))\n}\n\(extra)"
    }

    @Test func aCopyThatStayedBehindAfterTheCopiesMatchedIsDrift() throws {
        let repository = try TemporaryRepository()
        try repository.initializeGit()
        let original = Self.formatter("\"\\(seconds / 60) min\"")
        try repository.commit("Add the timer formatter to both targets", date: "2025-03-29",
                              [".previewlint.yml": Self.targets, "App/TimerFormatting.swift": original, "Widget/TimerFormatting.swift": original])
        try repository.commit("Pad seconds in the widget", date: "2025-04-02", ["Widget/TimerFormatting.swift": Self.formatter("String(format: \"%d:%02d\", seconds / 60, seconds % 60)")])
        try repository.commit("Show hours in the widget", date: "2025-05-10",
                              ["Widget/TimerFormatting.swift": Self.formatter("String(format: \"%d:%02d:%02d\", seconds / 3600, seconds / 60 % 60, seconds % 60)")])
        let latest = try repository.head()
        let result = try repository.run("lint")
        #expect(result.status == 1)
        #expect(result.stdout.split(separator: "\n") == [
            "App/TimerFormatting.swift:4:5: error: this copy stayed behind Widget/TimerFormatting.swift (target Widget): Widget/TimerFormatting.swift changed in 2 commits (the latest \(latest) \"Show hours in the widget\") since the copies last matched on 2025-03-29, this copy in none; func timerDisplay(seconds:) differs; the latest change this copy lacks: `String(format: \"%d:%02d\", seconds / 60, seconds % 60)` became `String(format: \"%d:%02d:%02d\", seconds / 3600, seconds / 60 % 60, seconds % 60)` in TimerFormatting.swift (diverged_target_copy)",
        ])
    }

    @Test func aCopyAdaptedWhenItWasMadeIsNoDrift() throws {
        let repository = try TemporaryRepository()
        try repository.initializeGit()
        try repository.commit("App formatter", date: "2025-01-10", [".previewlint.yml": Self.targets, "App/TimerFormatting.swift": Self.formatter("\"\\(seconds / 60) min\"")])
        try repository.commit("Widget copy, shorter", date: "2025-02-01", ["Widget/TimerFormatting.swift": Self.formatter("\"\\(seconds / 60)m\"")])
        try repository.commit("Unrelated", date: "2025-03-01", ["App/Other.swift": "struct Other {}\n"])
        let result = try repository.run("lint")
        #expect(result.status == 0)
        #expect(result.stdout == "")
        let copies = try repository.run("copies")
        #expect(copies.stdout.contains("adapted:\n  App/TimerFormatting.swift (App)\n  Widget/TimerFormatting.swift (Widget)\n"))
        #expect(copies.stdout.contains("later copy made in"))
    }

    @Test func partsEachCopyChangedAloneAfterTheyMatchedAreDriftBothWays() throws {
        let repository = try TemporaryRepository()
        try repository.initializeGit()
        let base = "struct Clock {\n    func label(_ s: Int) -> String { \"\\(s) s\" }\n    func tint() -> String { \"blue\" }\n    func size() -> Int { 12 }\n}\n"
        try repository.commit("Clock in both", date: "2025-01-10", [".previewlint.yml": Self.targets, "App/Clock.swift": base, "Widget/Clock.swift": base])
        try repository.commit("App tint", date: "2025-01-11", ["App/Clock.swift": base.replacingOccurrences(of: "blue", with: "red")])
        let tint = try repository.head()
        try repository.commit("Widget size", date: "2025-01-12", ["Widget/Clock.swift": base.replacingOccurrences(of: "12", with: "10")])
        let size = try repository.head()
        let result = try repository.run("lint")
        #expect(result.status == 1)
        #expect(result.stdout.split(separator: "\n") == [
            "App/Clock.swift:4:5: error: this copy stayed behind Widget/Clock.swift (target Widget): since the parts below were last alike in both copies (2025-01-11), Widget/Clock.swift changed them in 1 commit (the latest \(size) \"Widget size\") and this copy's one commit of its own left them alone; struct Clock: size() differs; the latest change this copy lacks: `func size() -> Int { 12 }` became `func size() -> Int { 10 }` in Clock.swift (diverged_target_copy)",
            "Widget/Clock.swift:3:5: error: this copy stayed behind App/Clock.swift (target App): since the parts below were last alike in both copies (2025-01-10), App/Clock.swift changed them in 1 commit (the latest \(tint) \"App tint\") and this copy's one commit of its own left them alone; struct Clock: tint() differs; the latest change this copy lacks: `func tint() -> String { \"blue\" }` became `func tint() -> String { \"red\" }` in Clock.swift (diverged_target_copy)",
        ])
        #expect(try repository.run("copies").stdout.hasPrefix("drifted:"))
    }

    @Test func aPartOnlyOneCopyChangedSinceItWasAlikeIsDrift() throws {
        let repository = try TemporaryRepository()
        try repository.initializeGit()
        let base = "struct Clock {\n    func label(_ s: Int) -> String { \"\\(s) s\" }\n    func tint() -> String { \"blue\" }\n}\n"
        try repository.commit("Clock in both", date: "2025-01-10", [".previewlint.yml": Self.targets, "App/Clock.swift": base, "Widget/Clock.swift": base])
        // The widget adds a member of its own (its growth, not drift); the app fixes the label alone.
        let widget = base.replacingOccurrences(of: "}\n}\n", with: "}\n    func family() -> String { \"small\" }\n}\n")
        try repository.commit("Widget family", date: "2025-01-11", ["Widget/Clock.swift": widget])
        try repository.commit("Fix the label", date: "2025-01-12", ["App/Clock.swift": base.replacingOccurrences(of: "\"\\(s) s\"", with: "\"\\(s)s\"")])
        let fix = try repository.head()
        let result = try repository.run("lint")
        #expect(result.status == 1)
        #expect(result.stdout.split(separator: "\n") == [
            "Widget/Clock.swift:2:5: error: this copy stayed behind App/Clock.swift (target App): since the parts below were last alike in both copies (2025-01-11), App/Clock.swift changed them in 1 commit (the latest \(fix) \"Fix the label\") and this copy's one commit of its own left them alone; struct Clock: label(_:) differs; the latest change this copy lacks: `func label(_ s: Int) -> String { \"\\(s) s\" }` became `func label(_ s: Int) -> String { \"\\(s)s\" }` in Clock.swift (diverged_target_copy)",
        ])
        let json = try repository.run("copies", "--format", "json")
        #expect(json.stdout.contains("\"drifted_parts\""))
        #expect(json.stdout.contains("\"changed_in\": \"App/Clock.swift\""))
    }

    /// A member one copy added alone is that copy's own (a string, a helper its target calls),
    /// unless it overrides what both types inherit: a fix made to one copy only.
    @Test func anOverrideOneCopyAddedAloneIsDriftAHelperIsNot() throws {
        let repository = try TemporaryRepository()
        try repository.initializeGit()
        let base = "final class HoverButton: NSButton {\n    var isHovered = false\n    override func resetCursorRects() { addCursorRect(bounds, cursor: .pointingHand) }\n}\n"
        try repository.commit("Button in both", date: "2025-01-10", [".previewlint.yml": Self.targets, "App/HoverButton.swift": base, "Widget/HoverButton.swift": base])
        let role = "    override func accessibilityRole() -> NSAccessibility.Role? { .button }\n"
        try repository.commit("Accessibility role for the app's button", date: "2025-01-11",
                              ["App/HoverButton.swift": base.replacingOccurrences(of: "    var isHovered", with: role + "    var isHovered")])
        let fix = try repository.head()
        try repository.commit("Widget helper", date: "2025-01-12",
                              ["Widget/HoverButton.swift": base.replacingOccurrences(of: "    var isHovered", with: "    func pulse() { isHovered.toggle() }\n    var isHovered")])
        let result = try repository.run("lint")
        #expect(result.stdout.split(separator: "\n") == [
            "Widget/HoverButton.swift:1:1: error: this copy stayed behind App/HoverButton.swift (target App): since the parts below were last alike in both copies (2025-01-10), App/HoverButton.swift changed them in 1 commit (the latest \(fix) \"Accessibility role for the app's button\") and this copy's one commit of its own left them alone; class HoverButton: accessibilityRole() missing in this copy; the latest change this copy lacks: `override func accessibilityRole() -> NSAccessibility.Role? { .button }` added in HoverButton.swift (diverged_target_copy)",
        ])
    }

    /// The example repository's layout as a git checkout: the widget's copies moved on after the
    /// copies were made alike, so the app's copies stayed behind; without `.git`, one level lower.
    @Test func theMeditationAppsCopiesThatStayedBehindAreErrorsWithTheirHistory() throws {
        let fixture = Fixtures.path("MeditationApp")
        func read(_ path: String) throws -> String { try String(contentsOfFile: fixture + "/" + path, encoding: .utf8) }
        let pairs = [("LittleMoments/Features/LiveActivity/MeditationLiveActivityAttributes.swift", "WidgetExtension/MeditationLiveActivityAttributes.swift"),
                     ("LittleMoments/Shared/TimerFormatting.swift", "WidgetExtension/TimerFormatting.swift")]
        let configuration = "targets:\n  LittleMoments: [LittleMoments/**]\n  WidgetExtension: [WidgetExtension/**]\nrules:\n  diverged_target_copy: true\n"
        let repository = try TemporaryRepository()
        try repository.initializeGit()
        var first: [String: String] = [".previewlint.yml": configuration]
        for (app, widget) in pairs { first[app] = try read(app); first[widget] = try read(app) }
        try repository.commit("Copy the Live Activity state and formatter into the widget", date: "2025-03-29", first)
        var second: [String: String] = [:]
        for (_, widget) in pairs { second[widget] = try read(widget) }
        try repository.commit("Widget: pause state and new styling", date: "2025-10-09", second)
        let result = try repository.run("lint")
        let copies = result.stdout.split(separator: "\n").filter { $0.hasSuffix("(diverged_target_copy)") }
        #expect(result.status == 1)
        #expect(copies.count == 1)
        #expect(copies.allSatisfy { $0.hasPrefix("LittleMoments/Features/LiveActivity/MeditationLiveActivityAttributes.swift:") && $0.contains(": error: this copy stayed behind WidgetExtension/MeditationLiveActivityAttributes.swift (target WidgetExtension): WidgetExtension/MeditationLiveActivityAttributes.swift changed in 1 commit") && $0.contains("since the copies last matched on 2025-03-29, this copy in none") })

        try FileManager.default.removeItem(atPath: repository.path + "/.git")
        let withoutGit = try repository.run("lint")
        #expect(withoutGit.stdout.split(separator: "\n").filter { $0.hasSuffix("(diverged_target_copy)") }.allSatisfy { $0.contains(": warning: this copy differs from") && $0.contains("history not available (the repository is not a git checkout)") })
    }

    @Test func withoutHistoryTheDifferencesAreReportedOneSeverityLower() throws {
        let repository = try TemporaryRepository([
            ".previewlint.yml": Self.targets,
            "App/TimerFormatting.swift": Self.formatter("\"\\(seconds / 60) min\""),
            "Widget/TimerFormatting.swift": Self.formatter("\"\\(seconds / 60)m\""),
        ])
        let result = try repository.run("lint")
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\n") == [
            "App/TimerFormatting.swift:3:6: warning: this copy differs from Widget/TimerFormatting.swift (target Widget): func timerDisplay(seconds:) differs; history not available (the repository is not a git checkout), so drift cannot be told from adaptation (diverged_target_copy)",
            "Widget/TimerFormatting.swift:3:6: warning: this copy differs from App/TimerFormatting.swift (target App): func timerDisplay(seconds:) differs; history not available (the repository is not a git checkout), so drift cannot be told from adaptation (diverged_target_copy)",
        ])
    }

    @Test func declaredCopiesMustStayIdenticalWhateverTheHistory() throws {
        let repository = try TemporaryRepository()
        try repository.initializeGit()
        try repository.commit("App formatter", date: "2025-01-10", [".previewlint.yml": Self.targets, "App/TimerFormatting.swift": Self.formatter("\"\\(seconds / 60) min\"")])
        try repository.commit("Widget copy", date: "2025-02-01",
                              ["Widget/TimerFormatting.swift": "// Copied from App/TimerFormatting.swift: keep in sync.\n" + Self.formatter("\"\\(seconds / 60)m\"")])
        let result = try repository.run("lint")
        #expect(result.status == 1)
        #expect(result.stdout.split(separator: "\n") == [
            "Widget/TimerFormatting.swift:5:5: error: this file says it is a copy (\"// Copied from App/TimerFormatting.swift: keep in sync.\", line 1) but differs from App/TimerFormatting.swift (target App): func timerDisplay(seconds:) differs; first difference: `\"\\(seconds / 60)m\"` here, `\"\\(seconds / 60) min\"` in TimerFormatting.swift (diverged_target_copy)",
        ])
        // The configuration can declare them too; identical copies stay quiet.
        let configured = try TemporaryRepository([
            ".previewlint.yml": Self.targets + "copies:\n  - [App/Theme.swift, Widget/Theme.swift]\n",
            "App/Theme.swift": "enum Theme {\n    static let accent = \"blue\"\n    static let corner = 12\n}\n",
            "Widget/Theme.swift": "enum Theme {\n    static let accent = \"blue\" // the app's\n    static let corner = 12\n}\n",
        ])
        #expect(try configured.run("lint").stdout == "")
    }

    @Test func buildManifestsAndTypeNamesAloneMakeNoCopies() throws {
        let manifest = { (name: String) in "import ProjectDescription\n\nlet project = Project(\n    name: \"\(name)\",\n    targets: [.target(name: \"\(name)\", destinations: .iOS, product: .framework, bundleId: \"app.\(name)\", sources: [\"Sources/**\"])]\n)\n" }
        let stub = "final class MockStore: Store {\n    var items: [String] = []\n    func load() async throws -> [String] { items }\n}\n"
        let repository = try TemporaryRepository([
            ".previewlint.yml": "targets:\n  Feed: [Feed]\n  Profile: [Profile]\n  AppTests: [AppTests]\n  Support: [Support]\nrules:\n  diverged_target_copy: true\n  identical_target_copy: true\n",
            "Feed/Project.swift": manifest("Feed"),
            "Profile/Project.swift": manifest("Profile"),
            "Support/MockStore.swift": stub,
            "AppTests/FeedTests.swift": stub + "\nfinal class FeedTests {\n    func testLoad() async throws { let store = MockStore(); store.items = [\"a\"]; _ = try await store.load() }\n    func testEmpty() async throws { _ = try await MockStore().load() }\n    func testTitle() { _ = \"Feed\" }\n}\n",
        ])
        let result = try repository.run("lint")
        #expect(result.stdout == "")
        #expect(try repository.run("copies").stdout == "0 groups of copies\n")
    }
}
