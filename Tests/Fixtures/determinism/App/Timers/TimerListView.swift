import SwiftUI

struct TimerListView: View {
    @State private var timers: [TimerModel] = [] // previewlint:disable:this shared_session

    var body: some View {
        List(timers) { timer in
            TimerRow(timer: timer)
            Text(String(format: "%d s", timer.remainingSeconds))
        }
        .task {
            // previewlint:disable:next inline_string_format
            timers = (try? await TimerClient().fetch()) ?? []
        }
    }
}

#Preview {
    TimerListView()
}
