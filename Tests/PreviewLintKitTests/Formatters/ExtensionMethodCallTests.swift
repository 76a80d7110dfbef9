import Testing
@testable import PreviewLintKit

/// A method an extension of a modelled type declares, called on a value
/// (`value.mgdlText(unitIsMgDl: true)`), runs with that value as `self`.
@Suite struct ExtensionMethodCallTests {
    static let extensions = """
        import Foundation
        extension Double {
            func mgdlText(unitIsMgDl: Bool) -> String {
                unitIsMgDl ? String(format: "%.0f", self) : String(format: "%.1f", self / 18.0)
            }
        }

        """
    static let reading = """
        import Foundation
        func readingText(_ mgdl: Double) -> String {
            mgdl >= 400 ? "HIGH" : mgdl.mgdlText(unitIsMgDl: false)
        }
        struct AppScreen { func show() { print(readingText(1), 2.0.mgdlText(unitIsMgDl: true)) } }

        """

    static func listing(_ files: [String: String]) throws -> String {
        let repository = try TemporaryRepository(files.merging([".previewlint.yml": BehaviourTwinsTests.configuration]) { $1 })
        return try repository.run("formatters", "--all").stdout
    }

    @Test func theValueIsTheExtensionsSelf() throws {
        let listed = try Self.listing(["App/Extensions.swift": Self.extensions, "App/Reading.swift": Self.reading])
        #expect(listed.contains("outputs readingText(125.0) → \"6.9\"\n  outputs readingText(3661.0) → \"HIGH\""))
    }

    /// A method of the project's own type called on an instance is not an extension of the
    /// value's type: the caller stays unknown.
    @Test func aMethodOfAnotherKindStaysUnknown() throws {
        let owned = """
            import Foundation
            struct Units {
                let factor: Double
                func mgdlText(unitIsMgDl: Bool) -> String { String(format: "%.1f", factor) }
            }

            """
        let listed = try Self.listing(["App/Units.swift": owned, "App/Reading.swift": Self.reading])
        #expect(listed.contains("readingText(_:)\n  outputs readingText(0.0) → unknown (calls .mgdlText(unitIsMgDl:) on a value, which no lowered extension declares)"))
    }
}
