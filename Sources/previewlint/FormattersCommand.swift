import ArgumentParser
import PreviewLintKit

struct FormattersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "formatters", abstract: "List the shared formatters, where they are declared and called, the shapes of their output and what they output on a few inputs.")

    @OptionGroup var options: InventoryOptions

    @Flag(help: "List every member that formats, with what it outputs or why its code cannot be run, not only the shared formatters.")
    var all = false

    func run() throws {
        let (linter, configuration, files) = try options.index()
        let project = linter.projectIndex(files)
        if all {
            let listing = FormattingMemberListing(project)
            switch options.format {
            case .json: print(listing.json(root: configuration.root).rendered())
            case .text: print(listing.text(root: configuration.root), terminator: "")
            }
            return
        }
        let formatters = project.formatters, outputs = project.formatterOutputs
        switch options.format {
        case .json: print(FormatterListing.json(formatters, outputs: outputs, root: configuration.root).rendered())
        case .text: print(FormatterListing.text(formatters, outputs: outputs, root: configuration.root), terminator: "")
        }
    }
}
