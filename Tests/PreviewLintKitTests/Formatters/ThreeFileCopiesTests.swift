import Testing

/// A short member written token for token in two places of one target is an idiom; in three
/// files it is a formatter kept wherever it is needed (Oscar's `shortDate(_:)` in three summary
/// cards), told however few its tokens.
@Suite struct ThreeFileCopiesTests {
    static func card(_ name: String) -> String {
        """
        import SwiftUI
        struct \(name): View {
            let day: Date
            var body: some View { Text(shortDate(day)) }
            private func shortDate(_ date: Date) -> String {
                date.formatted(.dateTime.weekday(.abbreviated).day().month(.abbreviated))
            }
        }

        """
    }

    static let screen = """
        import SwiftUI
        struct Screen: View {
            let day: Date
            var body: some View { VStack { WindCard(day: day); RainCard(day: day); HeatCard(day: day) } }
        }

        """

    @Test func aShortMemberInThreeFilesIsWrittenThrice() throws {
        #expect(try BehaviourTwinsTests.lint([
            "App/WindCard.swift": Self.card("WindCard"), "App/RainCard.swift": Self.card("RainCard"),
            "App/HeatCard.swift": Self.card("HeatCard"), "App/Screen.swift": Self.screen,
        ]) == [
            "App/HeatCard.swift:5:18: warning: shortDate(_:) is written again, token for token (its own names aside), as RainCard.shortDate(_:) (App/RainCard.swift:5), WindCard.shortDate(_:) (App/WindCard.swift:5), and none of them can call another (private or instance members); extract one formatter they all call before they drift (duplicated_formatting)",
        ])
    }

    @Test func inTwoFilesItIsAnIdiom() throws {
        #expect(try BehaviourTwinsTests.lint([
            "App/WindCard.swift": Self.card("WindCard"), "App/RainCard.swift": Self.card("RainCard"),
            "App/Screen.swift": Self.screen.replacingOccurrences(of: "; HeatCard(day: day)", with: ""),
        ]).isEmpty)
    }
}
