import Testing
@testable import PreviewLintKit

/// Another type's constants read by path (`Texts_Common.HIGH`, `Limits.high`) are the project's
/// values: a literal, or text looked up in a string table by a literal key.
@Suite struct ProjectConstantTests {
    static let texts = """
        import Foundation
        enum Texts_Common {
            static let filename = "Common"
            static let HIGH: String = {
                return NSLocalizedString("common_high", tableName: filename, bundle: Bundle.main, value: "HIGH", comment: "")
            }()
        }
        enum Limits {
            static let high = 400.0
        }

        """
    static let reading = """
        import Foundation
        func readingText(_ mgdl: Double) -> String {
            mgdl >= Limits.high ? Texts_Common.HIGH : String(format: "%.0f", mgdl)
        }
        struct AppScreen { func show() { print(readingText(1)) } }

        """

    static func listing(_ files: [String: String]) throws -> String {
        let repository = try TemporaryRepository(files.merging([".previewlint.yml": BehaviourTwinsTests.configuration]) { $1 })
        return try repository.run("formatters", "--all").stdout
    }

    @Test func constantsAndTheirTableTextAreRead() throws {
        let listed = try Self.listing(["App/Texts.swift": Self.texts, "App/Reading.swift": Self.reading,
                                       "App/en.lproj/Common.strings": "\"common_high\" = \"High\";\n"])
        #expect(listed.contains("outputs readingText(125.0) → \"125\"\n  outputs readingText(3661.0) → \"High\""))
        // Without the table the default value is the text.
        #expect(try Self.listing(["App/Texts.swift": Self.texts, "App/Reading.swift": Self.reading]).contains("outputs readingText(3661.0) → \"HIGH\""))
    }

    /// A constant nobody declares as a literal or a lookup (an enum case, a computed value) leaves
    /// the reader unknown, as before.
    @Test func aPathTheProjectDoesNotDeclareIsUnknown() throws {
        let computed = Self.texts.replacingOccurrences(of: "static let high = 400.0", with: "static let high = Double(UserDefaults.standard.integer(forKey: \"high\"))")
        #expect(try Self.listing(["App/Texts.swift": computed, "App/Reading.swift": Self.reading])
            .contains("readingText(_:)\n  outputs unknown: reads Limits.high from its context"))
    }
}
