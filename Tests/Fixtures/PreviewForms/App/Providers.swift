import SwiftUI

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView(title: "Light")
            .previewDisplayName("Light")
        ContentView(title: "Dark")
            .preferredColorScheme(.dark)
            .previewDisplayName("Dark")
        ContentView(title: PreviewTextGenerator.success.outputText)
            .previewDisplayName("Generated")
    }
}

enum Screens {
    struct Nested_Previews: PreviewProvider {
        static var previews: some View {
            Group {
                ContentView()
            }
        }
    }
}

struct Extended {}

extension Extended: PreviewProvider {
    static var previews: some View {
        ContentView(title: "Extension")
    }
}

/// A body that sets up state and returns: one preview, the returned view.
struct Gauge_Previews: PreviewProvider {
    static var previews: some View {
        let model = GaugeModel()
        model.value = 3
        model.label = "Steps"
        return ContentView(title: model.label)
    }
}
