struct WatchTimerView {}
