import Testing

/// Text that only joins what the project's formatters return (a speed's value text, a space, its
/// unit's) writes no formatting of its own: it composes the shared helpers, and reimplements none,
/// even where it outputs what another shared formatter does.
@Suite struct JoinedHelpersTests {
    static let metrics = """
        import CoreLocation
        enum MetricsFormatting {
            static func formatSingleSpeed(speed: CLLocationSpeed, usingMetric: Bool) -> String {
                let speedUnits = usingMetric ? "km/h" : "mph"
                let speedKMH = round(100 * (3.6 * speed)) / 100
                let speedMPH = round(100 * (2.23694 * speed)) / 100
                return "\\(usingMetric ? speedKMH : speedMPH) " + speedUnits
            }
            static func formatSpeedWithoutUnits(speed: CLLocationSpeed, usingMetric: Bool) -> String {
                if speed < 0 { return "0.0" }
                let speedKMH = round(100 * (3.6 * speed)) / 100
                let speedMPH = round(100 * (2.23694 * speed)) / 100
                return "\\(usingMetric ? speedKMH : speedMPH)"
            }
            static func getSpeedUnits(usingMetric: Bool) -> String { usingMetric ? "km/h" : "mph" }
        }

        """

    static func pill(_ text: String) -> String {
        """
        import SwiftUI
        final class Preferences: ObservableObject {
            @Published var usingMetric: Bool = true
            @Published var largeMetrics: Bool = false
        }
        struct MetricsPillView: View {
            @ObservedObject var preferences: Preferences
            let currentSpeed: Double?
            var body: some View {
                if preferences.largeMetrics {
                    Text("Speed")
                } else {
                    Text("\(text)")
                }
            }
        }
        struct Screen: View { var body: some View { MetricsPillView(preferences: Preferences(), currentSpeed: 1) } }
        struct Other: View {
            var body: some View { Text(MetricsFormatting.formatSingleSpeed(speed: 1, usingMetric: true)) }
        }

        """
    }

    static let value =
        "MetricsFormatting.formatSpeedWithoutUnits(speed: currentSpeed ?? 0.0, usingMetric: preferences.usingMetric)"
    static let unit = "MetricsFormatting.getSpeedUnits(usingMetric: preferences.usingMetric)"

    @Test func aValueAndItsUnitJoinedFromSharedHelpersRepeatNothing() throws {
        let text = "\\\\(\(Self.value)) \\\\(\(Self.unit))"
        let files = ["App/Metrics.swift": Self.metrics, "App/Pill.swift": Self.pill(text)]
        // The pill repeats nothing; `formatSingleSpeed` writes `formatSpeedWithoutUnits` again, then its unit.
        let lines = try BehaviourTwinsTests.lint(files)
        let told = "App/Metrics.swift:3:17: warning: MetricsFormatting.formatSingleSpeed(speed:usingMetric:) "
            + "with usingMetric: false writes what MetricsFormatting.formatSpeedWithoutUnits("
        #expect(lines.count == 1 && lines[0].hasPrefix(told))
    }
}
