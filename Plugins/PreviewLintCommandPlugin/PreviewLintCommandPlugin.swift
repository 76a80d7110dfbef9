import Foundation
import PackagePlugin

/// `swift package previewlint [--target NAME]… [arguments…]`: runs the `previewlint` built from
/// this package (never a binary found in the linted repository) in the package's folder.
@main
struct PreviewLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        // A target's own Swift files, as SwiftPM sees them (its `exclude:` and `sources:` applied).
        let files = try context.package.targets(named: targetNames)
            .compactMap { $0 as? SourceModuleTarget }
            .flatMap { $0.sourceFiles(withSuffix: "swift").map(\.url) }
            .map { relativePath(of: $0, in: context.package.directoryURL) }
        if !targetNames.isEmpty && files.isEmpty {
            // Passing no path would lint the whole package instead.
            Diagnostics.error("the targets \(targetNames.joined(separator: ", ")) have no Swift files")
            return
        }
        let passed = extractor.remainingArguments
        let tool = try context.tool(named: "previewlint")

        let process = Process()
        process.executableURL = tool.url
        process.arguments = (passed.isEmpty ? ["lint"] : passed) + files
        process.currentDirectoryURL = context.package.directoryURL
        // The macOS sandbox only lets plugins write to their work folder: keep the facts cache there.
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = context.pluginWorkDirectoryURL.path
        process.environment = environment
        try process.run()
        process.waitUntilExit()

        let status = process.terminationStatus
        if process.terminationReason == .uncaughtSignal {
            Diagnostics.error("previewlint was stopped by signal \(status)")
        } else if status != 0 {
            Diagnostics.error("previewlint exited with status \(status)")
        }
    }

    /// Paths relative to the package, so the report's paths read like a terminal run's.
    private func relativePath(of file: URL, in package: URL) -> String {
        let filePath = file.standardizedFileURL.path
        let packagePath = package.standardizedFileURL.path
        guard filePath.hasPrefix(packagePath + "/") else { return filePath }
        return String(filePath.dropFirst(packagePath.count + 1))
    }
}
