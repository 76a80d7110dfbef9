import Testing

/// A configuration kept outside the linted project (`--config ci/previewlint.yml`, one file several
/// repositories share) configures the project the linted code is in: its targets are found there,
/// paths print relative to it, and the file's globs are relative to it.
@Suite struct OutsideConfigurationTests {
    @Test func theLintedProjectsTargetsAreFound() throws {
        let team = try TemporaryRepository(["team.yml": "rules:\n  identical_target_copy: true\n"])
        let folder = Fixtures.path("targets-xcode-synchronized")
        let result = try CommandRunner.run(["lint", "--quiet", "--no-cache", "--config", team.path + "/team.yml", "."],
                                           in: folder)
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\n").map { String($0.prefix(60)) } == [
            "Meditate/Timer/TimerFormatting.swift:1:1: note: this file is",
            "MeditateWidget/TimerFormatting.swift:1:1: note: this file is",
        ])
    }

    @Test func itsGlobsAreTheProjects() throws {
        let folder = Fixtures.path("targets-xcode-synchronized")
        let linted = { (yaml: String) throws -> String in
            let team = try TemporaryRepository(["team.yml": yaml])
            let result = try CommandRunner.run(["lint", "--no-cache", "--config", team.path + "/team.yml", "."], in: folder)
            let lines = (result.stdout + "\n" + result.stderr).split(separator: "\n")
            return lines.first { $0.hasPrefix("Linted ") }.map(String.init) ?? result.stderr
        }
        // The widget's folder, relative to the project, is left out.
        #expect(try linted("rules: {}\n").hasPrefix("Linted 7 files"))
        #expect(try linted("excluded: [MeditateWidget/**]\n").hasPrefix("Linted 4 files"))
    }
}
