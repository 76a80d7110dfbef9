import ArgumentParser
import PreviewLintKit

struct CopiesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "copies",
        abstract: "List the files copied into several targets: identical, adapted, drifted, declared or unknown, with the history's evidence."
    )

    @OptionGroup var options: InventoryOptions

    func run() throws {
        let (linter, configuration, files) = try options.index()
        let inventory = CopyInventory(project: linter.projectIndex(files), rules: linter.ruleSet, configuration: configuration)
        switch options.format {
        case .json: print(CopyListing.json(inventory, root: configuration.root).rendered())
        case .text: print(CopyListing.text(inventory, root: configuration.root), terminator: "")
        }
    }
}
