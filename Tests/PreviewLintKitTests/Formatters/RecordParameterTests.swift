import Testing

/// A formatter that takes a value of the project's own type (`func delta(_ s: GlucoseSnapshot)`)
/// formats the fields it reads: those are its inputs, typed by the project's declarations.
@Suite struct RecordParameterTests {
    static let snapshot = """
        struct GlucoseSnapshot: Codable {
            let glucose: Int
            let minutesAgo: Int
        }

        """

    /// The app formats the reading's age from the field; the widget takes the whole snapshot.
    @Test func aWidgetsFormatterOfASnapshotsFieldIsTheAppsWrittenAgain() throws {
        let app = """
            func ageText(minutes: Int) -> String { minutes < 60 ? "\\(minutes) min" : "\\(minutes / 60) h \\(minutes % 60) min" }
            struct AppScreen { func show() { print(ageText(minutes: 1)) } }

            """
        let widget = """
            enum LAFormat {
                static func age(_ s: GlucoseSnapshot) -> String {
                    if s.minutesAgo < 60 { return "\\(s.minutesAgo) min" }
                    return "\\(s.minutesAgo / 60) h \\(s.minutesAgo % 60) min"
                }
            }
            struct WidgetScreen { func show(_ s: GlucoseSnapshot) { print(LAFormat.age(s)) } }

            """
        #expect(try BehaviourTwinsTests.lint(["Shared/Snapshot.swift": Self.snapshot, "App/Age.swift": app, "Widget/LAFormat.swift": widget]) == [
            "App/Age.swift:1:6: warning: LAFormat.age(_:) (Widget/LAFormat.swift:2) outputs what ageText(minutes:) (App/Age.swift:1) outputs, on all 13 inputs tried (ageText(minutes: 125) → \"2 h 5 min\", ageText(minutes: 3661) → \"61 h 1 min\"), in targets App, Widget that share no formatter for it; extract one into code both targets compile (a shared file or module) and call it from each (duplicated_formatting)",
        ])
    }

    /// The snapshot passed on whole, or a field the project declares with no modelled type: unknown,
    /// saying why, never a guess.
    @Test func aSnapshotUsedWholeOrAFieldOfNoModelledTypeStaysUnknown() throws {
        let widget = """
            enum LAFormat {
                static func whole(_ s: GlucoseSnapshot) -> String { let copy = s; return String(format: "%d min", copy.minutesAgo) }
                static func trend(_ s: GlucoseSnapshot) -> String { "\\(s.trend.arrow)" }
                static func age(_ s: GlucoseSnapshot) -> String { "\\(s.minutesAgo) min" }
            }

            """
        let repository = try TemporaryRepository([".previewlint.yml": BehaviourTwinsTests.configuration, "Shared/Snapshot.swift": Self.snapshot, "Widget/LAFormat.swift": widget])
        let output = try repository.run("formatters", "--all").stdout
        #expect(output.contains("LAFormat.whole(_:)\n  outputs unknown: reads .minutesAgo of copy"))
        #expect(output.contains("LAFormat.trend(_:)\n  outputs unknown: reads s.trend.arrow, a field of no modelled type the project declares"))
        #expect(output.contains("LAFormat.age(_:)\n  outputs age(s) [s.minutesAgo = 0] → \"0 min\""))
    }
}
