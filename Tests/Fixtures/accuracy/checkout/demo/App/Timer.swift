import Foundation

func timerText(seconds: Int) -> String {
    String(format: "%d:%02d", seconds / 60, seconds % 60)
}
