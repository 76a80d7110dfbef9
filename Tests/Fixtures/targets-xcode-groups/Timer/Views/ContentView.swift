import SwiftUI

struct ContentView: View {
    var body: some View {
        Text(timerDisplayFromSeconds(seconds: 125, showSeconds: true))
    }
}
