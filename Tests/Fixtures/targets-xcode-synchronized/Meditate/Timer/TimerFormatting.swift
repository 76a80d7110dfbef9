import Foundation

func timerDisplayFromSeconds(seconds: Int, showSeconds: Bool) -> String {
    let minutes = seconds / 60
    return showSeconds ? String(format: "%d:%02d", minutes, seconds % 60) : "\(minutes) min"
}
