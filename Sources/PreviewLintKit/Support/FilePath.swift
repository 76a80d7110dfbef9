import Foundation

/// Path arithmetic on plain strings (Foundation's URL is slow and inconsistent across platforms).
public enum FilePath {
    public static func join(_ base: String, _ component: String) -> String {
        if component.hasPrefix("/") { return component }
        if base.hasSuffix("/") { return base + component }
        return base + "/" + component
    }

    public static func absolute(_ path: String, relativeTo directory: String) -> String {
        let base = directory.hasPrefix("/") ? directory : join(FileManager.default.currentDirectoryPath, directory)
        return normalize(join(base, path))
    }

    /// Removes `.` and `..` components and duplicate slashes.
    public static func normalize(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    public static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    public static func name(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `path` relative to `root` when it lies inside it, else unchanged.
    public static func relative(_ path: String, to root: String) -> String {
        if path == root { return "." }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
