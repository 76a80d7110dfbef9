import ArgumentParser
import Foundation
import PreviewLintKit

struct BaselineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "baseline",
        abstract: "Inspect baseline files written by 'lint --write-baseline'.",
        subcommands: [BaselineReportCommand.self]
    )
}

struct BaselineReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "report", abstract: "Summarize a baseline: accepted violations by rule and by file.")

    @Argument(help: "The baseline file.")
    var file: String

    func run() throws {
        let path = FilePath.absolute(file, relativeTo: FileManager.default.currentDirectoryPath)
        do {
            let baseline = try Baseline.read(path)
            print(BaselineSummary.render(baseline, path: file), terminator: "")
        } catch {
            printError(error.description)
            if case .unreadable = error { throw ExitCode(ExitStatus.io) }
            throw ExitCode(ExitStatus.usage)
        }
    }
}
