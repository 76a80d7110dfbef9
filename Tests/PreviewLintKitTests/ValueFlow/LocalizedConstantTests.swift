import Testing

/// Localized text looked up by its key is fixed text, not formatting: SwiftGen's `L10n.tr(table,
/// key, args...)` formats only the values a call passes for its `CVarArg...`, and a message field
/// callers fill with several such sentences is a message slot, whose preview literal is a sample.
@Suite struct LocalizedConstantTests {
    static func files(callers: String) -> [String: String] {
        [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "App/Strings.swift": """
                import Foundation
                enum L10n {
                    static var saved: String { return L10n.tr("Localizable", "saved") }
                    static var removed: String { return L10n.tr("Localizable", "removed") }
                    static func episodes(_ p1: Int) -> String { return L10n.tr("Localizable", "episodes", p1) }
                    private static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String {
                        let format = NSLocalizedString(key, tableName: table, comment: "")
                        return String(format: format, locale: Locale.current, arguments: args)
                    }
                }

                """,
            "App/Toast.swift": """
                struct ToastView: View {
                    let title: String
                    var body: some View { Text(title) }
                }
                enum Toast {
                    static func show(_ title: String) -> ToastView { ToastView(title: title) }
                }
                func announce(count: Int) -> [ToastView] {
                    [\(callers)]
                }
                #Preview {
                    ToastView(title: "3 episodes")
                }

                """,
        ]
    }

    static func lint(callers: String) throws -> [String] {
        try TemporaryRepository(files(callers: callers)).run("lint", "--quiet").stdout.split(separator: "\n").map(String.init)
    }

    @Test func aTitleOnlyFormattedCountsFillIsFormatted() throws {
        let lines = try Self.lint(callers: "Toast.show(L10n.episodes(count))")
        #expect(lines.count == 1 && lines[0].hasPrefix("App/Toast.swift:12:22: warning: \"3 episodes\" hard-codes what production formats into ToastView.title"), "\(lines)")
    }

    /// `L10n.saved` passes no format arguments: a sentence, not formatting.
    @Test func aKeyLookedUpWithoutValuesIsNoFormatting() throws {
        #expect(try Self.lint(callers: "Toast.show(L10n.saved)").isEmpty)
    }

    @Test func aTitleCallersFillWithSeveralSentencesIsAMessageField() throws {
        #expect(try Self.lint(callers: "Toast.show(L10n.saved), Toast.show(L10n.removed), Toast.show(L10n.episodes(count))").isEmpty)
    }

    /// SwiftGen's newer template: `any CVarArg...` and a `fallback:` after it.
    @Test func aKeyLookedUpWithAFallbackAndNoValuesIsNoFormatting() throws {
        var files = Self.files(callers: "Toast.show(L10n.saved)")
        files["App/Strings.swift"] = files["App/Strings.swift"]!
            .replacingOccurrences(of: "_ args: CVarArg...) -> String {", with: "_ args: any CVarArg..., fallback value: String) -> String {")
            .replacingOccurrences(of: "\"saved\")", with: "\"saved\", fallback: \"Saved\")")
        #expect(files["App/Strings.swift"]!.contains("fallback: \"Saved\""))
        #expect(try TemporaryRepository(files).run("lint", "--quiet").stdout.isEmpty)
    }

    @Test func severalNSLocalizedSentencesMakeAMessageFieldToo() throws {
        let callers = "Toast.show(NSLocalizedString(\"Saved\", comment: \"\")), Toast.show(NSLocalizedString(\"Removed\", comment: \"\")), Toast.show(L10n.episodes(count))"
        #expect(try Self.lint(callers: callers).isEmpty)
    }
}
