import Testing
@testable import PreviewLintKit

/// A word picked from a list of constants by its position is text the member chooses by its input,
/// as a `switch` over ranges is: both spellings of an 8-way compass output the same.
@Suite struct ConstantListTests {
    @Test func aLocalListIsReadByPosition() {
        let source = BehaviourSource("""
            func compass(_ bearing: Double) -> String {
                let names = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]
                let index = Int(((bearing.truncatingRemainder(dividingBy: 360) + 22.5) / 45).rounded(.down)) % 8
                return names[index]
            }
            func weekday(_ day: Int) -> String { ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][day - 1] }
            """)
        #expect(source.outcome("compass", .double(0)) == .text("N"))
        #expect(source.outcome("compass", .double(125)) == .text("SE"))
        #expect(source.outcome("compass", .double(350)) == .text("N"))
        #expect(source.outcome("weekday", .int(2)) == .text("Mon"))
        // Past the end Swift traps: no text.
        #expect(source.outcome("weekday", .int(9)).isKnown == false)
    }

    @Test func aListConstantOfTheTypeIsReadByPosition() {
        let source = BehaviourSource("""
            enum Compass {
                static let points = ["N", "E", "S", "W"]
                static func point(_ degrees: Int) -> String { points[(degrees + 45) / 90 % 4] }
                static func selfPoint(_ degrees: Int) -> String { Self.points[(degrees + 45) / 90 % 4] }
                static func shadowed(_ degrees: Int) -> String {
                    let points = ["n", "e", "s", "w"]
                    return points[(degrees + 45) / 90 % 4]
                }
            }
            """)
        #expect(source.outcome("point", .int(100)) == .text("E"))
        #expect(source.outcome("selfPoint", .int(350)) == .text("N"))
        #expect(source.outcome("shadowed", .int(180)) == .text("s"))
    }

    /// In a project the type's constants reach its members' lowering at walk time.
    @Test func aTypesListIsReadInTheProject() throws {
        let source = """
            struct Wind {
                let degrees: Int
                private static let points = ["N", "E", "S", "W"]
                var point: String { Self.points[(degrees + 45) / 90 % 4] }
            }

            """
        let repository = try TemporaryRepository(["App/Wind.swift": source])
        #expect(try repository.run("formatters", "--all").stdout.contains("outputs point [degrees = 125] → \"E\""))
    }

    /// Words looked up in the string tables, listed and picked by position (Oscar's compass), are
    /// the table's text for each index.
    @Test func aListOfLocalizedWordsIsReadByPosition() throws {
        let source = """
            import Foundation
            struct Current {
                let windDirection: Double
                func windName() -> String {
                    let names = [String(localized: "N_compass", comment: "North"), String(localized: "E_compass", comment: "East"),
                                 String(localized: "S_compass", comment: "South"), String(localized: "W_compass", comment: "West")]
                    return names[Int((windDirection + 45) / 90) % 4]
                }
            }

            """
        let table = "\"N_compass\" = \"N\";\n\"E_compass\" = \"E\";\n\"S_compass\" = \"S\";\n\"W_compass\" = \"W\";\n"
        let repository = try TemporaryRepository(["App/Wind.swift": source, "App/en.lproj/Localizable.strings": table])
        #expect(try repository.run("formatters", "--all").stdout.contains("outputs windName() [windDirection = 125.0] → \"E\""))
    }

    @Test func aListReadWholeOrOfValuesIsUnknown() {
        let source = BehaviourSource("""
            func count(_ n: Int) -> String {
                let names = ["a", "b"]
                return "\\(names.count + n)"
            }
            func pick(_ n: Int, name: String) -> String { [name, "b"][n] }
            """)
        #expect(source["count"].unknownReason == "uses the list names whole")
        #expect(source["pick"].unknownReason == "uses [name, \"b\"][n]")
    }

    @Test func twoSpellingsOfACompassAreOneFormatterWrittenTwice() throws {
        let compass = """
            struct StormCell { let bearingDeg: Double }
            struct StormSheet {
                let cell: StormCell
                private var compassDirection: String {
                    let names = ["N", "NO", "O", "SO", "S", "SW", "W", "NW"]
                    let index = Int(((cell.bearingDeg.truncatingRemainder(dividingBy: 360) + 22.5) / 45).rounded(.down)) % 8
                    return names[index]
                }
                func show() { print(compassDirection) }
            }

            """
        let hourly = """
            struct HourlyView {
                private func windDirectionName(for degrees: Double) -> String {
                    switch degrees.truncatingRemainder(dividingBy: 360) {
                    case 22.5..<67.5: return "NO"
                    case 67.5..<112.5: return "O"
                    case 112.5..<157.5: return "SO"
                    case 157.5..<202.5: return "S"
                    case 202.5..<247.5: return "SW"
                    case 247.5..<292.5: return "W"
                    case 292.5..<337.5: return "NW"
                    default: return "N"
                    }
                }
                func show() { print(windDirectionName(for: 3)) }
            }
            struct Screen { func show(sheet: StormSheet, hourly: HourlyView) { sheet.show(); hourly.show() } }

            """
        #expect(try BehaviourTwinsTests.lint(["App/Compass.swift": compass, "App/Hourly.swift": hourly]) == [
            "App/Compass.swift:4:17: warning: HourlyView.windDirectionName(for:) (App/Hourly.swift:2) outputs what StormSheet.compassDirection (App/Compass.swift:4) outputs, on all 13 inputs tried (compassDirection [cell.bearingDeg = 125.0] → \"SO\", compassDirection [cell.bearingDeg = 3661.0] → \"NO\"), and neither can call the other (private or instance members); extract one formatter they all call before they drift (duplicated_formatting)",
        ])
    }
}
