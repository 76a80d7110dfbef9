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
}
