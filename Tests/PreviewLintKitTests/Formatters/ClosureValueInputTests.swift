import Testing

/// The value a closure is handed: `$0` of a closure that names no parameter, and the wrapped value
/// of an optional field it maps (`entry.reading.temperature.map { String(format: "%.1f°", $0) }`),
/// as the element of a collection it runs over is. Text built there is formatting of that field.
@Suite struct ClosureValueInputTests {
    static let configuration = """
        targets:
          App: [App, Shared]
          Widget: [Widget, Shared]
        rules:
          duplicated_formatting: true
          reimplemented_formatter: true

        """

    static let shared = """
        struct Reading { var temperature: Double?; var history: [Double] }

        """

    static let app = """
        import SwiftUI

        func temperatureText(_ value: Double) -> String { String(format: "%.1f°", value) }

        struct WeatherScreen: View {
            var reading: Reading
            var body: some View {
                VStack {
                    Text(reading.temperature.map { temperatureText($0) } ?? "--")
                }
            }
        }

        """

    static let widget = """
        import SwiftUI
        import WidgetKit

        struct WeatherEntry: TimelineEntry { let date: Date; let reading: Reading }

        struct WeatherWidgetView: View {
            var entry: WeatherEntry
            var body: some View {
                VStack {
                    Text(entry.reading.temperature.map { String(format: "%.1f°", $0) } ?? "--")
                    ForEach(entry.reading.history, id: \\.self) { Text(String(format: "%.0f°", $0)) }
                }
            }
        }

        struct WeatherWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "weather", provider: Provider()) { entry in WeatherWidgetView(entry: entry) }
            }
        }

        """

    static func repository() throws -> TemporaryRepository {
        try TemporaryRepository([".previewlint.yml": configuration, "Shared/Reading.swift": shared,
                                 "App/Weather.swift": app, "Widget/WeatherWidget.swift": widget])
    }

    @Test func textBuiltFromAnOptionalsMappedValueIsItsFieldsFormatting() throws {
        #expect(try Self.repository().run("lint", "--quiet").stdout.split(separator: "\n").map(String.init) == [
            "App/Weather.swift:3:6: warning: the text WeatherWidgetView.body builds inline (Widget/Weat"
                + "herWidget.swift:10) outputs what temperatureText(_:) (App/Weather.swift:3) outputs, on all"
                + " 13 inputs tried (temperatureText(125.0) → \"125.0°\", temperatureText(3661.0) → \"3661.0°\"),"
                + " in targets App, Widget that share no formatter for it; extract one into code both targets"
                + " compile (a shared file or module) and call it from each (duplicated_formatting)",
        ])
    }

    @Test func anElementHandedAsDollarZeroIsAnInput() throws {
        let listing = try Self.repository().run("formatters", "--all").stdout
        #expect(listing.contains("""
            Widget/WeatherWidget.swift:11:63: the text WeatherWidgetView.body builds inline
              outputs ($0 = 0.0) → "0°"
              outputs ($0 = 125.0) → "125°"
              outputs ($0 = 3661.0) → "3661°"
              formats Reading.history
            """))
    }
}
