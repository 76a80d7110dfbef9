import Testing

/// A fixture nothing uses (`Wallet.mock` of an app with no previews, no test naming it) shows its
/// text to nobody: its hand-typed balance is not reported. Once a preview shows it, it is.
@Suite struct UnusedFixtureTests {
    static func files(preview: String) -> [String: String] {
        [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "App/Wallet.swift": """
                struct Wallet {
                    let balance: String
                }
                extension Wallet {
                    static var mock: Wallet { Wallet(balance: "1.2345 BTC") }
                }

                """,
            "App/WalletSource.swift": """
                final class WalletSource {
                    var wallets: [Wallet] = []
                    func load(_ amount: Double) { wallets = [Wallet(balance: "\\(amount) BTC")] }
                }

                """,
            "App/WalletRow.swift": """
                import SwiftUI
                struct WalletRow: View {
                    let wallet: Wallet
                    var body: some View { Text(wallet.balance) }
                }
                \(preview)

                """,
        ]
    }

    @Test func aFixtureNothingUsesIsNotAskedAbout() throws {
        #expect(try TemporaryRepository.lintLines(Self.files(preview: "")) == [])
    }

    @Test func theSameFixtureAPreviewShowsIsReported() throws {
        let lines = try TemporaryRepository.lintLines(Self.files(preview: "#Preview { WalletRow(wallet: .mock) }"))
        #expect(lines.count == 1 && lines[0].hasPrefix(
            "App/Wallet.swift:5:47: warning: \"1.2345 BTC\" hard-codes what production formats into Wallet.balance"), "\(lines)")
    }
}
