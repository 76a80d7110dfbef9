func timerDisplay(seconds: Int) -> String { "\(seconds) s" }
