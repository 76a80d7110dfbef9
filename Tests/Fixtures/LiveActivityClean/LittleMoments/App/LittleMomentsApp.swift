import SwiftUI

@main
struct LittleMomentsApp: App {
    var body: some Scene {
        WindowGroup {
            TimerView(model: TimerModel())
        }
    }
}
