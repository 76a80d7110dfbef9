import Testing

/// A view builder slot (`@ViewBuilder let timeText: Content`) is filled by the closure callers pass:
/// production's closure gives every view its branches make (`Text(date, format: …)` in one), a
/// preview's `{ Text("Sat 13:44") }` gives a literal, reported against the slot. A trailing
/// closure passes the builder property of a memberwise initializer.
@Suite struct ViewBuilderSlotTests {
    static let row = """
        struct TimeRow<Content: View>: View {
            let title: String
            @ViewBuilder let timeText: Content
            var body: some View { HStack { Text(title); timeText } }
        }
        struct Timeline: View {
            let start: Date
            let isRelative: Bool
            var body: some View {
                TimeRow(title: "Dose") {
                    if isRelative {
                        RelativeTime(date: start)
                    } else {
                        Text(start, format: Date.FormatStyle().hour().minute().weekday(.abbreviated))
                    }
                }
            }
        }
        struct RelativeTime: View {
            let date: Date
            var body: some View { Text(date, style: .relative) }
        }

        """

    @Test func aPreviewsBuilderLiteralIsReported() throws {
        let preview = """
            #Preview {
                TimeRow(title: "Dose") {
                    Text("Sat 13:44")
                }
            }

            """
        let repository = try TemporaryRepository([".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n", "App/TimeRow.swift": Self.row + preview])
        #expect(try repository.run("lint", "--quiet").stdout.split(separator: "\n").map(String.init) == [
            "App/TimeRow.swift:25:14: warning: \"Sat 13:44\" hard-codes what production formats into TimeRow.timeText (TimeRow.timeText ← a closure's result at App/TimeRow.swift:10; a closure's result ← Text(_:format:) at App/TimeRow.swift:14); build the preview from a state value passed through that formatting instead (preview_hardcoded_format)",
        ])
    }

    /// A builder closure that only shows other views fills the slot with no text: silent.
    @Test func aSlotProductionFillsWithViewsIsSilent() throws {
        let row = Self.row.replacingOccurrences(of: "Text(start, format: Date.FormatStyle().hour().minute().weekday(.abbreviated))", with: "Image(systemName: \"clock\")")
        let preview = "#Preview {\n    TimeRow(title: \"Dose\") { Text(\"Sat 13:44\") }\n}\n"
        let repository = try TemporaryRepository([".previewlint.yml": "rules:\n  preview_hardcoded_format: true\n", "App/TimeRow.swift": row + preview])
        #expect(try repository.run("lint", "--quiet").stdout.isEmpty)
    }
}
