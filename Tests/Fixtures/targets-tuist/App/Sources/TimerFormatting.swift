func timerDisplay(seconds: Int) -> String {
    "\(seconds / 60) min"
}
