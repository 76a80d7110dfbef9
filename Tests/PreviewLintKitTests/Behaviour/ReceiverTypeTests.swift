import Testing

/// A member that extensions of several types declare (`asMmolL` of `Int`, `Decimal` and `Double`,
/// each computed its own way) is the receiver's type's: before, the shared name made every call
/// of it unknown.
@Suite struct ReceiverTypeTests {
    @Test func theReceiversTypePicksTheExtensionMember() throws {
        let listing = try TemporaryRepository([
            "App/Glucose.swift": """
                import Foundation
                extension Int {
                    var asMmolL: Decimal { Decimal(self) * 0.0555 }
                    var formattedAsMmolL: String { "\\(asMmolL) mmol/L" }
                }
                extension Double {
                    var asMmolL: Double { self / 18 }
                    var formattedAsMmolL: String { String(format: "%.1f", asMmolL) }
                }

                """,
        ]).run("formatters", "--all").stdout
        #expect(listing.contains("outputs 125.formattedAsMmolL → \"6.9375 mmol/L\""), "\(listing)")
        #expect(listing.contains("outputs 125.0.formattedAsMmolL → \"6.9\""), "\(listing)")
    }
}
