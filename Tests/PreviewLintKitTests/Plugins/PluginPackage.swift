import Foundation

/// A copy of `Tests/Fixtures/plugin-package` in a temporary folder, with a manifest that depends on
/// this repository by path. SwiftPM runs in it the way a user does; its build folder is kept under
/// the repository's `.build/plugin-test`, so only the first run builds swift-syntax and previewlint.
final class PluginPackage {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    let path: String
    /// One build folder for both manifests, so previewlint is built once.
    let scratchPath: String

    init(applyingBuildToolPlugin: Bool) throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("previewlint-plugin-\(UUID().uuidString)").path
        scratchPath = Self.repository.appendingPathComponent(".build/plugin-test").path
        try FileManager.default.copyItem(atPath: Fixtures.path("plugin-package"), toPath: path)
        let manifest = Self.manifest(applyingBuildToolPlugin: applyingBuildToolPlugin)
        try Data(manifest.utf8).write(to: URL(fileURLWithPath: path).appendingPathComponent("Package.swift"))
    }

    /// A path dependency's identity is its folder's name, whatever the repository is checked out as.
    static func manifest(applyingBuildToolPlugin: Bool) -> String {
        let plugins = applyingBuildToolPlugin
            ? "[.plugin(name: \"PreviewLintBuildToolPlugin\", package: \"\(repository.lastPathComponent)\")]"
            : "[]"
        return """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "plugin-package",
            dependencies: [.package(path: "\(repository.path)")],
            targets: [.target(name: "Greeting", plugins: \(plugins))]
        )

        """
    }

    /// `swift <subcommand> --scratch-path … <arguments>`; standard output and error together, in order.
    func swift(_ subcommand: String, _ arguments: String...) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", subcommand, "--scratch-path", scratchPath] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: path)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}
