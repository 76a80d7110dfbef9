import ArgumentParser
import Foundation
import PreviewLintKit

struct PreviewsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "previews", abstract: "List every preview and preview fixture.")

    @Argument(help: "Files or folders to index.")
    var paths: [String] = []

    @Option(help: "The configuration file.")
    var config: String?

    @Option(help: "text or json.")
    var format: Format = .text

    enum Format: String, ExpressibleByArgument {
        case text, json
    }

    func run() throws {
        let currentDirectory = FileManager.default.currentDirectoryPath
        let configuration = try loadConfiguration(config, quiet: false)
        let ruleSet = try RuleSet(configuration: configuration)
        let absolute = (paths.isEmpty ? ["."] : paths).map { FilePath.absolute($0, relativeTo: currentDirectory) }
        let index = Linter(configuration: configuration, ruleSet: ruleSet).index(absolute, jobs: ProcessInfo.processInfo.activeProcessorCount)
        for problem in index.problems { printError(problem.description) }
        if index.files.isEmpty && !index.problems.isEmpty { throw ExitCode(ExitStatus.io) }
        switch format {
        case .json: print(PreviewInventory.json(index.files, root: configuration.root).rendered())
        case .text: print(PreviewInventory.text(index.files, root: configuration.root), terminator: "")
        }
    }
}
