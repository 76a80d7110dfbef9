import Testing
@testable import PreviewLintKit

/// A project's own localization function (`OBALoc(_:value:comment:)` calling
/// `NSLocalizedString(key, tableName:, bundle:, value:, comment:)`) looks up the keys its callers
/// write: the table's text, else the default value, else the key, as Foundation returns it.
@Suite struct LocalizationWrapperTests {
    static let appLoc = """
        import Foundation
        final class AppBundle {}
        func appLoc(_ key: String, value: String, comment: String) -> String {
            NSLocalizedString(key, tableName: nil, bundle: Bundle(for: AppBundle.self), value: value, comment: comment)
        }

        """
    static let countdown = """
        import SwiftUI
        struct Countdown: View {
            let minutes: Int
            var body: some View {
                Text(minutes == 0 ? appLoc("countdown.now", value: "NOW", comment: "departing now") : "\\(minutes)m")
            }
        }
        struct AppScreen: View { var body: some View { Countdown(minutes: 3) } }

        """
    static let pill = """
        import SwiftUI
        struct Pill: View {
            let minutes: Int
            var body: some View { Text(minutes == 0 ? "NOW" : "\\(minutes)m") }
        }
        struct WidgetScreen: View { var body: some View { Pill(minutes: 3) } }

        """

    static func files(_ extra: [String: String] = [:]) -> [String: String] {
        ["App/Loc.swift": appLoc, "App/Countdown.swift": countdown, "Widget/Pill.swift": pill].merging(extra) { $1 }
    }

    @Test func withNoTableTextTheDefaultValueIsShown() throws {
        #expect(try BehaviourTwinsTests.lint(Self.files()) == [
            "App/Countdown.swift:5:14: warning: the text Pill.body builds inline (Widget/Pill.swift:4) outputs what the text Countdown.body builds inline (App/Countdown.swift:5) outputs, on all 13 inputs tried ((minutes = 125) → \"125m\", (minutes = 3661) → \"3661m\"), in targets App, Widget that share no formatter for it; extract one into code both targets compile (a shared file or module) and call it from each (duplicated_formatting)",
        ])
    }

    @Test func theTablesTextWinsOverTheDefaultValue() throws {
        let table = ["App/en.lproj/Localizable.strings": "\"countdown.now\" = \"Now\";\n"]
        #expect(try BehaviourTwinsTests.lint(Self.files(table)) == [
            "App/Countdown.swift:5:14: warning: the text Countdown.body builds inline and the text Pill.body builds inline (Widget/Pill.swift:4) format one kind of value differently: (minutes = 0) is \"Now\", (minutes = 0) is \"NOW\" (they agree on 12 inputs, such as (minutes = 1) → \"1m\", (minutes = 59) → \"59m\"); targets App, Widget show the value two ways: share one formatter (duplicated_formatting)",
        ])
    }

    /// `tableName: "Countdown"` reads `Countdown.strings`, not the default table.
    @Test func aNamedTableIsReadByItsName() throws {
        let named = Self.appLoc.replacingOccurrences(of: "tableName: nil", with: "tableName: \"Countdown\"")
        let tables = ["App/Loc.swift": named, "App/en.lproj/Countdown.strings": "\"countdown.now\" = \"Now\";\n",
                      "App/en.lproj/Localizable.strings": "\"countdown.now\" = \"Right now\";\n"]
        let repository = try TemporaryRepository([".previewlint.yml": BehaviourTwinsTests.configuration].merging(Self.files(tables)) { $1 })
        #expect(try repository.run("formatters", "--all").stdout.contains("outputs (minutes = 0) → \"Now\""))
    }

    /// A key no call writes out (one computed at run time) was never read from the tables.
    @Test func aKeyComputedAtRunTimeIsUnknown() throws {
        let computed = Self.countdown.replacingOccurrences(of: "appLoc(\"countdown.now\"", with: "appLoc(\"countdown.\" + String(minutes)")
        let repository = try TemporaryRepository([".previewlint.yml": BehaviourTwinsTests.configuration].merging(Self.files(["App/Countdown.swift": computed])) { $1 })
        #expect(try repository.run("formatters", "--all").stdout.contains("outputs (minutes = 0) → unknown (looks up \"countdown.0\", a key no call writes out)"))
    }

    /// `String(format: formatString, n)` with a format the body looks up: read when evaluated.
    @Test func aFormatHeldByALocalIsReadWhenEvaluated() throws {
        let source = """
            import Foundation
            func shortTime(_ minutes: Int) -> String {
                let formatString = NSLocalizedString("short_time_fmt", value: "%dm", comment: "")
                return String(format: formatString, minutes)
            }
            struct AppScreen { func show() { print(shortTime(1)) } }

            """
        let repository = try TemporaryRepository([".previewlint.yml": BehaviourTwinsTests.configuration, "App/Short.swift": source,
                                                  "App/en.lproj/Localizable.strings": "\"short_time_fmt\" = \"%d min\";\n"])
        #expect(try repository.run("formatters", "--all").stdout.contains("outputs shortTime(125) → \"125 min\""))
        // A format the caller passes in is the caller's: not evaluated on made-up formats.
        let passed = """
            import Foundation
            func shortTime(_ minutes: Int, formatString: String) -> String {
                let hours = String(format: formatString, minutes / 60)
                return String(format: "%@ (%d)", hours, minutes)
            }
            struct AppScreen { func show() { print(shortTime(1, formatString: "%d h")) } }

            """
        let caller = try TemporaryRepository([".previewlint.yml": BehaviourTwinsTests.configuration, "App/Short.swift": passed])
        #expect(try caller.run("formatters", "--all").stdout.contains("outputs unknown: formats with formatString, not a literal"))
    }

    /// `"never".localized()`: an extension of String that looks itself up names its key by its receiver.
    @Test func aReceiverWrapperLooksUpItsReceiver() throws {
        let source = """
            import Foundation
            extension String {
                func localized() -> String {
                    NSLocalizedString(self, tableName: nil, bundle: .main, value: "", comment: "")
                }
            }
            func durationText(_ minutes: Int) -> String {
                minutes == 0 ? "never".localized() : "\\(minutes) " + "minutes".localized()
            }
            struct AppScreen { func show() { print(durationText(1)) } }

            """
        let repository = try TemporaryRepository([".previewlint.yml": BehaviourTwinsTests.configuration,
                                                  "App/Duration.swift": source,
                                                  "App/de.lproj/Localizable.strings": "\"never\" = \"nie\";\n",
                                                  "App/en.lproj/Localizable.strings": "\"never\" = \"Never\";\n"])
        let output = try repository.run("formatters", "--all").stdout
        #expect(output.contains("outputs durationText(0) → \"Never\""))
        // A key no table holds is shown as the key, as Foundation shows it.
        #expect(output.contains("outputs durationText(125) → \"125 minutes\""))
    }
}
