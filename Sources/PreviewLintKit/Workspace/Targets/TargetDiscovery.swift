import Foundation

/// Finds the targets of a repository statically, never running anything from it. Precedence:
/// `targets:` in the configuration, Xcode projects (with the repository's local Swift packages they
/// build with), SwiftPM, Tuist, XcodeGen, then one target per top-level folder. A project file that
/// cannot be read is a warning and discovery moves on.
public struct TargetDiscovery: Sendable {
    public struct Result: Sendable, Codable {
        /// Sorted by name, then source.
        public var targets: [Target]
        public var warnings: [TargetDiscoveryWarning]
        /// The project's string tables (`StringTable`), found by the same walk.
        public var stringTables: [String] = []
        /// The project's Core Data models (`DataModelEntities`), found by the same walk.
        public var dataModels: [String] = []
        /// The project's intent definitions (`IntentDefinitions`), found by the same walk.
        public var intentDefinitions: [String] = []
        /// The project's Objective-C headers (`ObjCHeaders`), found by the same walk.
        public var objcHeaders: [String] = []
        /// With a cache, the digest of everything the targets were found from (the key they are kept
        /// under): what a run's report depends on of them (`RunInputs`), cheaper than the targets' own.
        public var inputDigest: String?
    }

    let configuration: Configuration

    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    /// With a cache, targets are read from it when neither the project descriptions nor the list of
    /// files changed: the result depends on nothing else (nothing here looks at the disk again).
    public func discover(cache: FactsCache? = nil) -> Result {
        let inventory = ProjectInventory.scan(configuration.root)
        // Targets from the configuration come first and read no project description.
        let texts = configuration.targets.isEmpty ? Self.readProjectFiles(inventory) : [:]
        var reading = self
        reading.texts = texts
        var result: Result
        if let cache {
            let material = Self.material(inventory, texts: texts, root: configuration.root)
            result = cache.value(Result.self, kind: "targets", material: material) { reading.discover(inventory) }
            result.inputDigest = XXH64.hex128(material)
        } else {
            result = reading.discover(inventory)
        }
        result.stringTables = inventory.stringTables
        result.dataModels = inventory.dataModels
        result.intentDefinitions = inventory.intentDefinitions
        result.objcHeaders = inventory.objcHeaders
        return result
    }

    /// The project descriptions' texts, read before discovery (see `readProjectFiles`).
    private var texts: [String: String?] = [:]

    /// Every project description the sources below may read, read once; nil for one that is not UTF-8 text.
    private static func readProjectFiles(_ inventory: ProjectInventory) -> [String: String?] {
        var texts: [String: String?] = [:]
        for path in inventory.xcodeProjects + inventory.packageManifests + inventory.tuistManifests + inventory.xcodeGenProjects + inventory.buildSettingsFiles {
            texts[path] = FileManager.default.contents(atPath: path).flatMap { String(validating: $0, as: UTF8.self) }
        }
        return texts
    }

    /// Everything a discovery depends on besides the configuration (which the cache's key holds):
    /// the root, every list of the inventory, and the text of every project description.
    private static func material(_ inventory: ProjectInventory, texts: [String: String?], root: String) -> String {
        var material = root + "\0"
        for list in [inventory.swiftFiles, inventory.xcodeProjects, inventory.packageManifests, inventory.tuistManifests, inventory.xcodeGenProjects,
                     inventory.buildSettingsFiles] {
            material += "\(list.count)\0" + list.joined(separator: "\0") + "\0"
        }
        // Each text's digest, not the text: appending the megabytes of a large project's descriptions
        // was a fifth of a warm run's discovery.
        for path in texts.keys.sorted() {
            guard let text = texts[path]! else { material += path + "\0unreadable\0"; continue }
            material += path + "\0\(text.utf8.count)\0\(XXH64.hash(text))\0"
        }
        return material
    }

    private func discover(_ inventory: ProjectInventory) -> Result {
        let root = configuration.root
        var warnings: [TargetDiscoveryWarning] = []
        let pathCase = PathCase(swiftFiles: inventory.swiftFiles, root: root)
        let sources: [() -> [Target]] = [
            { configuredTargets(inventory) },
            { xcodeTargets(inventory, pathCase, warnings: &warnings) },
            // A Tuist or XcodeGen description is the app; a Package.swift beside it is one of its
            // local packages, so the description goes first and the packages join its targets.
            { withPackages(manifestTargets(inventory.tuistManifests, warnings: &warnings) {
                TuistProjectReader(path: $0, swiftFiles: inventory.swiftFiles, root: root, pathCase: pathCase).read(text: $1)
            }, inventory, pathCase, warnings: &warnings) },
            { withPackages(xcodeGenTargets(inventory, pathCase, warnings: &warnings), inventory, pathCase, warnings: &warnings) },
            { packageTargets(inventory, pathCase, warnings: &warnings) },
            { folderTargets(inventory) },
        ]
        for source in sources {
            let targets = source()
            if !targets.isEmpty {
                return Result(targets: targets.sorted { ($0.name, $0.source) < ($1.name, $1.source) }, warnings: warnings + pathCase.notes)
            }
        }
        return Result(targets: [], warnings: warnings)
    }

    private func configuredTargets(_ inventory: ProjectInventory) -> [Target] {
        let configurationFile = configuration.path.map { FilePath.relative($0, to: configuration.root) } ?? ".previewlint.yml"
        return configuration.targets.map { declaration in
            let included = declaration.patterns.filter { !$0.hasPrefix("!") }.map(Glob.init)
            let excluded = declaration.patterns.filter { $0.hasPrefix("!") }.map { Glob(String($0.dropFirst())) }
            let files = inventory.swiftFiles.filter { file in
                let relative = FilePath.relative(file, to: configuration.root)
                return included.contains { $0.matches(relative) } && !excluded.contains { $0.matches(relative) }
            }
            return Target(name: declaration.name, source: "\(configurationFile):\(declaration.mark.line)", kind: .configured, files: files)
        }
    }

    private func xcodeTargets(_ inventory: ProjectInventory, _ pathCase: PathCase, warnings: inout [TargetDiscoveryWarning]) -> [Target] {
        var targets: [Target] = []
        for path in inventory.xcodeProjects {
            guard let text = readText(path, warnings: &warnings) else { continue }
            do {
                let texts = self.texts
                let reader = XcodeProjectReader(path: path, swiftFiles: inventory.swiftFiles, root: configuration.root, pathCase: pathCase) { texts[$0] ?? nil }
                targets += try reader.read(text: text)
            } catch {
                warnings.append(TargetDiscoveryWarning(path: path, line: error.line, column: error.column, message: "cannot read the Xcode project: \(error.message); targets come from the next source"))
            }
        }
        return withPackages(targets, inventory, pathCase, warnings: &warnings)
    }

    /// Apps keep code in local packages next to the project; their files belong to those targets.
    private func withPackages(_ targets: [Target], _ inventory: ProjectInventory, _ pathCase: PathCase, warnings: inout [TargetDiscoveryWarning]) -> [Target] {
        targets.isEmpty ? [] : targets + Self.linkedPlatforms(packageTargets(inventory, pathCase, warnings: &warnings), linkedBy: targets)
    }

    /// A package module whose manifest does not say its platforms is built for those of the
    /// project targets that link a product it is part of (`Home-iOS` linked only by the iOS app).
    static func linkedPlatforms(_ packages: [Target], linkedBy targets: [Target]) -> [Target] {
        var platformsOfProduct: [String: Set<String>] = [:]
        for target in targets where !target.platforms.isEmpty {
            for product in target.products { platformsOfProduct[product, default: []].formUnion(target.platforms) }
        }
        return packages.map { package in
            guard package.platforms.isEmpty else { return package }
            var linked = package
            linked.platforms = Array(package.products.reduce(into: Set<String>()) { $0.formUnion(platformsOfProduct[$1] ?? []) }).sorted()
            return linked
        }
    }

    private func packageTargets(_ inventory: ProjectInventory, _ pathCase: PathCase, warnings: inout [TargetDiscoveryWarning]) -> [Target] {
        manifestTargets(inventory.packageManifests, warnings: &warnings) {
            SwiftPackageReader(path: $0, swiftFiles: inventory.swiftFiles, root: configuration.root, pathCase: pathCase).read(text: $1)
        }
    }

    private func manifestTargets(_ paths: [String], warnings: inout [TargetDiscoveryWarning], read: (String, String) -> [Target]) -> [Target] {
        var targets: [Target] = []
        for path in paths {
            if let text = readText(path, warnings: &warnings) { targets += read(path, text) }
        }
        return targets
    }

    private func xcodeGenTargets(_ inventory: ProjectInventory, _ pathCase: PathCase, warnings: inout [TargetDiscoveryWarning]) -> [Target] {
        guard !inventory.xcodeGenProjects.isEmpty else { return [] }
        let texts = self.texts
        var reader = XcodeGenProjectReader(specs: inventory.xcodeGenProjects, swiftFiles: inventory.swiftFiles, root: configuration.root) { path in
            // Included files other than the found specs are read when a spec names them.
            texts[path] ?? FileManager.default.contents(atPath: path).flatMap { String(validating: $0, as: UTF8.self) }
        }
        reader.pathCase = pathCase
        let (targets, failures) = reader.read()
        for error in failures {
            warnings.append(TargetDiscoveryWarning(path: error.path, line: error.mark.line, column: error.mark.column,
                                                   message: "cannot read the XcodeGen project: \(error.message); its targets are left out"))
        }
        return targets
    }

    private func folderTargets(_ inventory: ProjectInventory) -> [Target] {
        var byFolder: [String: [String]] = [:]
        for file in inventory.swiftFiles {
            let relative = FilePath.relative(file, to: configuration.root)
            guard let slash = relative.firstIndex(of: "/") else { continue }
            byFolder[String(relative[..<slash]), default: []].append(file)
        }
        return byFolder.keys.sorted().map { Target(name: $0, source: $0 + "/", kind: .folder, files: byFolder[$0]!) }
    }

    private func readText(_ path: String, warnings: inout [TargetDiscoveryWarning]) -> String? {
        guard let text = texts[path] ?? nil else {
            warnings.append(TargetDiscoveryWarning(path: path, line: 1, column: 1, message: "cannot read the file as UTF-8 text"))
            return nil
        }
        return text
    }
}
