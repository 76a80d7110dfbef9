import ArgumentParser
import Foundation
import PreviewLintKit

/// text or json, for the commands that list what the index found.
enum InventoryFormat: String, ExpressibleByArgument {
    case text, json
}

/// The arguments shared by `previews` and `formatters`: what to index, with which configuration, printed how.
struct InventoryOptions: ParsableArguments {
    @Argument(help: "Files or folders to index.")
    var paths: [String] = []

    @Option(help: "The configuration file (default: .previewlint.yml in the linted folder or the nearest one above it).")
    var config: String?

    @Option(help: "text or json.")
    var format: InventoryFormat = .text

    /// Indexes the paths (one parse per file, no rules); exits 3 when nothing could be read.
    func index() throws -> (linter: Linter, configuration: Configuration, files: [FileFacts]) {
        let currentDirectory = FileManager.default.currentDirectoryPath
        let absolute = (paths.isEmpty ? ["."] : paths).map { FilePath.absolute($0, relativeTo: currentDirectory) }
        let configuration = try loadConfiguration(config, forPaths: absolute, quiet: false)
        let ruleSet: RuleSet
        do {
            ruleSet = try RuleSet(configuration: configuration)
        } catch {
            printError(error.description)
            throw ExitCode(ExitStatus.usage)
        }
        let linter = Linter(configuration: configuration, ruleSet: ruleSet)
        let index = linter.index(absolute, jobs: ProcessInfo.processInfo.activeProcessorCount)
        for problem in index.problems { printError(problem.description) }
        if index.files.isEmpty && !index.problems.isEmpty { throw ExitCode(ExitStatus.io) }
        return (linter, configuration, index.files)
    }
}
