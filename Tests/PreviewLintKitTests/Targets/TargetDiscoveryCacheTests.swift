import Foundation
import Testing
@testable import PreviewLintKit

/// Targets come from the cache only while nothing they depend on changed: a warm run must never
/// give the targets of an older project or an older list of files.
@Suite struct TargetDiscoveryCacheTests {
    let cacheFolder = FileManager.default.temporaryDirectory.appendingPathComponent("previewlint-targets-\(UUID().uuidString)").path

    /// The synchronized-folder fixture: its targets' files follow the folders, not the project file.
    func repository() throws -> TemporaryRepository {
        let source = Fixtures.path("targets-xcode-synchronized")
        let repository = try TemporaryRepository()
        let enumerator = FileManager.default.enumerator(atPath: source)
        while let relative = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: source + "/" + relative, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            try repository.write(relative, String(contentsOfFile: source + "/" + relative, encoding: .utf8))
        }
        return repository
    }

    func entryCount() -> Int {
        let names = FileManager.default.enumerator(atPath: cacheFolder)?.allObjects as? [String] ?? []
        return names.filter { FilePath.name($0).count == 32 }.count
    }

    /// Discovery through the cache, checked against discovery without one.
    func discover(_ repository: TemporaryRepository) throws -> [Target] {
        let discovery = TargetDiscovery(configuration: try ConfigurationLoader.load(explicitPath: nil, from: repository.path))
        let cached = discovery.discover(cache: FactsCache(directory: cacheFolder, configuration: "rules"))
        let fresh = discovery.discover()
        #expect(cached.targets == fresh.targets)
        #expect(cached.warnings == fresh.warnings)
        return cached.targets
    }

    @Test func anUnchangedProjectIsOneEntry() throws {
        let repository = try repository()
        let first = try discover(repository)
        #expect(first.map(\.name) == ["Meditate", "MeditateWidgetExtension"])
        #expect(entryCount() == 1)
        #expect(try discover(repository) == first)
        #expect(entryCount() == 1)
    }

    @Test func aNewFileInASynchronizedFolderIsSeen() throws {
        let repository = try repository()
        let before = try discover(repository)
        try repository.write("Meditate/Timer/TimerBadge.swift", "struct TimerBadge {}\n")
        let after = try discover(repository)
        #expect(after != before)
        let app = try #require(after.first { $0.name == "Meditate" })
        #expect(app.files.contains { $0.hasSuffix("/Meditate/Timer/TimerBadge.swift") })
        #expect(entryCount() == 2)
    }

    @Test func anEditedProjectFileIsReadAgain() throws {
        let repository = try repository()
        _ = try discover(repository)
        let projectPath = "Meditate.xcodeproj/project.pbxproj"
        let text = try String(contentsOfFile: repository.path + "/" + projectPath, encoding: .utf8)
        try repository.write(projectPath, text.replacingOccurrences(of: "name = MeditateWidgetExtension;", with: "name = MeditateWidgets;"))
        #expect(try discover(repository).map(\.name) == ["Meditate", "MeditateWidgets"])
    }

    @Test func anUnreadableProjectFileKeepsItsWarning() throws {
        let repository = try repository()
        var bytes = Array("// !$*UTF8*$!\n{".utf8)
        bytes.append(0xFF)
        try Data(bytes).write(to: URL(fileURLWithPath: repository.path + "/Meditate.xcodeproj/project.pbxproj"))
        _ = try discover(repository)
        let discovery = TargetDiscovery(configuration: try ConfigurationLoader.load(explicitPath: nil, from: repository.path))
        let warm = discovery.discover(cache: FactsCache(directory: cacheFolder, configuration: "rules"))
        #expect(warm.warnings.map(\.message) == ["cannot read the file as UTF-8 text"])
    }
}
