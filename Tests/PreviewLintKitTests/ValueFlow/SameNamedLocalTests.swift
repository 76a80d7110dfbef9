import Testing

/// Two locals of one name in one scope (`if let temperature = …` in two branches of a view
/// builder) are two values: a use reads the one declared last before it, and neither joins the
/// other. `String(x)` gives a text argument's own text; of a number it stays unknown.
@Suite struct SameNamedLocalTests {
    static let files = [
        ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
        "App/Weather.swift": """
            import SwiftUI
            extension Float {
                func shortTemperature() -> String {
                    let formatter = MeasurementFormatter()
                    formatter.unitStyle = .short
                    return formatter.string(from: Measurement<UnitTemperature>(value: Double(self), unit: .celsius))
                }
            }
            struct Metrics {
                var temperature: Float?
                var humidity: Float?
            }
            struct WeatherCard: View {
                let temperature: String
                var body: some View { Text(temperature) }
            }
            struct DewPointCard: View {
                let humidity: String
                var body: some View { Text(humidity) }
            }
            struct Detail: View {
                let metrics: Metrics
                var body: some View {
                    VStack {
                        if let temperature = metrics.temperature?.shortTemperature() {
                            WeatherCard(temperature: String(temperature))
                        }
                        if let temperature = metrics.temperature, let humidity = metrics.humidity {
                            DewPointCard(humidity: String(Int(humidity + temperature)))
                        }
                    }
                }
            }
            #Preview("Cards") {
                WeatherCard(temperature: "24°F")
                DewPointCard(humidity: "61")
            }

            """,
    ]

    @Test func eachUseReadsTheLocalDeclaredLastBeforeIt() throws {
        let found = try TemporaryRepository(Self.files).run("lint", "--quiet").stdout.split(separator: "\n").map(String.init)
        #expect(found == [
            "App/Weather.swift:35:30: warning: \"24°F\" hard-codes what production formats into WeatherCard.temperature (WeatherCard.temperature ← local temperature at App/Weather.swift:26; local temperature ← Float.shortTemperature()'s result at App/Weather.swift:25; Float.shortTemperature()'s result ← MeasurementFormatter.string(from:) at App/Weather.swift:6); build the preview from a state value passed through that formatting instead (preview_hardcoded_format)",
        ])
    }
}
