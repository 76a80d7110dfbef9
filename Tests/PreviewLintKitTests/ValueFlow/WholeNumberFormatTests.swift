import Testing

/// `String(format: "%.0f", fee)` alone writes the number's digits, as `String(fee)` does: a field
/// only it fills (a fee sent as text, which the view parses back and labels) is no formatted one,
/// and a preview's `"26"` there copies nothing. A format with more to it (`"%.1f"`) formats.
@Suite struct WholeNumberFormatTests {
    static func files(format: String) -> [String: String] {
        [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "Widget/Market.swift": """
                import SwiftUI
                struct MarketData {
                    var nextBlock: String
                }
                enum MarketAPI {
                    static func fetch(fee: Double) -> MarketData {
                        MarketData(nextBlock: String(format: "\(format)", fee))
                    }
                }
                struct MarketView: View {
                    let data: MarketData
                    var body: some View { Text(data.nextBlock) }
                }
                #Preview { MarketView(data: MarketData(nextBlock: "26")) }

                """,
        ]
    }

    @Test func aWholeNumberFormatWritesDigits() throws {
        for format in ["%.0f", "%d", "%ld"] {
            #expect(try TemporaryRepository.lintLines(Self.files(format: format)).isEmpty, "\(format)")
        }
    }

    @Test func aFormatWithDecimalsFormats() throws {
        let lines = try TemporaryRepository.lintLines(Self.files(format: "%.1f"))
        #expect(lines.count == 1 && lines[0].hasPrefix(
            "Widget/Market.swift:14:51: warning: \"26\" hard-codes what production formats into MarketData"),
                "\(lines)")
    }
}
