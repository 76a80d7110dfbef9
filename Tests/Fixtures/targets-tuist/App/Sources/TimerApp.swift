import SwiftUI

@main
struct TimerApp: App {
    var body: some Scene { WindowGroup { Text("Timer") } }
}
