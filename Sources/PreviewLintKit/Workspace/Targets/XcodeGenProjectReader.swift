import Foundation

/// Reads the targets of XcodeGen specs as XcodeGen builds them: a spec with the specs it
/// `include:`s (recursively, each read once), a target declared in several of them merged by
/// name, `templates:` from `targetTemplates:` applied, and `sources:` as a path, a list of paths,
/// or `path:` entries with `includes:` and `excludes:` globs (`buildPhase: none` compiles nothing).
/// A path is relative to the spec that declares it (or the including spec, with `relativePaths:
/// false`); when nothing exists there but does from the repository's root, the root: teams copy an
/// app's spec to the root before generating.
struct XcodeGenProjectReader {
    /// Absolute paths of the specs found in the repository.
    let specs: [String]
    let swiftFiles: [String]
    let root: String
    /// A spec's text by path (the found specs' are read beforehand; included files are read here).
    let readText: (String) -> String?
    /// Resolves paths written in another case than the disk's.
    var pathCase: PathCase? = nil

    /// One file's part of a spec: its targets and templates, and the folder its paths are relative to.
    private struct Fragment {
        let path: String
        let base: String
        let document: YAMLNode
    }

    /// The targets, and the specs that could not be read (left out).
    func read() -> (targets: [Target], failures: [YAMLError]) {
        var fragmentsBySpec: [String: [Fragment]] = [:]
        var included = Set<String>()
        var failures: [YAMLError] = []
        for spec in specs {
            var seen: Set<String> = []
            do {
                fragmentsBySpec[spec] = try load(spec, base: FilePath.parent(spec), seen: &seen)
            } catch {
                failures.append(error)
            }
            included.formUnion(seen.subtracting([spec]))
        }
        // A spec another one includes is read as part of it, not on its own.
        // Two apps' specs that include one framework's spec declare that target twice: it is one target.
        var seenTargets = Set<String>()
        let found = specs.filter { !included.contains($0) }.flatMap { targets(of: $0, fragmentsBySpec[$0] ?? []) }.filter { target in
            seenTargets.insert(target.name + "\0" + target.files.joined(separator: "\0")).inserted
        }
        return (found, failures)
    }

    /// The spec and what it includes, the included ones first (the including spec wins).
    private func load(_ path: String, base: String, seen: inout Set<String>) throws(YAMLError) -> [Fragment] {
        guard !seen.contains(path), let text = readText(path), let document = try YAMLReader.read(text, path: path) else { return [] }
        seen.insert(path)
        var fragments: [Fragment] = []
        let folder = FilePath.parent(path)
        for entry in document["include"]?.sequence ?? document["include"].map { [$0] } ?? [] {
            guard let includedPath = entry.scalar?.text ?? entry["path"]?.scalar?.text else { continue }
            let relativePaths = entry["relativePaths"]?.scalar?.bool ?? true
            let resolved = resolve(includedPath, from: folder, in: path)
            fragments += try load(resolved, base: relativePaths ? FilePath.parent(resolved) : base, seen: &seen)
        }
        fragments.append(Fragment(path: path, base: base, document: document))
        return fragments
    }

    /// `path` from `folder`, else from the root when only that exists (either in another case
    /// than written when only that is on disk).
    private func resolve(_ path: String, from folder: String, in spec: String) -> String {
        let local = FilePath.normalize(FilePath.join(folder, path))
        if FileManager.default.fileExists(atPath: local) { return local }
        let fromRoot = FilePath.normalize(FilePath.join(root, path))
        if FileManager.default.fileExists(atPath: fromRoot) { return fromRoot }
        guard let pathCase else { return local }
        let folded = pathCase.onDisk(local, declaredIn: spec)
        if folded != local { return folded }
        let foldedFromRoot = pathCase.onDisk(fromRoot, declaredIn: spec)
        return foldedFromRoot != fromRoot ? foldedFromRoot : local
    }

    private func targets(of spec: String, _ fragments: [Fragment]) -> [Target] {
        let relative = FilePath.relative(spec, to: root)
        var templates: [String: (node: YAMLNode, base: String)] = [:]
        for fragment in fragments {
            for pair in fragment.document["targetTemplates"]?.mapping ?? [] {
                if let name = pair.key.scalar?.text { templates[name] = (pair.value, fragment.base) }
            }
        }
        var order: [String] = []
        var parts: [String: [(node: YAMLNode, base: String, line: Int)]] = [:]
        for fragment in fragments {
            for pair in fragment.document["targets"]?.mapping ?? [] {
                guard let name = pair.key.scalar?.text else { continue }
                if parts[name] == nil { order.append(name) }
                parts[name, default: []].append((pair.value, fragment.base, pair.key.mark.line))
            }
        }
        return order.map { name in
            var declarations = parts[name] ?? []
            for part in declarations {
                for template in part.node["templates"]?.sequence ?? [] {
                    if let templateName = template.scalar?.text, let found = templates[templateName] {
                        declarations.insert((found.node, found.base, part.line), at: 0)
                    }
                }
            }
            var files = Set<String>()
            for declaration in declarations { files.formUnion(sourceFiles(declaration.node["sources"], base: declaration.base, spec: spec)) }
            // The including spec's values win: the last declaration that says.
            let type = declarations.last { $0.node["type"]?.scalar != nil }?.node["type"]?.scalar?.text
            let role = type.map(TargetPlatform.role(ofProduct:)) ?? .unknown
            var platformNames: [String] = []
            for declaration in declarations {
                let platform = declaration.node["platform"]
                platformNames += platform?.sequence?.compactMap { $0.scalar?.text } ?? platform?.scalar.map { [$0.text] } ?? []
                platformNames += (declaration.node["supportedDestinations"]?.sequence ?? []).compactMap { $0.scalar?.text }
            }
            let line = parts[name]?.last?.line ?? 1
            return Target(name: name, source: "\(relative):\(line)", kind: .xcodegen, files: Array(files), role: role,
                          platforms: platformNames.compactMap(TargetPlatform.fromName))
        }
    }

    private func sourceFiles(_ sources: YAMLNode?, base: String, spec: String) -> Set<String> {
        let entries = sources?.sequence ?? (sources.map { [$0] } ?? [])
        var files = Set<String>()
        for entry in entries {
            let sourcePath = entry.scalar?.text ?? entry["path"]?.scalar?.text
            guard let sourcePath, entry["buildPhase"]?.scalar?.text != "none" else { continue }
            let folder = resolve(sourcePath, from: base, in: spec)
            let includes = (entry["includes"]?.sequence ?? []).compactMap { $0.scalar?.text }.map(Glob.init)
            let excludes = (entry["excludes"]?.sequence ?? []).compactMap { $0.scalar?.text }.map(Glob.init)
            for file in swiftFiles where file == folder || SwiftPackageReader.isInside(file, folder) {
                let inner = FilePath.relative(file, to: folder)
                guard includes.isEmpty || includes.contains(where: { $0.matches(inner) }) else { continue }
                if !excludes.contains(where: { $0.matches(inner) }) { files.insert(file) }
            }
        }
        return files
    }
}
