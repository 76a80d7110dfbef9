import Testing

/// A preview fills every field of a display model, but a screen shows only some of them: a field
/// no code of the previewed view, of the views it builds, or of the model itself reads never
/// reaches the screen, and its literal is a filler argument, not a copy of formatted text.
@Suite struct PreviewFieldReadsTests {
    static func lint(view: String, model extra: String = "") throws -> [String] {
        let files = [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "App/Session.swift": """
                import Foundation
                struct SessionData {
                    let durationString: String
                    let index: Int
                \(extra)}
                func makeSession(seconds: Int, index: Int) -> SessionData {
                    SessionData(durationString: String(format: "%d:%02d", seconds / 60, seconds % 60), index: index)
                }

                """,
            "App/Header.swift": """
                struct HeaderView: View {
                    let data: SessionData
                    var body: some View { Text(data.durationString) }
                }

                """,
            "App/Screen.swift": """
                struct ScreenView: View {
                    let data: SessionData
                    var body: some View { \(view) }
                }
                #Preview {
                    ScreenView(data: SessionData(durationString: "5:00", index: 1))
                }

                """,
        ]
        return try TemporaryRepository(files).run("lint", "--quiet").stdout.split(separator: "\n").map(String.init)
    }

    @Test func aFieldTheScreenShowsIsReported() throws {
        let lines = try Self.lint(view: "Text(data.durationString)")
        #expect(lines.count == 1 && lines[0].hasPrefix("App/Screen.swift:6:50: warning: \"5:00\" hard-codes what production formats into SessionData.durationString"), "\(lines)")
    }

    @Test func aFieldASubviewShowsIsReported() throws {
        #expect(try Self.lint(view: "VStack { HeaderView(data: data); Text(\"\\(data.index)\") }").count == 1)
    }

    @Test func aFieldTheModelReadsForTheScreenIsReported() throws {
        let lines = try Self.lint(view: "Text(data.caption)", model: "    var caption: String { \"Left: \\(durationString)\" }\n")
        #expect(lines.count == 1, "\(lines)")
    }

    @Test func aFieldNoCodeOfTheScreenReadsIsAFiller() throws {
        #expect(try Self.lint(view: "Text(\"\\(data.index)\")").isEmpty)
    }
}
