import ArgumentParser
import PreviewLintKit

struct PreviewsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "previews", abstract: "List every preview and preview fixture.")

    @OptionGroup var options: InventoryOptions

    func run() throws {
        let (_, configuration, files) = try options.index()
        switch options.format {
        case .json: print(PreviewInventory.json(files, root: configuration.root).rendered())
        case .text: print(PreviewInventory.text(files, root: configuration.root), terminator: "")
        }
    }
}
