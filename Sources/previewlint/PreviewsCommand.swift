import ArgumentParser
import PreviewLintKit

struct PreviewsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "previews", abstract: "List every preview and preview fixture.")

    @OptionGroup var options: InventoryOptions

    func run() throws {
        let (linter, configuration, files) = try options.index()
        switch options.format {
        case .json: print(PreviewInventory.json(linter.projectIndex(files)).rendered())
        case .text: print(PreviewInventory.text(files, root: configuration.root), terminator: "")
        }
    }
}
