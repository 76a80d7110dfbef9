import Testing

/// In one target, two formatters that neither can call and that output the same text on every
/// input but where one shows a placeholder (`"??:??"` for a missing reading) are one formatting
/// written twice; agreeing on some inputs and differing by numbers elsewhere, they may be two styles.
@Suite struct PlaceholderDisagreementTests {
    static let reading = """
        import Foundation
        final class Reading {
            var time: Double = 0
            var hourAndMinutes: String {
                if time == 0 { return "??:??" }
                let formatter = DateFormatter()
                formatter.dateFormat = "HH:mm"
                return formatter.string(from: Date(timeIntervalSince1970: time / 1000))
            }
        }
        struct ReadingRow: View {
            let reading: Reading
            var body: some View { Text(reading.hourAndMinutes) }
        }

        """

    @Test func aPlaceholderIsAllThatTellsThemApart() throws {
        let stamp = """
            import Foundation
            struct StampView: View {
                let timestamp: Double
                var body: some View { Text(formatTimestamp(timestamp)) }
                func formatTimestamp(_ timestamp: Double) -> String {
                    let formatter = DateFormatter()
                    formatter.dateFormat = "HH:mm"
                    return formatter.string(from: Date(timeIntervalSince1970: timestamp / 1000))
                }
            }
            struct AppScreen { func show() { print(ReadingRow(reading: Reading()), StampView(timestamp: 0)) } }

            """
        #expect(try BehaviourTwinsTests.lint(["App/Reading.swift": Self.reading, "App/Stamp.swift": stamp]) == [
            "App/Reading.swift:4:9: warning: Reading.hourAndMinutes and StampView.formatTimestamp(_:) (App/Stamp.swift:5) format one kind of value differently: hourAndMinutes [time = 0.0] is \"??:??\", formatTimestamp(0.0) is \"00:00\" (they agree on 12 inputs, such as hourAndMinutes [time = 1.0] → \"00:00\", hourAndMinutes [time = 86399.0] → \"00:01\"); target App shows the value two ways: share one formatter (duplicated_formatting)",
        ])
    }

    @Test func differentNumbersInOneTargetAreTwoStyles() throws {
        let stamp = """
            import Foundation
            struct StampView: View {
                let timestamp: Double
                var body: some View { Text(formatTimestamp(timestamp)) }
                func formatTimestamp(_ timestamp: Double) -> String {
                    let formatter = DateFormatter()
                    formatter.dateFormat = "HH:mm:ss"
                    return formatter.string(from: Date(timeIntervalSince1970: timestamp / 1000))
                }
            }
            struct AppScreen { func show() { print(ReadingRow(reading: Reading()), StampView(timestamp: 0)) } }

            """
        #expect(try BehaviourTwinsTests.lint(["App/Reading.swift": Self.reading, "App/Stamp.swift": stamp]) == [])
    }
}
