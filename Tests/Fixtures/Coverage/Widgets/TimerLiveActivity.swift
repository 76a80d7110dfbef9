import ActivityKit
import SwiftUI
import WidgetKit

struct WalkAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var steps: Int
    }
    var goal: Int

    static let preview = WalkAttributes(goal: 10_000)
}

extension WalkAttributes.ContentState {
    static let walking = WalkAttributes.ContentState(steps: 1_200)
}

struct WalkLockScreenView: View {
    let state: WalkAttributes.ContentState
    var body: some View { Text("\(state.steps) steps") }
}

struct WalkLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: WalkAttributes.self) { context in
            WalkLockScreenView(state: context.state)
        } dynamicIsland: { context in
            makeIsland(state: context.state)
        }
    }

    private func makeIsland(state: WalkAttributes.ContentState) -> DynamicIsland {
        DynamicIsland {
            DynamicIslandExpandedRegion(.leading) { Image(systemName: "figure.walk") }
            DynamicIslandExpandedRegion(.trailing) { Text("\(state.steps)") }
        } compactLeading: {
            Image(systemName: "figure.walk")
        } compactTrailing: {
            Text("\(state.steps)")
        } minimal: {
            Image(systemName: "figure.walk")
        }
    }
}

#Preview("Lock screen", as: .content, using: WalkAttributes.preview) {
    WalkLiveActivity()
} contentStates: {
    WalkAttributes.ContentState.walking
}

#Preview("Compact", as: .dynamicIsland(.compact), using: WalkAttributes.preview) {
    WalkLiveActivity()
} contentStates: {
    WalkAttributes.ContentState.walking
}
