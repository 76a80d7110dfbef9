import ArgumentParser
import Foundation
import PreviewLintKit

struct FormattersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "formatters", abstract: "List the shared formatters, where they are declared and called, and the shapes of their output.")

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
        let linter = Linter(configuration: configuration, ruleSet: try RuleSet(configuration: configuration))
        let absolute = (paths.isEmpty ? ["."] : paths).map { FilePath.absolute($0, relativeTo: currentDirectory) }
        let index = linter.index(absolute, jobs: ProcessInfo.processInfo.activeProcessorCount)
        for problem in index.problems { printError(problem.description) }
        if index.files.isEmpty && !index.problems.isEmpty { throw ExitCode(ExitStatus.io) }
        let formatters = linter.projectIndex(index.files).formatters
        switch format {
        case .json: print(FormatterListing.json(formatters, root: configuration.root).rendered())
        case .text: print(FormatterListing.text(formatters, root: configuration.root), terminator: "")
        }
    }
}
