import Foundation
import Testing
@testable import PreviewLintKit

/// Text read from the project's string tables by key (`NSLocalizedString`, `String(localized:)`) is
/// the development language's text: formatting built on it is compared by what it outputs.
@Suite struct LocalizedTextTests {
    static let app = """
        import Foundation
        func expiryText(_ days: Int) -> String {
            if days == 1 { return NSLocalizedString("one.day", comment: "") }
            return String(format: NSLocalizedString("days.left", comment: "Days left"), days)
        }
        struct AppScreen { func show() { print(expiryText(1)) } }

        """
    static let widget = """
        func widgetExpiry(_ remaining: Int) -> String {
            remaining == 1 ? "1 day left" : "\\(remaining) days left"
        }
        struct WidgetScreen { func show() { print(widgetExpiry(2)) } }

        """

    @Test func theWidgetWritesWhatTheAppsStringTableSays() throws {
        let table = "/* Days left */\n\"days.left\" = \"%d days left\";\n\"one.day\" = \"1 day left\";\n"
        #expect(try BehaviourTwinsTests.lint(["App/en.lproj/Localizable.strings": table, "App/Expiry.swift": Self.app, "Widget/WidgetExpiry.swift": Self.widget]) == [
            "App/Expiry.swift:2:6: warning: widgetExpiry(_:) (Widget/WidgetExpiry.swift:1) outputs what expiryText(_:) (App/Expiry.swift:2) outputs, on all 13 inputs tried (expiryText(125) → \"125 days left\", expiryText(3661) → \"3661 days left\"), in targets App, Widget that share no formatter for it; extract one into code both targets compile (a shared file or module) and call it from each (duplicated_formatting)",
        ])
    }

    /// With no table the key is the text, as Foundation returns it; a table that cannot be read
    /// leaves the text unknown.
    @Test func aKeyNoTableHoldsIsItsOwnTextAndAnUnreadableTableIsUnknown() throws {
        let keyed = Self.app.replacingOccurrences(of: "\"days.left\"", with: "\"%d days left\"").replacingOccurrences(of: "\"one.day\"", with: "\"1 day\"")
        let plain = try TemporaryRepository([".previewlint.yml": BehaviourTwinsTests.configuration, "App/Expiry.swift": keyed])
        #expect(try plain.run("formatters", "--all").stdout.contains("outputs expiryText(125) → \"125 days left\""))
        let broken = try TemporaryRepository([".previewlint.yml": BehaviourTwinsTests.configuration, "App/Expiry.swift": keyed,
                                              "App/en.lproj/Localizable.strings": "\"%d days left\" = \"%d days left\""])
        #expect(try broken.run("formatters", "--all").stdout.contains("outputs expiryText(125) → unknown (localized:%d days left: the string table en.lproj/Localizable.strings could not be read)"))
    }

    @Test func stringsFilesAndCatalogsAreRead() throws {
        let strings = "// note\n\"a\" = \"A \\\"quoted\\\"\\n\"; /* x */ \"caf\\U00e9\" = \"Café\";"
        #expect(StringsFileReader.texts(Data(strings.utf8)) == ["a": "A \"quoted\"\n", "café": "Café"])
        let utf16 = Data([0xFF, 0xFE]) + "\"k\" = \"v\";".data(using: .utf16LittleEndian)!
        #expect(StringsFileReader.texts(utf16) == ["k": "v"])
        #expect(StringsFileReader.texts(Data("\"k\" = \"v\"".utf8)) == nil)
        let catalog = """
            {"sourceLanguage": "en", "strings": {
              "Settings": {},
              "greeting": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Hello"}}}},
              "%lld items": {"localizations": {"en": {"variations": {"plural": {}}}}}
            }, "version": "1.0"}
            """
        let expected: [String: String?] = ["Settings": "Settings", "greeting": "Hello", "%lld items": String?.none]
        #expect(StringCatalogReader.texts(Data(catalog.utf8)) == expected)
        // Only the keys asked for are decoded.
        #expect(StringCatalogReader.texts(Data(catalog.utf8), keys: ["greeting"]) == ["greeting": "Hello"])
    }
}
