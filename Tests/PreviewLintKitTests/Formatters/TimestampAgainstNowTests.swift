import Testing

/// A stored number measured against the current time (`Date().timeIntervalSince1970 -
/// item.lastUpdate`) is seconds since 1970: tried on dates before the pinned now, the text shows
/// both sides of its threshold (a stale mark past ten minutes), not only the first hour of 1970.
@Suite struct TimestampAgainstNowTests {
    static let device = "struct Device { let lastUpdate: Double; let deviceName: String }\n"
    static let screen = "struct Screen { func show(d: Device) { print(Row(item: d), LargeRow(item: d)) } }\n"

    static func row(_ name: String) -> String {
        """
        import SwiftUI
        struct \(name): View {
            let item: Device
            var body: some View {
                Text("\\((Date().timeIntervalSince1970 - item.lastUpdate) / 60 > 10 ? "⚠︎ " : "")"
                     + item.deviceName)
            }
        }

        """
    }

    @Test func aNumberMeasuredAgainstNowIsADate() throws {
        let files = ["App/Device.swift": Self.device, "App/Row.swift": Self.row("Row")]
        let lines = try TemporaryRepository.formatterLines(files)
        #expect(lines.contains("  outputs (item.lastUpdate = 1709283907.0, item.deviceName = \"a\") → \"a\""))
    }

    @Test func twoRowsWithOneStaleMarkAreOneFormatting() throws {
        let files = ["App/Device.swift": Self.device, "App/Row.swift": Self.row("Row"),
                     "App/LargeRow.swift": Self.row("LargeRow"),
                     "App/Screen.swift": Self.screen]
        let lines = try BehaviourTwinsTests.lint(files)
        #expect(lines.count == 1 && lines[0].contains("outputs what the text")
                && lines[0].hasSuffix("(duplicated_formatting)"))
    }
}
