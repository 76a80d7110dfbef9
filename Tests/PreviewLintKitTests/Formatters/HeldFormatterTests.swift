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

    /// `Video.formattedDuration` formats the video's own duration: a sheet holding a video that
    /// formats a resume time alike formats another value, and cannot call it for that.
    static let video = """
    import Foundation
    struct Video {
        let duration: Double
        var formattedDuration: String {
            let seconds = Int(duration)
            return String(format: "%d:%02d", seconds / 60, seconds % 60)
        }
    }

    """

    static func sheet(formatting value: String) -> String {
        """
        import Foundation
        struct ResumeSheet {
            let video: Video
            let resumeTime: Double
            var label: String {
                let seconds = Int(\(value))
                return String(format: "%d:%02d", seconds / 60, seconds % 60)
            }
        }
        struct Screen { func show() { print(ResumeSheet(video: Video(duration: 1), resumeTime: 2).label, Video(duration: 1).formattedDuration) } }

        """
    }

    @Test func aHeldValuesFieldFormattedAgainShouldCallItsMember() throws {
        #expect(try BehaviourTwinsTests.lint(["App/Video.swift": Self.video, "App/Sheet.swift": Self.sheet(formatting: "video.duration")]) == [
            "App/Sheet.swift:5:9: warning: ResumeSheet.label outputs what Video.formattedDuration (App/Video.swift:4) outputs, on all 13 inputs tried (formattedDuration [duration = 125.0] → \"2:05\", formattedDuration [duration = 3661.0] → \"61:01\"); call that one instead of keeping a second formatter that will drift (reimplemented_formatter)",
        ])
    }

    @Test func anotherValueFormattedAlikeIsNoCallOfTheHeldMember() throws {
        #expect(try BehaviourTwinsTests.lint(["App/Video.swift": Self.video, "App/Sheet.swift": Self.sheet(formatting: "resumeTime")]) == [
            "App/Sheet.swift:5:9: warning: Video.formattedDuration (App/Video.swift:4) outputs what ResumeSheet.label (App/Sheet.swift:5) outputs, on all 13 inputs tried (label [resumeTime = 125.0] → \"2:05\", label [resumeTime = 3661.0] → \"61:01\"), and neither can call the other (private or instance members); extract one formatter they all call before they drift (duplicated_formatting)",
        ])
    }

    /// A member that only hands the value to a formatter it holds is a caller of that one, not a
    /// second formatter of what another member of the held type formats.
    @Test func aMemberThatOnlyCallsAHeldFormatterIsNoCopy() throws {
        let formatters = """
        import Foundation
        public final class Formatters {
            public init() {}
            public func shortTime(minutes: Int, future: Bool) -> String { future ? String(format: "%d:%02d", minutes / 60, minutes % 60) : "NOW" }
            public func transferTime(minutes: Int) -> String { minutes == 0 ? "NOW" : String(format: "%d:%02d", minutes / 60, minutes % 60) }
        }

        """
        let badge = """
        import SwiftUI
        struct Badge {
            let minutes: Int
            let formatters: Formatters
            var text: String { formatters.shortTime(minutes: minutes, future: true) }
        }
        struct Screen: View {
            var body: some View {
                Text(Badge(minutes: 1, formatters: Formatters()).text)
                Text(Formatters().transferTime(minutes: 1))
            }
        }

        """
        #expect(try BehaviourTwinsTests.lint(["App/Formatters.swift": formatters, "App/Badge.swift": badge]) == [])
    }
}
