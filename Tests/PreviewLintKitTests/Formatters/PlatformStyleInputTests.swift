import Testing

/// A formatter whose style is an input (`formatter.dateStyle = dateStyle` of a `DateFormatter.Style`)
/// is one formatter per case, chosen by the value it is handed: known on every case, and the same
/// formatting as a helper fixed to one of them.
@Suite struct PlatformStyleInputTests {
    static let configuration = "targets:\n  App: [App]\n  Widget: [Widget]\n"
        + "rules:\n  duplicated_formatting: true\n  reimplemented_formatter: true\n"

    static let app = """
        import Foundation

        extension Date {
            func text(dateStyle: DateFormatter.Style) -> String {
                let formatter = DateFormatter()
                formatter.dateStyle = dateStyle
                formatter.timeStyle = .none
                return formatter.string(from: self)
            }
        }

        struct Trip { var start: Date }

        struct TripScreen {
            func show(_ trip: Trip) { print(trip.start.text(dateStyle: .medium)) }
        }

        """

    static let widget = """
        import Foundation

        struct TripEntry { var start: Date }

        func dayText(_ date: Date) -> String {
            let formatter = DateFormatter()
            formatter.dateStyle = .medium
            return formatter.string(from: date)
        }

        struct TripWidgetView {
            func show(_ entry: TripEntry) { print(dayText(entry.start)) }
        }

        """

    static func repository() throws -> TemporaryRepository {
        try TemporaryRepository([".previewlint.yml": configuration, "App/Dates.swift": app,
                                 "Widget/TripWidget.swift": widget])
    }

    @Test func aStyleInputIsOneFormatterPerCase() throws {
        #expect(try Self.repository().run("formatters", "--all").stdout.contains("""
            App/Dates.swift:4:10: Date.text(dateStyle:)
              outputs Date(timeIntervalSince1970: 0.0).text(dateStyle: .full) → "Thursday, January 1, 1970"
              outputs Date(timeIntervalSince1970: 0.0).text(dateStyle: .long) → "January 1, 1970"
              outputs Date(timeIntervalSince1970: 0.0).text(dateStyle: .medium) → "Jan 1, 1970"
              outputs Date(timeIntervalSince1970: 0.0).text(dateStyle: .none) → ""
            """))
    }

    @Test func aHelperFixedToOneStyleIsItWrittenAgain() throws {
        #expect(try Self.repository().run("lint", "--quiet").stdout.split(separator: "\n").map(String.init) == [
            "Widget/TripWidget.swift:5:6: warning: Date.text(dateStyle:) (App/Dates.swift:4) with dateS"
                + "tyle: .medium outputs what dayText(_:) (Widget/TripWidget.swift:5) outputs, on all 4 input"
                + "s tried (dayText(Date(timeIntervalSince1970: 1709283907.0)) → \"Mar 1, 2024\"), in targets A"
                + "pp, Widget that share no formatter for it; extract one into code both targets compile (a s"
                + "hared file or module) and call it from each (duplicated_formatting)",
        ])
    }
}
