import SwiftUI

struct DashboardView: View {
    let steps: Int
    var body: some View {
        VStack {
            StepsRing(progress: Double(steps) / 10_000)
            GoalBadge(goal: 10_000)
        }
    }
}

struct StepsRing: View {
    let progress: Double
    var body: some View { Circle().trim(from: 0, to: progress).stroke(lineWidth: 8) }
}

struct GoalBadge: View {
    let goal: Int
    var body: some View { Text("Goal \(goal)") }
}

#Preview("Dashboard") {
    DashboardView(steps: 4_200)
}

#Preview("Ring") {
    VStack { StepsRing(progress: 0.42) }
}
