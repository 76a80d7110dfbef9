import Foundation

/// Paths as project descriptions write them, found on a disk that tells case apart. Xcode,
/// XcodeGen and Tuist run on the Mac's case-insensitive file system, so a description may name
/// `App/App.yml` where the disk has `app.yml` and still build: such a path resolves to the one
/// entry that differs from it only in case, with a note saying so, never to one of several.
final class PathCase: @unchecked Sendable {
    private let swiftFiles: Set<String>
    private let swiftFilesByFolding: [String: [String]]
    private var listings: [String: [String]] = [:]
    /// Paths resolved ignoring case, with the description that wrote them.
    private var resolved: [(description: String, written: String, found: String)] = []
    private var noted = Set<String>()

    /// One note per description: its first path read ignoring case, and how many more were.
    var notes: [TargetDiscoveryWarning] {
        var byDescription: [String: [(written: String, found: String)]] = [:]
        for entry in resolved { byDescription[entry.description, default: []].append((entry.written, entry.found)) }
        // Sorted: readers meet paths in the order of sets.
        return byDescription.keys.sorted().map { description in
            let paths = byDescription[description]!.sorted { $0.written < $1.written }
            var message = "\(FilePath.relative(paths[0].written, to: root)) is not on disk as written; read as \(FilePath.relative(paths[0].found, to: root))"
            if paths.count > 1 { message += ", and \(paths.count - 1) more path\(paths.count == 2 ? "" : "s") likewise" }
            return TargetDiscoveryWarning(path: description, line: 1, column: 1, severity: "note", message: message + " (the Mac's file system ignores case)")
        }
    }

    /// The repository's top, which notes name paths relative to.
    private let root: String

    init(swiftFiles: [String], root: String) {
        self.root = root
        self.swiftFiles = Set(swiftFiles)
        swiftFilesByFolding = Dictionary(grouping: swiftFiles) { $0.lowercased() }
    }

    /// A Swift file a description names: as written when it is one, else the one Swift file whose
    /// path differs only in case; nil when none (or several) is.
    func swiftFile(_ path: String, declaredIn description: String) -> String? {
        if swiftFiles.contains(path) { return path }
        guard let matches = swiftFilesByFolding[path.lowercased()], matches.count == 1 else { return nil }
        note(path, matches[0], description)
        return matches[0]
    }

    /// A file or folder a description names: as written when it exists, else with each component
    /// that does not exist replaced by the one entry of its folder with that name ignoring case;
    /// as written when no entry (or several) matches, so what is missing stays missing.
    func onDisk(_ path: String, declaredIn description: String) -> String {
        guard !FileManager.default.fileExists(atPath: path) else { return path }
        var resolved = ""
        for component in path.split(separator: "/", omittingEmptySubsequences: true).map(String.init) {
            let folder = resolved.isEmpty ? "/" : resolved
            let entries = listing(of: folder)
            if entries.contains(component) {
                resolved = FilePath.join(folder, component)
                continue
            }
            let matches = entries.filter { $0.lowercased() == component.lowercased() }
            guard matches.count == 1 else { return path }
            resolved = FilePath.join(folder, matches[0])
        }
        note(path, resolved, description)
        return resolved
    }

    private func listing(of folder: String) -> [String] {
        if let known = listings[folder] { return known }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        listings[folder] = entries
        return entries
    }

    private func note(_ written: String, _ found: String, _ description: String) {
        guard noted.insert(written).inserted else { return }
        resolved.append((description, written, found))
    }
}
