import SwiftParser
import SwiftSyntax

/// Reads the targets of a `Package.swift` with swift-syntax, never running it:
/// `.target/.executableTarget/.testTarget/.macro(name:path:exclude:sources:)` and SwiftPM's folder conventions.
struct SwiftPackageReader {
    let path: String
    let swiftFiles: [String]
    let root: String
    /// Resolves paths written in another case than the disk's.
    var pathCase: PathCase? = nil

    static let targetFunctions: Set<String> = ["target", "executableTarget", "testTarget", "macro"]
    /// Folders SwiftPM looks in when a target gives no `path:`.
    static let sourceFolders = ["Sources", "Source", "src", "srcs"]
    static let testFolders = ["Tests"]

    func read(text: String) -> [Target] {
        let lines = LineTable(text)
        let packageFolder = FilePath.parent(path)
        let relative = FilePath.relative(path, to: root)
        let tree = Parser.parse(source: text)
        // `.library(name: "Home-iOS", targets: ["Home-iOS"])`: the products each target is part of.
        var products: [String: [String]] = [:]
        for call in ManifestCall.calls(in: tree, named: ["library", "executable"], lines: lines) where call.has("targets") {
            guard let product = call.string("name") else { continue }
            for target in call.strings("targets") { products[target, default: []].append(product) }
        }
        return ManifestCall.calls(in: tree, named: Self.targetFunctions, lines: lines).compactMap { call in
            guard let name = call.string("name") else { return nil }
            let folder = targetFolder(call, name: name, packageFolder: packageFolder)
            let excluded = call.strings("exclude").map { FilePath.normalize(FilePath.join(folder, $0)) }
            let sources = (call.has("sources") ? call.strings("sources").map { FilePath.normalize(FilePath.join(folder, $0)) } : [folder])
                .map { pathCase?.onDisk($0, declaredIn: path) ?? $0 }
            let files = swiftFiles.filter { file in
                sources.contains { Self.isInside(file, $0) } && !excluded.contains { Self.isInside(file, $0) }
            }
            let role: Target.Role = switch call.callee {
            case "testTarget": .test
            case "executableTarget": .app
            default: .library
            }
            return Target(name: name, source: "\(relative):\(call.line)", kind: .swiftpm, files: files, role: role, products: products[name] ?? [])
        }
    }

    private func targetFolder(_ call: ManifestCall, name: String, packageFolder: String) -> String {
        if let path = call.string("path") { return FilePath.normalize(FilePath.join(packageFolder, path)) }
        let parents = call.callee == "testTarget" ? Self.testFolders : Self.sourceFolders
        let candidates = parents.map { FilePath.join(FilePath.join(packageFolder, $0), name) }
        return candidates.first { candidate in swiftFiles.contains { Self.isInside($0, candidate) } } ?? candidates[0]
    }

    static func isInside(_ file: String, _ folderOrFile: String) -> Bool {
        file == folderOrFile || file.hasPrefix(folderOrFile.hasSuffix("/") ? folderOrFile : folderOrFile + "/")
    }
}
