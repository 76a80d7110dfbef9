import Testing

/// An instance member runs on a value of its type: a struct production code never names is never
/// made, so its copy of a formatter drifts unseen and is no second formatter to extract, even where
/// another type's member of the same name is used.
@Suite struct UnusedTypeTests {
    /// A type holding a number of minutes and describing it as a duration.
    static func durationType(_ name: String, field: String) -> String {
        """
        struct \(name) {
            var \(field): Int
            var durationDescription: String {
                let hours = \(field) / 60
                let rest = \(field) % 60
                return hours > 0 ? String(format: "%dh %02dm", hours, rest) : String(format: "%d min", rest)
            }
        }

        """
    }

    static let preset = durationType("Preset", field: "minutes") + "struct AppScreen { func show(_ preset: Preset) { print(preset.durationDescription) } }\n"
    static let presetData = durationType("PresetData", field: "length")

    @Test func aStructNobodyNamesIsNotCompared() throws {
        #expect(try BehaviourTwinsTests.lint(["App/Preset.swift": Self.preset, "App/PresetData.swift": Self.presetData]) == [])
        let used = "struct Loader { func load() -> PresetData { PresetData(length: 1) } }\nstruct LoadScreen { func show() { print(Loader().load().durationDescription) } }\n"
        #expect(try BehaviourTwinsTests.lint(["App/Preset.swift": Self.preset, "App/PresetData.swift": Self.presetData, "App/Loader.swift": used]) == [
            "App/Preset.swift:3:9: warning: PresetData.durationDescription (App/PresetData.swift:3) outputs what Preset.durationDescription (App/Preset.swift:3) outputs, on all 13 inputs tried (durationDescription [minutes = 125] → \"2h 05m\", durationDescription [minutes = 3661] → \"61h 01m\"), and neither can call the other (private or instance members); extract one formatter they all call before they drift (duplicated_formatting)",
        ])
    }

    /// A class may be made by name from a storyboard or a nib: not naming it says nothing. (Its
    /// member is read through a value of no declared type, so it may be this class's.)
    @Test func aClassNobodyNamesStillCounts() throws {
        let untypedRead = "struct DataScreen {\n    func show(_ items: [Any]) {\n"
            + "        items.forEach { item in print(item.durationDescription) }\n    }\n}\n"
        let classData = Self.presetData.replacingOccurrences(
            of: "struct PresetData {\n    var length: Int",
            with: "final class PresetData {\n    var length = 0") + untypedRead
        let lint = { (data: String) in
            try BehaviourTwinsTests.lint(["App/Preset.swift": Self.preset, "App/PresetData.swift": data])
        }
        #expect(try lint(classData).count == 1)
        #expect(try lint(Self.presetData + untypedRead).isEmpty)
    }

    /// A nested type is named through its enclosing one (`Presets.Data(length:)`).
    @Test func aNestedTypeNamedThroughItsEnclosingTypeIsMade() throws {
        let nested = "enum Presets {\n" + Self.presetData.replacingOccurrences(of: "struct PresetData", with: "struct Data") + "}\n"
        let used = "struct LoadScreen { func show() { print(Presets.Data(length: 1).durationDescription) } }\n"
        #expect(try BehaviourTwinsTests.lint(["App/Preset.swift": Self.preset, "App/Presets.swift": nested, "App/Load.swift": used]).count == 1)
        #expect(try BehaviourTwinsTests.lint(["App/Preset.swift": Self.preset, "App/Presets.swift": nested]).isEmpty)
    }
}
