/// Reads the targets of one `*.xcodeproj/project.pbxproj`: sources build phases resolved through
/// build files and file references to paths, and Xcode 16 synchronized folders with their exceptions.
struct XcodeProjectReader {
    /// Absolute path of `project.pbxproj`.
    let path: String
    /// Every Swift file of the repository, absolute and sorted; memberships are limited to files that exist.
    let swiftFiles: [String]
    let root: String
    /// Resolves paths written in another case than the disk's.
    var pathCase: PathCase? = nil
    /// The text of an `.xcconfig` file a configuration is based on.
    var readSettingsFile: (String) -> String? = { _ in nil }

    /// The objects the reader follows; any other `isa` met on the way is an error.
    static let knownISAs: Set<String> = [
        "PBXProject", "PBXNativeTarget", "PBXAggregateTarget", "PBXLegacyTarget", "PBXGroup", "PBXVariantGroup",
        "XCVersionGroup", "PBXFileReference", "PBXReferenceProxy", "PBXBuildFile", "PBXSourcesBuildPhase",
        "PBXResourcesBuildPhase", "PBXFrameworksBuildPhase", "PBXHeadersBuildPhase", "PBXCopyFilesBuildPhase",
        "PBXShellScriptBuildPhase", "PBXRezBuildPhase", "PBXBuildRule", "PBXTargetDependency", "PBXContainerItemProxy",
        "XCBuildConfiguration", "XCConfigurationList", "XCSwiftPackageProductDependency",
        "XCRemoteSwiftPackageReference", "XCLocalSwiftPackageReference", "PBXFileSystemSynchronizedRootGroup",
        "PBXFileSystemSynchronizedBuildFileExceptionSet", "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet",
    ]

    private typealias Objects = [String: PropertyListValue]

    func read(text: String) throws(PropertyListError) -> [Target] {
        let plist = try PropertyListReader.read(text)
        guard let objectEntries = plist["objects"]?.entries else {
            throw PropertyListError(line: plist.line, column: 1, message: "no 'objects' dictionary")
        }
        var objects: Objects = [:]
        for entry in objectEntries { objects[entry.key] = entry.value }
        let project = try object(plist["rootObject"], in: objects, expecting: ["PBXProject"], role: "rootObject")

        let projectFolder = FilePath.parent(FilePath.parent(path))
        let sourceRoot = FilePath.normalize(FilePath.join(projectFolder, project["projectDirPath"]?.string ?? ""))
        let paths = try GroupPaths.resolve(project: project, objects: objects, sourceRoot: sourceRoot)

        let existing = Set(swiftFiles)
        var targets: [Target] = []
        // Each `.xcconfig` read once: every configuration of every target names the same few.
        var settingsFiles: [String: BuildSettingsFile] = [:]
        for reference in project["targets"]?.array ?? [] {
            let target = try object(reference, in: objects, expecting: ["PBXNativeTarget", "PBXAggregateTarget", "PBXLegacyTarget"], role: "target")
            guard target["isa"]?.string == "PBXNativeTarget", let id = reference.string else { continue }
            let name = target["name"]?.string ?? id
            var files = Set<String>()
            try collectBuildPhaseFiles(of: target, objects: objects, paths: paths, into: &files)
            collectSynchronizedFiles(targetID: id, target: target, objects: objects, paths: paths, into: &files)
            let swift = files.compactMap { file -> String? in
                if existing.contains(file) { return file }
                return file.lowercased().hasSuffix(".swift") ? pathCase?.swiftFile(file, declaredIn: path) : nil
            }
            let relative = FilePath.relative(path, to: root)
            let role = target["productType"]?.string.map(TargetPlatform.role(ofProduct:)) ?? .unknown
            let own = platforms(in: target["buildConfigurationList"], objects: objects, paths: paths,
                                files: &settingsFiles)
            let platforms = own.isEmpty
                ? platforms(in: project["buildConfigurationList"], objects: objects, paths: paths,
                            files: &settingsFiles)
                : own
            let products = (target["packageProductDependencies"]?.array ?? []).compactMap { $0.string.flatMap { objects[$0] }?["productName"]?.string }
            targets.append(Target(name: name, source: "\(relative):\(target.line)", kind: .xcode, files: Array(swift), role: role, platforms: platforms,
                                  products: products))
        }
        return targets
    }

    private func collectBuildPhaseFiles(of target: PropertyListValue, objects: Objects, paths: GroupPaths, into files: inout Set<String>) throws(PropertyListError) {
        for phaseReference in target["buildPhases"]?.array ?? [] {
            let phase = try object(phaseReference, in: objects, expecting: Self.knownISAs, role: "build phase")
            guard phase["isa"]?.string == "PBXSourcesBuildPhase" else { continue }
            for buildFileReference in phase["files"]?.array ?? [] {
                let buildFile = try object(buildFileReference, in: objects, expecting: ["PBXBuildFile"], role: "build file")
                guard let fileRef = buildFile["fileRef"] else { continue }
                let file = try object(fileRef, in: objects, expecting: ["PBXFileReference", "PBXVariantGroup", "PBXReferenceProxy", "XCVersionGroup"], role: "file reference")
                if let id = fileRef.string, let resolved = paths.path(of: id) {
                    if file["isa"]?.string == "PBXFileReference" { files.insert(resolved) }
                }
            }
        }
    }

    /// Files under the target's synchronized folders minus its exceptions, plus files of other
    /// targets' synchronized folders that an exception set adds to this target.
    private func collectSynchronizedFiles(targetID: String, target: PropertyListValue, objects: Objects, paths: GroupPaths, into files: inout Set<String>) {
        let own = Set((target["fileSystemSynchronizedGroups"]?.array ?? []).compactMap(\.string))
        for (groupID, folder) in paths.synchronizedFolders.sorted(by: { $0.key < $1.key }) {
            var exceptions: [String] = []
            for exceptionReference in objects[groupID]?["exceptions"]?.array ?? [] {
                guard let set = exceptionReference.string.flatMap({ objects[$0] }),
                      set["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                      set["target"]?.string == targetID else { continue }
                exceptions += (set["membershipExceptions"]?.array ?? []).compactMap(\.string)
            }
            let excepted = { (file: String) in
                let relative = FilePath.relative(file, to: folder)
                return exceptions.contains { relative == $0 || relative.hasPrefix($0 + "/") }
            }
            let folder = pathCase?.onDisk(folder, declaredIn: path) ?? folder
            let prefix = folder.hasSuffix("/") ? folder : folder + "/"
            for file in swiftFiles where file.hasPrefix(prefix) {
                if own.contains(groupID) ? !excepted(file) : excepted(file) { files.insert(file) }
            }
        }
    }

    /// The platforms a configuration list's `SDKROOT` and `SUPPORTED_PLATFORMS` name, in any of
    /// its configurations: in the project file, else in the `.xcconfig` file the configuration is
    /// based on (a file reference, or a path in a synchronized folder).
    private func platforms(in list: PropertyListValue?, objects: Objects, paths: GroupPaths,
                           files: inout [String: BuildSettingsFile]) -> [String] {
        guard let id = list?.string, let configurations = objects[id]?["buildConfigurations"]?.array else { return [] }
        var platforms = Set<String>()
        for reference in configurations {
            guard let configuration = reference.string.flatMap({ objects[$0] }) else { continue }
            let settings = configuration["buildSettings"]
            for key in ["SDKROOT", "SUPPORTED_PLATFORMS"] {
                var words = settings?[key]?.string.map { [$0] } ?? (settings?[key]?.array ?? []).compactMap(\.string)
                if words.isEmpty, let path = baseSettingsFile(of: configuration, paths: paths) {
                    let file = files[path] ?? BuildSettingsFile(path: path, read: readSettingsFile)
                    files[path] = file
                    if let value = file[key] { words = [value] }
                }
                for word in words.flatMap({ $0.split(separator: " ") }) {
                    if let platform = TargetPlatform.fromSDK(String(word)) { platforms.insert(platform) }
                }
            }
        }
        return platforms.sorted()
    }

    private func baseSettingsFile(of configuration: PropertyListValue, paths: GroupPaths) -> String? {
        if let id = configuration["baseConfigurationReference"]?.string { return paths.path(of: id) }
        guard let anchor = configuration["baseConfigurationReferenceAnchor"]?.string, let folder = paths.synchronizedFolders[anchor],
              let relative = configuration["baseConfigurationReferenceRelativePath"]?.string else { return nil }
        return FilePath.normalize(FilePath.join(folder, relative))
    }

    private func object(_ reference: PropertyListValue?, in objects: Objects, expecting isas: Set<String>, role: String) throws(PropertyListError) -> PropertyListValue {
        guard let reference, let id = reference.string else {
            throw PropertyListError(line: reference?.line ?? 1, column: 1, message: "\(role) is not an object identifier")
        }
        guard let object = objects[id] else {
            throw PropertyListError(line: reference.line, column: 1, message: "\(role) \(id) refers to no object")
        }
        guard let isa = object["isa"]?.string else {
            throw PropertyListError(line: object.line, column: 1, message: "object \(id) has no 'isa'")
        }
        guard Self.knownISAs.contains(isa) else {
            throw PropertyListError(line: object.line, column: 1, message: "unknown isa '\(isa)' for \(role) \(id)")
        }
        guard isas.contains(isa) else {
            throw PropertyListError(line: object.line, column: 1, message: "\(role) \(id) is a \(isa)")
        }
        return object
    }
}

/// The absolute path of every group and file reference reachable from the main group.
private struct GroupPaths {
    private var paths: [String: String] = [:]
    /// Synchronized root groups (Xcode 16) by id, with their folders.
    private(set) var synchronizedFolders: [String: String] = [:]

    func path(of id: String) -> String? { paths[id] }

    static func resolve(project: PropertyListValue, objects: [String: PropertyListValue], sourceRoot: String) throws(PropertyListError) -> GroupPaths {
        var result = GroupPaths()
        guard let mainGroup = project["mainGroup"]?.string else {
            throw PropertyListError(line: project.line, column: 1, message: "the project has no 'mainGroup'")
        }
        var onPath = Set<String>()
        try result.visit(mainGroup, parent: sourceRoot, objects: objects, sourceRoot: sourceRoot, onPath: &onPath, line: project.line)
        return result
    }

    private mutating func visit(
        _ id: String, parent: String, objects: [String: PropertyListValue], sourceRoot: String,
        onPath: inout Set<String>, line: Int
    ) throws(PropertyListError) {
        guard let object = objects[id] else {
            throw PropertyListError(line: line, column: 1, message: "group child \(id) refers to no object")
        }
        guard let isa = object["isa"]?.string else {
            throw PropertyListError(line: object.line, column: 1, message: "object \(id) has no 'isa'")
        }
        guard XcodeProjectReader.knownISAs.contains(isa) else {
            throw PropertyListError(line: object.line, column: 1, message: "unknown isa '\(isa)' for group child \(id)")
        }
        guard onPath.insert(id).inserted else {
            throw PropertyListError(line: object.line, column: 1, message: "group \(id) contains itself (a cycle in the groups)")
        }
        defer { onPath.remove(id) }

        let resolved = Self.path(of: object, parent: parent, sourceRoot: sourceRoot)
        if let resolved { paths[id] = resolved }
        if isa == "PBXFileSystemSynchronizedRootGroup", let resolved { synchronizedFolders[id] = resolved }
        guard isa == "PBXGroup" || isa == "PBXVariantGroup" || isa == "XCVersionGroup" else { return }
        for child in object["children"]?.array ?? [] {
            guard let childID = child.string else {
                throw PropertyListError(line: child.line, column: 1, message: "a group child is not an object identifier")
            }
            // Xcode shows a child that refers to nothing as a missing file and builds the rest.
            guard objects[childID] != nil else { continue }
            // A group outside the repository (SDK, built products) still has children to skip safely.
            try visit(childID, parent: resolved ?? parent, objects: objects, sourceRoot: sourceRoot, onPath: &onPath, line: child.line)
        }
    }

    /// Only paths inside the repository resolve; SDK and build-product references do not.
    private static func path(of object: PropertyListValue, parent: String, sourceRoot: String) -> String? {
        let path = object["path"]?.string ?? ""
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<group>": return FilePath.normalize(FilePath.join(parent, path))
        case "SOURCE_ROOT": return FilePath.normalize(FilePath.join(sourceRoot, path))
        case "<absolute>": return path.hasPrefix("/") ? FilePath.normalize(path) : nil
        default: return nil
        }
    }
}
