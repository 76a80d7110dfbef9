import Testing

/// A formatter whose code is not known outputs digits or the few words formatters spell (month
/// and weekday names, `Today`, `Yesterday`, `now`): a preview's word with neither stands for other
/// text the field takes, a stand-in, not a copy of the formatter's output.
@Suite struct FormatterVocabularyTests {
    static func lint(_ literal: String) throws -> [String] {
        let files = [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "App/Receipt.swift": """
                import Foundation
                struct Receipt {
                    let seen: String
                    init(date: Date) { seen = date.formatted(.relative(presentation: .named)) }
                    init(seen: String) { self.seen = seen }
                }
                struct ReceiptView: View {
                    let receipt: Receipt
                    var body: some View { Text(receipt.seen) }
                }
                #Preview {
                    ReceiptView(receipt: Receipt(seen: "\(literal)"))
                }

                """,
        ]
        return try TemporaryRepository(files).run("lint", "--quiet").stdout.split(separator: "\n").map(String.init)
    }

    @Test(arguments: ["Yesterday", "5 minutes ago", "Сегодня"])
    func textAFormatterCanMakeIsReported(_ literal: String) throws {
        let lines = try Self.lint(literal)
        #expect(lines.count == 1 && lines[0].hasPrefix("App/Receipt.swift:12:40: warning: \"\(literal)\" hard-codes what production formats into Receipt"), "\(lines)")
    }

    @Test(arguments: ["Before", "Way, way before", "Subtitle"])
    func wordsNoFormatterMakesAreStandIns(_ literal: String) throws {
        #expect(try Self.lint(literal).isEmpty)
    }
}
