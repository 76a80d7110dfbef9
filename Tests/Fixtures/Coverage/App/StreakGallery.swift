import SwiftUI

/// An old design exploration nothing in the app shows any more.
struct StreakGallery: View {
    var body: some View {
        HStack { ForEach(1..<4) { Text("\($0)") } }
    }
}

#Preview("Streaks") {
    StreakGallery()
}
