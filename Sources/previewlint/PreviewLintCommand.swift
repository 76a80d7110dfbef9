import ArgumentParser
import Foundation
import PreviewLintKit

@main
struct PreviewLintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "previewlint",
        abstract: "Lints SwiftUI previews, widgets and Live Activities, and the files shared between targets.",
        discussion: """
        Exit codes: 0 no violation at the failing level; 1 violations at the failing level \
        (errors, and warnings too with --strict); 2 usage or configuration error; \
        3 a file or I/O error that stopped the run.
        """,
        version: PreviewLint.version,
        subcommands: [
            LintCommand.self, PreviewsCommand.self, CoverageCommand.self, TargetsCommand.self, CopiesCommand.self, FormattersCommand.self, ProvenanceCommand.self, RulesCommand.self, ExplainCommand.self,
            InitCommand.self, BaselineCommand.self, LSPCommand.self, ConfigSchemaCommand.self,
        ],
        defaultSubcommand: LintCommand.self
    )

    /// argument-parser exits 64 on usage errors; previewlint documents 2.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .success || code == .failure || code.rawValue == 1 || code.rawValue == 3 {
                exit(withError: error)
            }
            // An ExitCode thrown after its message was printed has an empty message: print no blank line.
            let message = fullMessage(for: error)
            if !message.isEmpty { FileHandle.standardError.write(Data((message + "\n").utf8)) }
            Foundation.exit(ExitStatus.usage)
        }
    }
}

/// The documented exit codes.
enum ExitStatus {
    static let clean: Int32 = 0
    static let violations: Int32 = 1
    static let usage: Int32 = 2
    static let io: Int32 = 3
}

/// Writes to standard error.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

/// Loads the configuration or exits 2 with its diagnostics.
/// The configuration of the project the linted paths (absolute) are in, found from the paths.
func loadConfiguration(_ explicitPath: String?, forPaths paths: [String], quiet: Bool) throws -> Configuration {
    do {
        let configuration = try ConfigurationLoader.load(explicitPath: explicitPath, forPaths: paths,
                                                         currentDirectory: FileManager.default.currentDirectoryPath)
        if !quiet {
            for warning in configuration.warnings { printError(warning.description) }
        }
        return configuration
    } catch {
        printError(error.description)
        throw ExitCode(ExitStatus.usage)
    }
}
