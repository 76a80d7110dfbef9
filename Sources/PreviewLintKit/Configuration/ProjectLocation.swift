import Foundation

/// Where the project of the linted paths is, found from the paths and never from the folder the
/// command runs in: the nearest `.previewlint.yml` at or above them (git's and SwiftLint's
/// convention), else the nearest folder that is a checkout's top or holds a project description.
/// So `previewlint lint ~/code/App` reads the same configuration and targets from any folder.
public enum ProjectLocation {
    /// The folder the paths share; a file (or a path not on disk, such as an editor's unsaved
    /// buffer) stands for its folder.
    public static func sharedFolder(of paths: [String]) -> String {
        let folders = paths.map { path -> String in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue ? path : FilePath.parent(path)
        }
        guard var shared = folders.first else { return "/" }
        for folder in folders.dropFirst() {
            while !(folder == shared || folder.hasPrefix(shared == "/" ? "/" : shared + "/")) {
                let parent = FilePath.parent(shared)
                if parent == shared { break }
                shared = parent
            }
        }
        return shared
    }

    /// The nearest folder at or above `folder` that is a git checkout's top or holds a project
    /// description (an Xcode project or workspace, `Package.swift`, XcodeGen's `project.yml`,
    /// Tuist's `Project.swift`); nil when none does.
    public static func projectFolder(containing folder: String) -> String? {
        var current = folder
        while true {
            if isProjectFolder(current) { return current }
            let parent = FilePath.parent(current)
            if parent == current { return nil }
            current = parent
        }
    }

    static let descriptionNames: Set<String> = [".git", "Package.swift", "project.yml", "Project.swift"]

    private static func isProjectFolder(_ folder: String) -> Bool {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return false }
        return names.contains { descriptionNames.contains($0) || $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }
    }
}
