import Testing

/// An app and its widget each declaring a `Formatting` type with a helper of one signature: a call
/// reaches the helper of its own file, as Swift's lookup finds the type's own member, so each
/// formatter is run with its own helper rather than left unknown for the ambiguity.
@Suite struct SameFileCallTests {
    static func formatting(_ time: String) -> String {
        """
        enum TaskKind { case count, time }
        enum Formatting {
            static func formatTime(minutes: Int) -> String { \(time) }
            static func formatValue(_ value: Double, kind: TaskKind) -> String {
                switch kind {
                case .count:
                    return "\\(Int(value)) \\("ITEMS".lowercased())"
                case .time:
                    return formatTime(minutes: Int(value))
                }
            }
        }

        """
    }

    @Test func aCallReachesTheHelperOfItsOwnFile() throws {
        let repository = try TemporaryRepository([
            ".previewlint.yml": "targets:\n  App: [App]\n  Widget: [Widget]\n",
            "App/Formatting.swift": Self.formatting("minutes < 60 ? \"\\(minutes)m\" : \"\\(minutes / 60)h \\(minutes % 60)m\""),
            "Widget/Formatting.swift": Self.formatting("\"\\(minutes / 60):\" + String(format: \"%02d\", minutes % 60)"),
        ])
        let listing = try repository.run("formatters", "--all").stdout
        #expect(listing.contains("outputs formatValue(1.0, kind: .time) → \"1m\""))
        #expect(listing.contains("outputs formatValue(1.0, kind: .time) → \"0:01\""))
        #expect(listing.contains("outputs formatValue(1.0, kind: .count) → \"1 items\""))
    }
}
