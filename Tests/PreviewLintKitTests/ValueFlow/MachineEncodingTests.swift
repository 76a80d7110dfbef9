import Testing

/// Text made for machines (a colour as hex digits, an ISO 8601 timestamp to store or send) is an
/// encoding, not display formatting: a preview's sample of it is no hard-coded display text.
@Suite struct MachineEncodingTests {
    @Test func aHexColourFieldIsNotDisplayFormatting() throws {
        let files = [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "App/Customization.swift": """
                struct Customization {
                    var iconColor: String?
                }
                struct Tint {
                    let red: Int, green: Int, blue: Int
                    func hex() -> String { String(format: "#%02X%02X%02X", red, green, blue) }
                }
                final class Editor {
                    var customization = Customization(iconColor: nil)
                    func pick(_ tint: Tint) { customization = Customization(iconColor: tint.hex()) }
                }
                #Preview {
                    Row(customization: Customization(iconColor: "#03A9F4"))
                }

                """,
        ]
        #expect(try TemporaryRepository(files).run("lint", "--quiet").stdout == "")
    }

    static func stampFiles(formatting: String, sample: String) -> [String: String] {
        [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "App/Market.swift": """
                import Foundation
                struct Market {
                    var updated: String
                }
                final class Store {
                    var market = Market(updated: "")
                    func loaded(at date: Date) { market.updated = \(formatting) }
                }
                struct MarketView: View {
                    let market: Market
                    var body: some View { Text(market.updated) }
                }
                #Preview {
                    MarketView(market: Market(updated: "\(sample)"))
                }

                """,
        ]
    }

    @Test func anISO8601TimestampIsNotDisplayFormatting() throws {
        let stamp = "2019-09-18T17:27:00+00:00"
        for formatting in ["ISO8601DateFormatter().string(from: date)", "date.formatted(.iso8601)"] {
            let files = Self.stampFiles(formatting: formatting, sample: stamp)
            #expect(try TemporaryRepository(files).run("lint", "--quiet").stdout == "", "\(formatting)")
        }
        // The same field filled for a person is display text, and its sample is reported.
        let shown = Self.stampFiles(formatting: "date.formatted(date: .abbreviated, time: .shortened)",
                                    sample: "Sep 18, 2019 at 5:27 PM")
        let lines = try TemporaryRepository(shown).run("lint", "--quiet").stdout.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasPrefix("App/Market.swift:14:40: warning: \"Sep 18, 2019 at 5:27 PM\""),
                "\(lines)")
    }
}
