/// Reads the targets of an XcodeGen `project.yml`: `targets: <name>: sources:` as a path, a list of
/// paths, or `path:` entries with `includes:` and `excludes:` globs; an entry with `buildPhase: none`
/// (resources such as snapshots) compiles nothing.
struct XcodeGenProjectReader {
    let path: String
    let swiftFiles: [String]
    let root: String

    func read(text: String) throws(YAMLError) -> [Target] {
        guard let document = try YAMLReader.read(text, path: path), let targets = document["targets"]?.mapping else {
            return []
        }
        let projectFolder = FilePath.parent(path)
        let relative = FilePath.relative(path, to: root)
        return targets.compactMap { pair in
            guard let name = pair.key.scalar?.text else { return nil }
            let sources = pair.value["sources"]
            let entries = sources?.sequence ?? (sources.map { [$0] } ?? [])
            var files = Set<String>()
            for entry in entries {
                let sourcePath = entry.scalar?.text ?? entry["path"]?.scalar?.text
                guard let sourcePath, entry["buildPhase"]?.scalar?.text != "none" else { continue }
                let folder = FilePath.normalize(FilePath.join(projectFolder, sourcePath))
                let includes = (entry["includes"]?.sequence ?? []).compactMap { $0.scalar?.text }.map(Glob.init)
                let excludes = (entry["excludes"]?.sequence ?? []).compactMap { $0.scalar?.text }.map(Glob.init)
                for file in swiftFiles where file == folder || SwiftPackageReader.isInside(file, folder) {
                    let inner = FilePath.relative(file, to: folder)
                    guard includes.isEmpty || includes.contains(where: { $0.matches(inner) }) else { continue }
                    if !excludes.contains(where: { $0.matches(inner) }) { files.insert(file) }
                }
            }
            let role = pair.value["type"]?.scalar.map { TargetPlatform.role(ofProduct: $0.text) } ?? .unknown
            let platform = pair.value["platform"]
            let platformNames = platform?.sequence?.compactMap { $0.scalar?.text } ?? platform?.scalar.map { [$0.text] } ?? []
            let platforms = (platformNames + (pair.value["supportedDestinations"]?.sequence ?? []).compactMap { $0.scalar?.text }).compactMap(TargetPlatform.fromName)
            return Target(name: name, source: "\(relative):\(pair.key.mark.line)", kind: .xcodegen, files: Array(files), role: role, platforms: platforms)
        }
    }
}
