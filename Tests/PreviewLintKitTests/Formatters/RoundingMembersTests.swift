import Testing

/// A member that prints whole numbers as Swift does and rounds fractions (`"\(Int(t.rounded()))°"`)
/// is paired by the field production passes it, as inline text is by the field it reads: two such
/// of one field are the value formatted twice. An `extension View` helper that formats its
/// parameter can only be called from a view, so the static formatter is the one to call.
@Suite struct RoundingMembersTests {
    static let formatting = """
        enum HourlyFormatting {
            static func temperatureString(_ temperature: Double?) -> String {
                guard let temperature else { return "" }
                return "\\(Int(temperature.rounded()))°"
            }
        }

        """
    static func views(field: String) -> String {
        """
        import SwiftUI
        struct Forecast { var temp: Double?; var feelsLike: Double? }
        extension View {
            func roundTemperatureString(temperature: Double?) -> String {
                guard let temperature = temperature else { return "" }
                return "\\(Int(temperature.rounded()))°"
            }
        }
        struct Row: View {
            let forecast: Forecast
            var body: some View { Text(HourlyFormatting.temperatureString(forecast.temp)) }
        }
        struct Head: View {
            let forecast: Forecast
            var body: some View { Text(roundTemperatureString(temperature: forecast.\(field))) }
        }

        """
    }

    static func lint(field: String) throws -> [String] {
        try TemporaryRepository.lintLines(["App/HourlyFormatting.swift": formatting, "App/Views.swift": views(field: field)],
                                          enabling: "duplicated_formatting", "reimplemented_formatter")
    }

    @Test func oneFieldRoundedByTwoMembersIsFormattedTwice() throws {
        #expect(try Self.lint(field: "temp") == [
            "App/Views.swift:4:10: warning: View.roundTemperatureString(temperature:) outputs what HourlyFormatting.temperatureString(_:) (App/HourlyFormatting.swift:2) outputs, on all 13 inputs tried (temperatureString(125.0) → \"125°\", temperatureString(3661.0) → \"3661°\"); call that one instead of keeping a second formatter that will drift (reimplemented_formatter)",
        ])
    }

    @Test func twoFieldsRoundedAlikeAreAnIdiom() throws {
        #expect(try Self.lint(field: "feelsLike") == [])
    }
}
