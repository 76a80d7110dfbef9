import Foundation
import Testing

/// A computed property that only reads a field path (`var isCharging: Bool { evStatus.charging }`),
/// read bare by a formatter of the same type, is that field; a field of a type the project does
/// not declare (a package's `EVStatus`) is a `Bool` where every read of it decides something.
@Suite struct PathPropertyReadTests {
    static let source = """
        import SwiftUI
        import VehicleKit
        struct EVRangeCard: View {
            let evStatus: VehicleStatus.EVStatus
            var isCharging: Bool { evStatus.charging }
            var chargeSpeed: String? {
                guard isCharging, evStatus.chargeSpeed > 0 else { return nil }
                return String(format: "%.1f kW", evStatus.chargeSpeed)
            }
            var body: some View { Text(chargeSpeed ?? "") }
        }

        """

    @Test func aPathPropertyReadBareIsItsField() throws {
        let result = try TemporaryRepository(["App/Card.swift": Self.source]).run("formatters", "--all")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let read = "  outputs chargeSpeed [evStatus.charging = %@, evStatus.chargeSpeed = 125.0] → "
        #expect(lines.contains(read.replacingOccurrences(of: "%@", with: "true") + "\"125.0 kW\""))
        #expect(lines.contains(read.replacingOccurrences(of: "%@", with: "false") + "nil"))
    }

    /// The Live Activity reads the same field through its context and a computed property declared
    /// with the field's owner type (`var evStatus: VehicleStatus.EVStatus?`): the path runs through
    /// `VehicleStatus`, which the project does not declare, so the declared type names the field,
    /// as the app's stored property does, and the two formatters of it pair across the targets.
    @Test func aPathPropertyDeclaredWithATypeNamesItsFieldsByThatType() throws {
        let activity = """
            import SwiftUI
            import WidgetKit
            import ActivityKit
            import VehicleKit
            struct VehicleAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable { var status: VehicleStatus }
            }
            struct ActivityView: View {
                let context: ActivityViewContext<VehicleAttributes>
                private var evStatus: VehicleStatus.EVStatus? { context.state.status.evStatus }
                private var chargeSpeed: String? {
                    guard let evStatus, evStatus.chargeSpeed > 0 else { return nil }
                    return String(format: "%.1f kW", evStatus.chargeSpeed)
                }
                var body: some View { Text(chargeSpeed ?? "") }
            }
            struct VehicleWidget: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: VehicleAttributes.self) { context in ActivityView(context: context) }
                        dynamicIsland: { _ in DynamicIsland { DynamicIslandExpandedRegion(.leading) { Text("") } } }
                }
            }

            """
        let screen = """
            import SwiftUI
            import VehicleKit
            struct Screen: View {
                let status: VehicleStatus.EVStatus
                var body: some View { EVRangeCard(evStatus: status) }
            }
            @main struct CarsApp: App { var body: some Scene { WindowGroup { Screen(status: .init()) } } }

            """
        let project = """
            name: Cars
            targets:
              App: {type: application, platform: iOS, sources: [App]}
              Widget: {type: app-extension, platform: iOS, sources: [Widget]}

            """
        let repository = try TemporaryRepository([
            "project.yml": project, "App/Card.swift": Self.source, "App/Screen.swift": screen,
            "Widget/Activity.swift": activity,
        ])
        let listed = try repository.run("formatters", "--all").stdout
        #expect(listed.components(separatedBy: "formats VehicleStatus.EVStatus.chargeSpeed\n").count == 3)
        let result = try repository.run("lint", "--quiet", "--enable", "duplicated_formatting")
        #expect(result.stdout.hasPrefix("App/Card.swift:6:9: warning: ActivityView.chargeSpeed "
            + "(Widget/Activity.swift:11) "
            + "outputs what EVRangeCard.chargeSpeed (App/Card.swift:6) with self.evStatus.charging: true outputs"))
    }
}
