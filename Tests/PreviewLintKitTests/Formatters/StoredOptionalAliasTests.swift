import Testing

/// `guard let model else { return "" }` of a stored optional of a project type, then reads of its
/// fields (`model.city.isEmpty`, `model.countryCode`): the fields are inputs, the value taken as
/// present; three text inputs make a grid small enough to compare on.
@Suite struct StoredOptionalAliasTests {
    static let geo = "struct GeoLookup: Codable {\n    let countryCode: String\n    let country: String\n    let city: String\n}\n"

    static let app = """
    class ProofsViewModel {
        var model: GeoLookup?
        var location: String {
            guard let model else {
                return ""
            }
            guard !model.city.isEmpty else {
                return model.country
            }
            return "\\(model.city), \\(model.countryCode)"
        }
    }
    struct AppScreen { func show() { print(ProofsViewModel().location) } }

    """

    static let widget = """
    extension LocationView {
        class ViewModel {
            var model: GeoLookup
            init(model: GeoLookup) { self.model = model }
            func getLocation() -> String {
                guard !model.city.isEmpty else {
                    return model.country
                }
                return "\\(model.city), \\(model.countryCode)"
            }
        }
    }
    struct LocationView { func show() { print(ViewModel(model: GeoLookup(countryCode: "", country: "", city: "")).getLocation()) } }

    """

    @Test func theSameLocationLineInTwoTargetsIsOneFormatterWrittenTwice() throws {
        let files = ["App/GeoLookup.swift": Self.geo, "App/ProofsViewModel.swift": Self.app, "Widget/LocationViewModel.swift": Self.widget]
        #expect(try BehaviourTwinsTests.lint(files) == [
            "App/ProofsViewModel.swift:3:9: warning: LocationView.ViewModel.getLocation() (Widget/LocationViewModel.swift:5) outputs what ProofsViewModel.location (App/ProofsViewModel.swift:3) outputs, on all 8 inputs tried, in targets App, Widget that share no formatter for it; extract one into code both targets compile (a shared file or module) and call it from each (duplicated_formatting)",
        ])
        let lines = try TemporaryRepository.formatterLines(files)
        #expect(lines.contains("  outputs location [model.city = \"a\", model.country = \"\", model.countryCode = \"a\"] → \"a, a\""))
        // The formatting written in a member that resolved is the member's: not listed again.
        #expect(!lines.contains { $0.contains("builds inline") })
    }

    /// The stored value used as a whole (handed on) is no field read: unknown, as before.
    @Test func theStoredValueUsedAsAWholeStaysUnknown() throws {
        let app = Self.app.replacingOccurrences(of: "return \"\\(model.city), \\(model.countryCode)\"", with: "return describe(model)")
            + "func describe(_ g: GeoLookup) -> String { \"\\(g.city)\" }\n"
        let lines = try TemporaryRepository.formatterLines(["App/GeoLookup.swift": Self.geo, "App/ProofsViewModel.swift": app])
        #expect(!lines.contains { $0.contains("outputs location") })
    }
}
