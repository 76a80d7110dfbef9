import Foundation

func timerDisplayFromSeconds(seconds: Int, showSeconds: Bool) -> String {
    let minutes = seconds / 60
    if showSeconds {
        return String(format: "%d:%02d", minutes, seconds % 60)
    }
    return "\(minutes) min"
}

struct TimerState {
    var remaining: Int
    var isRunning: Bool
}

#if canImport(SwiftUI)
import SwiftUI
#endif

struct TimerBadge {
    let seconds: Int
    var body: String { timerDisplayFromSeconds(seconds: seconds, showSeconds: true) }
}
