import Testing

/// `unshared_formatting` offers only formatters the configuration names: one found on its own
/// (called from two targets) is matched to a value by names alone, a guess.
@Suite struct UnsharedFormattingNamedTests {
    static let shared = "func timeText(seconds: Int) -> String { String(format: \"%d:%02d\", seconds / 60, seconds % 60) }\n"
    static let app = "struct AppScreen { func show() { print(timeText(seconds: 1)) } }\n"
    static let widget = """
    import SwiftUI
    import WidgetKit
    struct Entry: TimelineEntry { let date: Date; let seconds: Int }
    struct EntryView: View {
        let entry: Entry
        var body: some View { Text("\\(entry.seconds / 60) min") }
    }
    struct Other: View { var body: some View { Text(timeText(seconds: 2)) } }

    """

    static func lint(sharedFormatters: String) throws -> [String] {
        let configuration = """
        targets:
          App: [App, Shared]
          Widget: [Widget, Shared]
        \(sharedFormatters)rules:
          unshared_formatting: true

        """
        let repository = try TemporaryRepository([".previewlint.yml": configuration, "Shared/Time.swift": Self.shared,
                                                  "App/Screen.swift": Self.app, "Widget/EntryView.swift": Self.widget])
        return try repository.run("lint", "--quiet").stdout.split(separator: "\n").map(String.init).filter { $0.hasSuffix("(unshared_formatting)") }
    }

    @Test func aFormatterFoundOnItsOwnIsNotOffered() throws {
        #expect(try Self.lint(sharedFormatters: "") == [])
    }

    @Test func aFormatterTheConfigurationNamesIsOffered() throws {
        #expect(try Self.lint(sharedFormatters: "shared_formatters: [timeText]\n") == [
            "Widget/EntryView.swift:6:32: warning: entry.seconds is formatted inline in widget code; call timeText(seconds:) (Shared/Time.swift:1) so every place shows it the same way (unshared_formatting)",
        ])
    }
}
