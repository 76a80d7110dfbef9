import Foundation
import Testing

@Suite struct TargetCopyRulesTests {
    @Test func listsEachDeclarationThatDiffersOnEveryCopy() throws {
        let result = try CommandRunner.run(["lint", "--enable", "diverged_target_copy"], in: Fixtures.path("targets-xcode-groups"))
        // The widget's copy says it is one ("keep in sync"): every difference is an error, history or not.
        #expect(result.status == 1)
        #expect(result.stdout.split(separator: "\n") == [
            "TimerWidget/TimerFormatting.swift:8:9: error: this file says it is a copy (\"// Copied from the app; keep in sync.\", line 4) but differs from Timer/TimerFormatting.swift (target Timer): func timerDisplayFromSeconds(seconds:showSeconds:) differs, struct TimerState: progress only in this copy, struct TimerBadge: body differs; first difference: `return String(format: \"%02d:%02d\", minutes, seconds % 60)` here, `return String(format: \"%d:%02d\", minutes, seconds % 60)` in TimerFormatting.swift (diverged_target_copy)",
        ])
    }

    @Test func relatedLocationsPointAtTheOtherCopy() throws {
        let result = try CommandRunner.run(["lint", "--enable", "diverged_target_copy", "--reporter", "json"], in: Fixtures.path("targets-xcode-groups"))
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let violations = try #require(report["violations"] as? [[String: Any]])
        let related = violations.map { violation -> [String] in
            ((violation["related"] as? [[String: Any]]) ?? []).map { item in
                let start = (item["range"] as? [String: Any])?["start"] as? [String: Any]
                return "\(item["file"] ?? ""):\(start?["line"] ?? 0):\(start?["column"] ?? 0) \(item["message"] ?? "")"
            }
        }
        #expect(related == [["Timer/TimerFormatting.swift:6:9 copy in Timer/TimerFormatting.swift (target Timer)"]])
    }

    @Test func whitespaceAndCommentsNeverMakeCopiesDiverge() throws {
        let folder = Fixtures.path("targets-xcode-synchronized")
        let lint = try CommandRunner.run(["lint", "--disable", "identical_target_copy"], in: folder)
        #expect(lint.status == 0)
        #expect(lint.stdout == "")

        let identical = try CommandRunner.run(["lint", "--enable", "identical_target_copy"], in: folder)
        #expect(identical.status == 0)
        #expect(identical.stdout.split(separator: "\n") == [
            "Meditate/Timer/TimerFormatting.swift:1:1: note: this file is an identical copy of MeditateWidget/TimerFormatting.swift (target MeditateWidgetExtension); share one file between the targets (target membership or a shared module) so the copies cannot drift (identical_target_copy)",
            "MeditateWidget/TimerFormatting.swift:1:1: note: this file is an identical copy of Meditate/Timer/TimerFormatting.swift (target Meditate); share one file between the targets (target membership or a shared module) so the copies cannot drift (identical_target_copy)",
        ])
    }

    @Test func sharedDeclarationsAreComparedWhateverTheFilesAreCalled() throws {
        let repository = try TemporaryRepository([
            "App/Formatting.swift": "func timerDisplay(seconds: Int) -> String {\n    \"\\(seconds / 60) min\"\n}\n",
            "Widget/WidgetHelpers.swift": "import Foundation\n\nfunc timerDisplay(seconds: Int) -> String {\n    \"\\(seconds) s\"\n}\n",
            "Watch/WatchHelpers.swift": "func timerDisplay(seconds: Int) -> String {\n    // identical to the app's\n    \"\\(seconds / 60) min\"\n}\n",
        ])
        let result = try repository.run("lint", "--enable", "diverged_shared_declaration")
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\n") == [
            "App/Formatting.swift:1:6: warning: func timerDisplay(seconds:) is also defined in Widget/WidgetHelpers.swift (target Widget) with a different body; define it once in code both targets share (diverged_shared_declaration)",
            "Watch/WatchHelpers.swift:1:6: warning: func timerDisplay(seconds:) is also defined in Widget/WidgetHelpers.swift (target Widget) with a different body; define it once in code both targets share (diverged_shared_declaration)",
            "Widget/WidgetHelpers.swift:3:6: warning: func timerDisplay(seconds:) is also defined in App/Formatting.swift (target App), Watch/WatchHelpers.swift (target Watch) with a different body; define it once in code both targets share (diverged_shared_declaration)",
        ])
    }

    @Test func aFileInTwoTargetsIsNotACopy() throws {
        let repository = try TemporaryRepository([
            ".previewlint.yml": "targets:\n  App: [App, Shared]\n  Widget: [Widget, Shared]\nrules:\n  identical_target_copy: true\n",
            "Shared/TimerFormatting.swift": "func timerDisplay(seconds: Int) -> String { \"\\(seconds / 60) min\" }\n",
            "App/AppMain.swift": "struct AppMain { let title = \"Timer\" }\n",
        ])
        let result = try repository.run("lint")
        #expect(result.status == 0)
        #expect(result.stdout == "")
    }

    @Test func explicitGroupsAreCheckedWithoutTargets() throws {
        let repository = try TemporaryRepository([
            ".previewlint.yml": "rules:\n  diverged_target_copy:\n    enabled: true\n    groups: [\"Palette.swift, WidgetPalette.swift\"]\n",
            "Palette.swift": "enum Palette {\n    static let background = \"white\"\n    static let text = \"black\"\n}\n",
            "WidgetPalette.swift": "enum Palette {\n    static let background = \"black\"\n    static let text = \"black\"\n}\n",
        ])
        let result = try repository.run("lint")
        #expect(result.status == 1)
        #expect(result.stdout.split(separator: "\n") == [
            "Palette.swift:2:5: error: this file is declared a copy (copies: in the configuration) but differs from WidgetPalette.swift: enum Palette: background differs; first difference: `static let background = \"white\"` here, `static let background = \"black\"` in WidgetPalette.swift (diverged_target_copy)",
            "WidgetPalette.swift:2:5: error: this file is declared a copy (copies: in the configuration) but differs from Palette.swift: enum Palette: background differs; first difference: `static let background = \"black\"` here, `static let background = \"white\"` in Palette.swift (diverged_target_copy)",
        ])
    }

    /// Copies the configuration declares are kept on purpose: `diverged_target_copy` guards them
    /// and `identical_target_copy` does not ask to share them.
    @Test func declaredCopiesAreNotAskedToBeShared() throws {
        let theme = "enum Theme {\n    static let corner: CGFloat = 12\n}\n"
        var files = ["App/Theme.swift": theme, "Widget/Theme.swift": theme]
        let undeclared = try TemporaryRepository(files).run("lint", "--quiet", "--no-cache")
        #expect(undeclared.stdout.components(separatedBy: "(identical_target_copy)").count == 3)
        files[".previewlint.yml"] = "copies:\n  - [App/Theme.swift, Widget/Theme.swift]\n"
        let declared = try TemporaryRepository(files).run("lint", "--quiet", "--no-cache")
        #expect(declared.stdout == "" && declared.status == 0)
        let noted = "// Keep in sync with the other target's Theme.swift\n" + theme
        let headed = try TemporaryRepository(["App/Theme.swift": noted, "Widget/Theme.swift": noted]).run("lint", "--quiet", "--no-cache")
        #expect(headed.stdout == "" && headed.status == 0)
    }

    /// A note above part of a file copies that part: what the copy leaves out has not drifted,
    /// and a change to the part it keeps has.
    @Test func aNotedCopyOfPartOfAFileIsJudgedOnThatPart() throws {
        let hex = """
            extension String {
                var hexadecimal: Data? {
                    var data = Data(capacity: count / 2)
                    for index in stride(from: 0, to: count - 1, by: 2) {
                        let start = self.index(startIndex, offsetBy: index)
                        guard let byte = UInt8(self[start...self.index(after: start)], radix: 16) else { return nil }
                        data.append(byte)
                    }
                    return data.isEmpty ? nil : data
                }
            }

            """
        let data = "extension Data {\n    var hexEncoded: String { map { String(format: \"%02x\", $0) }.joined() }\n}\n"
        let noted = "// Copied from App/Hexadecimal.swift\n"
        var files = ["App/Hexadecimal.swift": hex + "\n" + data, "Widget/Hexadecimal.swift": noted + hex]
        let part = try TemporaryRepository(files).run("lint", "--quiet", "--no-cache", "--enable", "diverged_target_copy")
        #expect(part.stdout == "" && part.status == 0)
        files["Widget/Hexadecimal.swift"] = noted + hex.replacingOccurrences(of: "radix: 16", with: "radix: 10")
        let changed = try TemporaryRepository(files).run("lint", "--quiet", "--no-cache", "--enable", "diverged_target_copy")
        #expect(changed.stdout.hasPrefix("Widget/Hexadecimal.swift:7:"))
        #expect(changed.stdout.contains("this file says it is a copy (\"// Copied from App/Hexadecimal.swift\", line 1)"))
    }

    @Test func aGroupOfCopiesIsReportedOncePerCopy() throws {
        let theme = "enum Theme {\n    static let accent = \"blue\"\n    static let corner = 12\n    static let spacing = 8\n}\n"
        let repository = try TemporaryRepository([
            "App/Theme.swift": theme, "Widget/Theme.swift": theme, "Watch/Theme.swift": theme, "Intents/Theme.swift": theme,
            "Clip/Theme.swift": theme.replacingOccurrences(of: "blue", with: "green"),
        ])
        let result = try repository.run("lint", "--enable", "diverged_target_copy", "--reporter", "json")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let violations = try #require(report["violations"] as? [[String: Any]])
        #expect(violations.map { $0["file"] as? String } == ["App/Theme.swift", "Clip/Theme.swift", "Intents/Theme.swift", "Watch/Theme.swift", "Widget/Theme.swift"])
        // Without history each copy names the copies it differs from: the four alike ones the changed one.
        #expect(violations.map { (($0["related"] as? [Any]) ?? []).count } == [1, 4, 1, 1, 1])
        #expect(violations.first?["message"] as? String == "this copy differs from Clip/Theme.swift (target Clip): enum Theme: accent differs; history not available (the repository is not a git checkout), so drift cannot be told from adaptation")
        #expect(violations.allSatisfy { $0["severity"] as? String == "warning" })
    }

    @Test func sameNamedTargetsOfTwoPackagesAreTwoTargets() throws {
        let manifest = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"SharedPush\", targets: [.target(name: \"SharedPush\")])\n"
        let parser = { (body: String) in "struct LegacyParser {\n    func result(from payload: [String: Any]) -> String? {\n        \(body)\n    }\n    func title(of payload: [String: Any]) -> String { payload[\"title\"] as? String ?? \"\" }\n}\n" }
        let repository = try TemporaryRepository([
            "App/Package.swift": manifest,
            "App/Sources/SharedPush/LegacyParser.swift": parser("payload[\"live_update\"] as? String ?? payload[\"message\"] as? String"),
            "Server/Package.swift": manifest,
            "Server/Sources/SharedPush/LegacyParser.swift": parser("payload[\"message\"] as? String"),
        ])
        let result = try repository.run("lint", "--enable", "diverged_target_copy")
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\n") == [
            "App/Sources/SharedPush/LegacyParser.swift:1:8: warning: this copy differs from Server/Sources/SharedPush/LegacyParser.swift (target SharedPush (Server/Package.swift)): struct LegacyParser: result(from:) differs; history not available (the repository is not a git checkout), so drift cannot be told from adaptation (diverged_target_copy)",
            "Server/Sources/SharedPush/LegacyParser.swift:1:8: warning: this copy differs from App/Sources/SharedPush/LegacyParser.swift (target SharedPush (App/Package.swift)): struct LegacyParser: result(from:) differs; history not available (the repository is not a git checkout), so drift cannot be told from adaptation (diverged_target_copy)",
        ])
    }

    /// Without history, a copy for another platform cannot be told from one adapted to it.
    @Test func copiesForOtherPlatformsWithoutHistoryAreComparedOnlyWhenAsked() throws {
        let project = "name: Remote\ntargets:\n  Phone:\n    type: application\n    platform: iOS\n    sources: [Phone]\n  Mac:\n    type: application\n    platform: macOS\n    sources: [Mac]\n"
        let files = [
            "project.yml": project,
            "Phone/DevicePicker.swift": Self.devicePicker("devices[index].capitalized"),
            "Mac/DevicePicker.swift": Self.devicePicker("String(devices[index].prefix(8))"),
        ]
        let repository = try TemporaryRepository(files)
        let quiet = try repository.run("lint", "--enable", "diverged_target_copy")
        #expect(quiet.status == 0)
        #expect(quiet.stdout == "")

        let asked = try TemporaryRepository(files.merging([".previewlint.yml": "rules:\n  diverged_target_copy:\n    enabled: true\n    across_platforms: true\n"]) { $1 })
        let result = try asked.run("lint")
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\n").map { $0.split(separator: ":").first ?? "" } == ["Mac/DevicePicker.swift", "Phone/DevicePicker.swift"])
    }

    /// A phone app and its own watch app (one project describes both) share code by copying it:
    /// their copies are compared like an app's and its widget's.
    @Test func aPhoneAppAndItsOwnWatchAppAreComparedByDefault() throws {
        let project = "name: Remote\ntargets:\n  Phone:\n    type: application\n    platform: iOS\n    sources: [Phone]\n  Watch:\n    type: application.watchapp2\n    platform: watchOS\n    sources: [Watch]\n"
        let repository = try TemporaryRepository([
            "project.yml": project,
            "Phone/DevicePicker.swift": Self.devicePicker("devices[index].capitalized"),
            "Watch/DevicePicker.swift": Self.devicePicker("String(devices[index].prefix(8))"),
        ])
        let result = try repository.run("lint", "--enable", "diverged_target_copy")
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\n") == [
            "Phone/DevicePicker.swift:1:8: warning: this copy differs from Watch/DevicePicker.swift (target Watch): struct DevicePicker: label(for:) differs; history not available (the repository is not a git checkout), so drift cannot be told from adaptation (diverged_target_copy)",
            "Watch/DevicePicker.swift:1:8: warning: this copy differs from Phone/DevicePicker.swift (target Phone): struct DevicePicker: label(for:) differs; history not available (the repository is not a git checkout), so drift cannot be told from adaptation (diverged_target_copy)",
        ])
    }

    static func devicePicker(_ body: String) -> String {
        "struct DevicePicker {\n    let devices: [String]\n    var title: String { \"Devices\" }\n    func label(for index: Int) -> String { \(body) }\n}\n"
    }
}
