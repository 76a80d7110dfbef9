import Testing

/// SwiftUI's `Text("\(entry.date, formatter: formatter)")` is the formatter's `string(for:)` of the
/// value: formatting written inline, compared by its outputs like `formatter.string(from:)`.
@Suite struct FormatterInterpolationTests {
    static func row(_ interpolation: String) -> String {
        """
        import SwiftUI
        struct Entry { let date: Date }
        struct Row: View {
            let entry: Entry
            private var formatter: DateFormatter {
                let formatter = DateFormatter()
                formatter.dateFormat = "HH:mm:ss"
                return formatter
            }
            var body: some View { Text("\\(\(interpolation))") }
        }

        """
    }

    @Test func aValueInterpolatedWithAFormatterIsFormatting() throws {
        let repository = try TemporaryRepository(["App/Row.swift": Self.row("entry.date, formatter: formatter")])
        #expect(try repository.run("formatters", "--all").stdout == """
            App/Row.swift:5:17: Row.formatter
              outputs formatter.string(from: Date(timeIntervalSince1970: 1709283907.0)) → "09:05:07"
            App/Row.swift:10:27: the text Row.body builds inline
              outputs (entry.date = Date(timeIntervalSince1970: 1709283907.0)) → "09:05:07"
              formats Entry.date
            2 members that format

            """)
    }

    /// The same text handed to the formatter by a call is the same formatting.
    @Test func itOutputsWhatTheFormattersStringDoes() throws {
        let interpolated = try TemporaryRepository(["App/Row.swift": Self.row("entry.date, formatter: formatter")])
        let called = try TemporaryRepository(["App/Row.swift": Self.row("formatter.string(from: entry.date)")])
        let outputs = { (listing: String) in listing.split(separator: "\n").filter { $0.contains("→") } }
        #expect(try outputs(interpolated.run("formatters", "--all").stdout) == outputs(called.run("formatters", "--all").stdout))
    }

    /// A watch row's `Text("\(date, formatter: Self.dateFormatter)")` hands the date to the
    /// platform's formatter as `Text(Self.dateFormatter.string(from: date))` would: the text is not
    /// told as formatting of its own (the formatter object set up alike still is, in targets apart).
    @Test func aFormatterInterpolatedIsThePlatformsFormattingAsACallIs() throws {
        let watch = """
            import SwiftUI
            struct CarbInput: View {
                let date: Date
                private static let dateFormatter: DateFormatter = {
                    let formatter = DateFormatter()
                    formatter.dateStyle = .none
                    formatter.timeStyle = .short
                    return formatter
                }()
                var body: some View { Text("\\(date, formatter: Self.dateFormatter)") }
            }
            struct WidgetScreen { func show(input: CarbInput) { print(input) } }

            """
        let app = """
            import Foundation
            struct Muter {
                let end: Date
                var formattedEndTime: String {
                    let formatter = DateFormatter()
                    formatter.timeStyle = .short
                    formatter.dateStyle = .none
                    return formatter.string(from: end)
                }
            }
            struct AppScreen { func show(muter: Muter) { print(muter.formattedEndTime) } }

            """
        #expect(try BehaviourTwinsTests.lint(["App/Muter.swift": app, "Widget/CarbInput.swift": watch]) == [
            "App/Muter.swift:4:9: warning: CarbInput.dateFormatter (Widget/CarbInput.swift:4) outputs what Muter.formattedEndTime (App/Muter.swift:4) outputs, on all 4 inputs tried (formattedEndTime [end = Date(timeIntervalSince1970: 1709283907.0)] → \"9:05 AM\"), in targets App, Widget that share no formatter for it; extract one into code both targets compile (a shared file or module) and call it from each (duplicated_formatting)",
        ])
    }
}
