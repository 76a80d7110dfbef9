import Testing
@testable import PreviewLintKit

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

    /// Test code the walk leaves without value flow when test targets are not asked about: a file
    /// that imports XCTest and has no preview.
    @Test func testOnlyTextIsAnXCTestImportWithoutPreviews() {
        #expect(ValueFlowReading.isTestOnly("import XCTest\nfinal class T: XCTestCase {}\n"))
        #expect(ValueFlowReading.isTestOnly("import Foundation\n@testable import XCTest\n"))
        #expect(!ValueFlowReading.isTestOnly("import XCTest\n#Preview { Text(\"a\") }\n"))
        #expect(!ValueFlowReading.isTestOnly("// import XCTest\nstruct A {}\n"))
        #expect(!ValueFlowReading.isTestOnly("import XCTestDynamicOverlay\n"))
        #expect(!ValueFlowReading.isTestOnly("let note = \"import XCTest\"\n"))
        #expect(ValueFlowReading.productionAndPreviews.reads("struct A {}\n"))
        #expect(!ValueFlowReading.none.reads("struct A {}\n"))
    }
}
