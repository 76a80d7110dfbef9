import ArgumentParser
import Foundation
import PreviewLintKit

struct LSPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run as a Language Server Protocol server on standard input and output."
    )

    @Flag(help: "Parse every file: neither read nor write the cache.")
    var noCache = false

    @Option(help: "The cache folder (default: $XDG_CACHE_HOME/previewlint, else ~/.cache/previewlint).")
    var cachePath: String?

    func run() throws {
        let directory = noCache ? nil : cachePath.map { FilePath.absolute($0, relativeTo: FileManager.default.currentDirectoryPath) } ?? FactsCache.defaultDirectory()
        let server = LanguageServer(transport: MessageTransport(input: STDIN_FILENO, output: .standardOutput), cacheDirectory: directory)
        let status = server.run()
        if status != 0 { throw ExitCode(status) }
    }
}
