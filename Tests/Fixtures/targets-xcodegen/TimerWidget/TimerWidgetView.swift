struct TimerWidgetView {}
