import SwiftUI

struct ContentView: View {
    var title = "Hello"
    var body: some View { Text(title) }
}

#Preview {
    ContentView()
}

#Preview("Named") {
    ContentView(title: "Named")
}

#Preview("Traits", traits: .sizeThatFitsLayout, .landscapeLeft) {
    ContentView()
        .padding()
}

#Preview(
    "Multi-line",
    traits: .sizeThatFitsLayout
) {
    @Previewable @State var title = "Editable"
    ContentView(title: title)
}

#if DEBUG
#if os(iOS)
#Preview("Nested conditions") {
    ContentView(title: ContentMother.makeTitle())
}
#endif
#endif

#if os(macOS)
#Preview("macOS only") {
    ContentView()
}
#endif
