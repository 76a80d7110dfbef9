public func timerDisplay(seconds: Int) -> String {
    "\(seconds / 60):\(seconds % 60)"
}
