import SwiftUI
import WidgetKit

@main
struct LittleMomentsWidgetBundle: WidgetBundle {
    var body: some Widget {
        MeditationLiveActivity()
    }
}
