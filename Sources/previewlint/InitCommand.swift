import ArgumentParser
import Foundation
import PreviewLintKit

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "init", abstract: "Write a starter .previewlint.yml for this repository.")

    @Flag(help: "Overwrite an existing .previewlint.yml.")
    var force = false

    func run() throws {
        let folder = FileManager.default.currentDirectoryPath
        let path = FilePath.join(folder, ConfigurationLoader.fileName)
        if FileManager.default.fileExists(atPath: path) && !force {
            printError("\(path): error: already exists; pass --force to overwrite it")
            throw ExitCode(ExitStatus.usage)
        }
        let text = StarterConfiguration.text(for: folder)
        do {
            try AtomicFile.write(text, to: path)
        } catch {
            printError(error.description)
            throw ExitCode(ExitStatus.io)
        }
        print("Wrote \(ConfigurationLoader.fileName)")
    }
}
