import Testing

/// A format string written in a computed property that is compared by its outputs is judged by
/// those, not by its shape: `"%.02ld:%02ld"` of an hour and a minute shares a shape with a
/// countdown's `"%d:%02d"` of minutes and seconds, and formats another value.
@Suite struct ComparedPropertyShapeTests {
    static let countdown = """
        struct CountdownView: View {
            let remaining: Int
            var body: some View {
                let minutes = remaining / 60
                let seconds = remaining % 60
                Text(String(format: "%d:%02d", minutes, seconds))
            }
        }

        """

    @Test func aPropertysFormatStringIsJudgedByItsOutputs() throws {
        let app = """
            import Foundation
            struct NotificationTime: Hashable, LosslessStringConvertible {
                var hour: Int
                var minute: Int
                var description: String {
                    String(format: "%.02ld:%02ld", hour, minute)
                }
                init?(_ description: String) { return nil }
            }
            struct AppScreen { func show() { print(NotificationTime(hour: 9, minute: 5)!.description) } }

            """
        let lines = try BehaviourTwinsTests.lint(["App/Time.swift": app, "Widget/Countdown.swift": Self.countdown + "struct WidgetScreen { func show() { print(CountdownView(remaining: 1)) } }\n"])
        #expect(lines == [])
    }
}
