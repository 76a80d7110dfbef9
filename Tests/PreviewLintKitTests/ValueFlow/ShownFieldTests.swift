import Testing

/// A literal a preview writes into a field no code the preview runs reads is a filler argument:
/// the screen never shows it, so nothing formatted is copied there. Reads are joined by name
/// (helpers called by name, `body`, initializers and overrides of the types a preview builds).
@Suite struct ShownFieldTests {
    static func files(header: String, preview: String) -> [String: String] {
        [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "App/Session.swift": """
                struct SessionData {
                    let durationText: String
                    let startText: String
                    init(durationText: String, startText: String) {
                        self.durationText = durationText
                        self.startText = startText
                    }
                }
                struct SessionScreen: View {
                    let seconds: Int
                    let start: Date
                    var body: some View {
                        HeaderView(data: SessionData(durationText: "\\(seconds / 60):\\(seconds % 60)", startText: start.formatted(date: .omitted, time: .shortened)))
                    }
                }
                struct StartView: View {
                    let data: SessionData
                    var body: some View { Text(data.startText) }
                }

                """,
            "App/HeaderView.swift": header + """
                #Preview {
                    \(preview)(data: SessionData(durationText: "2:05", startText: "9:41 AM"))
                }

                """,
        ]
    }

    static let header = """
        struct HeaderView: View {
            let data: SessionData
            var body: some View { duration.font(.body) }
            private var duration: some View { Text(data.durationText) }
        }

        """

    static func lint(_ files: [String: String]) throws -> [String] {
        try TemporaryRepository(files).run("lint", "--quiet").stdout.split(separator: "\n").map(String.init)
    }

    static let durationFinding = "App/HeaderView.swift:7:48: warning: \"2:05\" hard-codes what production formats into SessionData.init(durationText:startText:) durationText: (SessionData.init(durationText:startText:) durationText: ← \"\\(…):\\(…)\" at App/Session.swift:13); build the preview from a state value passed through that formatting instead (preview_hardcoded_format)"

    @Test func aFieldThePreviewedViewNeverReadsIsAFiller() throws {
        // `.font(.body)` names a font, not every view's `body`: StartView's read of `startText` is not reached.
        #expect(try Self.lint(Self.files(header: Self.header, preview: "HeaderView")) == [Self.durationFinding])
    }

    @Test func aFieldAPlatformOverrideReadsIsShown() throws {
        let cell = Self.header + """
            final class SessionCell: UIView {
                var data: SessionData?
                let label = UILabel()
                override func layoutSubviews() { label.text = data?.startText }
            }

            """
        // The cell's `layoutSubviews` shows the start, never the duration.
        let lines = try Self.lint(Self.files(header: cell, preview: "SessionCell"))
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("App/HeaderView.swift:12:68: warning: \"9:41 AM\" hard-codes") == true)
    }

    /// A view the project does not declare (a package's, whose code is not read) may show anything.
    @Test func aViewOfCodeNotReadMayShowEveryField() throws {
        #expect(try Self.lint(Self.files(header: "", preview: "PackageHeaderView")).count == 2)
    }
}
