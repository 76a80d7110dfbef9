/// Copies that grew in separate repositories before one merged the other in as a subfolder (an
/// iOS and a macOS app's repositories joined into a monorepo) never sat side by side in a commit
/// of that time, yet each repository kept its copy: at each commit of one, the other copy is its
/// latest version in the other repository by then. Without this, such copies could only agree or
/// drift after the merge that joined them.
enum SeparateHistories {
    /// `states` with each commit that holds one copy alone paired with the other copy's latest
    /// version by then in the states that hold that copy alone; unchanged when no state holds the
    /// other copy alone (the copies share one history).
    static func paired(_ states: [PairState]) -> [PairState] {
        let firstOnly = states.filter { $0.node != nil && $0.first != nil && $0.second == nil }
        let secondOnly = states.filter { $0.node != nil && $0.second != nil && $0.first == nil }
        guard !firstOnly.isEmpty, !secondOnly.isEmpty else { return states }
        let byTime = { (list: [PairState]) in list.sorted { $0.commit.time < $1.commit.time } }
        let firsts = byTime(firstOnly), seconds = byTime(secondOnly)
        return states.map { state in
            var paired = state
            if state.node != nil, state.first != nil, state.second == nil, let other = seconds.last(where: { $0.commit.time <= state.commit.time }) {
                paired.second = other.second
                paired.secondBefore = other.second
                paired.alongside = other.node
            } else if state.node != nil, state.second != nil, state.first == nil, let other = firsts.last(where: { $0.commit.time <= state.commit.time }) {
                paired.first = other.first
                paired.firstBefore = other.first
                paired.alongside = other.node
            }
            return paired
        }
    }
}
