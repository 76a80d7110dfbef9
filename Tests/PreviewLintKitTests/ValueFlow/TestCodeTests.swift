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
}
