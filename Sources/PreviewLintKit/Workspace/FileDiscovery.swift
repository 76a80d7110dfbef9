#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the Swift files to lint under the given paths.
public struct FileDiscovery: Sendable {
    /// Folders never worth linting: build products, dependencies, tool state.
    public static let skippedFolderNames: Set<String> = [".git", ".build", "DerivedData", "Pods", "Carthage", ".swiftpm"]

    public struct Result: Sendable {
        /// Absolute paths, sorted, each file once.
        public var files: [String]
        /// Paths given on the command line that do not exist or cannot be listed.
        public var problems: [FileProblem]
    }

    let root: String
    let included: [Glob]
    let excluded: [Glob]

    public init(configuration: Configuration) {
        root = configuration.root
        included = configuration.included
        excluded = configuration.excluded
    }

    public func discover(_ paths: [String]) -> Result {
        var walk = Walk(discovery: self)
        for path in paths {
            walk.visitArgument(path)
        }
        return Result(files: walk.files.sorted(), problems: walk.problems)
    }

    func isSelected(_ path: String) -> Bool {
        let relative = FilePath.relative(path, to: root)
        if !included.isEmpty && !included.contains(where: { $0.matches(relative) }) { return false }
        return !excluded.contains { $0.matches(relative) }
    }

    func isExcludedFolder(_ path: String) -> Bool {
        let relative = FilePath.relative(path, to: root)
        return excluded.contains { $0.matches(relative) }
    }
}

/// A file or path that could not be used, with the reason.
public struct FileProblem: Error, Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var message: String

    public var description: String { "\(path): error: \(message)" }
}

private struct Walk {
    let discovery: FileDiscovery
    var files: [String] = []
    var problems: [FileProblem] = []
    private var seenFiles: Set<String> = []
    private var seenFolders: Set<String> = []

    init(discovery: FileDiscovery) {
        self.discovery = discovery
    }

    mutating func visitArgument(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            problems.append(FileProblem(path: path, message: "no such file or directory"))
            return
        }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            visitFolder(path, boundary: FolderListing.realPath(path) ?? path)
        } else if path.hasSuffix(".swift"), discovery.isSelected(path) {
            addFile(path, identity: FolderListing.realPath(path) ?? path)
        }
    }

    /// Walks a folder; symbolic links are followed only when they stay inside `boundary`.
    /// `real` is the folder's real path when the caller knows it.
    private mutating func visitFolder(_ folder: String, boundary: String, real known: String? = nil) {
        guard let real = known ?? FolderListing.realPath(folder), seenFolders.insert(real).inserted else { return }
        guard let entries = FolderListing.entries(of: folder) else {
            problems.append(FileProblem(path: folder, message: "cannot list the folder: \(String(cString: strerror(errno)))"))
            return
        }
        for entry in entries {
            let path = FilePath.join(folder, entry.name)
            var type = entry.type
            // What the entry really is: its own name inside the folder's real path, unless it is a link.
            var identity = FilePath.join(real, entry.name)
            if type == UInt8(DT_LNK) {
                guard let target = FolderListing.realPath(path), isInside(target, boundary) else { continue }
                identity = target
                type = isFolder(target) ? UInt8(DT_DIR) : UInt8(DT_REG)
            } else if type == UInt8(DT_UNKNOWN) {
                type = isFolder(path) ? UInt8(DT_DIR) : UInt8(DT_REG)
            }
            if type == UInt8(DT_DIR) {
                if entry.name.hasPrefix(".") || FileDiscovery.skippedFolderNames.contains(entry.name) { continue }
                if discovery.isExcludedFolder(path) { continue }
                visitFolder(path, boundary: boundary, real: identity)
            } else if entry.name.hasSuffix(".swift"), discovery.isSelected(path) {
                addFile(path, identity: identity)
            }
        }
    }

    /// `identity` is the file's real path: a file reached twice (through a link, or two arguments) is linted once.
    /// It is worked out from the folder's, not asked of `realpath` per file, which checks every component.
    private mutating func addFile(_ path: String, identity: String) {
        if seenFiles.insert(identity).inserted { files.append(path) }
    }

    private func isInside(_ path: String, _ boundary: String) -> Bool {
        path == boundary || path.hasPrefix(boundary.hasSuffix("/") ? boundary : boundary + "/")
    }

    private func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}
