import ActivityKit
import SwiftUI
import WidgetKit

struct MeditationLiveActivityView: View {
    let context: ActivityViewContext<MeditationLiveActivityAttributes>

    var body: some View {
        HStack {
            Image(systemName: "leaf")
            Text(context.attributes.sessionName)
            Spacer()
            Text(timerDisplayFromSeconds(seconds: context.state.secondsElapsed, showSeconds: context.state.showSeconds))
                .monospacedDigit()
        }
        .padding()
    }
}

struct MeditationLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: MeditationLiveActivityAttributes.self) { context in
            MeditationLiveActivityView(context: context)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) {
                    MeditationLiveActivityView(context: context)
                }
            } compactLeading: {
                Image(systemName: "leaf")
            } compactTrailing: {
                Text(timerDisplayFromSeconds(seconds: context.state.secondsElapsed, showSeconds: false))
            } minimal: {
                Image(systemName: "leaf")
            }
        }
    }
}

#if DEBUG
#Preview("In progress", as: .content, using: MeditationLiveActivityAttributes.preview) {
    MeditationLiveActivity()
} contentStates: {
    MeditationLiveActivityAttributes.previewState
    MeditationLiveActivityAttributes.previewStateCompleted
}

#Preview("Compact", as: .dynamicIsland(.compact), using: MeditationLiveActivityAttributes.preview) {
    MeditationLiveActivity()
} contentStates: {
    MeditationLiveActivityAttributes.previewState
}

#Preview("Expanded", as: .dynamicIsland(.expanded), using: MeditationLiveActivityAttributes.preview) {
    MeditationLiveActivity()
} contentStates: {
    MeditationLiveActivityAttributes.previewState
}

#Preview("Minimal", as: .dynamicIsland(.minimal), using: MeditationLiveActivityAttributes.preview) {
    MeditationLiveActivity()
} contentStates: {
    MeditationLiveActivityAttributes.previewState
}
#endif
