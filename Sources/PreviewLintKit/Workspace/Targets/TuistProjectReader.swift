import SwiftParser
import SwiftSyntax

/// Reads the targets of a Tuist `Project.swift` with swift-syntax, never running it:
/// `.target(name:…, sources: […])`, `Target(…)` and `.init(…)` with glob lists where `!` excludes.
struct TuistProjectReader {
    let path: String
    let swiftFiles: [String]
    let root: String

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
            let included = patterns.filter { !$0.hasPrefix("!") }.map(Glob.init)
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

    /// `Azkar/Sources/**` → `Azkar`.
    static func folderName(_ patterns: [String]) -> String? {
        guard let first = patterns.first(where: { !$0.hasPrefix("!") }), let folder = first.split(separator: "/").first,
              !folder.contains("*") else { return nil }
        return String(folder)
    }
}
