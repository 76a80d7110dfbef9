import SwiftUI
import WidgetKit

struct TimerWidgetView: View {
    let state: TimerState
    var body: some View {
        Text(timerDisplayFromSeconds(seconds: state.remaining, showSeconds: false))
    }
}
