import Testing

/// A file that imports XCTest is test code even where no target description lists it and its
/// folder does not say so: what it writes into a field is no production formatting.
@Suite struct TestCodeTests {
    static func files(testImport: String) -> [String: String] {
        [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "Sources/Badge.swift": """
                struct Badge: View {
                    let label: String
                    var body: some View { Text(label) }
                }
                #Preview {
                    Badge(label: "12 min")
                }

                """,
            "Checks/BadgeChecks.swift": """
                import \(testImport)
                final class BadgeChecks: XCTestCase {
                    func testLabel() {
                        let minutes = 12
                        _ = Badge(label: "\\(minutes) min")
                    }
                }

                """,
        ]
    }

    @Test func whatATestWritesIsNoProductionFormatting() throws {
        #expect(try TemporaryRepository(Self.files(testImport: "XCTest")).run("lint", "--quiet").stdout.isEmpty)
        #expect(try TemporaryRepository(Self.files(testImport: "Foundation")).run("lint", "--quiet").stdout.split(separator: "\n").count == 1)
    }

    /// What such a file writes where production formats is a test's input, not preview data.
    @Test func aTestsLiteralIsNotReported() throws {
        var files = Self.files(testImport: "XCTest")
        files["Sources/Badge.swift"] = files["Sources/Badge.swift"]!.replacingOccurrences(of: "#Preview {\n    Badge(label: \"12 min\")\n}\n", with: """
            struct Screen: View {
                let minutes: Int
                var body: some View { Badge(label: "\\(minutes) min") }
            }

            """)
        files["Checks/BadgeChecks.swift"] = files["Checks/BadgeChecks.swift"]!.replacingOccurrences(of: "\"\\(minutes) min\"", with: "\"12 min\"")
        #expect(files["Checks/BadgeChecks.swift"]!.contains("\"12 min\"") && !files["Sources/Badge.swift"]!.contains("#Preview"))
        #expect(try TemporaryRepository(files).run("lint", "--quiet").stdout.isEmpty)
    }
}
