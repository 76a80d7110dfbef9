import SwiftUI

#Preview {
    TimerView(text: "12:30")
}

#Preview {
    TimerView(text: "Version 1.2.3")
}

#Preview {
    TimerView(text: "05:00")
}
