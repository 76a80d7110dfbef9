import SwiftUI

@main
struct MeditateApp: App {
    var body: some Scene {
        WindowGroup { Text(timerDisplayFromSeconds(seconds: 600, showSeconds: false)) }
    }
}
