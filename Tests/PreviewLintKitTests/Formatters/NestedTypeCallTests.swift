import Testing

/// A nested type calls its outer type's static members bare (`render(time)` in
/// `extension Card { struct Row }`): production uses the outer member, and a copy of a shared
/// formatter inside it is formatting written again.
@Suite struct NestedTypeCallTests {
    static let shared = """
        import Foundation
        enum Intervals {
            static let brief: DateComponentsFormatter = {
                let formatter = DateComponentsFormatter()
                formatter.allowedUnits = [.hour, .minute]
                formatter.maximumUnitCount = 2
                formatter.unitsStyle = .brief
                return formatter
            }()
        }
        struct Widget: View { var body: some View { Text(Intervals.brief.string(from: 5) ?? "") } }

        """

    static func card(call: String) -> String {
        """
        import SwiftUI
        struct Card: View {
            var body: some View { Row() }

            fileprivate static let remaining: DateComponentsFormatter = {
                let formatter = DateComponentsFormatter()
                formatter.allowedUnits = [.hour, .minute]
                formatter.maximumUnitCount = 2
                formatter.unitsStyle = .brief
                return formatter
            }()

            fileprivate static func render(_ interval: TimeInterval) -> String? {
                remaining.string(from: interval)
            }
        }
        extension Card {
            private struct Row: View {
                var body: some View { Text(\(call) ?? "") }
            }
        }

        """
    }

    static let finding = "App/Card.swift:5:28: warning: remaining is the same code as Intervals.brief (App/Intervals.swift:3), "
        + "token for token (its own names aside); call that one instead of keeping a copy that will drift (reimplemented_formatter)"

    @Test func aBareCallFromANestedTypeUsesTheOuterTypesMember() throws {
        let files = ["App/Intervals.swift": Self.shared, "App/Card.swift": Self.card(call: "render(5)")]
        #expect(try BehaviourTwinsTests.lint(files) == [Self.finding])
    }

    @Test func soDoesACallThroughTheOuterType() throws {
        let files = ["App/Intervals.swift": Self.shared, "App/Card.swift": Self.card(call: "Card.render(5)")]
        #expect(try BehaviourTwinsTests.lint(files) == [Self.finding])
    }
}
