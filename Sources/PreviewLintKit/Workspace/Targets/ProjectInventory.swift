#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The Swift files and project descriptions of a repository, from one walk of its folders.
struct ProjectInventory {
    /// Absolute paths, sorted.
    var swiftFiles: [String] = []
    var xcodeProjects: [String] = []
    var packageManifests: [String] = []
    var tuistManifests: [String] = []
    var xcodeGenProjects: [String] = []

    static func scan(_ root: String) -> ProjectInventory {
        var inventory = ProjectInventory()
        var seen = Set<String>()
        inventory.visit(root, seen: &seen)
        inventory.swiftFiles.sort()
        inventory.xcodeProjects.sort()
        inventory.packageManifests.sort()
        inventory.tuistManifests.sort()
        inventory.xcodeGenProjects.sort()
        return inventory
    }

    private mutating func visit(_ folder: String, seen: inout Set<String>) {
        guard let real = realpath(folder, nil) else { return }
        defer { free(real) }
        guard seen.insert(String(cString: real)).inserted, let directory = opendir(folder) else { return }
        var entries: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name != "." && name != ".." { entries.append(name) }
        }
        closedir(directory)

        for name in entries.sorted() {
            let path = FilePath.join(folder, name)
            var info = stat()
            guard stat(path, &info) == 0 else { continue }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                if name.hasSuffix(".xcodeproj") {
                    let project = FilePath.join(path, "project.pbxproj")
                    if access(project, R_OK) == 0 { xcodeProjects.append(project) }
                    continue
                }
                if name.hasPrefix(".") || FileDiscovery.skippedFolderNames.contains(name) { continue }
                visit(path, seen: &seen)
            } else if name.hasSuffix(".swift") {
                swiftFiles.append(path)
                if name == "Package.swift" { packageManifests.append(path) }
                if name == "Project.swift" { tuistManifests.append(path) }
            } else if name == "project.yml" {
                xcodeGenProjects.append(path)
            }
        }
    }
}
