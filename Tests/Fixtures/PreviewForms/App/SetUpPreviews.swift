import SwiftUI

final class Session {
    var isPaused = false
    func pause() { isPaused = true }
}

struct SessionCard: View {
    let session: Session
    var body: some View { Text(session.isPaused ? "Paused" : "Running") }
}

#Preview("Set up before return") {
    let session = Session()
    session.pause()
    session.isPaused = true

    return SessionCard(session: session)
        .padding()
}

#Preview("Conditional body") {
    #if os(watchOS)
    SessionCard(session: Session())
    #else
    SessionCard(session: Session())
        .padding()
    #endif
}

#Preview("Wrapper host") {
    struct PreviewWrapper: View {
        @State private var session = Session()
        var body: some View { SessionCard(session: session) }
    }
    return PreviewWrapper()
}
