import Foundation
import PackagePlugin

/// Generates `EmbeddedRuleDescriptors.swift` from the package's `Rules/*.yml`.
@main
struct RuleCatalogPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let rulesFolder = context.package.directoryURL.appending(path: "Rules")
        let descriptors = try FileManager.default
            .contentsOfDirectory(at: rulesFolder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "yml" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedRuleDescriptors.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(descriptors.count) rule descriptors",
                executable: try context.tool(named: "RuleCatalogGenerator").url,
                arguments: [output.path] + descriptors.map(\.path),
                inputFiles: descriptors,
                outputFiles: [output]
            )
        ]
    }
}
