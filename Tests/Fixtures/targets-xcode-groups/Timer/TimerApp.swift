import SwiftUI

@main
struct TimerApp: App {
    var body: some Scene {
        WindowGroup { ContentView() }
    }
}
