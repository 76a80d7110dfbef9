import ActivityKit
import Foundation

struct MeditationLiveActivityAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var secondsElapsed: Double
        var targetTimeInSeconds: Double
        var isCompleted: Bool
        var showSeconds: Bool
        var isPaused: Bool
    }

    var sessionName: String
}

#if DEBUG
extension MeditationLiveActivityAttributes {
    static let preview = MeditationLiveActivityAttributes(sessionName: "Meditation")

    static let previewState = ContentState(
        secondsElapsed: 125.0,
        targetTimeInSeconds: 300.0,
        isCompleted: false,
        showSeconds: true,
        isPaused: false
    )

    static let previewStateCompleted = ContentState(
        secondsElapsed: 300.0,
        targetTimeInSeconds: 300.0,
        isCompleted: true,
        showSeconds: true,
        isPaused: false
    )
}
#endif
