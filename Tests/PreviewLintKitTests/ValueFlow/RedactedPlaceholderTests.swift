import Foundation
import Testing

/// A loading skeleton: a row built from sample values and always shown redacted. Its values are
/// stand-in data, as a preview's are: one production's formatting cannot output is reported.
@Suite struct RedactedPlaceholderTests {
    static func files(redaction: String) -> [String: String] {
        [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "App/PairsView.swift": """
                import SwiftUI
                struct Pair { let volume: Double }
                struct PairsView: View {
                    let pairs: [Pair]
                    let loading: Bool
                    let formatter = NumberFormatter()
                    var body: some View {
                        if loading { loadingList() } else { list() }
                    }
                    @ViewBuilder private func list() -> some View {
                        ForEach(pairs.indices, id: \\.self) { index in
                            cell(volume: formatter.string(from: NSNumber(value: pairs[index].volume)) ?? "n/a")
                        }
                    }
                    @ViewBuilder private func loadingList() -> some View {
                        ForEach(0 ..< 10, id: \\.self) { _ in
                            cell(volume: "$123.4 B")\(redaction)
                        }
                    }
                    private func cell(volume: String) -> some View { Text(volume) }
                }
                struct Screen { func show() { print(PairsView(pairs: [], loading: true)) } }

                """,
        ]
    }

    static func lint(_ redaction: String) throws -> [String] {
        try TemporaryRepository(files(redaction: redaction)).run("lint", "--quiet").stdout.split(separator: "\n").map(String.init)
    }

    @Test func aRowAlwaysShownRedactedIsSampleData() throws {
        let lines = try Self.lint(".redacted(reason: .placeholder)")
        #expect(lines.count == 1 && lines[0].hasPrefix("App/PairsView.swift:17:26: warning: \"$123.4 B\" hard-codes what production formats into"), "\(lines)")
    }

    @Test func theProjectsOwnRedactedModifierToo() throws {
        let lines = try Self.lint(".padding().redacted()")
        #expect(lines.count == 1 && lines[0].hasPrefix("App/PairsView.swift:17:26: warning: \"$123.4 B\""), "\(lines)")
    }

    /// Production's fallback for a missing value is a word from the string table, looked up by a
    /// helper of the project's own: fixed text, not text of any kind, so the field stays formatted.
    @Test func aLocalizedFallbackLeavesTheFieldFormatted() throws {
        var files = Self.files(redaction: ".redacted()")
        files["App/PairsView.swift"] = files["App/PairsView.swift"]!
            .replacingOccurrences(of: "?? \"n/a\")", with: "?? \"n/a\".localized)")
            + "extension String {\n    var localized: String { Bundle.main.localizedString(forKey: self, value: nil, table: nil) }\n}\n"
        let lines = try TemporaryRepository(files).run("lint", "--quiet").stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 1 && lines[0].hasPrefix("App/PairsView.swift:17:26: warning: \"$123.4 B\""), "\(lines)")
    }

    /// The same fallback through a manager the helper calls, which returns the key itself where
    /// no table has it: the helper gives each receiver its own text back (`"n/a"`).
    @Test func aLocalizingHelperGivesItsKeyBack() throws {
        var files = Self.files(redaction: ".redacted()")
        files["App/PairsView.swift"] = files["App/PairsView.swift"]!
            .replacingOccurrences(of: "?? \"n/a\")", with: "?? \"n/a\".localized)")
            + """
            final class LanguageManager {
                static let shared = LanguageManager()
                var language = "en"
                func localize(string: String, bundle: Bundle?) -> String {
                    if let url = bundle?.url(forResource: language, withExtension: "lproj"), let table = Bundle(url: url) {
                        return table.localizedString(forKey: string, value: nil, table: nil)
                    }
                    return string
                }
            }
            extension String {
                var localized: String { LanguageManager.shared.localize(string: self, bundle: Bundle.main) }
            }

            """
        let repository = try TemporaryRepository(files)
        let lines = try repository.run("lint", "--quiet").stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 1 && lines[0].hasPrefix("App/PairsView.swift:17:26: warning: \"$123.4 B\""), "\(lines)")
        let provenance = try repository.run("provenance", "PairsView.cell(volume:) volume:").stdout
        #expect(provenance.contains("\"n/a\" (App/PairsView.swift:12)"), "\(provenance)")
    }

    /// Text the formatter outputs is a stand-in in production's own shape: never shown, it
    /// misleads no one. A preview showing the same text still copies the formatting.
    @Test(arguments: [("$125.00", true, false), ("$125.0", true, true), ("$125.00", false, true)])
    func aRedactedRowInTheFormattersOwnShapeIsLeftAlone(_ text: String, redacted: Bool, reported: Bool) throws {
        let files = [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "App/PriceRow.swift": """
                import SwiftUI
                func formatPrice(_ value: Double) -> String { String(format: "$%.2f", value) }
                struct Coin { let price: Double }
                struct PriceRow: View {
                    let price: String
                    var body: some View { Text(price) }
                }
                struct CoinsView: View {
                    let coins: [Coin]
                    var body: some View {
                        ForEach(coins.indices, id: \\.self) { index in
                            PriceRow(price: formatPrice(coins[index].price))
                        }
                        \(redacted ? "PriceRow(price: \"\(text)\").redacted(reason: .placeholder)" : "")
                    }
                }
                struct Screen { func show() { print(CoinsView(coins: [])) } }
                \(redacted ? "" : "#Preview { PriceRow(price: \"\(text)\") }")

                """,
        ]
        let lines = try TemporaryRepository(files).run("lint", "--quiet").stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == (reported ? 1 : 0), "\(lines)")
    }

    @Test func aRowRedactedOnlyWhileLoadingIsProduction() throws {
        // The same row shows real data once loaded: its values are production's.
        #expect(try Self.lint(".redacted(reason: loading ? .placeholder : [])").isEmpty)
        #expect(try Self.lint("").isEmpty)
    }
}
