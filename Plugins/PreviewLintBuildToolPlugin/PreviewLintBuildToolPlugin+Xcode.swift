#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

/// The same build step for targets of an Xcode project (Build Phases › Run Build Tool Plug-ins).
extension PreviewLintBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles
            .filter { $0.type == .source && $0.url.pathExtension == "swift" }
            .map(\.url)
        return try [
            Self.lintCommand(
                targetName: target.displayName,
                files: files,
                root: context.xcodeProject.directoryURL,
                tool: context.tool(named: "previewlint").url,
                workFolder: context.pluginWorkDirectoryURL
            )
        ].compactMap { $0 }
    }
}
#endif
