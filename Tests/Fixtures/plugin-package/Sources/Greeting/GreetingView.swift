// Compiled where SwiftUI exists; previewlint reads it everywhere.
#if canImport(SwiftUI)
import SwiftUI

struct GreetingView: View {
    var name: String

    var body: some View {
        Text(greeting(for: name))
    }
}

#Preview {
    GreetingView(name: "Ada")
}

#Preview {
    GreetingView(name: "Grace")
}
#endif
