import ArgumentParser
import Foundation
import PreviewLintKit

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rules", abstract: "List the built-in rules.")

    @Option(help: "text, json or markdown.")
    var format: Format = .text

    enum Format: String, ExpressibleByArgument {
        case text, json, markdown
    }

    func run() {
        print(RuleDocumentation.list(format: format.rawValue), terminator: "")
    }
}

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "explain", abstract: "Show a rule's rationale, options and examples.")

    @Argument(help: "The rule id.")
    var id: String

    @Flag(help: "Print the rule's documentation page as Markdown.")
    var markdown = false

    func validate() throws {
        guard RuleCatalog.descriptor(id) != nil else {
            throw ValidationError("unknown rule '\(id)'\(RuleCatalog.didYouMean(id)) (previewlint rules lists them)")
        }
    }

    func run() {
        let rule = RuleCatalog.descriptor(id)!
        print(markdown ? RuleDocumentation.markdown(rule) : RuleDocumentation.explain(rule), terminator: "")
    }
}
