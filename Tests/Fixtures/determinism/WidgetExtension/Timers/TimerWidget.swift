import SwiftUI
import WidgetKit
import ActivityKit

struct TimerEntry: TimelineEntry {
    let date: Date
    let remainingSeconds: Int
}

struct TimerWidgetView: View {
    var entry: TimerEntry

    var body: some View {
        Text(String(format: "%02d:%02d", entry.remainingSeconds / 60, entry.remainingSeconds % 60))
    }
}

struct TimerWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "timer", provider: TimerProvider()) { entry in
            TimerWidgetView(entry: entry)
        }
    }
}

#Preview(as: .systemSmall) {
    TimerWidget()
} timeline: {
    TimerEntry(date: .now, remainingSeconds: 300)
    TimerEntry(date: .now, remainingSeconds: 5)
}

struct TimerAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var remainingSeconds: Int
    }

    var title: String
    static let preview = TimerAttributes(title: "Tea")
}

struct TimerLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TimerAttributes.self) { context in
            Text(timerDisplayFromSeconds(seconds: context.state.remainingSeconds, showSeconds: true))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text(String(format: "%d", context.state.remainingSeconds)) }
            } compactLeading: {
                Text("T")
            } compactTrailing: {
                Text("\(context.state.remainingSeconds)")
            } minimal: {
                Text("T")
            }
        }
    }
}

#Preview("Live", as: .content, using: TimerAttributes.preview) {
    TimerLiveActivity()
} contentStates: {
    TimerAttributes.ContentState(remainingSeconds: 120)
    TimerAttributes.ContentState(remainingSeconds: 3)
}
