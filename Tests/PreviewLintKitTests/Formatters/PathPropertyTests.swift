import Testing

/// A computed property of the view that only reads one field path (`var evStatus: EVStatus? {
/// context.state.status.evStatus }`), bound by `guard let evStatus`, stands for that field: what
/// the member formats is the field, an input like any path, not an unknown read of the context.
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
              outputs chargeSpeed [context.state.status.evStatus.chargeSpeed = 0.0] → nil
              outputs chargeSpeed [context.state.status.evStatus.chargeSpeed = 125.0] → "125.0 kW"
              outputs chargeSpeed [context.state.status.evStatus.chargeSpeed = 3661.0] → "3661.0 kW"
              formats EVStatus.chargeSpeed
            1 member that formats

            """)
    }

    /// A getter that computes (`?? fallback`) is no field: reading the name stays unknown.
    @Test func aPropertyThatComputesIsNoField() throws {
        let getter = "context.state.status.evStatus ?? .init(chargeSpeed: 0)"
        let repository = try TemporaryRepository(["Widget/Status.swift": Self.status,
                                                  "Widget/Activity.swift": Self.view(getter: getter)])
        #expect(try repository.run("formatters", "--all").stdout.contains("outputs unknown: reads evStatus from its context"))
    }
}
