import SwiftUI

@Observable
final class TimerModel {
    var secondsElapsed: Double = 0
    var showSeconds = true
}

struct TimerView: View {
    let model: TimerModel

    var body: some View {
        VStack(spacing: 12) {
            Text(timerDisplayFromSeconds(seconds: model.secondsElapsed, showSeconds: model.showSeconds))
                .font(.largeTitle.monospacedDigit())
            Button("Reset") { model.secondsElapsed = 0 }
        }
    }
}

#if DEBUG
enum TimerModelMother {
    static func makeTimerModel(secondsElapsed: Double = 125, showSeconds: Bool = true) -> TimerModel {
        let model = TimerModel()
        model.secondsElapsed = secondsElapsed
        model.showSeconds = showSeconds
        return model
    }
}

#Preview("Running") {
    TimerView(model: TimerModelMother.makeTimerModel())
}
#endif
