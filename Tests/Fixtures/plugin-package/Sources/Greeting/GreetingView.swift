// Compiled where SwiftUI exists; previewlint reads it everywhere.
#if canImport(SwiftUI)
import SwiftUI

public struct GreetingView: View {
    public var name: String

    public var body: some View {
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
