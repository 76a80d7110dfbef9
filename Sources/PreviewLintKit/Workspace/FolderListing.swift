#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How the folder walks (the files to lint, the project inventory) read the disk: one listing per
/// folder with the entry types it gives, and `realpath` only where a real path cannot be worked out.
enum FolderListing {
    /// The folder's entries without `.` and `..`, sorted by name, with their `d_type`; nil when the
    /// folder cannot be opened (`errno` says why).
    static func entries(of folder: String) -> [(name: String, type: UInt8)]? {
        guard let directory = opendir(folder) else { return nil }
        var entries: [(name: String, type: UInt8)] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name != "." && name != ".." { entries.append((name, entry.pointee.d_type)) }
        }
        closedir(directory)
        return entries.sorted { $0.name < $1.name }
    }

    /// The path with links and `..` resolved; `realpath` checks every component, so callers work a
    /// subfolder's real path out from its parent's when neither is a link.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
