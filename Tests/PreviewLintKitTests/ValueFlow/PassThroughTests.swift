import Testing

/// A helper that returns its text parameter reworked (`unmask(text:)`) hands each call its own
/// argument back: one caller's formatted birthday does not make another caller's chip id formatted.
@Suite struct PassThroughTests {
    static let ternary = #"isDate ? text : text.replacingOccurrences(of: " ", with: "")"#

    static func files(chipCall: String, unmask: String = ternary) -> [String: String] {
        [
            ".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n",
            "App/Masking.swift": """
                import Foundation
                struct Masking {
                    let isDate: Bool
                    private func unmask(text: String) -> String {
                        \(unmask)
                    }
                    func unmaskedValue(text: String) -> String {
                        unmask(text: text).trimmingCharacters(in: .whitespaces)
                    }
                }
                func birthday(_ date: Date, masking: Masking) -> String {
                    masking.unmaskedValue(text: date.formatted(date: .numeric, time: .omitted))
                }

                """,
            "App/Chip.swift": """
                struct ChipModel {
                    let chipId: String
                }
                struct ChipView: View {
                    let model: ChipModel
                    var body: some View { Text(model.chipId) }
                }
                func save(typed: String, masking: Masking) -> ChipModel {
                    ChipModel(chipId: \(chipCall))
                }
                #Preview {
                    ChipView(model: ChipModel(chipId: "chip 123"))
                }

                """,
        ]
    }

    static func lint(chipCall: String, unmask: String = ternary) throws -> [String] {
        try TemporaryRepository(files(chipCall: chipCall, unmask: unmask)).run("lint", "--quiet").stdout.split(separator: "\n").map(String.init)
    }

    @Test func aTypedValuePassedThroughTheHelperStaysTyped() throws {
        #expect(try Self.lint(chipCall: "masking.unmaskedValue(text: typed)").isEmpty)
    }

    @Test func aFormattedValuePassedThroughTheHelperStaysFormatted() throws {
        let lines = try Self.lint(chipCall: "masking.unmaskedValue(text: Date().formatted(date: .numeric, time: .omitted))")
        #expect(lines.count == 1 && lines[0].hasPrefix("App/Chip.swift:12:39: warning: \"chip 123\" hard-codes what production formats into ChipModel.chipId"), "\(lines)")
    }

    /// A `switch` whose cases `return` is a statement, not the body's value: the helper still
    /// returns its parameter on every path.
    @Test func aHelperReturningFromSwitchCasesPassesItsParameterThrough() throws {
        let unmask = "switch isDate {\n    case true: return text\n    case false: return text.replacingOccurrences(of: \" \", with: \"\")\n    }"
        #expect(try Self.lint(chipCall: "masking.unmaskedValue(text: typed)", unmask: unmask).isEmpty)
    }
}
