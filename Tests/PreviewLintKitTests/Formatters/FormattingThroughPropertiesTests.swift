import Testing
@testable import PreviewLintKit

/// Text built by reading a computed property that formats (`dose.asReadable`) is formatting too,
/// as text built by calling a function that formats is: copies of it are formatting twice. A read
/// stands for the formatting property only where every property the project declares by that
/// name formats.
@Suite struct FormattingThroughPropertiesTests {
    static let formatting = """
        import Foundation
        extension Double {
            var asReadable: String {
                let formatter = NumberFormatter()
                formatter.numberStyle = .decimal
                formatter.usesSignificantDigits = true
                return formatter.string(from: self as NSNumber) ?? ""
            }
        }

        """

    /// The text both types build, the suggestion's copy with a guard added before it.
    static let description = """
                if isEstimate {
                    if let deviation {
                        return "\\(dose.asReadable)±\\(deviation.asReadable) \\(units.names.first ?? "")"
                    } else {
                        return "~\\(dose.asReadable) \\(units.names.last ?? "")"
                    }
                } else {
                    return "\\(dose.asReadable) \\(units.names.last ?? "")"
                }
        """

    static let dose = """
        struct Units { let names: [String] }
        struct CustomDose {
            let dose: Double
            let deviation: Double?
            let isEstimate: Bool
            let units: Units
            var doseDescription: String {
        \(description)
            }
        }
        struct DoseScreen { func show(_ dose: CustomDose) { print(dose.doseDescription) } }

        """

    static let suggestion = """
        struct Suggestion {
            let dose: Double?
            let deviation: Double?
            let isEstimate: Bool
            let units: Units
            var doseDescription: String {
                guard let dose else { return "Unknown" }
        \(description)
            }
        }
        struct SuggestionScreen { func show(_ suggestion: Suggestion) { print(suggestion.doseDescription) } }

        """

    @Test func aCopyOfTextReadThroughAFormattingPropertyIsFormattingTwice() throws {
        let lines = try BehaviourTwinsTests.lint([
            "App/Readable.swift": Self.formatting, "App/CustomDose.swift": Self.dose, "Widget/Suggestion.swift": Self.suggestion,
        ])
        #expect(lines.filter { $0.contains("doseDescription") } == [
            "App/CustomDose.swift:7:9: warning: CustomDose.doseDescription was copied and changed since as Suggestion.doseDescription "
                + "(Widget/Suggestion.swift:6; 96 of the 96 tokens of the shorter recur in the other, in order), in targets App, Widget "
                + "that share no formatter for it; extract one into code both targets compile (a shared file or module) and call it "
                + "from each (duplicated_formatting)",
        ])
    }

    /// `asReadable` is also a stored text of another type: which one a read means is unknown.
    @Test func aReadOfANameAnotherTypeStoresTellsNothing() throws {
        let stored = "struct Caption { let asReadable: String }\n"
        let lines = try BehaviourTwinsTests.lint([
            "App/Readable.swift": Self.formatting, "App/Caption.swift": stored, "App/CustomDose.swift": Self.dose,
            "Widget/Suggestion.swift": Self.suggestion,
        ])
        #expect(lines.filter { $0.contains("doseDescription") } == [])
    }
}
