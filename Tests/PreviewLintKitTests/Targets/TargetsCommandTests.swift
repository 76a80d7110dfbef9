import Foundation
import Testing

/// `previewlint targets` on one fixture repository per discovery source; each fixture carries the
/// exact JSON it must print in `expected-targets.json` (checked by hand against its project file).
@Suite struct TargetsCommandTests {
    @Test(arguments: [
        "targets-configured", "targets-swiftpm", "targets-tuist", "targets-xcode-groups",
        "targets-xcode-synchronized", "targets-xcodegen",
    ])
    func printsTheTargetsOfEachProjectDescription(_ fixture: String) throws {
        let folder = Fixtures.path(fixture)
        let expected = try String(contentsOfFile: folder + "/expected-targets.json", encoding: .utf8)
        let result = try CommandRunner.run(["targets", "--format", "json"], in: folder)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == expected)
    }

    @Test func takesTheRepositoryAsAnArgument() throws {
        let result = try CommandRunner.run(["targets", "targets-xcode-synchronized"], in: Fixtures.root)
        #expect(result.status == 0)
        #expect(result.stdout == """
            Meditate (xcode, app, Meditate.xcodeproj/project.pbxproj:81): 3 files
              Meditate/MeditateApp.swift
              Meditate/Shared/Theme.swift
              Meditate/Timer/TimerFormatting.swift
            MeditateWidgetExtension (xcode, app extension, Meditate.xcodeproj/project.pbxproj:93): 3 files
              Meditate/Shared/Theme.swift
              MeditateWidget/MeditateWidget.swift
              MeditateWidget/TimerFormatting.swift

            """)
    }

    @Test func anUnreadableXcodeProjectIsAWarningAndDiscoveryFallsBack() throws {
        let repository = try TemporaryRepository([
            "Broken.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tA = {isa = \"PBXGroup;\n\t};\n}\n",
            "App/AppMain.swift": "struct AppMain {}\n",
            "Widget/WidgetMain.swift": "struct WidgetMain {}\n",
        ])
        let result = try repository.run("targets", "--format", "json")
        #expect(result.status == 0)
        #expect(result.stderr == "Broken.xcodeproj/project.pbxproj:4:14: warning: cannot read the Xcode project: unterminated string; targets come from the next source\n")
        #expect(result.stdout == """
            {
              "version": 1,
              "targets": [
                {
                  "name": "App",
                  "source": "App/",
                  "kind": "folder",
                  "role": "unknown",
                  "platforms": [],
                  "files": [
                    "App/AppMain.swift"
                  ]
                },
                {
                  "name": "Widget",
                  "source": "Widget/",
                  "kind": "folder",
                  "role": "unknown",
                  "platforms": [],
                  "files": [
                    "Widget/WidgetMain.swift"
                  ]
                }
              ]
            }

            """)
    }

    @Test func lintWarnsAboutAnUnreadableProjectToo() throws {
        let repository = try TemporaryRepository([
            "Broken.xcodeproj/project.pbxproj": "{ objects = { R = {isa = PBXProject; mainGroup = G; targets = (); }; }; rootObject = R; }\n",
            "App/AppMain.swift": "struct AppMain {}\n",
        ])
        let result = try repository.run("lint")
        #expect(result.status == 0)
        #expect(result.stderr.contains("/Broken.xcodeproj/project.pbxproj:1:1: warning: cannot read the Xcode project: group child G refers to no object; targets come from the next source\n"))
    }

    @Test func rejectsAPathThatIsNotAFolder() throws {
        let repository = try TemporaryRepository(["App/AppMain.swift": "struct AppMain {}\n"])
        let result = try repository.run("targets", "App/AppMain.swift")
        #expect(result.status == 2)
        #expect(result.stderr.split(separator: "\n").first == "App/AppMain.swift: error: not a folder")
    }

    /// XcodeGen as it builds: includes (paths from the spec, or from the root for a spec teams copy
    /// there to generate), one target declared across files merged, and target templates applied.
    @Test func xcodeGenIncludesTemplatesAndMergedTargetsAreRead() throws {
        let repository = try TemporaryRepository([
            "Apps/Main/project.yml": "name: Main\ninclude:\n  - path: Apps/Shared/app.yml\n  - path: Widget/project.yml\ntargets:\n  App:\n    templates: [Base]\n    sources:\n      - path: Apps/Main\n",
            "Apps/Shared/app.yml": "targetTemplates:\n  Base:\n    platform: iOS\n    sources: [Shared]\ntargets:\n  App:\n    type: application\n",
            "Widget/project.yml": "targets:\n  Widget:\n    type: app-extension\n    platform: iOS\n    sources: [\".\"]\n",
            "Apps/Main/AppMain.swift": "struct AppMain {}\n",
            "Shared/Model.swift": "struct Model {}\n",
            "Widget/WidgetMain.swift": "struct WidgetMain {}\n",
            "Unbuilt/Old.swift": "struct Old {}\n",
        ])
        let result = try repository.run("targets")
        #expect(result.status == 0)
        #expect(result.stdout == """
        App (xcodegen, app, iOS, Apps/Main/project.yml:6): 2 files
          Apps/Main/AppMain.swift
          Shared/Model.swift
        Widget (xcodegen, app extension, iOS, Apps/Main/project.yml:2): 1 file
          Widget/WidgetMain.swift

        """)
    }
}
