import SwiftUI
import WidgetKit

struct WatchStepsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "watch-steps", provider: StepsProvider()) { entry in
            StepsEntryView(entry: entry)
        }
        #if os(watchOS)
        .supportedFamilies([.accessoryCircular, .accessoryCorner])
        #else
        .supportedFamilies([.accessoryCircular])
        #endif
    }
}

#Preview(as: .accessoryCircular) {
    WatchStepsWidget()
} timeline: {
    StepsEntry.preview
}

struct DynamicFamiliesWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "dynamic", provider: StepsProvider()) { entry in
            StepsEntryView(entry: entry)
        }
        .supportedFamilies(WidgetFamilies.forCurrentDevice())
    }
}
