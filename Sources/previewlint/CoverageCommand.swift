import ArgumentParser
import Foundation
import PreviewLintKit

/// text, json or html, for `coverage`.
enum CoverageFormat: String, ExpressibleByArgument {
    case text, json, html
}

struct CoverageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "coverage",
        abstract: "Show what the previews cover: each widget's families, each Live Activity's presentations, each view."
    )

    @Argument(help: "Files or folders to index.")
    var paths: [String] = []

    @Option(help: "The configuration file (default: .previewlint.yml in the linted folder or the nearest one above it).")
    var config: String?

    @Option(help: "text, json or html.")
    var format: CoverageFormat = .text

    func run() throws {
        var options = InventoryOptions()
        options.paths = paths
        options.config = config
        let (linter, configuration, files) = try options.index()
        let project = linter.projectIndex(files)
        switch format {
        case .text: print(CoverageReport.text(project), terminator: "")
        case .json: print(CoverageReport.json(project).rendered())
        case .html: print(CoverageHTML.page(project, title: URL(fileURLWithPath: configuration.root).lastPathComponent), terminator: "")
        }
    }
}
