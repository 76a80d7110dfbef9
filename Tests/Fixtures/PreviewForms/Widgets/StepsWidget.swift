import SwiftUI
import WidgetKit

struct StepsEntry: TimelineEntry {
    let date: Date
    let steps: Int
}

struct StepsProvider: TimelineProvider {
    func placeholder(in context: Context) -> StepsEntry { .preview }
    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) { completion(.preview) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {}
}

struct StepsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "steps", provider: StepsProvider()) { entry in
            Text("\(entry.steps)")
        }
    }
}

#if DEBUG
extension StepsEntry {
    static let preview = StepsEntry(date: .now, steps: 1200)
    static let previewEmpty = StepsEntry(date: .now, steps: 0)
}

#Preview(as: .systemSmall) {
    StepsWidget()
} timeline: {
    StepsEntry.preview
    StepsEntry.previewEmpty
}

#Preview("Provider", as: .accessoryCircular, timelineProvider: StepsProvider()) {
    StepsWidget()
}

#Preview("Intent", as: .systemMedium, using: StepsIntent.preview) {
    StepsWidget()
} timeline: {
    StepsEntry.preview
}

struct StepsWidget_Previews: PreviewProvider {
    static var previews: some View {
        Text("1200")
            .previewContext(WidgetPreviewContext(family: .systemLarge))
            .previewDisplayName("Large")
    }
}
#endif
