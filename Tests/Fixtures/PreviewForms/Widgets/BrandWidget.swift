import SwiftUI
import WidgetKit

/// A brand written lowercase (`iSteps`) still names a type.
struct iStepsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "isteps", provider: StepsProvider()) { entry in
            Text("\(entry.steps)")
        }
    }
}

#if DEBUG
#Preview("Brand", as: .systemSmall) {
    iStepsWidget()
} timeline: {
    StepsEntry.preview
}
#endif
