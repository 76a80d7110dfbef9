import Testing

/// A view that holds a formatting type in a stored property (`private let presenter =
/// ArrivalPresenter()`) can call its members: formatting written inline beside it that disagrees
/// with one of them should call it. Without the held value, neither can call the other in one target.
@Suite struct HeldFormatterTests {
    static let presenter = """
    import Foundation
    public struct ArrivalPresenter {
        public init() {}
        public func minuteText(for arrival: Date, now: Date) -> String {
            let minutes = Int(arrival.timeIntervalSince(now) / 60)
            return minutes == 0 ? "NOW" : String(format: "%dm", minutes)
        }
    }

    """

    static func card(holding: Bool) -> String {
        """
        import SwiftUI
        struct DepartureCard: View {
            let departure: Date
            let now: Date
        \(holding ? "    private let presenter = ArrivalPresenter()\n" : "")    var body: some View {
                let minutes = max(0, Int(departure.timeIntervalSince(now) / 60))
                Text(minutes == 0 ? "NOW" : "\\(minutes)m")
            }
        }
        struct Lobby: View { var body: some View { DepartureCard(departure: Date(), now: Date()) } }
        struct Island: View { var body: some View { Text(ArrivalPresenter().minuteText(for: Date(), now: Date())) } }

        """
    }

    @Test func inlineFormattingBesideAHeldFormatterShouldCallIt() throws {
        #expect(try BehaviourTwinsTests.lint(["App/Presenter.swift": Self.presenter, "App/Card.swift": Self.card(holding: true)]) == [
            "App/Card.swift:8:14: warning: the text DepartureCard.body builds inline formats what ArrivalPresenter.minuteText(for:now:) (App/Presenter.swift:4) formats, differently: (departure = Date(timeIntervalSince1970: 0.0), now = Date(timeIntervalSince1970: 1709283907.0)) is \"NOW\", minuteText(for: Date(timeIntervalSince1970: 0.0), now: Date(timeIntervalSince1970: 1709283907.0)) is \"-28488065m\" (they agree on 10 inputs, such as \"NOW\", \"28488065m\"); call the shared formatter instead of a second one that already disagrees (reimplemented_formatter)",
        ])
    }

    @Test func withoutTheHeldValueNeitherCanCallTheOther() throws {
        #expect(try BehaviourTwinsTests.lint(["App/Presenter.swift": Self.presenter, "App/Card.swift": Self.card(holding: false)]) == [])
    }
}
