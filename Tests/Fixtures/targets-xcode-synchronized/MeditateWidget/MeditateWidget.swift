import SwiftUI
import WidgetKit

struct MeditateWidgetView: View {
    var body: some View { Text(timerDisplayFromSeconds(seconds: 90, showSeconds: true)) }
}
