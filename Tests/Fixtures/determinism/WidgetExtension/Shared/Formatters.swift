import Foundation

func timerDisplayFromSeconds(seconds: Int, showSeconds: Bool) -> String {
    let minutes = seconds / 60
    let remainder = seconds % 60
    // TODO: hours
    return showSeconds ? String(format: "%02d.%02d", minutes, remainder) : "\(minutes) min"
}

func distanceDisplay(meters: Double) -> String {
    meters >= 1000 ? String(format: "%.1f km", meters / 1000) : String(format: "%.0f m", meters)
}
