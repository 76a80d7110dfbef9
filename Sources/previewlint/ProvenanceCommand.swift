import ArgumentParser
import PreviewLintKit

struct ProvenanceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "provenance",
        abstract: "Show how production fills a slot (Type.property, or Type.init(label:) label:) and what previews write into it."
    )

    @Argument(help: "The slot: Type.property, or a parameter such as 'Row.init(title:) title:'.")
    var slot: String

    @OptionGroup var options: InventoryOptions

    func run() throws {
        let (linter, _, files) = try options.index()
        let project = linter.projectIndex(files)
        switch options.format {
        case .json: print(ProvenanceReport.json(slot, project: project).rendered())
        case .text: print(ProvenanceReport.text(slot, project: project), terminator: "")
        }
    }
}
