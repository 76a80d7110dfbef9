import SwiftParser
import SwiftSyntax

/// Reads the targets of a Tuist `Project.swift` with swift-syntax, never running it:
/// `.target(name:…, sources: […])`, `Target(…)` and `.init(…)` with glob lists where `!` excludes.
struct TuistProjectReader {
    let path: String
    let swiftFiles: [String]
    let root: String
    /// Resolves paths written in another case than the disk's.
    var pathCase: PathCase? = nil

    func read(text: String) -> [Target] {
        let lines = LineTable(text)
        let projectFolder = FilePath.parent(path)
        let relative = FilePath.relative(path, to: root)
        let calls = ManifestCall.calls(in: Parser.parse(source: text), named: ["target", "Target", "init"], lines: lines)
        return calls.compactMap { call in
            // `.target(name:)` alone is a dependency; a declaration has sources or a product.
            guard call.has("name"), call.has("sources") || call.has("product") else { return nil }
            let (patterns, excluding) = call.stringsWithExclusions("sources")
            // `name: rawValue` (an enum of targets) is not a literal: the folder of its sources names it.
            guard let name = call.string("name") ?? Self.folderName(patterns) else { return nil }
            let included = patterns.filter { !$0.hasPrefix("!") }.map { Glob(literalPrefixOnDisk($0, in: projectFolder)) }
            let excluded = (patterns.filter { $0.hasPrefix("!") }.map { String($0.dropFirst()) } + excluding).map(Glob.init)
            let files = swiftFiles.filter { file in
                let path = FilePath.relative(file, to: projectFolder)
                return included.contains { $0.matches(path) } && !excluded.contains { $0.matches(path) }
            }
            let role = call.memberNames("product").first.map(TargetPlatform.role(ofProduct:)) ?? .unknown
            let platforms = (call.memberNames("platform") + call.memberNames("destinations")).compactMap(TargetPlatform.fromName)
            return Target(name: name, source: "\(relative):\(call.line)", kind: .tuist, files: files, role: role, platforms: platforms)
        }
    }

    /// A glob whose folders before its first wildcard are on disk in another case: as on disk.
    private func literalPrefixOnDisk(_ pattern: String, in folder: String) -> String {
        guard let pathCase else { return pattern }
        let components = pattern.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let literal = components.prefix { !$0.contains("*") && !$0.contains("?") && !$0.contains("[") && !$0.contains("{") }
        guard !literal.isEmpty else { return pattern }
        let written = FilePath.normalize(FilePath.join(folder, literal.joined(separator: "/")))
        let found = pathCase.onDisk(written, declaredIn: path)
        guard found != written else { return pattern }
        return ([FilePath.relative(found, to: folder)] + components.dropFirst(literal.count)).joined(separator: "/")
    }

    /// `Azkar/Sources/**` → `Azkar`.
    static func folderName(_ patterns: [String]) -> String? {
        guard let first = patterns.first(where: { !$0.hasPrefix("!") }), let folder = first.split(separator: "/").first,
              !folder.contains("*") else { return nil }
        return String(folder)
    }
}
