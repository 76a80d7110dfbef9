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
            App/Row.swift:10:27: the text Row.body builds inline
              outputs (entry.date = Date(timeIntervalSince1970: 1709283907.0)) → "09:05:07"
              formats Entry.date
            1 member that formats

            """)
    }

    /// The same text handed to the formatter by a call is the same formatting.
    @Test func itOutputsWhatTheFormattersStringDoes() throws {
        let interpolated = try TemporaryRepository(["App/Row.swift": Self.row("entry.date, formatter: formatter")])
        let called = try TemporaryRepository(["App/Row.swift": Self.row("formatter.string(from: entry.date)")])
        let outputs = { (listing: String) in listing.split(separator: "\n").filter { $0.contains("→") } }
        #expect(try outputs(interpolated.run("formatters", "--all").stdout) == outputs(called.run("formatters", "--all").stdout))
    }
}
