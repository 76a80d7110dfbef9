import Foundation
import Testing

/// A method called by its bare name inside a type may be one a supertype declares: an `extension
/// View` helper called from a view, a superclass's method called from a subclass. The call passes
/// its arguments into that method's parameters, so the helper formats the field its callers pass.
@Suite struct InheritedMethodTests {
    static let source = """
        import SwiftUI
        import UIKit
        struct Forecast { var temp: Double?; var speed: Double }
        extension View {
            func roundTemperatureString(temperature: Double?) -> String {
                guard let temperature else { return "" }
                return "\\(Int(temperature.rounded()))°"
            }
        }
        struct Head: View {
            let forecast: Forecast
            var body: some View { Text(roundTemperatureString(temperature: forecast.temp)) }
        }
        class BaseController: UIViewController {
            func speedText(_ speed: Double) -> String { String(format: "%.1f×", speed) }
        }
        final class PlayerController: BaseController {
            let label = UILabel()
            func show(_ forecast: Forecast) { label.text = speedText(forecast.speed) }
        }

        """

    static func formatted() throws -> [String: [String]] {
        let result = try TemporaryRepository(["App/Head.swift": source]).run("formatters", "--all", "--format", "json")
        let json = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let members = try #require(json["members"] as? [[String: Any]])
        var formats: [String: [String]] = [:]
        for member in members {
            formats[try #require(member["name"] as? String)] = member["formats"] as? [String] ?? []
        }
        return formats
    }

    @Test func aProtocolExtensionHelperFormatsWhatItsViewsPass() throws {
        #expect(try Self.formatted()["View.roundTemperatureString(temperature:)"] == ["Forecast.temp"])
    }

    @Test func aSuperclassMethodFormatsWhatItsSubclassPasses() throws {
        #expect(try Self.formatted()["BaseController.speedText(_:)"] == ["Forecast.speed"])
    }
}
