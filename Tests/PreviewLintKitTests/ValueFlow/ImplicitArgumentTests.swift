import Testing

/// An implicit member handed to a library call (`.redacted(reason: .placeholder)`) cannot be one of
/// the project's own types' members: a `SyncSnapshot.placeholder` only tests use stays sample data,
/// and its hard-coded message is reported. Handed to the project's own initializer, it is used.
@Suite struct ImplicitArgumentTests {
    static func files(screen: String) -> [String: String] {
        [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "App/Sync.swift": """
                import SwiftUI
                struct SyncSnapshot {
                    let message: String
                    static let placeholder = SyncSnapshot(message: "23% synced")
                    static func snapshot(progress: Double) -> SyncSnapshot {
                        SyncSnapshot(message: String(format: "%.0f%% synced", progress * 100))
                    }
                }
                struct SyncBanner: View {
                    let snapshot: SyncSnapshot
                    var body: some View { Text(snapshot.message) }
                }
                struct LoadingRow: View {
                    var body: some View { Text("Loading").redacted(reason: .placeholder) }
                }
                struct Screen: View {
                    let progress: Double
                    let loading: Bool
                    var body: some View { \(screen) }
                }

                """,
            "Tests/SyncTests.swift": "import XCTest\nfinal class SyncTests: XCTestCase { func testMessage() { XCTAssertFalse(SyncSnapshot.placeholder.message.isEmpty) } }\n",
        ]
    }

    @Test func aLibraryCallsImplicitArgumentNamesNoMemberOfTheProjectsTypes() throws {
        let lines = try TemporaryRepository(Self.files(screen: "SyncBanner(snapshot: .snapshot(progress: progress))"))
            .run("lint", "--quiet").stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 1 && lines[0].hasPrefix("App/Sync.swift:4:52: warning: \"23% synced\" hard-codes what production formats into SyncSnapshot.message"), "\(lines)")
    }

    @Test func theProjectsOwnCallsImplicitArgumentMayBeItsMember() throws {
        let lines = try TemporaryRepository(Self.files(screen: "SyncBanner(snapshot: loading ? .placeholder : .snapshot(progress: progress))"))
            .run("lint", "--quiet").stdout.split(separator: "\n").map(String.init)
        #expect(lines == [], "\(lines)")
    }
}
