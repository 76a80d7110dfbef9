import Foundation
import Testing

/// Facts read back from the cache say what a fresh walk says: with every rule on, each fixture
/// repository with one file edited reports the same with a filled cache (the edited file walked,
/// every other file's facts decoded) as without a cache. An unchanged repository gets its kept
/// report and decodes nothing, so this is what tells a field the cache drops (two once were).
@Suite struct CachedFactsDifferentialTests {
    static let repositories = [
        "MeditationApp", "LiveActivityClean", "Coverage", "determinism", "PreviewForms", "targets-tuist",
        "targets-xcodegen", "targets-swiftpm", "targets-configured", "targets-xcode-synchronized",
        "targets-xcode-groups",
    ]

    @Test(arguments: repositories)
    func decodedFactsReportWhatAFreshWalkReports(name: String) throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("previewlint-differential-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let repository = folder.appendingPathComponent(name).path, cache = folder.appendingPathComponent("cache").path
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Fixtures.path(name), toPath: repository)
        let lint = ["lint", "--profile", "all", "--reporter", "json", "--quiet"]
        _ = try CommandRunner.run(lint + ["--cache-path", cache], in: repository)
        let edited = try #require(Self.firstSwiftFile(in: repository))
        let handle = try #require(FileHandle(forWritingAtPath: edited))
        handle.seekToEndOfFile()
        handle.write(Data("\n// edited\n".utf8))
        try handle.close()
        let fresh = try CommandRunner.run(lint + ["--no-cache"], in: repository)
        let decoded = try CommandRunner.run(lint + ["--cache-path", cache], in: repository)
        #expect(!fresh.stdout.isEmpty)
        #expect(decoded.stdout == fresh.stdout)
        #expect(decoded.status == fresh.status)
    }

    static func firstSwiftFile(in root: String) -> String? {
        let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".swift") }.sorted().first.map { root + "/" + $0 }
    }
}
