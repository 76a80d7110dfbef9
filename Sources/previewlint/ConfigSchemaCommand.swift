import ArgumentParser
import PreviewLintKit

struct ConfigSchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config-schema",
        abstract: "Print the JSON Schema of .previewlint.yml (for editors' YAML support)."
    )

    func run() {
        print(ConfigurationSchema.document().rendered())
    }
}
