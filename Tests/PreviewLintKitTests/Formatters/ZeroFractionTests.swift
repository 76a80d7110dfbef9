import Testing

/// A speed printed without its fraction when it has none (`"2×"` for 2.0, `"1.5×"` for 1.5) is
/// formatting of its own, neither Swift's spelling of a `Double` (`"2.0"`) nor a whole number's:
/// written twice where neither copy can call the other, it is formatting written twice. A value
/// printed as Swift prints it (`"\(count) items"`) is not.
@Suite struct ZeroFractionTests {
    static let source = """
        import SwiftUI
        struct Player { var rate: Double; var count: Double }
        extension View {
            func formatSpeed(_ speed: Double) -> String {
                (speed.truncatingRemainder(dividingBy: 1) == 0 ? "\\(Int(speed))" : "\\(speed)") + "×"
            }
            func itemsText(_ count: Double) -> String { "\\(count) items" }
        }
        final class CarPlayManager {
            private func formatSpeed(_ speed: Double) -> String {
                return (speed.truncatingRemainder(dividingBy: 1) == 0 ? "\\(Int(speed))" : "\\(speed)") + "×"
            }
            private func itemsLabel(_ count: Double) -> String { "\\(count) items" }
            func show(_ player: Player) -> String { formatSpeed(player.rate) + itemsLabel(player.count) }
        }
        struct SpeedRow: View {
            let player: Player
            var body: some View { Text(formatSpeed(player.rate) + itemsText(player.count)) }
        }

        """

    @Test func aSpeedWithoutItsZeroFractionIsFormattingWrittenTwice() throws {
        let repository = try TemporaryRepository([
            ".previewlint.yml": "rules:\n  duplicated_formatting:\n    enabled: true\n"
                + "  reimplemented_formatter:\n    enabled: true\n",
            "App/Speed.swift": Self.source,
        ])
        #expect(try repository.run("lint", "--quiet").stdout.split(separator: "\n").map(String.init) == [
            "App/Speed.swift:4:10: warning: CarPlayManager.formatSpeed(_:) outputs what View.formatSpeed(_:) (App/Speed.swift:4) outputs, on all 13 inputs tried (formatSpeed(125.0) → \"125×\", formatSpeed(3661.0) → \"3661×\"), and neither can call the other (private or instance members); extract one formatter they all call before they drift (duplicated_formatting)",
        ])
    }
}
