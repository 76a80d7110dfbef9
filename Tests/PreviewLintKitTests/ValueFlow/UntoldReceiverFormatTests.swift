import Testing

/// `status.range.units.format(length, to: unit)` on a value of a library's type the source does not
/// tell formats, when the project declares no `format` of its own. A field that also takes fixed
/// fallback messages (`"No EV data"`) is still a formatted one for a literal that names a quantity
/// (`"250 mi"`); a sentence there is a sample message, and so is such a literal where production
/// also writes a described format that cannot output it.
@Suite struct UntoldReceiverFormatTests {
    static func files(sample: String, ownFormat: Bool = false, described: Bool = false) -> [String: String] {
        let charging = described
            ? "} else if vehicle.isCharging {\n"
                + "            rangeText = \"Charging, \\(minutesLeft) minutes left\"\n" : ""
        return [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "Widget/VehicleEntity.swift": """
                import CarKit
                struct VehicleEntity {
                    var name: String
                    var rangeText: String
                    init(name: String, rangeText: String) {
                        self.name = name
                        self.rangeText = rangeText
                    }
                    init(from vehicle: Vehicle, unit: Unit, minutesLeft: Int) {
                        name = vehicle.name
                        if let status = vehicle.evStatus {
                            let range = status.range.units.format(status.range.length, to: unit)
                            rangeText = range
                        } else if vehicle.isOffline {
                            rangeText = "Vehicle offline"
                        \(charging)} else {
                            rangeText = "No EV data"
                        }
                    }
                }
                \(ownFormat ? Self.ownFormat : "")
                """,
            "Widget/RangeView.swift": """
                import SwiftUI
                struct RangeView: View {
                    let vehicle: VehicleEntity
                    var body: some View { Text(vehicle.rangeText) }
                }
                #Preview {
                    RangeView(vehicle: VehicleEntity(name: "Ioniq 5", rangeText: "\(sample)"))
                }

                """,
        ]
    }

    static let ownFormat = "extension Unit { func format(_ value: Double, to unit: Unit) -> String { name } }\n"

    @Test func aRangeTheLibraryFormatsIsReported() throws {
        let lines = try TemporaryRepository.lintLines(Self.files(sample: "250 mi"))
        #expect(lines == [
            "Widget/RangeView.swift:7:66: warning: \"250 mi\" hard-codes what production formats into "
                + "VehicleEntity.rangeText"
                + " (VehicleEntity.rangeText ← local range at Widget/VehicleEntity.swift:13; local range ← a library's"
                + " format(_:) at Widget/VehicleEntity.swift:12); build the preview from a state value passed through"
                + " that formatting instead (preview_hardcoded_format)",
        ], "\(lines)")
    }

    @Test func aSentenceInAFieldOfMessagesIsASampleMessage() throws {
        let sample = "Charging stopped at 80% for your battery"
        #expect(try TemporaryRepository.lintLines(Self.files(sample: sample)).isEmpty)
    }

    @Test func aQuantityNoDescribedFormatOutputsIsASampleMessage() throws {
        #expect(try TemporaryRepository.lintLines(Self.files(sample: "250 mi", described: true)).isEmpty)
    }

    @Test func aFormatTheProjectDeclaresStaysUnknown() throws {
        #expect(try TemporaryRepository.lintLines(Self.files(sample: "250 mi", ownFormat: true)).isEmpty)
    }
}
