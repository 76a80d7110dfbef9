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
    /// `.xcconfig` files, where Xcode projects may keep their targets' platforms.
    var buildSettingsFiles: [String] = []
    /// The string tables text is localized from: `.strings` files of English or the base
    /// localization, and `.xcstrings` catalogs (`Localizable` is the default table).
    var stringTables: [String] = []
    /// The `contents` of Core Data models (`X.xcdatamodeld/X.xcdatamodel/contents`).
    var dataModels: [String] = []
    /// SiriKit intent definitions (`X.intentdefinition`), whose classes and enums Xcode generates.
    var intentDefinitions: [String] = []
    /// Objective-C headers, whose classes Swift code of a mixed target reads.
    var objcHeaders: [String] = []

    static func scan(_ root: String) -> ProjectInventory {
        var inventory = ProjectInventory()
        var seen = Set<String>()
        inventory.visit(root, seen: &seen)
        inventory.swiftFiles.sort()
        inventory.xcodeProjects.sort()
        inventory.packageManifests.sort()
        inventory.tuistManifests.sort()
        inventory.xcodeGenProjects.sort()
        inventory.buildSettingsFiles.sort()
        inventory.stringTables.sort()
        inventory.dataModels.sort()
        inventory.intentDefinitions.sort()
        inventory.objcHeaders.sort()
        return inventory
    }

    /// `real` is the folder's real path when the caller knows it (a subfolder that is not a link):
    /// `realpath` checks every component of the path.
    private mutating func visit(_ folder: String, seen: inout Set<String>, real known: String? = nil) {
        guard let real = known ?? FolderListing.realPath(folder), seen.insert(real).inserted,
              let entries = FolderListing.entries(of: folder) else { return }
        for (name, type) in entries {
            let path = FilePath.join(folder, name)
            // The entry's type from the listing; only links and file systems that do not say are asked with stat.
            let isFolder: Bool
            switch type {
            case UInt8(DT_DIR): isFolder = true
            case UInt8(DT_REG): isFolder = false
            default:
                var info = stat()
                guard stat(path, &info) == 0 else { continue }
                isFolder = (info.st_mode & S_IFMT) == S_IFDIR
            }
            if isFolder {
                if name.hasSuffix(".xcodeproj") {
                    let project = FilePath.join(path, "project.pbxproj")
                    if access(project, R_OK) == 0 { xcodeProjects.append(project) }
                    continue
                }
                if name.hasPrefix(".") || FileDiscovery.skippedFolderNames.contains(name) { continue }
                visit(path, seen: &seen, real: type == UInt8(DT_DIR) ? FilePath.join(real, name) : nil)
            } else if name.hasSuffix(".swift") {
                swiftFiles.append(path)
                if name == "Package.swift" { packageManifests.append(path) }
                if name == "Project.swift" { tuistManifests.append(path) }
            } else if Self.isXcodeGenSpec(name) {
                xcodeGenProjects.append(path)
            } else if name.hasSuffix(".xcconfig") {
                buildSettingsFiles.append(path)
            } else if name.hasSuffix(".xcstrings") || (name.hasSuffix(".strings") && StringTable.isDevelopmentFolder(FilePath.name(folder))) {
                stringTables.append(path)
            } else if name == "contents", folder.hasSuffix(".xcdatamodel") {
                dataModels.append(path)
            } else if name.hasSuffix(".intentdefinition") {
                intentDefinitions.append(path)
            } else if name.hasSuffix(".h") {
                objcHeaders.append(path)
            }
        }
    }

    /// `project.yml`, and the specs teams name for one app (`project-bwa.yml`, `project.yaml`):
    /// XcodeGen takes any name with `--spec`.
    static func isXcodeGenSpec(_ name: String) -> Bool {
        name.hasPrefix("project") && (name.hasSuffix(".yml") || name.hasSuffix(".yaml"))
    }
}
