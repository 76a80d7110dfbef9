import SwiftUI
import WidgetKit

struct StepsEntry: TimelineEntry {
    let date: Date
    let steps: Int

    static let preview = StepsEntry(date: .now, steps: 4_200)
}

struct StepsEntryView: View {
    let entry: StepsEntry
    @Environment(\.widgetFamily) private var family
    var body: some View {
        switch family {
        case .accessoryCircular: Gauge(value: Double(entry.steps), in: 0...10_000) { Text("Steps") }
        default: Text("\(entry.steps) steps")
        }
    }
}

enum StepsFamilies {
    static let families: [WidgetFamily] = [.systemSmall, .systemMedium, .accessoryCircular]
}

struct StepsWidget: Widget {
    let kind = "steps"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: StepsProvider()) { entry in
            StepsEntryView(entry: entry)
        }
        .configurationDisplayName("Steps")
        .supportedFamilies(StepsFamilies.families)
    }
}

#Preview("Small", as: .systemSmall) {
    StepsWidget()
} timeline: {
    StepsEntry.preview
}

struct StepsEntryView_Previews: PreviewProvider {
    static var previews: some View {
        StepsEntryView(entry: .preview)
            .previewContext(WidgetPreviewContext(family: .systemMedium))
    }
}
