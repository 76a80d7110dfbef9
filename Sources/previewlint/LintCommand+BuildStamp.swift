import ArgumentParser
import Foundation
import PreviewLintKit

extension LintCommand {
    /// SwiftPM and Xcode run a plugin's build command only for an output the target consumes, and
    /// they bundle any output that is not Swift as a resource. So the build tool plugin declares
    /// this comment-only Swift file: it marks the lint as done for the inputs, and compiles to nothing.
    func writeBuildStamp(_ path: String, currentDirectory: String) throws {
        let text = "// Written by the previewlint build tool plugin each time it lints this target. It declares nothing.\n"
        let path = FilePath.absolute(path, relativeTo: currentDirectory)
        do {
            try? FileManager.default.createDirectory(atPath: FilePath.parent(path), withIntermediateDirectories: true)
            try AtomicFile.write(text, to: path)
        } catch {
            printError(error.description)
            throw ExitCode(ExitStatus.io)
        }
    }
}
