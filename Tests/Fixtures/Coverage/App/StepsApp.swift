import SwiftUI

@main
struct StepsApp: App {
    var body: some Scene {
        WindowGroup { DashboardView(steps: 4_200) }
    }
}
