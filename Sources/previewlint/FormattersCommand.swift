import ArgumentParser
import PreviewLintKit

struct FormattersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "formatters", abstract: "List the shared formatters, where they are declared and called, and the shapes of their output.")

    @OptionGroup var options: InventoryOptions

    func run() throws {
        let (linter, configuration, files) = try options.index()
        let formatters = linter.projectIndex(files).formatters
        switch options.format {
        case .json: print(FormatterListing.json(formatters, root: configuration.root).rendered())
        case .text: print(FormatterListing.text(formatters, root: configuration.root), terminator: "")
        }
    }
}
