import Foundation

/* The widget's copy of the app's formatter. */
func timerDisplayFromSeconds(seconds: Int,
                             showSeconds: Bool) -> String {
    let minutes = seconds / 60
    return showSeconds ? String(format: "%d:%02d", minutes, seconds % 60) : "\(minutes) min"   // same as the app
}
