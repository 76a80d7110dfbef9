import SwiftUI

struct TimerRow: View {
    let timer: TimerModel

    var body: some View {
        HStack {
            Text(timer.title)
            Spacer()
            Text(String(format: "%d:%02d", timer.remainingSeconds / 60, timer.remainingSeconds % 60)) // previewlint:disable:this todo_left
        }
    }
}

#Preview("Running", traits: .sizeThatFitsLayout) {
    TimerRow(timer: TimerModelMother.running())
}

#Preview("Finished") {
    TimerRow(timer: TimerModelMother.finished())
}

struct TimerRow_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            TimerRow(timer: .mocked()).previewDisplayName("Light")
            TimerRow(timer: .preview).previewDisplayName("Dark")
        }
    }
}
