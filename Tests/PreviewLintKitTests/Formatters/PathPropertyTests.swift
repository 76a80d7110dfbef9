import Testing

/// A computed property of the view that only reads one field path (`var evStatus: EVStatus? {
/// context.state.status.evStatus }`), bound by `guard let evStatus`, stands for that field: what
/// the member formats is the field, an input like any path, not an unknown read of the context.
/// Declared with a type, the fields read through it are that type's (`evStatus.chargeSpeed`).
@Suite struct PathPropertyTests {
    static let status = """
        struct VehicleStatus: Codable, Hashable {
            struct EVStatus: Codable, Hashable { var chargeSpeed: Double }
            var evStatus: EVStatus?
        }
        struct VehicleAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable { var status: VehicleStatus }
        }

        """

    static func view(getter: String) -> String {
        """
        import SwiftUI
        struct ExpandedView: View {
            let context: ActivityViewContext<VehicleAttributes>
            private var evStatus: VehicleStatus.EVStatus? {
                \(getter)
            }
            private var chargeSpeed: String? {
                guard let evStatus, evStatus.chargeSpeed > 0 else { return nil }
                return String(format: "%.1f kW", evStatus.chargeSpeed)
            }
            var body: some View { Text(chargeSpeed ?? "") }
        }

        """
    }

    @Test func aPropertyReadingOneFieldStandsForIt() throws {
        let repository = try TemporaryRepository(["Widget/Status.swift": Self.status,
                                                  "Widget/Activity.swift": Self.view(getter: "context.state.status.evStatus")])
        #expect(try repository.run("formatters", "--all").stdout == """
            Widget/Activity.swift:7:17: ExpandedView.chargeSpeed
              outputs chargeSpeed [evStatus.chargeSpeed = 0.0] → nil
              outputs chargeSpeed [evStatus.chargeSpeed = 125.0] → "125.0 kW"
              outputs chargeSpeed [evStatus.chargeSpeed = 3661.0] → "3661.0 kW"
              formats VehicleStatus.EVStatus.chargeSpeed
            1 member that formats

            """)
    }

    /// The app names the nested type in full, the Activity's path reaches it through a field
    /// declared `EVStatus?`: one field, its owner's full name on both sides, formatted two ways.
    @Test func theAppsCardAndTheActivityFormatOneField() throws {
        let card = """
            struct ChargeCard {
                let status: VehicleStatus.EVStatus
                var chargeText: String { String(format: "%.0f kW", status.chargeSpeed) }
                func show() { print(chargeText) }
            }
            struct AppScreen { func show(card: ChargeCard) { card.show() } }

            """
        let files = ["App/Status.swift": Self.status, "App/Card.swift": card,
                     "Widget/Activity.swift": Self.view(getter: "context.state.status.evStatus"),
                     "Widget/Screen.swift": "struct WidgetScreen { func show(view: ExpandedView) { print(view) } }\n"]
        #expect(try BehaviourTwinsTests.lint(files) == [
            "App/Card.swift:3:9: warning: ChargeCard.chargeText and ExpandedView.chargeSpeed (Widget/Activity.swift:7) "
                + "format VehicleStatus.EVStatus.chargeSpeed differently: chargeText [status.chargeSpeed = 125.0] is "
                + "\"125 kW\", chargeSpeed [evStatus.chargeSpeed = 125.0] is \"125.0 kW\"; "
                + "targets App, Widget show the value two ways: share one formatter (duplicated_formatting)",
        ])
    }

    /// A getter that computes (`?? fallback`) is no field: reading the name stays unknown.
    @Test func aPropertyThatComputesIsNoField() throws {
        let getter = "context.state.status.evStatus ?? .init(chargeSpeed: 0)"
        let repository = try TemporaryRepository(["Widget/Status.swift": Self.status,
                                                  "Widget/Activity.swift": Self.view(getter: getter)])
        #expect(try repository.run("formatters", "--all").stdout.contains("outputs unknown: reads evStatus from its context"))
    }
}
