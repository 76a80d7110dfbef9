import Foundation
import PackagePlugin

/// Lints a target's Swift files as a build step. The diagnostics are printed in the xcode
/// reporter's `path:line:col: warning: …` form, which Xcode turns into issues and
/// `swift build` shows as they are; warnings never fail the build, errors do.
@main
struct PreviewLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let files = module.sourceFiles(withSuffix: "swift").map(\.url)
        return try [
            Self.lintCommand(
                targetName: target.name,
                files: files,
                root: context.package.directoryURL,
                tool: context.tool(named: "previewlint").url,
                workFolder: context.pluginWorkDirectoryURL
            )
        ].compactMap { $0 }
    }

    /// A build command runs only for an output the target consumes, and any output that is not
    /// Swift is bundled as a resource; so the declared output is a comment-only Swift file that
    /// previewlint writes after linting (`--build-stamp`), and the report goes to standard output,
    /// where Xcode reads it. The command re-runs only when a Swift file of the target, the
    /// configuration or previewlint itself changes.
    static func lintCommand(targetName: String, files: [URL], root: URL, tool: URL, workFolder: URL) -> Command? {
        guard !files.isEmpty else { return nil }
        let stamp = workFolder.appending(path: "PreviewLintBuildStamp.swift")
        let configuration = configurationFile(from: root)
        var arguments = [
            "lint", "--reporter", "xcode", "--build-stamp", stamp.path,
            // Xcode's sandbox lets build plugins write only to their work folder.
            "--cache-path", workFolder.appending(path: "cache").path,
        ]
        if let configuration { arguments += ["--config", configuration.path] }
        arguments += files.map(\.path).sorted()
        return .buildCommand(
            displayName: "previewlint \(targetName)",
            executable: tool,
            arguments: arguments,
            inputFiles: files + (configuration.map { [$0] } ?? []),
            outputFiles: [stamp]
        )
    }

    /// The `.previewlint.yml` a terminal run in the package or project folder would use: there
    /// or in the nearest parent folder.
    static func configurationFile(from folder: URL) -> URL? {
        var current = folder.standardizedFileURL
        while true {
            let candidate = current.appending(path: ".previewlint.yml")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }
}
