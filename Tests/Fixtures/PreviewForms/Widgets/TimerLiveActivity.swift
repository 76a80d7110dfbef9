import ActivityKit
import SwiftUI
import WidgetKit

struct TimerAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var seconds: Double
    }
    var name: String
}

struct TimerLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TimerAttributes.self) { context in
            Text(context.attributes.name)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text(context.attributes.name) }
            } compactLeading: { Text("T") } compactTrailing: { Text("") } minimal: { Text("") }
        }
    }
}

#if DEBUG
extension TimerAttributes {
    static let preview = TimerAttributes(name: "Focus")
    static let previewState = ContentState(seconds: 125)
}

#Preview("Content", as: .content, using: TimerAttributes.preview) {
    TimerLiveActivity()
} contentStates: {
    TimerAttributes.previewState
    TimerAttributes.ContentState(seconds: 300)
}

#Preview("Expanded", as: .dynamicIsland(.expanded), using: TimerAttributes.preview) {
    TimerLiveActivity()
} contentStates: {
    TimerAttributes.previewState
}

#Preview("Minimal", as: .dynamicIsland(.minimal), using: TimerAttributes.preview) {
    TimerLiveActivity()
} contentStates: {
    TimerAttributes.previewState
}
#endif
