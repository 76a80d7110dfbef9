import Testing

/// Inside a property's own declaration its name is the initializer's local (`let dateFormatter =
/// DateFormatter()`) or the property itself, never another code's use: a formatter object only
/// its own initializer names is unused, and its copy is not reported.
@Suite struct OwnInitializerLocalTests {
    static func controller(_ target: String, shows: Bool) -> String {
        """
        import Foundation
        final class \(target)Controller {
            private lazy var dateFormatter: DateFormatter = {
                let dateFormatter = DateFormatter()
                dateFormatter.dateStyle = .medium
                dateFormatter.timeStyle = .short
                dateFormatter.doesRelativeDateFormatting = true
                dateFormatter.formattingContext = .standalone
                return dateFormatter
            }()
            func show() { \(shows ? "print(dateFormatter.string(from: Date()))" : "") }
        }
        struct \(target)Screen { func show() { \(target)Controller().show() } }

        """
    }

    @Test func aFormatterOnlyItsOwnInitializerNamesIsUnused() throws {
        let both = try BehaviourTwinsTests.lint(["App/AppController.swift": Self.controller("App", shows: true),
                                                 "Widget/WidgetController.swift": Self.controller("Widget", shows: true)])
        #expect(both == [
            "App/AppController.swift:3:22: warning: dateFormatter is written again, token for token (its own names aside), as WidgetController.dateFormatter (Widget/WidgetController.swift:3), in targets App, Widget that share no formatter for it; extract one into code both targets compile (a shared file or module) and call it from each (duplicated_formatting)",
        ])
        #expect(try BehaviourTwinsTests.lint(["App/AppController.swift": Self.controller("App", shows: true),
                                              "Widget/WidgetController.swift": Self.controller("Widget", shows: false)]) == [])
    }
}
