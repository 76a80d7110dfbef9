import ArgumentParser
import Foundation
import PreviewLintKit

struct TargetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "targets",
        abstract: "List the targets read from the project description, and their Swift files."
    )

    @Argument(help: "The repository (default: the configuration's folder, else the current one).")
    var path: String?

    @Option(help: "The configuration file (default: .previewlint.yml here or in the nearest parent folder).")
    var config: String?

    @Option(help: "text or json.")
    var format: Format = .text

    enum Format: String, ExpressibleByArgument {
        case text, json
    }

    func run() throws {
        let currentDirectory = FileManager.default.currentDirectoryPath
        let folder = FilePath.absolute(path ?? ".", relativeTo: currentDirectory)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            printError("\(path ?? "."): error: not a folder")
            throw ExitCode(ExitStatus.usage)
        }
        var configuration: Configuration
        do {
            configuration = try ConfigurationLoader.load(explicitPath: config.map { FilePath.absolute($0, relativeTo: currentDirectory) }, from: folder)
        } catch {
            printError(error.description)
            throw ExitCode(ExitStatus.usage)
        }
        // A configuration found above the requested folder describes another repository.
        if path != nil && config == nil && configuration.root != folder { configuration = Configuration(root: folder) }
        for warning in configuration.warnings { printError(warning.description) }

        let result = TargetDiscovery(configuration: configuration).discover()
        for var warning in result.warnings {
            warning.path = FilePath.relative(warning.path, to: currentDirectory)
            printError(warning.description)
        }
        switch format {
        case .json: print(TargetListing.json(result.targets, root: configuration.root).rendered())
        case .text: print(TargetListing.text(result.targets, root: configuration.root), terminator: "")
        }
    }
}
