import Foundation
import Testing

/// The plugins as a user meets them: a package that depends on previewlint, `swift package
/// previewlint` and `swift build`. The first run builds previewlint in `.build/plugin-test`.
@Suite("SwiftPM plugins", .serialized)
struct SwiftPMPluginTests {
    static let diagnostics = [
        "Sources/Greeting/Greeting.swift:2:5: warning: Use the logger; print goes nowhere on a device (no_print)",
        "Sources/Greeting/GreetingView.swift:13:1: warning: this #Preview has no name, like 1 other preview of this file; name each one so the canvas and reviewers can tell them apart (unnamed_preview)",
        "Sources/Greeting/GreetingView.swift:17:1: warning: this #Preview has no name, like 1 other preview of this file; name each one so the canvas and reviewers can tell them apart (unnamed_preview)",
    ]

    @Test func commandPluginLintsThePackageWithItsConfiguration() throws {
        let package = try PluginPackage(applyingBuildToolPlugin: false)
        let result = try package.swift("package", "--disable-sandbox", "previewlint", "lint")
        #expect(result.status == 0, "\(result.output)")
        let lines = result.output.split(separator: "\n").map(String.init)
        // Compiler warnings from building previewlint come first; the report's lines follow.
        #expect(lines.filter { $0.hasPrefix("Sources/Greeting/") } == Self.diagnostics, "\(result.output)")
        // Package.swift is linted too: it is a Swift file of the package.
        #expect(lines.contains("Linted 3 files: 0 errors, 3 warnings, 0 notes."))
    }

    @Test func commandPluginFailsWhenPreviewlintFails() throws {
        let package = try PluginPackage(applyingBuildToolPlugin: false)
        let result = try package.swift("package", "--disable-sandbox", "previewlint", "--strict")
        #expect(result.status != 0)
        #expect(result.output.contains("error: previewlint exited with status 1"), "\(result.output)")
        #expect(result.output.contains(Self.diagnostics[0]))
    }

    @Test func commandPluginLintsOnlyTheNamedTargets() throws {
        let package = try PluginPackage(applyingBuildToolPlugin: false)
        let result = try package.swift("package", "--disable-sandbox", "previewlint", "--target", "Greeting")
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("Linted 2 files: 0 errors, 3 warnings, 0 notes."), "\(result.output)")

        let unknown = try package.swift("package", "--disable-sandbox", "previewlint", "--target", "Greetings")
        #expect(unknown.status != 0)
        #expect(unknown.output.contains("Greetings"), "\(unknown.output)")
    }

    @Test func buildToolPluginPrintsWarningsAndTheBuildSucceeds() throws {
        let package = try PluginPackage(applyingBuildToolPlugin: true)
        let result = try package.swift("build", "--target", "Greeting")
        #expect(result.status == 0, "\(result.output)")
        #expect(!result.output.contains("error:"), "\(result.output)")
        // Absolute paths, so Xcode can open each issue.
        let lines = result.output.split(separator: "\n").map(String.init).filter { $0.hasPrefix("/") && $0.contains("/Sources/Greeting/") }
        #expect(lines.count == Self.diagnostics.count, "\(result.output)")
        for (line, expected) in zip(lines, Self.diagnostics) {
            #expect(line.hasSuffix("/" + expected))
        }
        // The build's declared output is Swift, so nothing is bundled as a resource.
        let products = try FileManager.default.contentsOfDirectory(atPath: package.scratchPath + "/debug")
        #expect(!products.contains { $0.hasSuffix("_Greeting.resources") })
    }
}
