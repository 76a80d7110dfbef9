import Testing

/// `"\(String(format: "%.1f", t)) C"` prints whole numbers as Swift does and rounds fractions: a
/// number of decimals, not formatting of its own. Written for one field of the project's type in
/// two targets (the phone app and its TV app read one printer event) it is that value formatted
/// twice; for two fields it is an idiom shared, and stays silent.
@Suite struct RoundingOfFieldsTests {
    static let project = """
        name: Printer
        targets:
          Phone:
            type: application
            platform: iOS
            sources: [Phone, Shared]
          TV:
            type: application
            platform: tvOS
            sources: [TV, Shared]

        """
    static let event = "struct CurrentStateEvent { var tool0TempActual: Double?; var bedTempActual: Double? }\n"
    static let panel = """
        import UIKit
        final class PanelViewController: UIViewController {
            let tool0ActualLabel = UILabel()
            func currentStateUpdated(event: CurrentStateEvent) {
                if let tool0Actual = event.tool0TempActual {
                    tool0ActualLabel.text = "\\(String(format: "%.1f", tool0Actual)) C"
                }
            }
        }
        struct PhoneScreen {
            func show(_ panel: PanelViewController) { panel.currentStateUpdated(event: CurrentStateEvent()) }
        }

        """

    static func service(field: String) -> String {
        """
        import Foundation
        final class ViewService: ObservableObject {
            @Published var temperature: String = "--C"
            func printerStateUpdated(event: CurrentStateEvent) {
                if let value = event.\(field) {
                    temperature = "\\(String(format: "%.1f", value)) C"
                }
            }
        }
        struct TVScreen {
            func show(_ service: ViewService) { service.printerStateUpdated(event: CurrentStateEvent()) }
        }

        """
    }

    static func lint(field: String) throws -> [String] {
        try TemporaryRepository.lintLines([
            "project.yml": project, "Shared/Event.swift": event, "Phone/PanelViewController.swift": panel,
            "TV/ViewService.swift": service(field: field),
        ], enabling: "duplicated_formatting", "reimplemented_formatter")
    }

    @Test func oneFieldRoundedAlikeInTwoTargetsIsFormattedTwice() throws {
        #expect(try Self.lint(field: "tool0TempActual") == [
            "Phone/PanelViewController.swift:6:13: warning: the text ViewService.printerStateUpdated(event:) builds inline (TV/ViewService.swift:6) outputs what the text PanelViewController.currentStateUpdated(event:) builds inline (Phone/PanelViewController.swift:6) outputs, on all 13 inputs tried ((tool0Actual = 125.0) → \"125.0 C\", (tool0Actual = 3661.0) → \"3661.0 C\"), in targets Phone, TV that share no formatter for it; extract one into code both targets compile (a shared file or module) and call it from each (duplicated_formatting)",
        ])
    }

    @Test func twoFieldsRoundedAlikeAreAnIdiom() throws {
        #expect(try Self.lint(field: "bedTempActual") == [])
    }
}
