import Foundation
import Testing

/// `lint --build-stamp`: the build tool plugin's declared output, written whatever the findings.
@Suite("Build stamp")
struct BuildStampTests {
    @Test func writesACommentOnlySwiftFileAndKeepsTheReportAndStatus() throws {
        let repository = try TemporaryRepository([
            "Sources/Bad.swift": "let value = try! load()\n",
            ".previewlint.yml": """
            custom_rules:
              no_force_try:
                name: No force try
                regex: 'try!'
                message: Handle the error
                severity: error
                scope: all
                match_in: [code]
            """,
        ])
        let result = try repository.run("lint", "--build-stamp", "stamp/Stamp.swift", "Sources")
        #expect(result.status == 1)
        #expect(result.stdout == "Sources/Bad.swift:1:13: error: Handle the error (no_force_try)\n")
        let stamp = try String(contentsOfFile: repository.path + "/stamp/Stamp.swift", encoding: .utf8)
        #expect(stamp.split(separator: "\n").allSatisfy { $0.hasPrefix("//") })
    }
}
