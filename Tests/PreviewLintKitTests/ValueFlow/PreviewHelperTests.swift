import Testing

/// A debug-only helper previews call (`Configuration.preview("5m")`) that hands its parameter whole
/// to an initializer storing it in a formatted field carries the preview's text to that field.
@Suite struct PreviewHelperTests {
    static func files(helperStores: String) -> [String: String] {
        [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "App/Badge.swift": """
                struct Badge: View {
                    struct Configuration {
                        var displayText: String
                        init(minutes: Int) {
                            self.displayText = String(format: "%dm", minutes)
                        }
                        init(displayText: String) {
                            self.displayText = displayText
                        }
                    }
                    let configuration: Configuration
                    var body: some View { Text(configuration.displayText) }
                }
                #if DEBUG
                extension Badge.Configuration {
                    static func preview(_ text: String) -> Self {
                        .init(\(helperStores))
                    }
                }
                #Preview {
                    Badge(configuration: .preview("5m"))
                }
                #endif

                """,
        ]
    }

    @Test func theHelpersParameterCarriesTheTextToTheField() throws {
        let lines = try TemporaryRepository(Self.files(helperStores: "displayText: text")).run("lint", "--quiet").stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 1 && lines[0].hasPrefix("App/Badge.swift:21:35: warning: \"5m\" hard-codes what production formats into Badge.Configuration.displayText"), "\(lines)")
    }

    @Test func aHelperThatFormatsItselfIsNotACarrier() throws {
        #expect(try TemporaryRepository(Self.files(helperStores: "minutes: text.count")).run("lint", "--quiet").stdout.isEmpty)
    }
}
